// Per-page copies of index.html that name, up front, every chunk the page will import (docs/decisions/030).
// Without them a page's code is found one level at a time: the entry runs, the router asks for the route's
// lazy module, that module's imports follow, each level a round trip on a phone. With them the browser fetches
// the whole page's code in parallel with the entry, straight after the HTML.
//
// ROUTE_MODULES names, for each address the server answers with such a copy, the lazy modules the router
// loads for it (web/app/route-tables/); the build fails if one is missing, so a renamed route is noticed.
// The server picks the copy for a request from dist/web/pages/routes.json (server/plugins/static.ts).
// chunkGroups() below decides how modules are grouped into chunks, from the same page list.
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { paths } from '../shared/routes/paths';

const PUBLIC = 'routes/public/layout.tsx';
const AUTH_LAYOUT = 'routes/auth/layout.tsx';
const GUEST = ['app/route-tables/app-routes.tsx', 'app/guards.tsx', AUTH_LAYOUT];
const FARMER = [
  'app/route-tables/app-routes.tsx',
  'app/route-tables/farmer-routes.tsx',
  'app/guards.tsx',
  'routes/app/shell.tsx',
];

/** Address pattern (":name" matches one segment) → modules under web/ the page loads lazily. */
export const ROUTE_MODULES: Record<string, string[]> = {
  [paths.home]: [PUBLIC, 'routes/public/home.tsx'],
  [paths.landing]: [PUBLIC, 'routes/public/landing.tsx'],
  [paths.features]: [PUBLIC, 'routes/public/features.tsx'],
  [paths.pricing]: [PUBLIC, 'routes/public/pricing.tsx'],
  [paths.about]: [PUBLIC, 'routes/public/about.tsx'],
  [paths.contact]: [PUBLIC, 'routes/public/contact.tsx'],
  [paths.terms]: [PUBLIC, 'routes/public/terms.tsx'],
  [paths.privacy]: [PUBLIC, 'routes/public/privacy.tsx'],
  [paths.login]: [...GUEST, 'routes/auth/login.tsx'],
  [paths.register]: [...GUEST, 'routes/auth/register.tsx'],
  [paths.forgotPassword]: [...GUEST, 'routes/auth/forgot-password.tsx'],
  [paths.farmer.dashboard]: [...FARMER, 'routes/farmer/dashboard.tsx'],
  '/farmer/farms/:farmId/inventory': [...FARMER, 'routes/farmer/farms/inventory.tsx'],
};

/** The file name of an address's copy: "/" → home.html, "/farmer/farms/:farmId/inventory" → farmer-farms-farmid-inventory.html. */
export const pageFileName = (pattern: string) =>
  `${pattern.replace(/[:/]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'home'}.html`;

interface ChunkInfo {
  fileName: string;
  imports: string[];
  moduleIds: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

const WEB_ROOT = path.dirname(fileURLToPath(import.meta.url));
const PUBLIC_PAGES = Object.values(ROUTE_MODULES).filter((modules) => modules.includes(PUBLIC));
const GUEST_PAGES = Object.values(ROUTE_MODULES).filter((modules) => modules.includes(AUTH_LAYOUT));
/** Modules a public page imports, and those a sign-in page imports besides; filled when the module graph is
 *  complete (buildEnd), read when chunks are made. */
const publicModules = new Set<string>();
const homeModules = new Set<string>();
const guestModules = new Set<string>();
/** Everything a sign-in page imports, the public pieces (logo, form fields) included. */
const signInModules = new Set<string>();
const LIBRARY = /[\\/]node_modules[\\/]/;
/** Chunks a public page must never need (the groups of chunkGroups below). */
const APP_ONLY_CHUNK = /^(app-libraries|app-core|guest|icons)-/;
/** Icon packages' indexes (public pages import each icon's own module: web/components/theme-toggle.tsx). */
const BARREL = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/**
 * Fewer, larger chunks. Left to itself the bundler makes a chunk of every module two routes share, down to a
 * 200-byte icon: a signed-in page fetched about 110 files, and a browser opens only six connections to one
 * HTTP/1.1 server, so they queued. What a public page imports stays apart from everything else, then the
 * sign-in pages' own code; the signed-in areas' libraries, shared core and icons become one chunk each, and each
 * feature one chunk. Higher priority captures first; a group also takes the imports of what it captures.
 */
export function chunkGroups() {
  const outside = (id: string) => !publicModules.has(id) && !guestModules.has(id);
  return [
    // What the entry imports (React, the router, the translation runtime) stays with it.
    { name: 'start', tags: ['$initial' as const], priority: 10 },
    // What several public pages share and the home page needs too (the most visited page: nothing extra).
    { name: 'public', test: (id: string) => homeModules.has(id), minShareCount: 2, priority: 9 },
    // What the sign-in pages share with public pages other than home (the form fields of the contact page).
    {
      name: 'public-sign-in',
      test: (id: string) => publicModules.has(id) && signInModules.has(id) && !homeModules.has(id),
      priority: 8,
    },
    // The other public pages' code in one chunk, so no later group takes a piece of it along with its own.
    {
      name: 'public-pages',
      test: (id: string) => publicModules.has(id) && !homeModules.has(id) && !signInModules.has(id),
      priority: 8,
    },
    {
      name: 'app-libraries',
      test: (id: string) =>
        !publicModules.has(id) &&
        /node_modules[\\/](@tanstack|jotai|axios|zod|react-hook-form|@hookform|react-hot-toast|goober)[\\/]/.test(
          id,
        ),
      priority: 7,
    },
    { name: 'guest', test: (id: string) => guestModules.has(id) && !LIBRARY.test(id), priority: 6 },
    {
      name: 'icons',
      test: (id: string) => outside(id) && /node_modules[\\/]lucide-react[\\/]/.test(id),
      priority: 5,
    },
    {
      name: 'app-core',
      test: (id: string) =>
        outside(id) &&
        /[\\/](shared[\\/](contracts|api|session|inventory|settings|notifications|ui)|web[\\/](lib|components))[\\/]/.test(
          id,
        ),
      priority: 4,
    },
    {
      debugName: 'features',
      name: (id: string) => /web[\\/]features[\\/]([^\\/]+)/.exec(id)?.[1] ?? null,
      test: (id: string) => outside(id) && /web[\\/]features[\\/]/.test(id),
      priority: 3,
    },
  ];
}

export function routePreloads(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'shamba-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildEnd() {
      /** Every module `from` imports statically, itself included. */
      const reach = (from: string, into: Set<string>, skip: Set<string>) => {
        // A package's index names every module of it; what is used of it is found from the modules using it.
        if (into.has(from) || skip.has(from) || BARREL.test(from)) return;
        into.add(from);
        const info = this.getModuleInfo(from);
        const lazy = new Set(info?.dynamicallyImportedIds ?? []);
        for (const next of info?.importedIds ?? []) if (!lazy.has(next)) reach(next, into, skip);
      };
      publicModules.clear();
      homeModules.clear();
      guestModules.clear();
      signInModules.clear();
      for (const m of ROUTE_MODULES[paths.home] ?? [])
        reach(path.resolve(WEB_ROOT, m), homeModules, new Set());
      for (const modules of PUBLIC_PAGES)
        for (const m of modules) reach(path.resolve(WEB_ROOT, m), publicModules, new Set());
      for (const modules of GUEST_PAGES)
        for (const m of modules) {
          reach(path.resolve(WEB_ROOT, m), guestModules, publicModules);
          reach(path.resolve(WEB_ROOT, m), signInModules, new Set());
        }
    },
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is typeof item & ChunkInfo => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // The chunk that holds each module: a route's module may be the face of its chunk or merged into a group.
      const byModule = new Map<string, ChunkInfo>();
      for (const chunk of chunks) for (const id of chunk.moduleIds) byModule.set(path.resolve(id), chunk);
      /** A chunk and everything it imports statically, depth first. */
      const closure = (chunk: ChunkInfo, into: Set<string>) => {
        if (into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const file of chunk.imports) {
          const next = byFile.get(file);
          if (next) closure(next, into);
        }
        return into;
      };
      const entryFiles = new Set<string>();
      for (const entry of chunks.filter((c) => c.isEntry)) closure(entry, entryFiles);

      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const entryCss = new Set([...html.matchAll(/href="\/([^"]+\.css)"/g)].map((m) => m[1]));
      const routes: Record<string, string> = {};
      mkdirSync(path.join(outDir, 'pages'), { recursive: true });
      for (const [pattern, modules] of Object.entries(ROUTE_MODULES)) {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = byModule.get(path.resolve(root, module));
          if (!chunk)
            throw new Error(`route-preloads: ${module} (for ${pattern}) is not a chunk of the build`);
          closure(chunk, files);
        }
        const scripts = [...files].filter((file) => !entryFiles.has(file));
        const strays = scripts.filter((file) => APP_ONLY_CHUNK.test(path.basename(file)));
        if (modules.includes(PUBLIC) && strays.length > 0)
          throw new Error(`route-preloads: the public page ${pattern} would load ${strays.join(', ')}`);
        const styles = [...files]
          .flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])
          .filter((file) => !entryCss.has(file));
        const links = [
          ...[...new Set(styles)].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
          ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ];
        const name = pageFileName(pattern);
        writeFileSync(
          path.join(outDir, 'pages', name),
          html.replace(/\n\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`),
        );
        routes[pattern] = `pages/${name}`;
      }
      writeFileSync(path.join(outDir, 'pages', 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
    },
  };
}
