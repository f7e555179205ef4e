// A farm takes on a worker, end to end in Chromium against the product with a real SMTP receiver
// (docs/product/staff.md): the owner invites by e-mail from the staff page; the worker opens the link from the
// e-mail, creates an account and joins; signs in again; sees only what a worker may (no staff pages, stock
// actions but no deleting); consumes stock; and the owner finds that consume under the worker's name in the
// farm's activity log. Driven by role, label and visible text.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AuthResponseSchema } from '../../shared/contracts/auth';
import { startSmtpReceiver, type SmtpReceiver } from '../../server/test/smtp-receiver';
import { launchBrowser } from './support/browser';
import { uniqueEmail } from './support/accounts';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { expectPath, signInViaUi } from './support/session';

const PASSWORD = 'correct horse battery';
let smtp: SmtpReceiver;
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  server = await startServerProcess({ SMTP_URL: smtp.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function api<T = { data: { id: string } }>(
  method: string,
  url: string,
  token: string | null,
  body?: object,
) {
  const res = await fetch(`${server.baseURL}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** An owner with a farm, a store and 100 kg of DAP, made through the API. */
async function seedStockedFarm() {
  const owner = AuthResponseSchema.parse(
    await api('POST', '/api/auth/register', null, {
      name: 'Amina Mmiliki',
      email: uniqueEmail('owner'),
      password: PASSWORD,
      user_type: 'farmer',
    }),
  );
  const token = owner.access_token;
  const farm = (await api('POST', '/api/farms', token, { name: 'Mlima Farm' })).data;
  const location = (
    await api('POST', '/api/inventory/storage-locations', token, {
      name: 'Main store',
      location_type: 'Warehouse',
      farm_id: farm.id,
      capacity: 1000,
      capacity_unit: 'kg',
      address: 'Behind the milking shed',
    })
  ).data;
  await api('POST', `/api/farms/${farm.id}/inventory`, token, {
    farm_id: farm.id,
    item_type: 'input',
    name: 'DAP fertilizer',
    category: 'Fertilizer',
    unit: 'kg',
    quantity: 100,
    storage_location_id: location.id,
  });
  return { owner, farmId: farm.id };
}

async function openPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

async function mailTo(to: string, timeoutMs = 15_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.received.find((m) => JSON.stringify(m.to).includes(to));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} reached the SMTP receiver`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('staff', () => {
  it('invites a worker by e-mail, who joins, works within their role, and shows up in the activity log', async () => {
    const { owner, farmId } = await seedStockedFarm();
    const workerEmail = uniqueEmail('worker');

    // The owner invites from the staff page.
    const ownerSide = await openPage();
    await signInViaUi(ownerSide.page, owner.user.email, PASSWORD);
    await ownerSide.page.waitForURL((url) => url.pathname !== '/login');
    await ownerSide.page.goto('/farmer/staff');
    await ownerSide.page.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = ownerSide.page.getByRole('dialog', { name: 'Invite someone to Mlima Farm' });
    await dialog.getByLabel('E-mail').fill(workerEmail);
    await dialog.getByLabel('Role').selectOption({ label: 'Worker' });
    await dialog.getByLabel('Job title').fill('Store keeper');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.waitFor({ state: 'detached' });
    const invitations = ownerSide.page.getByRole('region', { name: 'Invitations' });
    await invitations.getByRole('row').filter({ hasText: workerEmail }).getByText('Pending').waitFor();

    // The invitation arrives at the real SMTP receiver with a link and a code.
    const mail = await mailTo(workerEmail);
    expect(mail.subject).toBe('Amina Mmiliki invited you to Mlima Farm on Shamba');
    expect(mail.text).toMatch(/\b[A-Z2-9]{4}-[A-Z2-9]{4}\b/);
    const link = /https?:\/\/\S+\/join\/[\w-]+/.exec(mail.text ?? '')?.[0];
    expect(link, mail.text).toBeTruthy();

    // The worker opens the link, creates the account and joins.
    const workerSide = await openPage();
    await workerSide.page.goto(new URL(link!).pathname);
    await workerSide.page.getByText('Amina Mmiliki invited you to join Mlima Farm as Worker.').waitFor();
    await workerSide.page.getByLabel('Your name').fill('Baraka Mfanyakazi');
    await workerSide.page.getByLabel('E-mail').fill(workerEmail);
    await workerSide.page.getByLabel('Choose a password').fill(PASSWORD);
    await workerSide.page.getByRole('button', { name: 'Create account and join Mlima Farm' }).click();
    await expectPath(workerSide.page, '/farmer/dashboard');

    // The same link cannot be used twice.
    const reused = await fetch(
      `${server.baseURL}/api/invitations/${new URL(link!).pathname.split('/').pop()}`,
    );
    expect(((await reused.json()) as { data: { status: string } }).data.status).toBe('accepted');

    // Signs in again with the new account.
    await workerSide.context.clearCookies();
    await workerSide.page.evaluate(() => localStorage.clear());
    await signInViaUi(workerSide.page, workerEmail, PASSWORD);
    await workerSide.page.waitForURL((url) => url.pathname !== '/login');
    const worker = workerSide.page;

    // A worker sees no staff pages and cannot delete stock, but may use it.
    await worker.goto('/farmer/staff');
    await worker.getByRole('heading', { name: 'Your role on this farm does not allow this' }).waitFor();
    await expect(worker.getByText('User Management', { exact: true }).count()).resolves.toBe(0);
    await worker.goto(`/farmer/farms/${farmId}/inventory`);
    const row = worker.getByRole('row').filter({ hasText: 'DAP fertilizer' });
    await row.getByRole('button', { name: 'Consume DAP fertilizer' }).waitFor();
    await expect(row.getByRole('button', { name: /^Delete / }).count()).resolves.toBe(0);
    await row.getByRole('button', { name: 'Consume DAP fertilizer' }).click();
    const consume = worker.getByRole('dialog', { name: 'Consume DAP fertilizer' });
    await consume.getByLabel('Quantity').fill('5');
    await consume.getByRole('button', { name: 'Consume' }).click();
    await consume.waitFor({ state: 'detached' });
    await row.getByText('95 kg').waitFor();

    // The owner sees the worker on the staff list and the consume in the activity log, under the worker's name.
    await ownerSide.page.goto('/farmer/staff');
    const staffRow = ownerSide.page.getByRole('row').filter({ hasText: 'Baraka Mfanyakazi' });
    await staffRow.getByText('Store keeper').waitFor();
    await staffRow.getByText('Worker', { exact: true }).waitFor();
    await ownerSide.page.goto('/farmer/activities');
    await ownerSide.page
      .getByRole('row')
      .filter({ hasText: 'Baraka Mfanyakazi' })
      .filter({ hasText: 'Used stock' })
      .filter({ hasText: 'DAP fertilizer' })
      .first()
      .waitFor();

    await workerSide.context.close();
    await ownerSide.context.close();
  });
});
