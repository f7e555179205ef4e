// Budget (docs/product/point-of-sale.md "Size"): the JavaScript the point of sale, /farmer/pos, downloads beyond the
// signed-in app shell is at most 60 KB gzip, so a tablet at the farm gate on a slow connection opens the till
// quickly. Starts the real server on a fresh database, registers a farmer with a farm, loads /farmer/dashboard (the
// shell) and then /farmer/pos in fresh contexts of headless Chromium, and sums the gzip sizes (level 9) of the
// scripts the till fetched that the shell did not. `WEB_DIST_DIR=/tmp/x npx tsx bench/pos-page-js.bench.ts`
// measures a build made elsewhere.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureChromium } from '../scripts/lib/chromium.mjs';
import { freePort, waitForHttp } from '../scripts/lib/ports.mjs';

const BUDGET_KB = 60;
const require = createRequire(import.meta.url);

async function call(origin: string, url: string, body: object, token?: string) {
  const res = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** A farmer with one farm, signed in as the web app stores a session (docs/product/accounts.md: token and user). */
async function storedSession(origin: string) {
  const auth = await call(origin, '/api/auth/register', {
    name: 'Bench Till',
    email: `till-${Date.now()}@example.test`,
    password: 'correct horse battery',
    user_type: 'farmer',
  });
  const token = auth.access_token as string;
  await call(origin, '/api/farms', { name: 'Gate Farm' }, token);
  return [
    { name: 'token', value: token },
    { name: 'user', value: JSON.stringify(auth.user) },
  ];
}

/** Every script a fresh context fetches to show `pathname`, with its gzip size. */
async function scriptsOf(
  browser: Browser,
  origin: string,
  pathname: string,
  localStorage: { name: string; value: string }[],
) {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [{ origin, localStorage }] },
  });
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(`${origin}${pathname}`, { waitUntil: 'networkidle' });
  await context.close();
  return scripts;
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'shamba-bench-pos-'));
const port = await freePort();
// The bundled server when `npm run bench` has built it (it starts with far less CPU than the sources under tsx).
const built = existsSync('dist/server/server.mjs');
const server = spawn(
  process.execPath,
  built ? ['dist/server/server.mjs'] : [require.resolve('tsx/cli'), 'server/server.ts'],
  {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  },
);
try {
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health`, { timeoutMs: 120_000 });
  const session = await storedSession(origin);
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  const shell = await scriptsOf(browser, origin, '/farmer/dashboard', session);
  const till = await scriptsOf(browser, origin, '/farmer/pos', session);
  await browser.close();

  const beyond = [...till].filter(([file]) => !shell.has(file)).sort((a, b) => b[1] - a[1]);
  for (const [file, bytes] of beyond) console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  const totalKb = beyond.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
  const verdict = totalKb <= BUDGET_KB ? 'within' : 'OVER';
  console.log(
    `point of sale JavaScript beyond the shell: ${totalKb.toFixed(1)} KB gzip in ${beyond.length} files (${verdict} the ${BUDGET_KB} KB budget)`,
  );
  process.exitCode = totalKb <= BUDGET_KB ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  rmSync(workDir, { recursive: true, force: true });
}
