// Sign-up to dashboard and the session rules of docs/product/accounts.md, driven in headless Chromium against the built product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launchBrowser, newPage } from './support/browser';
import { latestOutboxCode, registerByApi, uniqueEmail } from './support/accounts';
import { expectPath, signInViaUi } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('registration and verification', () => {
  it('registers, verifies the e-mail with the code from the outbox and lands on the farmer dashboard', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('newcomer');
    await page.goto('/register');
    await page.getByLabel('Name').fill('Amina Wekesa');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('maize and beans 2026');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expectPath(page, '/verification');
    // docs/product/accounts.md: the e-mail code is sent automatically on arrival; the test reads it from the outbox log.
    const code = await latestOutboxCode(email);
    await page.getByLabel('Email code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).first().click();
    await page
      .getByRole('link', { name: /dashboard/i })
      .or(page.getByRole('button', { name: /dashboard/i }))
      .first()
      .click();

    await expectPath(page, '/farmer/dashboard');
    await expect(page.getByText('Amina Wekesa', { exact: false }).first().isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('refuses a wrong code with a message and keeps the user on the verification page', async () => {
    const { context, page } = await newPage(browser);
    const account = await registerByApi({});
    await signInViaUi(page, account.user.email, account.password);
    await expectPath(page, '/verification');
    await latestOutboxCode(account.user.email);
    await page.getByLabel('Email code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).first().click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toMatch(/code/i);
    expect(new URL(page.url()).pathname).toBe('/verification');
    await context.close();
  });
});

describe('route gate', () => {
  it('sends a signed-in user away from /login to their dashboard', async () => {
    const { context, page } = await newPage(browser);
    const account = await registerByApi({});
    await signInViaUi(page, account.user.email, account.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/login');
    await expectPath(page, '/farmer/dashboard');
    await context.close();
  });

  it('sends a farmer from /admin/dashboard to /farmer/dashboard', async () => {
    const { context, page } = await newPage(browser);
    const account = await registerByApi({});
    await signInViaUi(page, account.user.email, account.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/admin/dashboard');
    await expectPath(page, '/farmer/dashboard');
    await context.close();
  });

  it('sends a visitor without a session to /login and back to where they were going after signing in', async () => {
    const { context, page } = await newPage(browser);
    const account = await registerByApi({});
    await page.goto('/farmer/settings/regional');
    await expectPath(page, '/login');
    await page.getByLabel('Email').fill(account.user.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    // Unverified accounts verify first (docs/product/accounts.md); the origin is still remembered afterwards.
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(['/farmer/settings/regional', '/verification']).toContain(new URL(page.url()).pathname);
    await context.close();
  });

  it('clears the session and shows /login when the stored token has expired', async () => {
    const { context, page } = await newPage(browser);
    const account = await registerByApi({});
    await signInViaUi(page, account.user.email, account.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    // Revoke the token on the server, as an expiry or a sign-out elsewhere would.
    const raw = token!.startsWith('"') ? (JSON.parse(token!) as string) : token!;
    const revoked = await fetch(`${baseURL()}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${raw}` },
    });
    expect(revoked.status).toBe(200);

    await page.goto('/farmer/dashboard');
    await expectPath(page, '/login');
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    await expect(page.evaluate(() => localStorage.getItem('user'))).resolves.toBeNull();
    await context.close();
  });
});
