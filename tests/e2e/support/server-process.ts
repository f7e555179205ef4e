// A second server process for suites that need settings the shared one lacks (SMTP_URL, say): the same command
// and environment as tests/e2e/global-setup.ts, on a free port with its own fresh database, stopped by its pid.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from '../../../scripts/lib/ports.mjs';

const require = createRequire(import.meta.url);

export interface ServerProcess {
  baseURL: string;
  logFile: string;
  stop(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'shamba-e2e-extra-'));
  const logFile = path.join(workDir, 'server.log');
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, [require.resolve('tsx/cli'), 'server/server.ts'], {
    stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      DATABASE_URL: '',
      SMTP_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let alive = true;
  server.on('exit', () => (alive = false));
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${baseURL}/api/health`, { isAlive: () => alive });
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return {
    baseURL,
    logFile,
    async stop() {
      if (alive) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
