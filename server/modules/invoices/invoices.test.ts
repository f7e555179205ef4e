// Invoices (docs/product/invoices.md): settings with their default and a farm's own, the logo, gapless numbers
// under 200 concurrent issues (a real race on PostgreSQL with TEST_DATABASE_URL), the list and its filters, void
// keeping the number, the next-number rule, the PDF, the e-mail with the PDF through a real SMTP receiver, the
// point of sale's receipt PDF and SMS, and who may reach what (another farm's invoice is not found, a role without
// the permission is refused).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FarmInvoiceSettingsResponseSchema,
  InvoiceDetailResponseSchema,
  InvoicePageSchema,
  InvoiceResponseSchema,
  InvoiceSettingsResponseSchema,
} from '@/shared/contracts/invoices';
import { activityLog } from '@/server/db/schema/activity';
import { invoices } from '@/server/db/schema/sales';
import { userSettings } from '@/server/db/schema/user-settings';
import { createMailer } from '@/server/lib/mailer';
import { createTestApp, type TestApp } from '@/server/test/app';
import { startSmtpReceiver, type SmtpReceiver } from '@/server/test/smtp-receiver';
import { bearer } from '@/server/test/users';
import { addMember, createTestFarm, type TestFarm } from '@/server/modules/inventory/inventory-fixtures';
import { addDays, issueInvoice } from './issue-invoice';
import { insertCustomer, insertSale } from './test-support';

let smtp: SmtpReceiver;
let t: TestApp;
let farm: TestFarm;
let other: TestFarm;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  const config = { SMTP_URL: smtp.url, MAIL_FROM: 'Shamba <invoices@shamba.test>' };
  t = await createTestApp({ mailer: createMailer(config), config });
  t.clock.set(new Date('2026-11-24T09:00:00Z'));
  farm = await createTestFarm(t, { name: 'Mlima Farm' });
  other = await createTestFarm(t, { name: 'Other Farm' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (
  token: string,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const farmUrl = (f: TestFarm, rest = '') => `/api/farms/${f.farmId}${rest}`;
const issue = (f: TestFarm, saleId: string, token = f.token) =>
  call(token, 'POST', farmUrl(f, `/sales/${saleId}/invoice`));
const fieldErrors = (body: string) =>
  (JSON.parse(body) as { errors?: Record<string, string[]> }).errors ?? {};

async function newFarm(name: string) {
  return createTestFarm(t, { name });
}

describe('settings: a person’s default and a farm’s own', () => {
  it('answers built-in defaults, then saves and answers the default row', async () => {
    const empty = await call(farm.token, 'GET', '/api/invoice-settings/default');
    expect(empty.statusCode).toBe(200);
    expect(InvoiceSettingsResponseSchema.parse(empty.json()).data).toMatchObject({
      business_name: null,
      number_prefix: 'INV-',
      starting_number: 1,
      payment_terms_days: 14,
      has_logo: false,
    });
    const res = await call(farm.token, 'PUT', '/api/invoice-settings/default', {
      business_name: 'Wanjiku Produce',
      address: 'Box 12, Limuru',
      email: 'sales@wanjiku.test',
      tax_id: 'P051234567X',
      payment_instructions: 'M-Pesa Paybill 400200, account INV number',
      footer: 'Asante sana',
      number_prefix: 'WP-',
      starting_number: 1,
      payment_terms_days: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ business_name: 'Wanjiku Produce', number_prefix: 'WP-' });
  });

  it('refuses bad settings with a message for each field', async () => {
    const res = await call(farm.token, 'PUT', '/api/invoice-settings/default', {
      number_prefix: 'THIS-PREFIX-IS-LONG',
      starting_number: 0,
      payment_terms_days: 400,
      email: 'not-an-address',
    });
    expect(res.statusCode).toBe(422);
    const errors = fieldErrors(res.body);
    expect(errors.number_prefix).toEqual(['Use at most 12 characters for the number prefix.']);
    expect(errors.starting_number).toEqual(['The starting number must be at least 1.']);
    expect(errors.payment_terms_days).toEqual(['The days to pay must be between 0 and 365.']);
    expect(errors.email?.[0]).toContain('e-mail address');
    const chars = await call(farm.token, 'PUT', '/api/invoice-settings/default', { number_prefix: 'INV#' });
    expect(fieldErrors(chars.body).number_prefix).toEqual([
      'Use only letters, digits, - and / in the number prefix.',
    ]);
  });

  it('reads a farm without its own row from the owner’s default, and says which fields come from it', async () => {
    const res = await call(farm.token, 'GET', farmUrl(farm, '/invoice-settings'));
    expect(res.statusCode, res.body).toBe(200);
    const data = FarmInvoiceSettingsResponseSchema.parse(res.json()).data;
    expect(data).toMatchObject({
      has_own: false,
      business_name: 'Wanjiku Produce',
      number_prefix: 'WP-',
      next_number: 1,
      min_next_number: 1,
      next_number_text: 'WP-0001',
    });
    expect(data.from_default).toEqual(expect.arrayContaining(['business_name', 'number_prefix', 'footer']));
  });

  it('a farm’s own row wins field by field; empty fields still come from the default', async () => {
    const f = await createTestFarm(t, {
      owner: { token: farm.token, userId: farm.userId },
      name: 'Second Farm',
    });
    const res = await call(farm.token, 'PUT', farmUrl(f, '/invoice-settings'), {
      business_name: 'Second Farm Ltd',
      number_prefix: 'SF/',
      starting_number: 100,
      payment_terms_days: 7,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      has_own: true,
      business_name: 'Second Farm Ltd',
      next_number_text: 'SF/0100',
    });
    expect(data.address).toBe('Box 12, Limuru');
    expect(data.from_default).toContain('address');
    expect(data.from_default).not.toContain('business_name');
    const saleId = await insertSale(t.db, f.farmId);
    expect((await issue(f, saleId)).json().data).toMatchObject({
      number_text: 'SF/0100',
      due_on: '2026-12-01',
    });
    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.recordType, 'invoice_settings'));
    expect(entry).toMatchObject({ module: 'finances', action: 'edit' });
  });

  it('moves the next number only forward of the last issued, saying the lowest allowed', async () => {
    const f = await newFarm('Counter Farm');
    for (let i = 0; i < 3; i++) await issue(f, await insertSale(t.db, f.farmId));
    const low = await call(f.token, 'PUT', farmUrl(f, '/invoice-settings'), { next_number: 3 });
    expect(low.statusCode).toBe(422);
    expect(fieldErrors(low.body).next_number).toEqual([
      'Invoice numbers only move forward: choose 4 or more for the next number.',
    ]);
    const forward = await call(f.token, 'PUT', farmUrl(f, '/invoice-settings'), { next_number: 50 });
    expect(forward.statusCode, forward.body).toBe(200);
    expect(forward.json().data).toMatchObject({ next_number: 50, min_next_number: 4 });
    const next = await issue(f, await insertSale(t.db, f.farmId));
    expect(next.json().data.number).toBe(50);
    const notWhole = await call(f.token, 'PUT', farmUrl(f, '/invoice-settings'), { next_number: 1.5 });
    expect(fieldErrors(notWhole.body).next_number).toEqual(['Enter the next number as a whole number.']);
  });

  it('keeps a PNG or JPEG logo up to 1 MB and refuses anything else', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100, 1),
    ]);
    const put = (body: Buffer | string, type: string, url = farmUrl(farm, '/invoice-settings/logo')) =>
      call(farm.token, 'PUT', url, body, { 'content-type': type });
    const saved = await put(png, 'image/png');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.has_logo).toBe(true);
    const back = await call(farm.token, 'GET', farmUrl(farm, '/invoice-settings/logo'));
    expect(back.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(back.rawPayload, png)).toBe(0);

    expect(fieldErrors((await put(png, 'image/gif')).body).logo).toEqual([
      'Upload the logo as a PNG or JPEG image.',
    ]);
    expect((await put(Buffer.from('not a png'), 'image/png')).statusCode).toBe(422);
    expect((await put('{"a":1}', 'application/json')).statusCode).toBe(422);
    expect(fieldErrors((await put(Buffer.alloc(0), 'image/png')).body).logo?.[0]).toContain('empty');
    const big = await put(Buffer.concat([png, Buffer.alloc(1024 * 1024)]), 'image/png');
    expect(big.statusCode).toBe(413);

    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(50, 2)]);
    expect((await put(jpeg, 'image/jpeg', '/api/invoice-settings/default/logo')).statusCode).toBe(200);
    const defaultLogo = await call(farm.token, 'GET', '/api/invoice-settings/default/logo');
    expect(defaultLogo.headers['content-type']).toBe('image/jpeg');
    const none = await call(other.token, 'GET', '/api/invoice-settings/default/logo');
    expect(none.statusCode).toBe(404);
  });
});

describe('issuing: gapless, unique, idempotent', () => {
  it('issues with the buyer’s details copied in, and answers the same invoice when asked again', async () => {
    const f = await newFarm('Issue Farm');
    const customerId = await insertCustomer(t.db, f.farmId, {
      name: 'Kamau Grocers',
      email: 'kamau@example.test',
      phone: '+254700000001',
      taxId: 'A001',
    });
    const saleId = await insertSale(t.db, f.farmId, { customerId, totalMinor: 120_000, paidMinor: 20_000 });
    const first = await issue(f, saleId);
    expect(first.statusCode, first.body).toBe(201);
    const invoice = InvoiceResponseSchema.parse(first.json()).data;
    expect(invoice).toMatchObject({
      number: 1,
      number_text: 'INV-0001',
      issued_on: '2026-11-24',
      due_on: addDays('2026-11-24', 14),
      status: 'part_paid',
      total_minor: 120_000,
      paid_minor: 20_000,
      balance_minor: 100_000,
      buyer: { name: 'Kamau Grocers', email: 'kamau@example.test', tax_id: 'A001' },
      issuer: { business_name: 'Issue Farm' },
    });
    expect(invoice.lines).toHaveLength(1);
    expect(invoice.payments).toEqual([expect.objectContaining({ method: 'cash', amount_minor: 20_000 })]);
    const again = await issue(f, saleId);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(invoice.id);
    const log = await t.db.select().from(activityLog).where(eq(activityLog.recordId, invoice.id));
    expect(log).toHaveLength(1);
  });

  it('gives 200 concurrent issues the numbers 1 to 200, each once', async () => {
    const f = await newFarm('Busy Farm');
    const saleIds: string[] = [];
    for (let i = 0; i < 200; i++) saleIds.push(await insertSale(t.db, f.farmId, { totalMinor: 1000 + i }));
    const answers = await Promise.all(saleIds.map((id) => issue(f, id)));
    expect(answers.filter((res) => res.statusCode !== 201).map((res) => res.body)).toEqual([]);
    const rows = await t.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.farmId, f.farmId));
    expect(rows.map((r) => r.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, i) => i + 1),
    );
  }, 120_000);

  it('answers one invoice when the same sale is issued 20 times at once', async () => {
    const f = await newFarm('Retry Farm');
    const saleId = await insertSale(t.db, f.farmId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => issue(f, saleId)));
    expect(new Set(answers.map((res) => res.json().data.id)).size).toBe(1);
    const rows = await t.db.select().from(invoices).where(eq(invoices.farmId, f.farmId));
    expect(rows.map((r) => r.number)).toEqual([1]);
  });

  it('issueInvoice inside a transaction that rolls back gives its number back', async () => {
    const f = await newFarm('Rollback Farm');
    const saleId = await insertSale(t.db, f.farmId);
    const w = { farmId: f.farmId, userId: f.userId, now: new Date(), today: '2026-11-24' };
    await expect(
      t.db.transaction(async (tx) => {
        await issueInvoice({ ...w, db: tx }, saleId);
        throw new Error('the sale failed');
      }),
    ).rejects.toThrow('the sale failed');
    const issued = await t.db.transaction((tx) => issueInvoice({ ...w, db: tx }, saleId));
    expect(issued.number_text).toBe('INV-0001');
  });

  it('refuses a sale of another farm or an id that is not one', async () => {
    const theirs = await insertSale(t.db, other.farmId);
    expect((await issue(farm, theirs)).statusCode).toBe(404);
    expect((await issue(farm, 'not-a-sale')).statusCode).toBe(404);
  });
});

describe('the list, one invoice, void', () => {
  let f: TestFarm;
  let paidId: string;
  let unpaidId: string;
  beforeAll(async () => {
    f = await newFarm('List Farm');
    const customerId = await insertCustomer(t.db, f.farmId, { name: 'Achieng Hotel' });
    paidId = (await issue(f, await insertSale(t.db, f.farmId, { totalMinor: 5000, paidMinor: 5000 }))).json()
      .data.id;
    unpaidId = (await issue(f, await insertSale(t.db, f.farmId, { customerId }))).json().data.id;
    // Dates as if issued earlier (moving the clock would expire the test sessions).
    await t.db
      .update(invoices)
      .set({ issuedOn: '2026-09-01', dueOn: '2026-09-15' })
      .where(eq(invoices.id, paidId));
    await t.db
      .update(invoices)
      .set({ issuedOn: '2026-10-01', dueOn: '2026-10-15' })
      .where(eq(invoices.id, unpaidId));
  });

  it('lists newest first with status, balance and the overdue flag, and filters', async () => {
    const all = InvoicePageSchema.parse((await call(f.token, 'GET', farmUrl(f, '/invoices'))).json());
    expect(all.meta).toMatchObject({ total: 2, unfiltered_total: 2 });
    expect(all.data.map((row) => row.id)).toEqual([unpaidId, paidId]);
    expect(all.data[0]).toMatchObject({ status: 'unpaid', overdue: true, customer_name: 'Achieng Hotel' });
    expect(all.data[1]).toMatchObject({ status: 'paid', overdue: false, balance_minor: 0 });
    const unpaid = (await call(f.token, 'GET', farmUrl(f, '/invoices?status=unpaid'))).json();
    expect(unpaid.data.map((row: { id: string }) => row.id)).toEqual([unpaidId]);
    const byName = (await call(f.token, 'GET', farmUrl(f, '/invoices?customer=achieng'))).json();
    expect(byName.meta.total).toBe(1);
    const byDate = (await call(f.token, 'GET', farmUrl(f, '/invoices?from=2026-10-01&to=2026-10-31'))).json();
    expect(byDate.data.map((row: { id: string }) => row.id)).toEqual([unpaidId]);
    const paged = (await call(f.token, 'GET', farmUrl(f, '/invoices?per_page=1&page=2'))).json();
    expect(paged.data.map((row: { id: string }) => row.id)).toEqual([paidId]);
  });

  it('refuses bad filters with a clear 422', async () => {
    const res = await call(f.token, 'GET', farmUrl(f, '/invoices?status=lost&from=2026-13-01&per_page=500'));
    expect(res.statusCode).toBe(422);
    const errors = fieldErrors(res.body);
    expect(errors.status?.[0]).toContain('Choose a status');
    expect(errors.from?.[0]).toContain('from date');
    expect(errors.per_page).toEqual(['Ask for at most 100 rows a page.']);
  });

  it('answers one invoice for the farm, and for the printable page by its id alone', async () => {
    const res = await call(f.token, 'GET', farmUrl(f, `/invoices/${unpaidId}`));
    expect(InvoiceDetailResponseSchema.parse(res.json()).data.number_text).toBe('INV-0002');
    const printable = await call(f.token, 'GET', `/api/invoices/${unpaidId}`);
    expect(printable.statusCode).toBe(200);
    expect(printable.json().data.farm_id).toBe(f.farmId);
  });

  it('keeps another farm’s invoices out of reach: not found', async () => {
    expect((await call(other.token, 'GET', farmUrl(other, `/invoices/${unpaidId}`))).statusCode).toBe(404);
    expect((await call(other.token, 'GET', `/api/invoices/${unpaidId}`)).statusCode).toBe(404);
    expect((await call(other.token, 'GET', farmUrl(f, `/invoices/${unpaidId}`))).statusCode).toBe(404);
    expect((await call(other.token, 'GET', `/api/invoices/not-an-id`)).statusCode).toBe(404);
    expect(
      (await call(f.token, 'GET', farmUrl(f, '/invoices/00000000-0000-4000-8000-000000000000'))).statusCode,
    ).toBe(404);
  });

  it('refuses a role without the permission with 403', async () => {
    const viewer = await addMember(t, f.farmId, 'viewer');
    const worker = await addMember(t, f.farmId, 'worker');
    expect((await call(viewer.token, 'GET', farmUrl(f, '/invoices'))).statusCode).toBe(200);
    expect((await call(viewer.token, 'GET', `/api/invoices/${paidId}`)).statusCode).toBe(200);
    const voided = await call(viewer.token, 'POST', farmUrl(f, `/invoices/${paidId}/void`), { reason: 'x' });
    expect(voided.statusCode).toBe(403);
    expect(voided.json().missing_permission ?? voided.body).toContain('sales.edit');
    const settings = await call(worker.token, 'PUT', farmUrl(f, '/invoice-settings'), { next_number: 9 });
    expect(settings.statusCode).toBe(403);
    const sale = await insertSale(t.db, f.farmId);
    expect((await issue(f, sale, viewer.token)).statusCode).toBe(403);
  });

  it('voids with a reason, keeps the number used, and refuses a second void', async () => {
    const noReason = await call(f.token, 'POST', farmUrl(f, `/invoices/${unpaidId}/void`), { reason: ' ' });
    expect(fieldErrors(noReason.body).reason).toEqual(['Say why the invoice is void.']);
    const res = await call(f.token, 'POST', farmUrl(f, `/invoices/${unpaidId}/void`), {
      reason: 'Wrong customer',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'void', void_reason: 'Wrong customer', overdue: false });
    expect(
      (await call(f.token, 'POST', farmUrl(f, `/invoices/${unpaidId}/void`), { reason: 'again' })).statusCode,
    ).toBe(409);
    const next = await issue(f, await insertSale(t.db, f.farmId));
    expect(next.json().data.number_text).toBe('INV-0003');
    const voidOnly = (await call(f.token, 'GET', farmUrl(f, '/invoices?status=void'))).json();
    expect(voidOnly.data.map((row: { id: string }) => row.id)).toEqual([unpaidId]);
  });
});

describe('the PDF, the e-mail and the receipts', () => {
  let f: TestFarm;
  let invoiceId: string;
  let saleId: string;
  beforeAll(async () => {
    f = await newFarm('Paper Farm');
    const customerId = await insertCustomer(t.db, f.farmId, {
      name: 'Otieno Stores',
      email: 'otieno@example.test',
    });
    saleId = await insertSale(t.db, f.farmId, {
      customerId,
      totalMinor: 75_000,
      paidMinor: 75_000,
      tenderedMinor: 100_000,
    });
    invoiceId = (await issue(f, saleId)).json().data.id;
  });

  it('renders an A4 PDF named after the invoice number', async () => {
    const res = await call(f.token, 'GET', farmUrl(f, `/invoices/${invoiceId}/pdf`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment; filename="INV-0001.pdf"');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(res.rawPayload.toString('latin1')).toContain('INV-0001');
    expect(res.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  it('e-mails the PDF to the customer through SMTP and records when and to whom', async () => {
    const res = await call(f.token, 'POST', farmUrl(f, `/invoices/${invoiceId}/email`), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ emailed_to: 'otieno@example.test' });
    const mail = smtp.received.find((m) => m.subject === 'Invoice INV-0001 from Paper Farm');
    expect(mail, 'the invoice e-mail reached the SMTP receiver').toBeDefined();
    expect(mail!.text).toContain('INV-0001');
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({ filename: 'INV-0001.pdf', contentType: 'application/pdf' });
    expect(mail!.attachments[0]!.content.subarray(0, 4).toString()).toBe('%PDF');
    const stored = await t.outbox.latest('otieno@example.test');
    expect(stored).toMatchObject({ status: 'sent' });
    expect(stored!.body).toMatch(/Attachment: INV-0001\.pdf \(application\/pdf, \d+\.\d KB\)/);
  });

  it('asks for an address when the customer has none, and refuses one that is not an address', async () => {
    const walkIn = (await issue(f, await insertSale(t.db, f.farmId, { customerName: 'Njeri' }))).json().data
      .id;
    const none = await call(f.token, 'POST', farmUrl(f, `/invoices/${walkIn}/email`), {});
    expect(none.statusCode).toBe(422);
    expect(fieldErrors(none.body).to?.[0]).toContain('no e-mail address');
    const bad = await call(f.token, 'POST', farmUrl(f, `/invoices/${walkIn}/email`), { to: 'njeri@' });
    expect(bad.statusCode).toBe(422);
    const given = await call(f.token, 'POST', farmUrl(f, `/invoices/${walkIn}/email`), {
      to: 'njeri@example.test',
    });
    expect(given.statusCode, given.body).toBe(200);
  });

  it('renders an 80 mm receipt PDF and sends the receipt by SMS', async () => {
    const pdf = await call(f.token, 'GET', farmUrl(f, `/sales/${saleId}/receipt.pdf`));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 227 /);
    const sms = await call(f.token, 'POST', farmUrl(f, `/sales/${saleId}/receipt/sms`), {
      phone: '+254 712 345 678',
    });
    expect(sms.statusCode, sms.body).toBe(200);
    const sent = await t.outbox.latest('+254712345678', 'sms');
    expect(sent!.body).toContain('Paper Farm receipt');
    expect(sent!.body).toContain('750.00');
    expect(sent!.body).toContain('2026-11-24');
    const bad = await call(f.token, 'POST', farmUrl(f, `/sales/${saleId}/receipt/sms`), { phone: 'call me' });
    expect(fieldErrors(bad.body).phone?.[0]).toContain('phone number');
    expect((await call(other.token, 'GET', farmUrl(other, `/sales/${saleId}/receipt.pdf`))).statusCode).toBe(
      404,
    );
  });

  it('writes the receipt in the language of the person who sends it', async () => {
    const clerk = await addMember(t, f.farmId, 'worker');
    await t.db.insert(userSettings).values({ userId: clerk.user.id, settings: { language: 'sw' } });
    const sms = await call(clerk.token, 'POST', farmUrl(f, `/sales/${saleId}/receipt/sms`), {
      phone: '+254700111222',
    });
    expect(sms.statusCode, sms.body).toBe(200);
    const sent = await t.outbox.latest('+254700111222', 'sms');
    expect(sent!.body).toMatch(
      /^Risiti ya Paper Farm nambari \d+, 2026-11-24: jumla .*750\.00.*chenji .*250\.00/,
    );
  });

  it('draws the farm’s logo on the PDF, and leaves out a logo it cannot read', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const logoUrl = farmUrl(f, '/invoice-settings/logo');
    expect((await call(f.token, 'PUT', logoUrl, png, { 'content-type': 'image/png' })).statusCode).toBe(200);
    const withLogo = await call(f.token, 'GET', farmUrl(f, `/invoices/${invoiceId}/pdf`));
    expect(withLogo.statusCode).toBe(200);
    expect(withLogo.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    const broken = Buffer.concat([png.subarray(0, 8), Buffer.alloc(40, 7)]);
    expect((await call(f.token, 'PUT', logoUrl, broken, { 'content-type': 'image/png' })).statusCode).toBe(
      200,
    );
    const without = await call(f.token, 'GET', farmUrl(f, `/invoices/${invoiceId}/pdf`));
    expect(without.statusCode).toBe(200);
    expect(without.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
  });
});
