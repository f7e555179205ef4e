// A signed-in page on a desktop browser: how long after the navigation starts the inventory list's first row is
// on screen, and which API calls went out before it. Each run is a fresh browser context (cold cache) holding
// the stored session, as when a farmer opens a bookmark.
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureChromium } from '../scripts/lib/chromium.mjs';
import { BENCH_EMAIL, BENCH_PASSWORD } from '../server/bench/inventory-seed';

export interface FirstRowRun {
  ms: number;
  /** The API calls that went out before the first row, each with when it started (ms after navigating). */
  apiCalls: string[];
}

const FIRST_ROW = 'table tbody tr';

async function storedSession(origin: string) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const { access_token: token, user } = (await res.json()) as { access_token: string; user: unknown };
  // docs/product/accounts.md: the session is stored locally as token and user.
  return [
    { name: 'token', value: token },
    { name: 'user', value: JSON.stringify(user) },
  ];
}

async function oneRun(context: BrowserContext, url: string): Promise<FirstRowRun> {
  const page = await context.newPage();
  const apiCalls: { path: string; at: number }[] = [];
  const start = Date.now();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiCalls.push({ path: pathname, at: Date.now() });
  });
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (selector) => (document.querySelector(selector) ? performance.now() : 0),
    FIRST_ROW,
    { polling: 'raf', timeout: 30_000 },
  );
  const seenAt = Date.now();
  const ms = (await handle.jsonValue()) as number;
  await page.close();
  return {
    ms,
    apiCalls: apiCalls
      .filter((call) => call.at <= seenAt)
      .map((call) => `${call.path.replace(/[0-9a-f-]{36}/g, ':id')} @${call.at - start}`),
  };
}

/** `runs` cold loads of the farm's inventory list at 1366×768, without throttling. */
export async function firstRowTimes(origin: string, farmId: string, runs: number): Promise<FirstRowRun[]> {
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const localStorage = await storedSession(origin);
    const results: FirstRowRun[] = [];
    // One warm-up load first: the server's first answers pay for opening its caches, not for the page.
    for (let i = 0; i <= runs; i += 1) {
      const context = await browser.newContext({
        viewport: { width: 1366, height: 768 },
        storageState: { cookies: [], origins: [{ origin, localStorage }] },
      });
      const run = await oneRun(context, `${origin}/farmer/farms/${farmId}/inventory`);
      await context.close();
      if (i > 0) results.push(run);
    }
    return results;
  } finally {
    await browser.close();
  }
}
