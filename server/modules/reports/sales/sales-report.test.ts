// The sales report against sales, payments, returns and invoices written through the sales API on dates the test
// clock sets, every figure worked out by hand (docs/product/reports.md "Sales report"). Farm days are Nairobi's
// (UTC+3): a sale at 20:59 UTC on 31 March is that day's, one at 21:00 UTC is 1 April's. Invoices fall due 14
// days after they are issued (the default payment terms). The aging buckets' edges are written through the schema,
// since an invoice cannot be backdated through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SalesReportSchema } from '@/shared/contracts/reports-sales';
import { ReportScopeSchema } from '@/shared/contracts/reports';
import type { Sale } from '@/shared/contracts/sales';
import { invoices, sales } from '@/server/db/schema/sales';
import { createTestApp, type TestApp } from '@/server/test/app';
import { login, registerUser, uniqueEmail } from '@/server/test/users';
import { addMember, client, createTestFarm } from '@/server/modules/inventory/inventory-fixtures';
import {
  addCustomer,
  call,
  createSaleFarm,
  offerMethods,
  sell,
  stocked,
  type SaleFarm,
} from '@/server/modules/sales/test-support';
import type { ExportRows } from '@/server/lib/exports/export-document';
import { salesReportDocument } from './sales-report';

const Answer = z.object({ data: SalesReportSchema.extend({ scope: ReportScopeSchema }) });
const MARCH = 'period=custom&from=2026-03-01&to=2026-03-31';
const METHODS = ['cash', 'mpesa', 'bank_transfer', 'card', 'credit'];

let t: TestApp;
let farm: SaleFarm;
let second: SaleFarm;
const email = uniqueEmail('mauzo');
const invoice: Record<string, string> = {};

async function at(iso: string) {
  t.clock.set(new Date(iso));
  if (!farm) return;
  // A session does not last the months the sales span: sign in again.
  const res = await login(t.app, email);
  expect(res.statusCode, res.body).toBe(200);
  farm.token = (res.json() as { access_token: string }).access_token;
  second.token = farm.token;
}

async function report(query = MARCH, token = farm.token) {
  return client(t, token).get(`/api/farms/${farm.farmId}/reports/sales?${query}`);
}

async function figures(query = MARCH) {
  const res = await report(query);
  expect(res.statusCode, res.body).toBe(200);
  return Answer.parse(res.json()).data;
}

async function collect(rows: ExportRows) {
  const out: unknown[][] = [];
  for await (const row of rows) out.push(row);
  return out;
}

async function after(sale: Sale, path: string, payload: object) {
  const res = await call(
    t,
    farm.token,
    'POST',
    farm.url(`/${sale.id}/${path}`),
    payload,
    crypto.randomUUID(),
  );
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2025-11-01T09:00:00Z'));
  const registered = await registerUser(t.app, { email });
  const owner = { token: registered.token, userId: registered.user.id };
  farm = await createSaleFarm(t, { name: 'Mauzo Farm', owner });
  second = await createSaleFarm(t, { name: 'Pili Farm', owner });
  await createTestFarm(t, { name: 'Dollar Farm', currency: 'USD', owner });
  await offerMethods(t, farm, METHODS);
  await offerMethods(t, second, METHODS);
  const maize = await stocked(t, farm, 'Maize', 1000);
  const tomatoes = await stocked(t, farm, 'Tomatoes', 1000);
  const beans = await stocked(t, second, 'Beans', 100);
  const kamau = await addCustomer(t, farm, 'Kamau Traders');
  const wanjiku = await addCustomer(t, farm, 'Wanjiku Stores');
  const line = (item: string, quantity: number, unit_price_minor: number) => ({
    item_id: item,
    quantity,
    unit_price_minor,
  });
  const credit = async (name: string, customer: string, lines: object[], payments: object[] = []) => {
    const sale = await sell(t, farm, { customer_id: customer, lines, payments });
    invoice[name] = sale.invoice!.number_text;
    return sale;
  };

  // Before the period: three invoices still owed.
  const a = await credit('A', kamau, [line(maize, 2, 5_000)]); // due 15 Nov
  await at('2026-01-01T09:00:00Z');
  const b = await credit('B', kamau, [line(maize, 4, 5_000)], [{ method: 'cash', amount_minor: 5_000 }]); // due 15 Jan
  await at('2026-02-15T09:00:00Z');
  await credit('C', wanjiku, [line(tomatoes, 12, 2_500)]); // due 1 Mar
  // March (Nairobi): five sales.
  await at('2026-02-28T21:00:00Z'); // 1 March, 00:00
  await sell(t, farm, {
    lines: [line(maize, 2, 5_000)],
    payments: [{ method: 'cash', amount_minor: 10_000 }],
  });
  await at('2026-03-05T09:00:00Z');
  const f = await credit('F', wanjiku, [line(tomatoes, 2, 2_500), line(maize, 0.5, 4_000)]);
  await at('2026-03-10T09:00:00Z');
  await credit('D', wanjiku, [line(maize, 1.6, 5_000)]); // due 24 Mar
  await at('2026-03-12T09:00:00Z');
  const w3 = await sell(t, farm, {
    customer_name: 'Mama Njeri',
    lines: [line(tomatoes, 4, 2_500)],
    payments: [{ method: 'mpesa', amount_minor: 10_000, reference: 'QJK4H7Z2PB' }],
  });
  await at('2026-03-14T09:00:00Z');
  await after(w3, 'returns', {
    lines: [{ sale_line_id: w3.lines[0]!.id, quantity: 1 }],
    refund: { method: 'cash', amount_minor: 2_500 },
  });
  await at('2026-03-15T09:00:00Z');
  await sell(t, second, {
    lines: [line(beans, 1, 1_000)],
    payments: [{ method: 'cash', amount_minor: 1_000 }],
  });
  await at('2026-03-16T09:00:00Z');
  await after(b, 'payments', { method: 'bank_transfer', amount_minor: 3_000 });
  await at('2026-03-20T09:00:00Z');
  await after(f, 'payments', { method: 'mpesa', amount_minor: 7_000, reference: 'QJK4H7Z2PA' });
  await at('2026-03-31T20:59:00Z'); // 31 March, 23:59: due 14 April
  await credit('E', kamau, [line(maize, 2.4, 5_000)], [{ method: 'card', amount_minor: 2_000 }]);
  await at('2026-03-31T21:00:00Z'); // 1 April: the day after
  await sell(t, farm, {
    lines: [line(maize, 1, 5_000)],
    payments: [{ method: 'cash', amount_minor: 5_000 }],
  });
  await at('2026-04-10T09:00:00Z');
  expect(a.status).toBe('unpaid');
});

afterAll(() => t.close());

describe('the sales report of one farm', () => {
  it('totals the period’s sales and the money received and refunded in it', async () => {
    const data = await figures();
    expect(data.totals).toEqual({
      sales: 5,
      revenue_minor: 10_000 + 7_000 + 8_000 + 10_000 + 12_000,
      // cash 1 Mar, M-Pesa 12 Mar, bank transfer on an older sale 16 Mar, M-Pesa 20 Mar, card 31 Mar
      paid_minor: 10_000 + 10_000 + 3_000 + 7_000 + 2_000,
      refunds_minor: 2_500,
      net_minor: 47_000 - 2_500,
    });
    expect(data.by_method).toEqual([
      { method: 'cash', paid_minor: 10_000, refunded_minor: 2_500 },
      { method: 'mpesa', paid_minor: 17_000, refunded_minor: 0 },
      { method: 'bank_transfer', paid_minor: 3_000, refunded_minor: 0 },
      { method: 'card', paid_minor: 2_000, refunded_minor: 0 },
    ]);
    expect(data.refunds).toEqual({ returns: 1, refunds: 1, amount_minor: 2_500 });
  });

  it('sums the lines by product, net of what came back', async () => {
    const { by_product } = await figures();
    expect(by_product).toEqual([
      {
        name: 'Maize',
        unit: 'kg',
        quantity_sold: '6.50',
        quantity_returned: '0.00',
        quantity_net: '6.50',
        revenue_minor: 32_000,
      },
      {
        name: 'Tomatoes',
        unit: 'kg',
        quantity_sold: '6.00',
        quantity_returned: '1.00',
        quantity_net: '5.00',
        revenue_minor: 15_000,
      },
    ]);
  });

  it('sums by customer with walk-in buyers apart, and what they still owe', async () => {
    const data = await figures();
    expect(data.by_customer.map(({ customer_id: _, ...r }) => r)).toEqual([
      { name: 'Wanjiku Stores', sales: 2, revenue_minor: 15_000, owed_minor: 8_000 },
      { name: 'Kamau Traders', sales: 1, revenue_minor: 12_000, owed_minor: 10_000 },
    ]);
    // The sales module reads a sale with money given back as owing it again (part paid: total − paid + refunded),
    // even when the goods came back too; the report follows the module.
    expect(data.walk_in).toEqual({ sales: 2, revenue_minor: 20_000, owed_minor: 2_500 });
  });

  it('gives every day of the period, the first and last included', async () => {
    const { bucket, series } = await figures();
    expect(bucket).toBe('day');
    expect(series).toHaveLength(31);
    expect(series.filter((r) => r.sales || r.refunds_minor)).toEqual([
      { bucket: '2026-03-01', sales: 1, revenue_minor: 10_000, refunds_minor: 0 },
      { bucket: '2026-03-05', sales: 1, revenue_minor: 7_000, refunds_minor: 0 },
      { bucket: '2026-03-10', sales: 1, revenue_minor: 8_000, refunds_minor: 0 },
      { bucket: '2026-03-12', sales: 1, revenue_minor: 10_000, refunds_minor: 0 },
      { bucket: '2026-03-14', sales: 0, revenue_minor: 0, refunds_minor: 2_500 },
      { bucket: '2026-03-31', sales: 1, revenue_minor: 12_000, refunds_minor: 0 },
    ]);
  });

  it('ages the unpaid invoices on today, oldest first', async () => {
    const { aging } = await figures();
    expect(aging.as_of).toBe('2026-04-10');
    expect(aging.buckets).toEqual([
      { bucket: 'not_due', invoices: 1, owed_minor: 10_000 }, // E, due 14 Apr
      { bucket: 'days_1_30', invoices: 1, owed_minor: 8_000 }, // D, 17 days
      { bucket: 'days_31_60', invoices: 1, owed_minor: 30_000 }, // C, 40 days
      { bucket: 'days_61_90', invoices: 1, owed_minor: 12_000 }, // B, 85 days, 20,000 less 5,000 and 3,000
      { bucket: 'over_90', invoices: 1, owed_minor: 10_000 }, // A, 146 days
    ]);
    expect(aging.oldest.map((r) => [r.number, r.customer, r.due_on, r.days_overdue, r.owed_minor])).toEqual([
      [invoice.A, 'Kamau Traders', '2025-11-15', 146, 10_000],
      [invoice.B, 'Kamau Traders', '2026-01-15', 85, 12_000],
      [invoice.C, 'Wanjiku Stores', '2026-03-01', 40, 30_000],
      [invoice.D, 'Wanjiku Stores', '2026-03-24', 17, 8_000],
      [invoice.E, 'Kamau Traders', '2026-04-14', 0, 10_000],
    ]);
  });

  it('groups a long period by month', async () => {
    const { bucket, series } = await figures('period=custom&from=2025-11-01&to=2026-04-10');
    expect(bucket).toBe('month');
    expect(series.map((r) => [r.bucket, r.sales, r.revenue_minor])).toEqual([
      ['2025-11', 1, 10_000],
      ['2025-12', 0, 0],
      ['2026-01', 1, 20_000],
      ['2026-02', 1, 30_000],
      ['2026-03', 5, 47_000],
      ['2026-04', 1, 5_000],
    ]);
  });

  it('writes the same figures as the file’s tables', async () => {
    const data = await figures();
    const doc = salesReportDocument(data, data.scope, 'en');
    expect(doc.title).toBe('Sales report');
    const tables = Object.fromEntries(
      await Promise.all(doc.tables.map(async (table) => [table.title, await collect(table.rows)] as const)),
    );
    expect(tables['Totals']).toEqual([
      ['Revenue', 47_000],
      ['Money received', 32_000],
      ['Money refunded', 2_500],
      ['Revenue less refunds', 44_500],
    ]);
    expect(tables['Sales by customer']).toEqual([
      ['Wanjiku Stores', 2, 15_000, 8_000],
      ['Kamau Traders', 1, 12_000, 10_000],
      ['Walk-in buyers', 2, 20_000, 2_500],
    ]);
    expect(tables['Money by payment method']!.at(-1)).toEqual(['Total', 32_000, 2_500]);
    expect(tables['Unpaid invoices by age']!.at(-1)).toEqual(['Total', 5, 70_000]);
    expect(tables['Oldest unpaid invoices']![0]).toEqual([
      invoice.A,
      'Mauzo Farm',
      'Kamau Traders',
      '2025-11-15',
      146,
      10_000,
    ]);
    expect(salesReportDocument(data, data.scope, 'sw').title).toBe('Ripoti ya mauzo');
  });
});

describe('the sales report as a file', () => {
  it('downloads as CSV with the page’s rows', async () => {
    const res = await client(t, farm.token).get(
      `/api/farms/${farm.farmId}/reports/sales/export?format=csv&${MARCH}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toContain('sales-report-2026-03-01-2026-03-31');
    expect(res.body).toContain('Walk-in buyers');
  });
});

describe('the aging buckets’ edges', () => {
  it('puts 0, 30, 31, 90 and 91 days overdue in their buckets and leaves out voided and paid invoices', async () => {
    const edges = await createSaleFarm(t, { name: 'Edges Farm' });
    const invoice = async (dueOn: string, totalMinor: number, paidMinor = 0, voided = false) => {
      const [sale] = await t.db
        .insert(sales)
        .values({
          farmId: edges.farmId,
          status: paidMinor >= totalMinor ? 'paid' : paidMinor > 0 ? 'part_paid' : 'unpaid',
          currency: 'KES',
          subtotalMinor: totalMinor,
          totalMinor,
          paidMinor,
          soldAt: new Date('2025-12-01T09:00:00Z'),
        })
        .returning();
      await t.db.insert(invoices).values({
        farmId: edges.farmId,
        saleId: sale!.id,
        number: Number(totalMinor),
        numberText: `E-${totalMinor}`,
        issuer: {},
        buyer: { name: 'Edge Buyer' },
        issuedOn: '2025-12-01',
        dueOn,
        voidedAt: voided ? new Date() : null,
      });
    };
    // Today is 10 April 2026.
    await invoice('2026-04-10', 1_000); // due today: not yet overdue
    await invoice('2026-03-11', 2_000); // 30 days
    await invoice('2026-03-10', 4_000, 1_000); // 31 days, 3,000 still owed
    await invoice('2026-01-10', 8_000); // 90 days
    await invoice('2026-01-09', 16_000); // 91 days
    await invoice('2025-12-01', 32_000, 0, true); // voided
    await invoice('2025-12-01', 64_000, 64_000); // paid
    const res = await client(t, edges.token).get(`/api/farms/${edges.farmId}/reports/sales?${MARCH}`);
    expect(res.statusCode, res.body).toBe(200);
    const { aging } = Answer.parse(res.json()).data;
    expect(aging.buckets).toEqual([
      { bucket: 'not_due', invoices: 1, owed_minor: 1_000 },
      { bucket: 'days_1_30', invoices: 1, owed_minor: 2_000 },
      { bucket: 'days_31_60', invoices: 1, owed_minor: 3_000 },
      { bucket: 'days_61_90', invoices: 1, owed_minor: 8_000 },
      { bucket: 'over_90', invoices: 1, owed_minor: 16_000 },
    ]);
    expect(aging.oldest.map((r) => [r.number, r.customer, r.days_overdue])).toEqual([
      ['E-16000', 'Edge Buyer', 91],
      ['E-8000', 'Edge Buyer', 90],
      ['E-4000', 'Edge Buyer', 31],
      ['E-2000', 'Edge Buyer', 30],
      ['E-1000', 'Edge Buyer', 0],
    ]);
  });
});

describe('the sales report over all farms', () => {
  it('adds the farms of the same currency and names the others', async () => {
    const data = await figures(`${MARCH}&scope=all`);
    expect(data.scope.farms.map((f) => f.name)).toEqual(['Mauzo Farm', 'Pili Farm']);
    expect(data.scope.left_out).toEqual([expect.objectContaining({ name: 'Dollar Farm', currency: 'USD' })]);
    expect(data.totals).toMatchObject({ sales: 6, revenue_minor: 48_000, paid_minor: 33_000 });
    expect(data.by_product.map((r) => [r.name, r.revenue_minor])).toEqual([
      ['Maize', 32_000],
      ['Tomatoes', 15_000],
      ['Beans', 1_000],
    ]);
    expect(data.walk_in).toEqual({ sales: 3, revenue_minor: 21_000, owed_minor: 2_500 });
  });
});

describe('who may read it', () => {
  it('is not found for a stranger and forbidden without reports.view', async () => {
    const stranger = await createTestFarm(t, { name: 'Stranger Farm' });
    expect((await report(MARCH, stranger.token)).statusCode).toBe(404);
    const worker = await addMember(t, farm.farmId, 'worker');
    expect((await report(MARCH, worker.token)).statusCode).toBe(403);
    const viewer = await addMember(t, farm.farmId, 'viewer');
    expect((await report(MARCH, viewer.token)).statusCode).toBe(200);
  });
});
