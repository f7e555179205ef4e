// Settings → Regional → Language (docs/product/settings.md, docs/decisions/022): the choice takes effect at once
// on every screen, survives a reload, and follows the person to a browser that never saw it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('language', () => {
  it('switches every screen to Kiswahili at once, keeps it after a reload and on another browser', async () => {
    const account = await registerByApi({});
    const first = await newPage(browser);
    const { page } = first;
    await signInViaUi(page, account.user.email, account.password);
    await page.waitForURL((url) => url.pathname !== '/login');

    await page.goto('/farmer/settings/regional');
    await page.getByRole('heading', { name: 'Regional', exact: true }).waitFor();
    await page.getByLabel('Language').selectOption('sw');
    await page.getByRole('button', { name: 'Save regional settings' }).click();

    // The same screen redraws in Kiswahili without a reload.
    await page.getByRole('button', { name: 'Hifadhi mipangilio ya eneo' }).waitFor({ timeout: 5_000 });
    await expect(pageLanguage(page)).resolves.toBe('sw');
    await expect(page.getByRole('button', { name: 'Save regional settings' }).count()).resolves.toBe(0);

    await page.reload();
    await page.getByRole('button', { name: 'Hifadhi mipangilio ya eneo' }).waitFor();
    await expect(pageLanguage(page)).resolves.toBe('sw');
    await first.context.close();

    // A browser that never stored the choice takes it from the account at sign-in.
    const second = await newPage(browser);
    await signInViaUi(second.page, account.user.email, account.password);
    await second.page.waitForURL((url) => url.pathname !== '/login');
    await second.page.waitForFunction(() => document.documentElement.lang === 'sw', undefined, {
      timeout: 10_000,
    });
    await second.page.goto('/farmer/settings/regional');
    await second.page.getByRole('button', { name: 'Hifadhi mipangilio ya eneo' }).waitFor();
    await second.context.close();
  });
});
