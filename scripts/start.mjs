// `npm start`: builds the web app when it is missing or older than its sources, then serves the API, the
// realtime endpoint and the web app on one port (docs/architecture.md "One port, two commands").
// `npm start -- --no-build` serves what is built without checking (the server's own tests use it).
import { spawn, spawnSync } from 'node:child_process';
import { webBuildIsStale, widgetsBuildIsStale } from './lib/build-state.mjs';

const shouldBuild = !process.argv.slice(2).includes('--no-build');

if (shouldBuild && webBuildIsStale()) {
  console.log('Building the web app (dist/web)…');
  const build = spawnSync('npm', ['run', '--silent', 'build:web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (shouldBuild && widgetsBuildIsStale()) {
  console.log('Building the embeddable widgets (dist/widgets)…');
  const build = spawnSync('npm', ['run', '--silent', 'build:widgets'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs in a child node with tsx's loader (no tsx CLI in between, which would relay signals through
// one more process), and an IPC channel: if this wrapper dies without passing a signal on (SIGKILL, a crash), the
// channel closes and the server stops by itself (server/server.ts), instead of keeping the embedded database.
const server = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), 'server/server.ts'], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
// Forward Ctrl-C and SIGTERM so the server drains requests and closes the database cleanly; this wrapper exits
// when the server has.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
