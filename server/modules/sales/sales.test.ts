// Saving and reading sales (docs/product/sales.md): one transaction takes stock out through the ledger, writes the
// sale and one cash-book entry per payment, and refuses anything wrong with a 422 naming the field (or a 409 with
// the item for short stock) leaving nothing behind; the list pages and filters on the server; a retried
// Idempotency-Key applies once; other farms' sales are 404 and a role without the permission 403.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaleDetailResponseSchema, SalePageSchema, SalePeriodResponseSchema } from '@/shared/contracts/sales';
import { INSUFFICIENT_STOCK_CODE } from '@/shared/contracts/stock-movements';
import { lineAmounts } from '@/shared/money/arithmetic';
import { activityLog } from '@/server/db/schema/activity';
import { taxRates } from '@/server/db/schema/finances';
import { invoices } from '@/server/db/schema/sales';
import { createTestApp, type TestApp } from '@/server/test/app';
import { addMember } from '@/server/modules/inventory/inventory-fixtures';
import {
  addCustomer,
  addTaxRate,
  call,
  cashOf,
  createSaleFarm,
  fieldMessage,
  movementsOf,
  offerMethods,
  quantityOf,
  salesOf,
  sell,
  stocked,
  type SaleFarm,
} from './test-support';

let t: TestApp;
let farm: SaleFarm;
let maize: string;
let vat: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-24T09:00:00Z'));
  farm = await createSaleFarm(t);
  maize = await stocked(t, farm, 'Maize', 1000);
  vat = await addTaxRate(t, farm, 'VAT', 1600, false);
});
afterAll(() => t.close());

const post = (payload: object, key?: string, token = farm.token) =>
  call(t, token, 'POST', farm.url(), payload, key);
const line = (overrides: object = {}) => ({
  item_id: maize,
  quantity: 2,
  unit_price_minor: 5_000,
  ...overrides,
});

describe('POST /api/farms/{farmId}/sales', () => {
  it('prices the lines with shared money, takes the stock out and books each payment', async () => {
    const beans = await stocked(t, farm, 'Beans', 50);
    const inclusive = await addTaxRate(t, farm, 'VAT incl', 1600, true);
    const first = lineAmounts({
      quantity: 2.5,
      unitPriceMinor: 5_000,
      discountMinor: 500,
      taxBasisPoints: 1600,
    });
    const second = lineAmounts({
      quantity: 3,
      unitPriceMinor: 11_600,
      taxBasisPoints: 1600,
      taxInclusive: true,
    });
    const total = first.totalMinor + second.totalMinor;
    const paid = await sell(t, farm, {
      customer_name: 'Mama Njeri',
      channel: 'pos',
      lines: [
        line({ quantity: 2.5, discount_minor: 500, tax_rate_id: vat }),
        { item_id: beans, quantity: 3, unit_price_minor: 11_600, tax_rate_id: inclusive },
      ],
      payments: [
        { method: 'cash', amount_minor: 20_000, tendered_minor: 25_000 },
        { method: 'mpesa', amount_minor: total - 20_000, reference: ' qjk4h7z2pl ' },
      ],
    });
    expect(paid).toMatchObject({
      status: 'paid',
      channel: 'pos',
      currency: 'KES',
      customer_name: 'Mama Njeri',
      subtotal_minor: first.grossMinor + second.grossMinor,
      discount_minor: 500,
      tax_minor: first.taxMinor + second.taxMinor,
      total_minor: total,
      paid_minor: total,
      balance_minor: 0,
      change_minor: 5_000,
      invoice: null,
    });
    expect(first).toMatchObject({
      grossMinor: 12_500,
      netMinor: 12_000,
      taxMinor: 1_920,
      totalMinor: 13_920,
    });
    expect(second).toMatchObject({
      grossMinor: 34_800,
      netMinor: 30_000,
      taxMinor: 4_800,
      totalMinor: 34_800,
    });
    expect(paid.lines.map((l) => [l.description, l.quantity, l.tax_name, l.total_minor])).toEqual([
      ['Maize', '2.50', 'VAT', 13_920],
      ['Beans', '3.00', 'VAT incl', 34_800],
    ]);
    expect(paid.payments.map((p) => [p.method, p.reference]).sort()).toEqual([
      ['cash', null],
      ['mpesa', 'QJK4H7Z2PL'],
    ]);
    expect(await quantityOf(t, beans)).toBe('47.00');
    expect((await movementsOf(t, beans, 'sale')).map((m) => m.quantityChange)).toEqual(['-3.00']);
    const cash = (await cashOf(t, farm)).filter((c) => c.saleId === paid.id);
    expect(
      cash.map((c) => [c.direction, c.source, c.amountMinor, c.paymentMethod, c.category]).sort(),
    ).toEqual([
      ['income', 'sale_payment', 20_000, 'cash', 'Sales'],
      ['income', 'sale_payment', total - 20_000, 'mpesa', 'Sales'],
    ]);
    expect(cash[0]!.description).toBe(`Receipt ${paid.receipt_number} · Mama Njeri`);
    const log = await t.db.select().from(activityLog).where(eq(activityLog.recordId, paid.id));
    expect(log.map((e) => [e.module, e.action])).toEqual([['sales', 'create']]);
  });

  it('refuses the same M-Pesa code twice on a farm', async () => {
    const payload = {
      lines: [line({ quantity: 1 })],
      payments: [{ method: 'mpesa', amount_minor: 5_000, reference: 'ABCDE12345' }],
    };
    await sell(t, farm, payload);
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'mpesa_code_used' });
  });

  it('refuses short stock with a 409 naming the item, and saves nothing', async () => {
    const eggs = await stocked(t, farm, 'Eggs', 10);
    const before = { sales: (await salesOf(t, farm)).length, cash: (await cashOf(t, farm)).length };
    // Two lines of one item are summed: 6 + 6 is more than 10 even though each alone fits.
    const res = await post({
      lines: [
        line({ quantity: 1 }),
        { item_id: eggs, quantity: 6, unit_price_minor: 100 },
        { item_id: eggs, quantity: 6, unit_price_minor: 100 },
      ],
      payments: [{ method: 'cash', amount_minor: 6_200 }],
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: INSUFFICIENT_STOCK_CODE,
      message: 'Only 10.00 kg of Eggs left; you tried to sell 12.00.',
      details: { item_id: eggs, item_name: 'Eggs', available: '10.00', requested: '12.00' },
    });
    expect(await quantityOf(t, eggs)).toBe('10.00');
    expect(await movementsOf(t, eggs, 'sale')).toHaveLength(0);
    expect((await salesOf(t, farm)).length).toBe(before.sales);
    expect((await cashOf(t, farm)).length).toBe(before.cash);
  });

  it('answers 422 naming what to fix', async () => {
    const tractor = await stocked(t, farm, 'Tractor', 1, 'equipment');
    const other = await createSaleFarm(t);
    const foreignItem = await stocked(t, other, 'Foreign maize', 10);
    const foreignRate = await addTaxRate(t, other, 'Foreign VAT', 1600, false);
    const archived = await addTaxRate(t, farm, 'Old VAT', 1400, false);
    await t.db.update(taxRates).set({ archivedAt: new Date() }).where(eq(taxRates.id, archived));
    const cases: [object, string, string][] = [
      [{ lines: [] }, 'lines', 'Add at least one line to the sale.'],
      [{ lines: [line({ quantity: 0 })] }, 'lines.0.quantity', 'The quantity must be more than 0.'],
      [
        { lines: [line({ quantity: 1.005 })] },
        'lines.0.quantity',
        'Use at most two decimals for the quantity.',
      ],
      [
        { lines: [line({ unit_price_minor: -1 })] },
        'lines.0.unit_price_minor',
        'The unit price cannot be negative.',
      ],
      [
        { lines: [line({ unit_price_minor: 1.5 })] },
        'lines.0.unit_price_minor',
        'Enter the unit price as a whole number of cents.',
      ],
      [
        { lines: [line({ item_id: 'nope' })] },
        'lines.0.item_id',
        'Choose an item of this farm from the list.',
      ],
      [
        { lines: [line({ item_id: foreignItem })] },
        'lines.0.item_id',
        'Choose items of this farm for the sale.',
      ],
      [
        { lines: [line({ item_id: tractor })] },
        'lines.0.item_id',
        'Tractor is equipment and cannot be sold here; choose an input or a product.',
      ],
      [
        { lines: [line({ tax_rate_id: foreignRate })] },
        'lines.0.tax_rate_id',
        'Choose a tax rate of this farm.',
      ],
      [
        { lines: [line({ tax_rate_id: archived })] },
        'lines.0.tax_rate_id',
        'The tax rate Old VAT is no longer in use; choose another.',
      ],
      [
        { lines: [line({ discount_minor: 10_001 })] },
        'lines.0.discount_minor',
        'A discount cannot be more than the line is worth.',
      ],
      [
        { lines: [line()], payments: [{ method: 'credit', amount_minor: 10_000 }] },
        'payments.0.method',
        'Choose how it was paid: cash, M-Pesa, bank transfer or card.',
      ],
      [
        { lines: [line()], payments: [{ method: 'cash', amount_minor: 0 }] },
        'payments.0.amount_minor',
        'The payment amount must be more than 0.',
      ],
      [
        { lines: [line()], payments: [{ method: 'mpesa', amount_minor: 10_000, reference: 'SHORT' }] },
        'payments.0.reference',
        'Enter the M-Pesa transaction code: ten letters and digits, like QJK4H7Z2PL.',
      ],
      [
        { lines: [line()], payments: [{ method: 'mpesa', amount_minor: 10_000 }] },
        'payments.0.reference',
        'Enter the M-Pesa transaction code: ten letters and digits, like QJK4H7Z2PL.',
      ],
      [
        { lines: [line()], payments: [{ method: 'cash', amount_minor: 10_000, tendered_minor: 9_000 }] },
        'payments.0.tendered_minor',
        'The cash handed over must be at least the amount paid.',
      ],
      [
        { lines: [line()], payments: [{ method: 'card', amount_minor: 10_000, tendered_minor: 11_000 }] },
        'payments.0.tendered_minor',
        'Only a cash payment has an amount handed over.',
      ],
      [
        { lines: [line()], payments: [{ method: 'cash', amount_minor: 10_001 }] },
        'payments',
        'The payments add up to more than the sale’s total: lower a payment.',
      ],
      [
        { lines: [line()], payments: [{ method: 'cash', amount_minor: 5_000 }] },
        'customer_id',
        'A walk-in buyer pays in full: take the full amount or choose a customer to sell on credit.',
      ],
      [{ lines: [line()], customer_id: 'x' }, 'customer_id', 'Choose a customer of this farm from the list.'],
      [
        { lines: [line()], sold_at: '2026-11-24T09:06:00Z' },
        'sold_at',
        'The sale’s time is in the future: check the device’s clock.',
      ],
      [
        { lines: [line()], sold_at: '2026-10-01T09:00:00Z' },
        'sold_at',
        'The sale is more than 30 days old: record it from the sales page instead.',
      ],
      [
        { lines: [line()], sold_at: 'yesterday' },
        'sold_at',
        'Enter when the sale was made as a date and time (ISO 8601).',
      ],
      [{ lines: [line()], channel: 'web' }, 'channel', 'Choose manual or pos for the channel.'],
      [{ lines: [line()], note: 'x'.repeat(501) }, 'note', 'Use at most 500 characters for the note.'],
    ];
    const maizeBefore = await quantityOf(t, maize);
    const salesBefore = (await salesOf(t, farm)).length;
    for (const [payload, field, message] of cases) {
      const res = await post(payload);
      expect(fieldMessage(res, field), `${field}: ${res.body}`).toBe(message);
    }
    expect(await quantityOf(t, maize)).toBe(maizeBefore);
    expect((await salesOf(t, farm)).length).toBe(salesBefore);
  });

  it('sells on credit to a named customer within their limit, and issues the invoice', async () => {
    const wanjiku = await addCustomer(t, farm, 'Wanjiku Stores', 30_000);
    const sale = await sell(t, farm, {
      customer_id: wanjiku,
      lines: [line({ quantity: 4 })],
      payments: [{ method: 'cash', amount_minor: 5_000 }],
    });
    expect(sale).toMatchObject({
      status: 'part_paid',
      balance_minor: 15_000,
      customer_name: 'Wanjiku Stores',
    });
    expect(sale.invoice?.number_text).toMatch(/\d{4}$/);
    // 15,000 owed; 20,000 more on credit would pass the 30,000 limit.
    const res = await post({ customer_id: wanjiku, lines: [line({ quantity: 4 })] });
    expect(fieldMessage(res, 'payments')).toBe(
      'This sale would take Wanjiku Stores beyond their credit limit of KES 300.00 (they owe KES 150.00 already): take more now.',
    );
    const within = await sell(t, farm, { customer_id: wanjiku, lines: [line({ quantity: 3 })] });
    expect(within).toMatchObject({ status: 'unpaid', balance_minor: 15_000 });
  });

  it('issues an invoice on request for a paid sale, and refuses credit when the farm does not offer it', async () => {
    const sale = await sell(t, farm, {
      lines: [line({ quantity: 1 })],
      payments: [{ method: 'cash', amount_minor: 5_000 }],
      issue_invoice: true,
    });
    expect(sale.invoice).not.toBeNull();
    expect((await t.db.select().from(invoices).where(eq(invoices.saleId, sale.id))).length).toBe(1);

    const strict = await createSaleFarm(t);
    const item = await stocked(t, strict, 'Milk', 100);
    await offerMethods(t, strict, ['cash']);
    const buyer = await addCustomer(t, strict, 'Hotel Kilima');
    const res = (payload: object) => call(t, strict.token, 'POST', strict.url(), payload);
    expect(
      fieldMessage(
        await res({ customer_id: buyer, lines: [{ item_id: item, quantity: 1, unit_price_minor: 100 }] }),
        'payments',
      ),
    ).toBe(
      'This farm does not sell on credit: take the full amount now or offer credit in Settings → Financial.',
    );
    expect(
      fieldMessage(
        await res({
          lines: [{ item_id: item, quantity: 1, unit_price_minor: 100 }],
          payments: [{ method: 'card', amount_minor: 100 }],
        }),
        'payments.0.method',
      ),
    ).toBe(
      'This farm does not take card payments; choose another method or offer it in Settings → Financial.',
    );
  });

  it('applies a retried Idempotency-Key once, even when the retries race', async () => {
    const honey = await stocked(t, farm, 'Honey', 20);
    const payload = {
      lines: [{ item_id: honey, quantity: 1, unit_price_minor: 800 }],
      payments: [{ method: 'cash', amount_minor: 800 }],
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(payload, 'sale-retry-1')));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((r) => (r.json() as { data: { id: string } }).data.id)).size).toBe(1);
    expect(await quantityOf(t, honey)).toBe('19.00');
    expect(await movementsOf(t, honey, 'sale')).toHaveLength(1);
  });

  it('never sells below zero or twice under 200 concurrent sales and retries', async () => {
    const crates = await stocked(t, farm, 'Tomato crates', 100);
    const payload = {
      lines: [{ item_id: crates, quantity: 1, unit_price_minor: 300 }],
      payments: [{ method: 'cash', amount_minor: 300 }],
    };
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => post(payload, `crate-${i % 150}`)),
    );
    const created = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(created.length + refused.length).toBe(200);
    const ids = new Set(created.map((r) => (r.json() as { data: { id: string } }).data.id));
    expect(ids.size).toBe(100);
    expect(await quantityOf(t, crates)).toBe('0.00');
    expect(await movementsOf(t, crates, 'sale')).toHaveLength(100);
    const cash = await cashOf(t, farm);
    const saleIds = new Set((await salesOf(t, farm)).map((s) => s.id));
    expect(cash.filter((c) => c.saleId && ids.has(c.saleId))).toHaveLength(100);
    expect([...ids].every((id) => saleIds.has(id))).toBe(true);
  }, 120_000); // 200 whole sales through one PGlite connection: seconds alone, longer on a busy machine
});

describe('GET /api/farms/{farmId}/sales', () => {
  let listFarm: SaleFarm;
  let item: string;
  let buyer: string;
  beforeAll(async () => {
    listFarm = await createSaleFarm(t, { name: 'List farm' });
    item = await stocked(t, listFarm, 'Kale', 1000);
    buyer = await addCustomer(t, listFarm, 'Greengrocer Otieno');
    for (let i = 0; i < 5; i++) {
      await sell(t, listFarm, {
        lines: [{ item_id: item, quantity: 1, unit_price_minor: 1_000 }],
        payments: [{ method: 'cash', amount_minor: 1_000 }],
      });
    }
    await sell(t, listFarm, {
      customer_id: buyer,
      lines: [{ item_id: item, quantity: 2, unit_price_minor: 1_000 }],
    });
  });
  const list = async (query = '') => {
    const res = await call(t, listFarm.token, 'GET', listFarm.url(query));
    expect(res.statusCode, res.body).toBe(200);
    return SalePageSchema.parse(res.json());
  };

  it('pages on the server, newest first, with the totals of the filtered set', async () => {
    const page = await list('?per_page=4&page=2');
    expect(page.meta).toEqual({ total: 6, page: 2, per_page: 4 });
    expect(page.data).toHaveLength(2);
    expect(page.totals).toEqual({ total_minor: 7_000, paid_minor: 5_000, balance_minor: 2_000 });
    expect(page.data[0]!.items_text).toBe('Kale');
    const first = await list('?per_page=4');
    expect(first.data[0]!.receipt_number).toBeGreaterThan(first.data[3]!.receipt_number);
  });

  it('filters by status, customer, search and days', async () => {
    expect((await list('?status=unpaid')).data.map((s) => s.customer_name)).toEqual(['Greengrocer Otieno']);
    expect((await list(`?customer_id=${buyer}`)).meta.total).toBe(1);
    expect((await list('?q=otieno')).meta.total).toBe(1);
    const one = (await list('?per_page=1')).data[0]!;
    expect((await list(`?q=${one.receipt_number}`)).data.map((s) => s.id)).toEqual([one.id]);
    expect((await list('?from=2026-11-24&to=2026-11-24')).meta.total).toBe(6);
    expect((await list('?from=2026-11-25')).meta.total).toBe(0);
    expect((await list(`?item_id=${item}&channel=manual`)).meta.total).toBe(6);
  });

  it('answers 422 for a bad filter', async () => {
    const bad = (q: string) => call(t, listFarm.token, 'GET', listFarm.url(q));
    expect(fieldMessage(await bad('?status=lost'), 'status')).toBe(
      'Choose a status: paid, part_paid, unpaid or refunded.',
    );
    expect(fieldMessage(await bad('?per_page=101'), 'per_page')).toBe('Ask for at most 100 rows a page.');
    expect(fieldMessage(await bad('?from=2026-11-30&to=2026-11-01'), 'to')).toBe(
      'The to date must be on or after the from date.',
    );
    expect(fieldMessage(await bad('/summary?from=2026-11-30&to=2026-11-01'), 'to')).toBe(
      'The to date must be on or after the from date.',
    );
    expect(fieldMessage(await bad('?from=2026-02-30'), 'from')).toBe(
      'There is no such day: enter the from date as a real date (YYYY-MM-DD).',
    );
  });

  it('sums the period by status and by payment method', async () => {
    const res = await call(t, listFarm.token, 'GET', listFarm.url('/summary?from=2026-11-01&to=2026-11-30'));
    expect(res.statusCode, res.body).toBe(200);
    const { data } = SalePeriodResponseSchema.parse(res.json());
    expect(data.by_status.find((s) => s.status === 'paid')).toEqual({
      status: 'paid',
      count: 5,
      total_minor: 5_000,
    });
    expect(data.by_status.find((s) => s.status === 'unpaid')).toEqual({
      status: 'unpaid',
      count: 1,
      total_minor: 2_000,
    });
    expect(data.by_method.find((m) => m.method === 'cash')).toEqual({
      method: 'cash',
      paid_minor: 5_000,
      refunded_minor: 0,
    });
  });
});

describe('access', () => {
  it('keeps other farms out (404) and a role without the permission out (403)', async () => {
    const sale = await sell(t, farm, {
      lines: [line({ quantity: 1 })],
      payments: [{ method: 'cash', amount_minor: 5_000 }],
    });
    const stranger = await createSaleFarm(t);
    expect((await call(t, stranger.token, 'GET', farm.url(`/${sale.id}`))).statusCode).toBe(404);
    expect((await call(t, stranger.token, 'GET', farm.url())).statusCode).toBe(404);
    expect((await call(t, stranger.token, 'POST', farm.url(), { lines: [line()] })).statusCode).toBe(404);
    // A sale id of another farm under one's own farm is not found either.
    expect((await call(t, stranger.token, 'GET', stranger.url(`/${sale.id}`))).statusCode).toBe(404);

    const viewer = await addMember(t, farm.farmId, 'viewer');
    const read = await call(t, viewer.token, 'GET', farm.url(`/${sale.id}`));
    expect(SaleDetailResponseSchema.parse(read.json()).data.id).toBe(sale.id);
    const refused = await call(t, viewer.token, 'POST', farm.url(), { lines: [line()] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ missing_permission: 'sales.create' });
  });
});

describe('an item’s sale price and SKU', () => {
  const items = (rest = '') => `/api/farms/${farm.farmId}/inventory${rest}`;
  const base = () => ({
    farm_id: farm.farmId,
    item_type: 'product',
    name: 'Avocado',
    category: 'Fruits',
    quantity: 10,
    unit: 'pieces',
    storage_location_id: farm.locations[0],
  });

  it('stores both, and refuses a SKU another item has in any case (409)', async () => {
    const created = await call(t, farm.token, 'POST', items(), {
      ...base(),
      sale_price_minor: 2_500,
      sku: ' AVO-001 ',
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = (created.json() as { data: { id: string; sale_price_minor: number; sku: string } }).data;
    expect(item).toMatchObject({ sale_price_minor: 2_500, sku: 'AVO-001' });

    const clash = await call(t, farm.token, 'POST', items(), {
      ...base(),
      name: 'Avocado 2',
      sku: 'avo-001',
    });
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'sku_taken',
      errors: { sku: [expect.stringContaining('SKU or barcode')] },
    });

    const other = await call(t, farm.token, 'POST', items(), {
      ...base(),
      name: 'Mango',
      sku: '5012345678900',
    });
    const otherId = (other.json() as { data: { id: string } }).data.id;
    const edit = await t.app.inject({
      method: 'PUT',
      url: items(`/${otherId}`),
      payload: { sku: 'Avo-001' },
      headers: { authorization: `Bearer ${farm.token}` },
    });
    expect(edit.statusCode, edit.body).toBe(409);
    const price = await t.app.inject({
      method: 'PUT',
      url: items(`/${otherId}`),
      payload: { sale_price_minor: 9_900, sku: null },
      headers: { authorization: `Bearer ${farm.token}` },
    });
    expect(price.statusCode, price.body).toBe(200);
    expect(price.json()).toMatchObject({ data: { sale_price_minor: 9_900, sku: null } });

    const bad = await call(t, farm.token, 'POST', items(), {
      ...base(),
      sale_price_minor: -1,
      sku: 'has space',
    });
    expect(fieldMessage(bad, 'sale_price_minor')).toBe('The sale price cannot be negative.');
    expect(fieldMessage(bad, 'sku')).toBe(
      'Use letters, digits, dots, dashes or slashes for the SKU or barcode.',
    );
  });
});
