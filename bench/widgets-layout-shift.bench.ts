// Budget: no layout shift on a host page while widgets load. The real server with a seeded farm and
// an embed key; a partner page on another port pastes the four snippets between paragraphs; the loader is held
// back 600 ms so the page paints before the elements exist. Cumulative Layout Shift, read with a buffered
// PerformanceObserver('layout-shift') in headless Chromium until every widget shows its data, must be 0.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { embedSnippet, WIDGET_TAGS } from '../shared/embed/widget-files';
import { CHROMIUM_FLAGS, ensureChromium } from '../scripts/lib/chromium.mjs';
import { freePort, waitForHttp } from '../scripts/lib/ports.mjs';

const require = createRequire(import.meta.url);
const workDir = mkdtempSync(path.join(os.tmpdir(), 'shamba-bench-widgets-'));
const port = await freePort();
const server = spawn(process.execPath, [require.resolve('tsx/cli'), 'server/server.ts'], {
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(workDir, 'data'),
    DATABASE_URL: '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  },
});
const partner = createServer();
try {
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health`);
  const call = async (method: string, url: string, token: string | null, body?: unknown) => {
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const account = await call('POST', '/api/auth/register', null, {
    name: 'Bench Farmer',
    email: `bench-${Date.now()}@example.test`,
    password: 'correct horse battery',
  });
  const token: string = account.access_token;
  const farmId: string = (await call('POST', '/api/farms', token, { name: 'Bench Farm' })).data.id;
  const location = await call('POST', '/api/inventory/storage-locations', token, {
    name: 'Main store',
    location_type: 'Warehouse',
    farm_id: farmId,
    capacity: 500,
    capacity_unit: 'kg',
    address: 'By the shed',
  });
  for (const [name, quantity] of [
    ['DAP Fertilizer', 400],
    ['CAN Fertilizer', 120],
    ['Urea', 60],
  ] as const) {
    await call('POST', `/api/farms/${farmId}/inventory`, token, {
      farm_id: farmId,
      item_type: 'input',
      name,
      category: 'Fertilizer',
      quantity,
      unit: 'kg',
      storage_location_id: location.data.id,
    });
  }
  // About the farm: a key's widgets show that farm's notifications only (docs/decisions/021).
  await call('POST', '/api/test-notification', token, {
    message: 'Maize prices are up this week.',
    farm_id: farmId,
  });

  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const partnerOrigin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
  const key = await call('POST', '/api/embed-keys', token, {
    name: 'Bench',
    farm_id: farmId,
    allowed_origins: [partnerOrigin],
    scopes: ['notifications:read', 'inventory:read'],
  });
  const snippets = WIDGET_TAGS.map((tag) => embedSnippet(origin, key.data.publishable_key, tag).split('\n'));
  const filler = '<p>Co-operative news: the season opens on Monday; bring your delivery notes.</p>'.repeat(3);
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Partner</title></head><body>
<h1>Partner co-operative</h1>${filler}
${snippets.map((s) => `${s[1]}${filler}`).join('\n')}
${snippets[0]![0]}</body></html>`;
  partner.on('request', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });

  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: number };
    w.__cls = 0;
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        w.__shifts += 1;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  // Hold the loader back so the page is laid out and painted before any element is defined.
  await page.route('**/shamba-widgets.js', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  const started = Date.now();
  await page.goto(partnerOrigin);
  await page.locator('farm-inventory').getByText('Urea', { exact: true }).waitFor({ timeout: 20_000 });
  await page.locator('farm-storage-usage').getByText('Main store').waitFor();
  await page.locator('farm-notification-inbox').getByText('Maize prices are up this week.').waitFor();
  await page
    .locator('farm-notification-bell')
    .getByRole('button', { name: /1 unread/ })
    .waitFor();
  const loadedMs = Date.now() - started;
  await page.waitForTimeout(1_000); // anything that settles late (realtime connecting) is counted too
  const { cls, shifts } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: number };
    return { cls: w.__cls, shifts: w.__shifts };
  });
  await browser.close();

  const ok = cls === 0;
  console.log(
    `  four widgets loaded with data in ${loadedMs} ms (loader delayed 600 ms); ${shifts} layout shifts`,
  );
  console.log(`widgets layout shift: CLS ${cls.toFixed(4)} (${ok ? 'within' : 'OVER'} the budget of 0)`);
  process.exitCode = ok ? 0 : 1;
} finally {
  partner.close();
  server.kill('SIGTERM');
  rmSync(workDir, { recursive: true, force: true });
}
