// How a page arrives (docs/decisions/030): painted from its HTML before the app's code runs, hidden from a visitor
// who will see another language or a signed-in page, its code preloaded by its HTML, every file compressed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launchBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Visitor {
  locale?: string;
  stored?: Record<string, string>;
}

/** Opens `address` with the app's scripts refused, so only what the HTML and the theme script do is on screen. */
async function withoutTheApp(address: string, options: Visitor) {
  const origin = baseURL();
  const localStorage = Object.entries(options.stored ?? {}).map(([name, value]) => ({ name, value }));
  const context = await browser.newContext({
    baseURL: origin,
    locale: options.locale ?? 'en-US',
    storageState: { cookies: [], origins: [{ origin, localStorage }] },
  });
  await context.route('**/assets/*.js', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(address, { waitUntil: 'load' });
  return { context, page };
}

describe('pages painted from their HTML', () => {
  it('shows the home page and the login form before any of the app has run', async () => {
    for (const [address, heading] of [
      ['/', /./],
      ['/login', /^Log in$/],
    ] as const) {
      const { context, page } = await withoutTheApp(address, {});
      await expect(page.locator('h1').first().textContent()).resolves.toMatch(heading);
      expect(await page.locator('h1').first().isVisible(), address).toBe(true);
      await context.close();
    }
  });

  it('hides that English, signed-out copy from a Kiswahili visitor and from a stored session', async () => {
    const visitors: Visitor[] = [
      { locale: 'sw-KE' },
      { stored: { language: 'sw' } },
      { stored: { token: 'stored' } },
    ];
    for (const options of visitors) {
      const { context, page } = await withoutTheApp('/', options);
      expect(await page.locator('h1').first().isVisible(), JSON.stringify(options)).toBe(false);
      await context.close();
    }
  });

  it('lets the app take over the login form, which then takes input', async () => {
    const context = await browser.newContext({ baseURL: baseURL() });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('wanjiku@example.test');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('wanjiku@example.test');
    expect(await page.locator('[data-prerendered]').count()).toBe(0);
    await context.close();
  });
});

describe("a page's code and files", () => {
  it('preloads the login page code from its HTML and sends every script compressed', async () => {
    const html = await (await fetch(`${baseURL()}/login`, { headers: { accept: 'text/html' } })).text();
    const preloaded = [...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
    expect(preloaded.length).toBeGreaterThan(1);

    const context = await browser.newContext({ baseURL: baseURL() });
    const page = await context.newPage();
    const scripts: { url: string; encoding: string | undefined; size: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const headers = await response.allHeaders();
      const size = Number(headers['content-length'] ?? 0);
      scripts.push({ url: new URL(response.url()).pathname, encoding: headers['content-encoding'], size });
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await context.close();
    for (const file of preloaded) expect(scripts.map((s) => s.url)).toContain(file);
    // Small files (under 1 KB) go as they are; every other script in Brotli.
    for (const script of scripts.filter((s) => s.size > 1024 || s.encoding)) {
      expect(script.encoding, script.url).toBe('br');
    }
    expect(scripts.filter((s) => s.encoding === 'br').length).toBeGreaterThan(0);
  });
});
