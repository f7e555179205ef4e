// `npm start`: builds what changed since the last build (web app, widgets, server; decided by content, see
// scripts/lib/build-state.mjs), then runs the built server, which serves the API, the realtime endpoint and the
// web app on one port (docs/architecture.md "Building and starting", docs/decisions/033). When every build
// matches its sources it writes nothing and needs no build tool.
//   --no-build (or SHAMBA_NO_BUILD=1): runs what is built without looking at the sources, for deployments that
//     built ahead (`npm run build`) and for tests.
//   --source: runs server/server.ts under tsx's loader instead of the bundle (the server suite tests the wrapper
//     on the sources it checks).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildStale } from './lib/build-state.mjs';

const SERVER_BUNDLE = 'dist/server/server.mjs';
const args = process.argv.slice(2);
const fromSource = args.includes('--source');
const shouldBuild =
  !args.includes('--no-build') && !['1', 'true'].includes(process.env.SHAMBA_NO_BUILD ?? '');

if (shouldBuild) {
  try {
    buildStale(fromSource ? ['web', 'widgets'] : ['web', 'widgets', 'server']);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
if (!fromSource && !existsSync(SERVER_BUNDLE)) {
  console.error(
    `${SERVER_BUNDLE} is missing: run \`npm run build\` first (or \`npm start\` without --no-build).`,
  );
  process.exit(1);
}

// The server runs in a child node (with tsx's loader for --source; no tsx CLI in between, which would relay
// signals through one more process), and an IPC channel: if this wrapper dies without passing a signal on
// (SIGKILL, a crash), the channel closes and the server stops by itself (server/server.ts), instead of keeping
// the embedded database.
const entry = fromSource ? ['--import', import.meta.resolve('tsx'), 'server/server.ts'] : [SERVER_BUNDLE];
const server = spawn(process.execPath, entry, {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
// Forward Ctrl-C and SIGTERM so the server drains requests and closes the database cleanly; this wrapper exits
// when the server has.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
