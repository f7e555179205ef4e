// The shell a visitor sees: theme persistence and the catch-all 404 (docs/product/web-app.md Theme).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { registerByApi } from './support/accounts';
import { signInViaUi } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('theme', () => {
  it('keeps dark mode after a reload', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'light' });
    const account = await registerByApi({});
    await signInViaUi(page, account.user.email, account.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/farmer/dashboard');
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await expect(isDark()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(isDark()).resolves.toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Toggle dark mode' }).waitFor();
    await expect(isDark()).resolves.toBe(true);
    await expect(page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('dark');
    await context.close();
  });

  it('follows the system preference when nothing is stored', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'dark' });
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await context.close();
  });
});

describe('not found', () => {
  it('shows the 404 page for an unknown path', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await expect(page.getByText('404').first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Go Back' }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});
