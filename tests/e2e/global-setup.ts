// Starts the built product once for the browser suite: the built server (dist/server/server.mjs) on a free port
// with a fresh embedded database, exactly as `npm start` runs it; what changed since the last build is built
// first (scripts/lib/build-state.mjs). Its log goes to a file that tests read for
// outbox messages (verification codes).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../scripts/lib/chromium.mjs';
import { freePort, waitForHttp } from '../../scripts/lib/ports.mjs';
import { buildStale } from '../../scripts/lib/build-state.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    serverLogFile: string;
    chromiumPath: string;
  }
}

export default async function setup(project: TestProject) {
  const chromiumPath = ensureChromium();
  // The browser suite needs dist/web, dist/widgets and dist/server as they are built from these sources.
  buildStale(['web', 'widgets', 'server']);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'shamba-e2e-'));
  const serverLogFile = path.join(workDir, 'server.log');
  const port = await freePort();
  const log = openSync(serverLogFile, 'a');
  const server: ChildProcess = spawn(process.execPath, ['dist/server/server.mjs'], {
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      DATABASE_URL: '',
      SMTP_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
    },
  });
  let alive = true;
  server.on('exit', () => (alive = false));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseURL}/api/health`, { isAlive: () => alive });

  project.provide('baseURL', baseURL);
  project.provide('serverLogFile', serverLogFile);
  project.provide('chromiumPath', chromiumPath);

  return async () => {
    if (alive) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(workDir, { recursive: true, force: true });
  };
}
