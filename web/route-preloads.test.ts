// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routes/paths';
import { ROUTE_MODULES, pageFileName } from './route-preloads';

const WEB = import.meta.dirname;

describe('the pages that get their own preloading copy of index.html (docs/decisions/030)', () => {
  it('name modules that exist and that the route tables load lazily', () => {
    const tables = ['router.tsx', 'route-tables/public-routes.tsx', 'route-tables/app-routes.tsx']
      .map((file) => readFileSync(path.join(WEB, 'app', file), 'utf8'))
      .concat(readFileSync(path.join(WEB, 'app/route-tables/farmer-routes.tsx'), 'utf8'))
      .join('\n');
    for (const [pattern, modules] of Object.entries(ROUTE_MODULES)) {
      for (const module of modules) {
        expect(existsSync(path.join(WEB, module)), `${pattern}: ${module}`).toBe(true);
        if (!module.startsWith('routes/')) continue;
        const lazyName = `@/web/${module.replace(/\.tsx$/, '')}`;
        expect(tables, `${pattern}: ${module} is a route module`).toContain(lazyName);
      }
    }
  });

  it('cover every public page and the sign-in pages', () => {
    const covered = Object.keys(ROUTE_MODULES);
    for (const address of [
      paths.home,
      paths.features,
      paths.pricing,
      paths.about,
      paths.contact,
      paths.terms,
      paths.privacy,
      paths.login,
      paths.register,
      paths.forgotPassword,
    ]) {
      expect(covered).toContain(address);
    }
  });

  it('give each page a distinct file name', () => {
    const files = Object.keys(ROUTE_MODULES).map(pageFileName);
    expect(new Set(files).size).toBe(files.length);
    expect(pageFileName('/')).toBe('home.html');
    expect(pageFileName('/login')).toBe('login.html');
    expect(pageFileName('/farmer/farms/:farmId/inventory')).toBe('farmer-farms-farmid-inventory.html');
  });
});
