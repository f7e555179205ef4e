// Subscribing and paying by M-Pesa end to end in Chromium (docs/product/subscriptions.md): a farmer on a package
// without the point of sale finds the till refused, chooses the package that has it, pays with an STK push
// answered by a local Daraja fake, /payment/status shows the success and the till opens.
//
// It runs its own server process, so its packages never reach the shared server's accounts (and none is the
// default): the superadmin (as `npm run admin:create` makes one) and the M-Pesa settings (the row
// /admin/integrations stores, secrets sealed under the data folder's key) are written into its fresh database
// before it starts; the packages are created by the administrator (one on /admin/packages).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openDatabase } from '../../server/db/client';
import { integrationSettings } from '../../server/db/schema/platform-config';
import { loadSecretBox } from '../../server/lib/secret-box';
import { createSuperadmin } from '../../server/modules/auth/superadmin';
import { startFakeDaraja, type FakeDaraja } from '../../server/modules/payments/test-support';
import { launchBrowser } from './support/browser';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { signInViaUi } from './support/session';
import { uniqueEmail } from './support/accounts';
import { apiFor, seedStockedFarm } from './support/extension-seed';

const PASSWORD = 'correct horse battery';
const ADMIN_EMAIL = 'platform-admin@example.test';
const SHORTCODE = '174379';
const MPESA = {
  consumer_key: 'e2e-consumer-key',
  consumer_secret: 'e2e-consumer-secret',
  passkey: 'e2e-passkey-0123456789',
  callback_token: 'e2e-callback-token-5f1c',
};

let browser: Browser;
let daraja: FakeDaraja;
let server: ServerProcess;
let dataDir: string;

async function seedPlatform(dir: string, darajaUrl: string) {
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.migrate();
    await createSuperadmin(database.db, {
      email: ADMIN_EMAIL,
      name: 'Platform Admin',
      password: async () => PASSWORD,
    });
    const box = loadSecretBox({ DATA_DIR: dir, NODE_ENV: 'test' })!;
    await database.db.insert(integrationSettings).values({
      provider: 'mpesa',
      enabled: true,
      config: { base_url: darajaUrl, shortcode: SHORTCODE, till_or_paybill: 'paybill' },
      secrets: box.seal(MPESA),
    });
  } finally {
    await database.close();
  }
}

async function api<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${server.baseURL}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

beforeAll(async () => {
  daraja = await startFakeDaraja({ ...MPESA, shortcode: SHORTCODE });
  dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'shamba-e2e-billing-')), 'data');
  await seedPlatform(dataDir, daraja.url);
  server = await startServerProcess({ DATA_DIR: dataDir, APP_URL: '' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await daraja?.close();
  if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

describe('subscriptions', () => {
  it('a farmer pays for the package with the point of sale by M-Pesa and gets it', async () => {
    const email = uniqueEmail('subscriber');
    const farmer = await api<{ access_token: string; user: { id: string } }>(
      'POST',
      '/api/auth/register',
      null,
      {
        name: 'Akinyi Mkulima',
        email,
        password: PASSWORD,
        user_type: 'farmer',
      },
    );
    const admin = await api<{ access_token: string }>('POST', '/api/auth/login', null, {
      email: ADMIN_EMAIL,
      password: PASSWORD,
    });
    // The administrator sells two packages, only the dearer one with the point of sale (neither is the default):
    // Starter through the API, Pos Plus on /admin/packages as a person would. The farmer is put on Starter.
    const starter = await api<{ data: { id: string } }>('POST', '/api/admin/packages', admin.access_token, {
      name: 'Starter',
      prices: [{ currency: 'KES', interval: 'month', amount_minor: 50_000 }],
    });
    const adminContext = await browser.newContext({ baseURL: server.baseURL });
    const adminPage = await adminContext.newPage();
    adminPage.setDefaultTimeout(15_000);
    await signInViaUi(adminPage, ADMIN_EMAIL, PASSWORD);
    await adminPage.waitForURL((url) => url.pathname !== '/login');
    await adminPage.goto('/admin/packages');
    await adminPage.getByRole('button', { name: 'New package' }).click();
    const form = adminPage.getByRole('dialog', { name: 'New package' });
    await form.getByLabel('Name', { exact: true }).fill('Pos Plus');
    await form.getByLabel('Point of sale').check();
    await form.getByLabel('Amount').fill('1500');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await adminPage.getByText('Pos Plus').first().waitFor();
    await adminContext.close();

    await api('POST', '/api/admin/subscriptions', admin.access_token, {
      user_id: farmer.user.id,
      package_id: starter.data.id,
      status: 'active',
      period_end: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    });
    type Mine = { entitlements: { features: string[]; package: { name: string } | null } };
    const before = await api<Mine>('GET', '/api/subscription', farmer.access_token);
    expect(before.entitlements).toMatchObject({ features: [], package: { name: 'Starter' } });

    // A farm of theirs, so the till has somewhere to sell from.
    const { farm } = await seedStockedFarm(
      apiFor(server.baseURL, farmer.access_token),
      'Lake Farm',
      'Layers mash',
      10,
    );
    const till = () =>
      fetch(`${server.baseURL}/api/farms/${farm.id}/pos/catalogue`, {
        headers: { authorization: `Bearer ${farmer.access_token}` },
      });
    const refused = await till();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'feature_not_in_package',
      details: { feature: 'pos', upgrade_to: { name: 'Pos Plus' } },
    });

    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signInViaUi(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');

    // The till is not in Starter: the upgrade prompt leads to the plans.
    await page.goto('/farmer/pos');
    const prompt = page.getByRole('alert').filter({ hasText: 'Your package does not allow this' });
    await prompt.waitFor();
    await prompt.getByRole('link', { name: 'Upgrade' }).click();
    await page.waitForURL((url) => url.pathname === '/farmer/settings/subscription');
    const current = page.getByRole('region', { name: 'Current plan' });
    await current.getByText('Starter').waitFor();
    await page.getByRole('button', { name: 'Choose Pos Plus' }).click();

    const dialog = page.getByRole('dialog', { name: 'Pay for Pos Plus' });
    await dialog.getByText(/1,500\.00/).waitFor();
    await dialog.getByLabel('M-Pesa phone number').fill('0712 345 678');
    await dialog.getByRole('button', { name: 'Pay now' }).click();
    await dialog.getByText('Check your phone').waitFor();
    const statusLink = await dialog
      .getByRole('link', { name: 'Checking your payment…' })
      .getAttribute('href');
    expect(statusLink).toMatch(/^\/payment\/status\?payment=[0-9a-f-]{36}$/);

    // The phone got the prompt; Safaricom calls back once the farmer enters the PIN.
    expect(daraja.pushes).toHaveLength(1);
    expect(daraja.pushes[0]!.body).toMatchObject({ PhoneNumber: '254712345678', Amount: 1500 });
    const answer = await daraja.fireCallback(daraja.pushes[0]!, { receipt: 'QKE2E7RT61' });
    expect(answer.status).toBe(200);
    await dialog.getByText('Payment received').waitFor();

    await page.goto(statusLink!);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await page.getByText('QKE2E7RT61').waitFor();

    await page.goto('/farmer/settings/subscription');
    await current.getByText('Pos Plus').waitFor();
    await current.getByText('Active').waitFor();
    const after = await api<Mine>('GET', '/api/subscription', farmer.access_token);
    expect(after.entitlements).toMatchObject({ features: ['pos'], package: { name: 'Pos Plus' } });

    // The till opens now.
    expect((await till()).status).toBe(200);
    await page.goto('/farmer/pos');
    await page.getByRole('heading', { name: 'Point of sale' }).waitFor();
    expect(await page.getByText('Your package does not allow this').count()).toBe(0);

    await page.goto('/farmer/settings/payment');
    await page.getByRole('cell', { name: 'QKE2E7RT61' }).waitFor();
    await context.close();
  });
});
