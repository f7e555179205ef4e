// `npm start`: builds the web app when it is missing or older than its sources, then serves the API, the
// realtime endpoint and the web app on one port (docs/architecture.md "One port, two commands").
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { webBuildIsStale, widgetsBuildIsStale } from './lib/build-state.mjs';

const require = createRequire(import.meta.url);

if (webBuildIsStale()) {
  console.log('Building the web app (dist/web)…');
  const build = spawnSync('npm', ['run', '--silent', 'build:web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (widgetsBuildIsStale()) {
  console.log('Building the embeddable widgets (dist/widgets)…');
  const build = spawnSync('npm', ['run', '--silent', 'build:widgets'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [require.resolve('tsx/cli'), 'server/server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
// Forward Ctrl-C and SIGTERM so the server drains requests and closes the database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
