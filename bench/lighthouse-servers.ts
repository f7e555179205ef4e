// The two sites the Lighthouse benchmark measures side by side: Shamba's real server (its built web app, on a
// seeded embedded database), and a bare React app built in the same run and served the same way, as the
// reference for what this machine can score at all.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { build } from 'vite';
import { compressFolder } from '../scripts/compress-assets.mjs';
import { freePort, waitForHttp } from '../scripts/lib/ports.mjs';
import { registerWebApp } from '../server/plugins/static';
import { prepareDatabase } from '../server/bench/inventory-seed';

const require = createRequire(import.meta.url);

export interface RunningSite {
  origin: string;
  stop: () => Promise<void>;
}

/** Shamba's server on a free port with a farm of `items` inventory items; the farmer signs in with BENCH_*. */
export async function startShamba(items: number): Promise<RunningSite & { farmId: string }> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'shamba-bench-lighthouse-'));
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const today = new Date().toISOString().slice(0, 10);
  const farm = await prepareDatabase({ dataDir }, items, today);
  const port = await freePort();
  const server = spawn(process.execPath, [require.resolve('tsx/cli'), 'server/server.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      ...farm.serverEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health`, { timeoutMs: 120_000, isAlive: () => server.exitCode === null });
  return {
    origin,
    farmId: farm.farmId,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

const BARE_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Bare React</title></head>
  <body><div id="root"></div><script type="module" src="/main.js"></script></body>
</html>`;
const BARE_MAIN = `import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
function App() {
  return h('main', { style: { fontFamily: 'system-ui', padding: '2rem' } },
    h('h1', null, 'A bare React app'),
    h('p', null, 'React 19 and nothing else: the reference the benchmark compares the product with.'));
}
createRoot(document.getElementById('root')).render(h(StrictMode, null, h(App)));`;

/**
 * A bare React 19 app, built with this repository's Vite and React, compressed by the same build step and
 * served by the same static plugin as the product. Its sources sit under node_modules/.cache so they resolve
 * the installed React and stay out of git and Tailwind's scan.
 */
export async function startBareReact(): Promise<RunningSite> {
  const root = path.resolve('node_modules/.cache/shamba-bench-bare-react');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, 'index.html'), BARE_HTML);
  writeFileSync(path.join(root, 'main.js'), BARE_MAIN);
  const outDir = path.join(root, 'dist');
  await build({ root, configFile: false, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await compressFolder(outDir);
  const app = Fastify({ logger: false });
  const fallback = await registerWebApp(app, outDir);
  app.setNotFoundHandler(async (request, reply) => {
    if (fallback && (await fallback(request, reply))) return reply;
    return reply.code(404).send();
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
