// `npm run build:server`: bundles the server (server/server.ts → dist/server/server.mjs) and the admin CLI
// (server/cli/admin-create.ts → dist/server/admin-create.mjs) with esbuild, so `npm start` runs plain node: no
// TypeScript loader and no build tool at run time (docs/decisions/033). Packages stay outside the
// bundle (node loads them from node_modules, as installed); the `@/` alias of tsconfig.json is resolved. The
// migrations are read at run time beside the code that applies them (server/db/client.ts MIGRATIONS_FOLDER), so
// they are copied beside the bundle. The sources' fingerprint goes to dist/server.build-fingerprint
// (scripts/lib/build-state.mjs).
//   --if-stale: builds only when the sources changed since the last build; never with SHAMBA_NO_BUILD=1.
import { cpSync, rmSync } from 'node:fs';
import { buildIsStale, fingerprint, forgetFingerprint, recordFingerprint } from './lib/build-state.mjs';

const OUT_DIR = 'dist/server';

const skip =
  process.argv.includes('--if-stale') &&
  (['1', 'true'].includes(process.env.SHAMBA_NO_BUILD ?? '') || !buildIsStale('server'));
if (!skip) {
  const sources = fingerprint('server');
  // esbuild is a build tool: loaded only when there is something to build.
  const { build } = await import('esbuild');
  forgetFingerprint('server'); // until this build has succeeded
  rmSync(OUT_DIR, { recursive: true, force: true });
  await build({
    entryPoints: {
      server: 'server/server.ts',
      'admin-create': 'server/cli/admin-create.ts',
      // The embedded database's thread, started by server/db/embedded-thread.ts from beside it.
      'embedded-worker': 'server/db/embedded-worker.ts',
    },
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    // Modules imported on demand (the PostgreSQL driver, server/db/postgres.ts) become chunks of their own, so
    // their packages load only when used; code both entry points share becomes a chunk too. Chunks stay beside
    // the entry points: code in them finds files relative to itself (server/db/client.ts MIGRATIONS_FOLDER).
    splitting: true,
    tsconfig: 'tsconfig.json',
    // Stack traces point into the bundle; `NODE_OPTIONS=--enable-source-maps` maps them back to the sources.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  cpSync('server/db/migrations', `${OUT_DIR}/migrations`, { recursive: true });
  recordFingerprint('server', sources);
}
