// Invoices end to end (docs/product/invoices.md): a sale on credit to a named customer becomes invoice INV-0001;
// its printable page in Chromium sends it by e-mail, and the PDF arrives attached at a real SMTP receiver. A server
// of its own, since the suite's shared one keeps e-mail in the outbox.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { AuthResponseSchema } from '../../shared/contracts/auth';
import { createCustomer } from '../../shared/api/customers';
import { createInventoryItem } from '../../shared/api/inventory';
import { createSale } from '../../shared/api/sales';
import { startSmtpReceiver, type SmtpReceiver } from '../../server/test/smtp-receiver';
import { launchBrowser } from './support/browser';
import { uniqueEmail } from './support/accounts';
import { apiFor, seedStockedFarm } from './support/extension-seed';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { signInViaUi } from './support/session';

let browser: Browser;
let smtp: SmtpReceiver;
let server: ServerProcess;

beforeAll(async () => {
  [browser, smtp] = await Promise.all([launchBrowser(), startSmtpReceiver()]);
  server = await startServerProcess({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function register(email: string, password: string) {
  const res = await fetch(`${server.baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Akinyi Mkulima', email, password, user_type: 'farmer' }),
  });
  expect(res.status).toBe(201);
  return AuthResponseSchema.parse(await res.json()).access_token;
}

async function mailTo(address: string, timeoutMs = 15_000): Promise<ParsedMail | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.received.find((m) => JSON.stringify(m.to).includes(address));
    if (mail || Date.now() > deadline) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('an invoice by e-mail', () => {
  it('goes from a credit sale to the buyer’s inbox as a PDF', async () => {
    const email = uniqueEmail('invoices');
    const password = 'correct horse battery';
    const api = apiFor(server.baseURL, await register(email, password));
    const { farm, item: feed } = await seedStockedFarm(api, 'Ankara Farm', 'Dairy meal', 50);
    const { item: milk } = await createInventoryItem(api, farm.id, {
      item_type: 'product',
      name: 'Fresh milk',
      category: 'Other',
      unit: 'L',
      quantity: 200,
      storage_location_id: feed.storage_location_id,
      sale_price_minor: 6_000,
    } as Parameters<typeof createInventoryItem>[2]);
    const buyer = uniqueEmail('buyer');
    const { data: customer } = await createCustomer(api, farm.id, {
      name: 'Mama Mboga Kiosk',
      email: buyer,
      credit_limit_minor: 1_000_000,
    });
    const { sale } = await createSale(api, farm.id, {
      customer_id: customer.id,
      lines: [{ item_id: milk.id, quantity: 20, unit_price_minor: 6_000 }],
      payments: [],
    });
    expect(sale.invoice?.number_text).toBe('INV-0001');

    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signInViaUi(page, email, password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`/invoice/${sale.invoice!.id}`);
    await page.getByText('INV-0001').first().waitFor();
    await page.getByRole('button', { name: 'E-mail' }).click();
    await expect.poll(() => page.getByLabel('Send to').inputValue()).toBe(buyer);
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    const mail = await mailTo(buyer);
    expect(mail, 'no invoice reached the SMTP receiver').toBeDefined();
    const pdf = mail!.attachments.find((a) => a.filename === 'INV-0001.pdf');
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await context.close();
  });
});
