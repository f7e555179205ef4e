// Maintenance mode end to end in Chromium (docs/product/system-settings.md "Maintenance mode"): a superadmin turns
// it on in /admin/system-settings, a signed-in farmer's page becomes the maintenance page with the message, the
// superadmin keeps working with a banner, and once it is off the farmer's app is back.
//
// It runs its own server process with its own database (as subscriptions.test.ts does), so the shared server's
// other files never see a 503 even if this one stopped half-way; e2e files also run one after another
// (fileParallelism: false in vitest.config.ts). afterAll turns maintenance off anyway.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openDatabase } from '../../server/db/client';
import { createSuperadmin } from '../../server/modules/auth/superadmin';
import { launchBrowser } from './support/browser';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { signInViaUi } from './support/session';
import { uniqueEmail } from './support/accounts';

const PASSWORD = 'correct horse battery';
const ADMIN_EMAIL = 'maintenance-admin@example.test';
const MESSAGE = 'We are upgrading the database. Back by 14:00 EAT.';
const MAINTENANCE_TITLE = "We're tending to our digital garden";

let browser: Browser;
let server: ServerProcess;
let dataDir: string;
let adminToken = '';

async function api(method: string, url: string, token: string | null, body?: unknown) {
  return fetch(`${server.baseURL}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'shamba-e2e-maintenance-')), 'data');
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await createSuperadmin(database.db, {
      email: ADMIN_EMAIL,
      name: 'Platform Admin',
      password: async () => PASSWORD,
    });
  } finally {
    await database.close();
  }
  server = await startServerProcess({ DATA_DIR: dataDir, APP_URL: '' });
  browser = await launchBrowser();
  const login = await api('POST', '/api/auth/login', null, { email: ADMIN_EMAIL, password: PASSWORD });
  adminToken = ((await login.json()) as { access_token: string }).access_token;
});

afterAll(async () => {
  // Off again whatever happened above.
  if (server && adminToken) {
    await api('PUT', '/api/admin/system-settings', adminToken, {
      maintenance: { enabled: false, message: '' },
    }).catch(() => undefined);
  }
  await browser?.close();
  await server?.stop();
  if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

describe('maintenance mode', () => {
  it('shows farmers the maintenance page while superadmins keep working, and lifts it again', async () => {
    const email = uniqueEmail('maintenance-farmer');
    const registered = await api('POST', '/api/auth/register', null, {
      name: 'Otieno Mkulima',
      email,
      password: PASSWORD,
      user_type: 'farmer',
    });
    expect(registered.status).toBe(201);
    const farmerToken = ((await registered.json()) as { access_token: string }).access_token;

    const farmerContext = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 1280, height: 900 },
    });
    const farmer = await farmerContext.newPage();
    farmer.setDefaultTimeout(15_000);
    await signInViaUi(farmer, email, PASSWORD);
    await farmer.waitForURL((url) => url.pathname !== '/login');
    const farmerHome = new URL(farmer.url()).pathname;
    const homeHeading = (await farmer.locator('h1').first().textContent())!.trim();

    const adminContext = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 1280, height: 900 },
    });
    const admin = await adminContext.newPage();
    admin.setDefaultTimeout(15_000);
    await signInViaUi(admin, ADMIN_EMAIL, PASSWORD);
    await admin.waitForURL((url) => url.pathname !== '/login');
    await admin.goto('/admin/system-settings');
    const section = admin.getByRole('region', { name: 'Maintenance mode' });
    await section.getByLabel('Maintenance mode is on').check();
    await section.getByLabel('Message shown to farmers').fill(MESSAGE);
    await section.getByRole('button', { name: 'Save' }).click();
    await section.getByText('Maintenance mode is on: farmers see the maintenance page.').waitFor();

    // The farmer's next page is the maintenance page with the message, and the API refuses them with it.
    await farmer.reload();
    await farmer.getByRole('heading', { name: MAINTENANCE_TITLE }).waitFor();
    await farmer.getByText(MESSAGE).waitFor();
    expect(await farmer.getByRole('button', { name: /back/i }).count()).toBe(0);
    const refused = await api('GET', '/api/farms', farmerToken);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: 'maintenance', message: MESSAGE });

    // The superadmin still works, with a banner saying why farmers cannot.
    await admin.goto('/admin/dashboard');
    await admin.getByRole('heading', { name: 'Platform figures' }).waitFor();
    await admin.getByRole('status').filter({ hasText: 'Maintenance mode is on' }).first().waitFor();
    expect((await api('GET', '/api/admin/dashboard', adminToken)).status).toBe(200);

    await admin.goto('/admin/system-settings');
    await section.getByLabel('Maintenance mode is on').uncheck();
    await section.getByRole('button', { name: 'Save' }).click();
    await section.getByText('Saved.').waitFor();

    // Back: the farmer's app answers again (the page also polls every 10 seconds while in maintenance).
    await farmer.goto(farmerHome);
    await farmer.getByRole('heading', { level: 1, name: homeHeading }).waitFor();
    expect(await farmer.getByRole('heading', { name: MAINTENANCE_TITLE }).count()).toBe(0);
    expect((await api('GET', '/api/farms', farmerToken)).status).toBe(200);

    await farmerContext.close();
    await adminContext.close();
  });
});
