import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Signs in through the login form, the way a person does. */
export async function signInViaUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function expectPath(page: Page, pathname: string, timeoutMs = 10_000) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: timeoutMs });
  expect(new URL(page.url()).pathname).toBe(pathname);
}
