// Budget (docs/decisions/030): the JavaScript a signed-out visitor downloads for the home page is at most
// 120 KB gzip (115 KB in 6 files when the home page got its own preloading copy and the public chunk). Loads / in headless Chromium from the real server, records every script it fetched, and sums
// their gzip sizes (level 9, as a CDN or reverse proxy would serve them). The server serves the build in WEB_DIST_DIR
// (default dist/web), so `WEB_DIST_DIR=/tmp/x npx tsx bench/home-page-js.bench.ts` measures a build made elsewhere.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureChromium } from '../scripts/lib/chromium.mjs';
import { freePort, waitForHttp } from '../scripts/lib/ports.mjs';

const BUDGET_KB = 120;
const require = createRequire(import.meta.url);

const workDir = mkdtempSync(path.join(os.tmpdir(), 'shamba-bench-home-'));
const port = await freePort();
const server = spawn(process.execPath, [require.resolve('tsx/cli'), 'server/server.ts'], {
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(workDir, 'data'),
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
});
try {
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health`);
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await browser.close();

  const totalKb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
  for (const [file, bytes] of [...scripts].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  const verdict = totalKb <= BUDGET_KB ? 'within' : 'OVER';
  console.log(
    `home page JavaScript: ${totalKb.toFixed(1)} KB gzip in ${scripts.size} files (${verdict} the ${BUDGET_KB} KB budget)`,
  );
  process.exitCode = totalKb <= BUDGET_KB ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  rmSync(workDir, { recursive: true, force: true });
}
