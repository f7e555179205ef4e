// Builds are stale by content, never by file times (docs/decisions/033): each test lays out a small project in a
// temp folder (sources, package.json, package-lock.json, dist/) and asks build-state what needs building.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildIsStale,
  buildStale,
  fingerprint,
  fingerprintFile,
  importedPackages,
  recordFingerprint,
  recordedFingerprint,
  type BuildName,
} from './build-state.mjs';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'shamba-build-state-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Lock = { packages: Record<string, Record<string, unknown>> };
const entry = (version: string, dependencies?: Record<string, string>) => ({
  version,
  integrity: `sha512-${version}`,
  ...(dependencies && { dependencies }),
});
function lock(overrides: Record<string, Record<string, unknown> | undefined> = {}): Lock {
  const packages: Lock['packages'] = {
    '': { name: 'farm' },
    'node_modules/react': entry('19.3.1'),
    'node_modules/react-dom': entry('19.3.1', { scheduler: '^0.27.0' }),
    'node_modules/scheduler': entry('0.27.0'),
    'node_modules/vite': entry('8.3.8'),
    'node_modules/fastify': entry('5.12.0'),
    'node_modules/esbuild': entry('0.28.2'),
  };
  for (const [key, value] of Object.entries(overrides)) {
    if (value) packages[key] = value;
    else delete packages[key];
  }
  return { packages };
}
const writeLock = (value: Lock) => write('package-lock.json', JSON.stringify(value, null, 2));

const SCRIPTS = {
  'build:web': 'vite build --config web/vite.config.ts && node scripts/compress-assets.mjs dist/web',
  'build:widgets': 'vite build --config widgets/vite.config.ts',
  'build:server': 'node scripts/build-server.mjs',
};
const writePackageJson = (scripts: Record<string, string> = SCRIPTS) =>
  write('package.json', JSON.stringify({ name: 'farm', type: 'module', scripts }));

/** A project as checked out: sources of the three builds, and the files their npm scripts name. */
function layOutProject() {
  writePackageJson();
  writeLock(lock());
  write('tsconfig.json', '{ "compilerOptions": { "paths": { "@/*": ["./*"] } } }');
  write('web/vite.config.ts', "import { defineConfig } from 'vite';\nexport default defineConfig({});\n");
  write(
    'web/main.tsx',
    "import { createRoot } from 'react-dom/client';\nimport { app } from '@/shared/app';\n",
  );
  write('web/main.test.tsx', "import { it } from 'vitest';\n");
  write('web/testing/render.tsx', "export const render = 'helper';\n");
  write('shared/app.ts', "import React from 'react';\nexport const app = React;\n");
  write('shared/embed/widget-files.ts', "export const WIDGETS_VERSION = '1.3.0';\n");
  write('widgets/index.ts', "import '@/shared/app';\n");
  write('server/server.ts', "import Fastify from 'fastify';\nimport { app } from '@/shared/app';\n");
  write('server/db/migrations/0000_init.sql', 'create table farm (id text);\n');
  write('scripts/build-server.mjs', "import { build } from 'esbuild';\n");
  write('scripts/compress-assets.mjs', "import { gzip } from 'node:zlib';\n");
}

/** Marks `name` as built from the sources as they are now. */
const OUTPUTS = {
  web: 'dist/web/index.html',
  widgets: 'dist/widgets/v1.3.0/shamba-widgets.js',
  server: 'dist/server/server.mjs',
};
function built(name: BuildName) {
  write(OUTPUTS[name], `built ${name}`);
  recordFingerprint(name, fingerprint(name, root), root);
}

const stale = () => (['web', 'widgets', 'server'] as const).filter((name) => buildIsStale(name, root));

describe('what needs building', () => {
  beforeEach(layOutProject);

  it('everything, before the first build; nothing once each is built from these sources', () => {
    expect(stale()).toEqual(['web', 'widgets', 'server']);
    built('web');
    built('widgets');
    built('server');
    expect(stale()).toEqual([]);
    // Beside each output folder, not in it: the server serves dist/web.
    expect(existsSync(path.join(root, 'dist/web.build-fingerprint'))).toBe(true);
    expect(existsSync(path.join(root, 'dist/widgets/v1.3.0.build-fingerprint'))).toBe(true);
    expect(existsSync(path.join(root, 'dist/server.build-fingerprint'))).toBe(true);
  });

  it('the build whose output is gone, though its fingerprint is still there', () => {
    for (const name of ['web', 'widgets', 'server'] as const) built(name);
    rmSync(path.join(root, 'dist/web'), { recursive: true });
    expect(stale()).toEqual(['web']);
  });

  it('nothing after a touch, or a fresh copy of the tree with new file times', () => {
    for (const name of ['web', 'widgets', 'server'] as const) built(name);
    const future = new Date(Date.now() + 3_600_000);
    for (const file of [
      'web/main.tsx',
      'shared/app.ts',
      'package-lock.json',
      'package.json',
      'server/server.ts',
    ]) {
      utimesSync(path.join(root, file), future, future);
    }
    expect(stale()).toEqual([]);

    const clone = mkdtempSync(path.join(os.tmpdir(), 'shamba-build-state-clone-'));
    try {
      cpSync(root, clone, { recursive: true, preserveTimestamps: false });
      const before = statSync(fingerprintFile('web', clone)).mtimeMs;
      utimesSync(path.join(clone, 'web/main.tsx'), new Date(before + 60_000), new Date(before + 60_000));
      expect((['web', 'widgets', 'server'] as const).filter((name) => buildIsStale(name, clone))).toEqual([]);
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  });

  it('the builds that read an edited file, and only those', () => {
    for (const name of ['web', 'widgets', 'server'] as const) built(name);
    write('web/main.tsx', `${read('web/main.tsx')}console.log('edited');\n`);
    expect(stale()).toEqual(['web']);
    built('web');

    write('shared/app.ts', `${read('shared/app.ts')}export const edited = true;\n`);
    expect(stale()).toEqual(['web', 'widgets', 'server']);
    for (const name of ['web', 'widgets', 'server'] as const) built(name);

    write('server/db/migrations/0001_more.sql', 'alter table farm add column name text;\n');
    expect(stale()).toEqual(['server']);
    built('server');

    write('scripts/compress-assets.mjs', '// compresses differently\n');
    expect(stale()).toEqual(['web']);
  });

  it('none after an edit of tests or test helpers, which no build reads', () => {
    for (const name of ['web', 'widgets', 'server'] as const) built(name);
    write('web/main.test.tsx', "import { it } from 'vitest';\nit('more', () => {});\n");
    write('web/testing/render.tsx', "export const render = 'another helper';\n");
    write('server/bench/startup.bench.ts', 'export {};\n');
    write('shared/app.test.ts', 'export {};\n');
    expect(stale()).toEqual([]);
  });

  it('none after `npm install` changed packages no build uses; those bundling a changed package', () => {
    for (const name of ['web', 'widgets', 'server'] as const) built(name);
    // A new dev tool, and the same lock written in another layout.
    writeLock(lock({ 'node_modules/lighthouse': entry('12.8.2') }));
    write('package-lock.json', JSON.stringify(JSON.parse(read('package-lock.json'))));
    expect(stale()).toEqual([]);

    // The server leaves packages outside its bundle: a new fastify is not a reason to rebuild it.
    writeLock(lock({ 'node_modules/lighthouse': entry('12.8.2'), 'node_modules/fastify': entry('5.12.1') }));
    expect(stale()).toEqual([]);

    // A dependency of a bundled package (react-dom's scheduler) is bundled too.
    writeLock(lock({ 'node_modules/scheduler': entry('0.27.1') }));
    expect(stale()).toEqual(['web']);
    built('web');

    writeLock(lock({ 'node_modules/scheduler': entry('0.27.1'), 'node_modules/react': entry('19.3.2') }));
    expect(stale()).toEqual(['web', 'widgets']);

    // The bundler itself builds the server.
    built('web');
    built('widgets');
    writeLock(
      lock({
        'node_modules/scheduler': entry('0.27.1'),
        'node_modules/react': entry('19.3.2'),
        'node_modules/esbuild': entry('0.28.3'),
      }),
    );
    expect(stale()).toEqual(['server']);
  });

  it("the widgets, when a package their build config names outside an import changes (an alias's target)", () => {
    write(
      'widgets/vite.config.ts',
      "import { defineConfig } from 'vite';\nexport default defineConfig({ resolve: { alias: { react: 'preact/compat' } } });\n",
    );
    writeLock(lock({ 'node_modules/preact': entry('10.29.8') }));
    for (const name of ['web', 'widgets', 'server'] as const) built(name);
    writeLock(lock({ 'node_modules/preact': entry('10.29.9') }));
    expect(stale()).toEqual(['widgets']);
  });

  it('the build whose npm script changed', () => {
    for (const name of ['web', 'widgets', 'server'] as const) built(name);
    writePackageJson({ ...SCRIPTS, 'build:widgets': 'vite build --config widgets/vite.config.ts --minify' });
    expect(stale()).toEqual(['widgets']);
  });

  it("the widgets, when the current release's folder has no build (an earlier version's does not count)", () => {
    built('widgets');
    expect(stale()).not.toContain('widgets');
    write('shared/embed/widget-files.ts', "export const WIDGETS_VERSION = '1.4.0';\n");
    expect(buildIsStale('widgets', root)).toBe(true);
    expect(recordedFingerprint('widgets', root)).toBeUndefined();
    expect(existsSync(path.join(root, 'dist/widgets/v1.3.0.build-fingerprint'))).toBe(true);
  });
});

describe('building what is stale', () => {
  beforeEach(() => {
    layOutProject();
    // A stand-in for Vite: writes the page and counts its runs.
    writePackageJson({
      ...SCRIPTS,
      'build:web':
        "node -e \"const fs=require('fs');fs.mkdirSync('dist/web',{recursive:true});fs.writeFileSync('dist/web/index.html','<p>farm</p>');fs.appendFileSync('runs','web\\n')\"",
    });
  });

  it('builds once, records the fingerprint, and the next time builds and writes nothing', () => {
    expect(buildStale(['web'], root)).toEqual(['web']);
    expect(read('dist/web/index.html')).toBe('<p>farm</p>');
    expect(recordedFingerprint('web', root)).toBe(fingerprint('web', root));
    const recordedAt = statSync(fingerprintFile('web', root)).mtimeMs;

    expect(buildStale(['web'], root)).toEqual([]);
    expect(read('runs')).toBe('web\n');
    expect(statSync(fingerprintFile('web', root)).mtimeMs).toBe(recordedAt);

    write('web/main.tsx', "import { createRoot } from 'react-dom/client';\n// edited\n");
    expect(buildStale(['web'], root)).toEqual(['web']);
    expect(read('runs')).toBe('web\nweb\n');
  });

  it('forgets the last fingerprint when a build fails, so the next start tries again', () => {
    const good = { page: read('web/main.tsx'), scripts: read('package.json') };
    expect(buildStale(['web'], root)).toEqual(['web']);
    write('web/main.tsx', '// edited\n');
    // A build that fails half-way, after it had already replaced the page.
    writePackageJson({
      ...SCRIPTS,
      'build:web':
        "node -e \"require('fs').writeFileSync('dist/web/index.html','<p>half</p>');process.exit(3)\"",
    });
    expect(() => buildStale(['web'], root)).toThrow(/npm run build:web failed \(exit 3\)/);
    expect(recordedFingerprint('web', root)).toBeUndefined();
    // Even with every source put back as it was at the last good build, the half-built page is not taken.
    write('web/main.tsx', good.page);
    write('package.json', good.scripts);
    expect(buildIsStale('web', root)).toBe(true);
    expect(buildStale(['web'], root)).toEqual(['web']);
    expect(read('dist/web/index.html')).toBe('<p>farm</p>');
  });
});

describe('the packages a source names', () => {
  it('reads imports, re-exports, dynamic imports, requires and CSS imports; not the alias, paths or node', () => {
    const source = [
      "import React from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "export * from '@tanstack/react-query';",
      "const lazy = () => import('firebase/messaging');",
      "const dir = require.resolve('react-router/package.json');",
      "import css from './widget.css?inline';",
      "import { app } from '@/shared/app';",
      "import fs from 'node:fs';",
      "import path from 'path';",
      '@import "tailwindcss";',
      '@plugin "daisyui";',
    ].join('\n');
    expect([...importedPackages(source)].sort()).toEqual([
      '@tanstack/react-query',
      'daisyui',
      'firebase',
      'react',
      'react-dom',
      'react-router',
      'tailwindcss',
    ]);
  });
});
