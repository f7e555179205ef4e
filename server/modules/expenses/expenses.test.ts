// Expenses and their categories through the API (docs/product/expenses.md): each rule refused with a 422 naming
// the field, the cash book kept in step in the same transaction, buying stock received once under a retried
// Idempotency-Key, the receipt file, and the farm's walls (404 for another farm, 403 without the permission).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { activityLog } from '@/server/db/schema/activity';
import { financeDailyTotals, financeTransactions, farmFinancialSettings } from '@/server/db/schema/finances';
import { inventoryItems, stockMovements } from '@/server/db/schema/inventory';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  addMember,
  client,
  createTestFarm,
  inputPayload,
  type TestFarm,
} from '@/server/modules/inventory/inventory-fixtures';
import { EXPENSE_MESSAGES } from './expense-messages';

const FERTILIZER = '00000000-0000-4000-8000-0000000000e2';
const LABOUR = '00000000-0000-4000-8000-0000000000e6';

let t: TestApp;
let farm: TestFarm;
let other: TestFarm;
let owner: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t);
  other = await createTestFarm(t, { name: 'Other Farm' });
  owner = client(t, farm.token);
});
afterAll(() => t.close());

const url = (rest = '', farmId = farm.farmId) => `/api/farms/${farmId}${rest}`;
const expense = (over: Record<string, unknown> = {}) => ({
  category_id: FERTILIZER,
  description: 'CAN top dressing, 2 bags',
  amount_minor: 580_000,
  tax_minor: 80_000,
  spent_on: '2026-03-10',
  payment_method: 'mpesa',
  reference: 'QJK4H7Z2PL',
  ...over,
});
const patch = (path: string, payload: object, token = farm.token) =>
  t.app.inject({ method: 'PATCH', url: path, headers: { authorization: `Bearer ${token}` }, payload });

async function create(over: Record<string, unknown> = {}) {
  const res = await owner.post(url('/expenses'), expense(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    id: string;
    amount_minor: number;
    item: { id: string } | null;
    movement_id: string;
  };
}

const entriesOf = (expenseId: string) =>
  t.db.select().from(financeTransactions).where(eq(financeTransactions.expenseId, expenseId));

/** Every day's totals equal the sum of that day's entries (the cash book and its totals agree). */
async function expectTotalsAgree(farmId: string) {
  const sums = await t.db
    .select({
      day: financeTransactions.occurredOn,
      income: sql<string>`sum(greatest(${financeTransactions.amountMinor}, 0))::text`,
      expense: sql<string>`sum(greatest(-${financeTransactions.amountMinor}, 0))::text`,
      entries: sql<number>`count(*)::int`,
    })
    .from(financeTransactions)
    .where(eq(financeTransactions.farmId, farmId))
    .groupBy(financeTransactions.occurredOn);
  const totals = await t.db.select().from(financeDailyTotals).where(eq(financeDailyTotals.farmId, farmId));
  const byDay = new Map(totals.map((d) => [d.day, d]));
  for (const s of sums) {
    const d = byDay.get(s.day);
    expect({ day: s.day, income: d?.incomeMinor, expense: d?.expenseMinor, entries: d?.entries }).toEqual({
      day: s.day,
      income: Number(s.income),
      expense: Number(s.expense),
      entries: s.entries,
    });
  }
  // Days whose entries all went have nothing left in their totals.
  for (const d of totals.filter((d) => !sums.some((s) => s.day === d.day))) {
    expect([d.incomeMinor, d.expenseMinor, d.entries]).toEqual([0, 0, 0]);
  }
}

describe('expense categories', () => {
  it('lists the 14 defaults, flagged, then the farm’s own', async () => {
    await owner.post(url('/expense-categories'), { name: 'Bee keeping' });
    const res = await owner.get(url('/expense-categories'));
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: string; name: string; default: boolean }[];
    expect(data.filter((c) => c.default)).toHaveLength(14);
    expect(data[0]).toMatchObject({ id: '00000000-0000-4000-8000-0000000000e1', default: true });
    expect(data.at(-1)).toMatchObject({ name: 'Bee keeping', default: false });
    // Another farm does not see it.
    const theirs = await client(t, other.token).get(url('/expense-categories', other.farmId));
    expect((theirs.json().data as { name: string }[]).map((c) => c.name)).not.toContain('Bee keeping');
  });

  it('refuses a blank, long or taken name (a default’s too, whatever the case)', async () => {
    expect((await owner.post(url('/expense-categories'), { name: ' ' })).statusCode).toBe(422);
    expect((await owner.post(url('/expense-categories'), { name: 'x'.repeat(61) })).statusCode).toBe(422);
    const taken = await owner.post(url('/expense-categories'), { name: 'fertilizer' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(EXPENSE_MESSAGES.categoryNameTaken);
    expect((await owner.post(url('/expense-categories'), { name: 'BEE KEEPING' })).statusCode).toBe(409);
  });

  it('renames the farm’s own, never a default; deletes an unused one and archives a used one', async () => {
    const made = (await owner.post(url('/expense-categories'), { name: 'Casuals' })).json().data;
    const renamed = await patch(url(`/expense-categories/${made.id}`), { name: 'Casual labour' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Casual labour');
    const fixed = await patch(url(`/expense-categories/${FERTILIZER}`), { name: 'Manure' });
    expect(fixed.statusCode).toBe(422);
    expect((await owner.delete(url(`/expense-categories/${FERTILIZER}`))).statusCode).toBe(422);

    await create({ category_id: made.id, description: 'Weeding crew' });
    const archived = await owner.delete(url(`/expense-categories/${made.id}`));
    expect(archived.json().message).toBe(EXPENSE_MESSAGES.categoryArchived);
    const listed = (await owner.get(url('/expense-categories'))).json().data as { id: string }[];
    expect(listed.map((c) => c.id)).not.toContain(made.id);
    // An archived category is not offered for a new expense.
    const refused = await owner.post(url('/expenses'), expense({ category_id: made.id }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.category_id).toBeDefined();

    const unused = (await owner.post(url('/expense-categories'), { name: 'Unused' })).json().data;
    expect((await owner.delete(url(`/expense-categories/${unused.id}`))).json().message).toBe(
      EXPENSE_MESSAGES.categoryDeleted,
    );
    expect((await owner.delete(url(`/expense-categories/${unused.id}`))).statusCode).toBe(404);
  });
});

describe('recording an expense', () => {
  it('records the expense, its cash-book entry and an activity entry together', async () => {
    const made = await create();
    const [entry] = await entriesOf(made.id);
    expect(entry).toMatchObject({
      direction: 'expense',
      source: 'expense',
      amountMinor: -580_000,
      category: 'Fertilizer',
      paymentMethod: 'mpesa',
      occurredOn: '2026-03-10',
    });
    const logged = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.recordId, made.id), eq(activityLog.module, 'finances')));
    expect(logged.map((l) => l.action)).toEqual(['create']);
    const got = await owner.get(url(`/expenses/${made.id}`));
    expect(got.json().data).toMatchObject({
      category: { id: FERTILIZER, name: 'Fertilizer', default: true },
      amount_minor: 580_000,
      tax_minor: 80_000,
      currency: 'KES',
      has_receipt: false,
    });
    await expectTotalsAgree(farm.farmId);
  });

  it.each([
    ['amount_minor', { amount_minor: 0 }],
    ['amount_minor', { amount_minor: 12.5 }],
    ['amount_minor', { amount_minor: 'lots' }],
    ['tax_minor', { tax_minor: -1 }],
    ['tax_minor', { amount_minor: 100, tax_minor: 101 }],
    ['spent_on', { spent_on: '2026-02-30' }],
    ['spent_on', { spent_on: '2999-01-01' }],
    ['payment_method', { payment_method: 'barter' }],
    ['category_id', { category_id: 'fertilizer' }],
    ['category_id', { category_id: '00000000-0000-4000-8000-000000000000' }],
    ['description', { description: '' }],
    ['supplier_id', { supplier_id: 'nope' }],
    ['crop_id', { crop_id: '00000000-0000-4000-8000-000000000001' }],
    ['field_id', { field_id: '00000000-0000-4000-8000-000000000001' }],
    ['item_id', { item_id: '00000000-0000-4000-8000-000000000001' }],
  ])('refuses a bad %s with a 422 naming it (%j)', async (name, over) => {
    const res = await owner.post(url('/expenses'), expense(over));
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors ?? {})).toContain(name);
  });

  it('refuses another farm’s supplier and a method the farm does not offer', async () => {
    const theirs = await owner.post(url('/expenses'), expense({ supplier_id: other.supplierId }));
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().message).toBe(EXPENSE_MESSAGES.supplierNotOfFarm);
    await t.db
      .insert(farmFinancialSettings)
      .values({ farmId: farm.farmId, paymentMethods: ['cash', 'mpesa'] });
    const card = await owner.post(url('/expenses'), expense({ payment_method: 'card' }));
    expect(card.statusCode).toBe(422);
    expect(card.json().message).toBe(EXPENSE_MESSAGES.methodNotOffered);
    await t.db.delete(farmFinancialSettings).where(eq(farmFinancialSettings.farmId, farm.farmId));
  });

  it('lists with filters, server-side pages and the sums of the filtered set', async () => {
    const mine = await createTestFarm(t, { name: 'List Farm' });
    const api = client(t, mine.token);
    const post = (over: Record<string, unknown>) =>
      api.post(url('/expenses', mine.farmId), expense({ reference: null, ...over }));
    for (let i = 1; i <= 5; i++)
      await post({
        amount_minor: i * 1000,
        tax_minor: 0,
        spent_on: `2026-04-0${i}`,
        description: `Diesel ${i}`,
      });
    await post({
      category_id: LABOUR,
      amount_minor: 7000,
      tax_minor: 0,
      payment_method: 'cash',
      description: 'Casuals',
    });
    const all = (await api.get(url('/expenses?per_page=2', mine.farmId))).json();
    expect(all.meta).toMatchObject({ total: 6, total_amount_minor: 22_000, page: 1, per_page: 2 });
    expect(all.data).toHaveLength(2);
    const page3 = (await api.get(url('/expenses?per_page=2&page=3', mine.farmId))).json();
    expect(page3.data).toHaveLength(2);
    const diesel = (
      await api.get(url('/expenses?q=diesel&from=2026-04-02&to=2026-04-04', mine.farmId))
    ).json();
    expect(diesel.meta).toMatchObject({ total: 3, total_amount_minor: 9000 });
    expect(diesel.data.map((e: { spent_on: string }) => e.spent_on)).toEqual([
      '2026-04-04',
      '2026-04-03',
      '2026-04-02',
    ]);
    const labour = (
      await api.get(url(`/expenses?category_id=${LABOUR}&payment_method=cash`, mine.farmId))
    ).json();
    expect(labour.meta.total).toBe(1);
    for (const bad of [
      'per_page=101',
      'page=0',
      'from=2026-05-01&to=2026-04-01',
      'payment_method=gold',
      'from=yesterday',
    ]) {
      expect((await api.get(url(`/expenses?${bad}`, mine.farmId))).statusCode, bad).toBe(422);
    }
  });
});

describe('changing and deleting an expense', () => {
  it('rewrites the cash-book entry on an edit and removes it on a delete; the day totals follow', async () => {
    const made = await create({ spent_on: '2026-05-01', amount_minor: 10_000, tax_minor: 0 });
    const edited = await patch(url(`/expenses/${made.id}`), { amount_minor: 12_500, spent_on: '2026-05-02' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ amount_minor: 12_500, spent_on: '2026-05-02' });
    const entries = await entriesOf(made.id);
    expect(entries.map((e) => [e.occurredOn, e.amountMinor])).toEqual([['2026-05-02', -12_500]]);
    await expectTotalsAgree(farm.farmId);

    const taxed = await create({ amount_minor: 11_600, tax_minor: 1_600 });
    const keptTax = await patch(url(`/expenses/${taxed.id}`), { description: 'Renamed' });
    expect(keptTax.json().data).toMatchObject({
      description: 'Renamed',
      amount_minor: 11_600,
      tax_minor: 1_600,
    });

    const tooMuchTax = await patch(url(`/expenses/${made.id}`), { tax_minor: 20_000 });
    expect(tooMuchTax.statusCode).toBe(422);
    expect(tooMuchTax.json().message).toBe(EXPENSE_MESSAGES.taxOverAmount);

    expect((await owner.delete(url(`/expenses/${made.id}`))).statusCode).toBe(200);
    expect(await entriesOf(made.id)).toEqual([]);
    expect((await owner.get(url(`/expenses/${made.id}`))).statusCode).toBe(404);
    await expectTotalsAgree(farm.farmId);
  });
});

describe('buying stock', () => {
  it('receives the stock with the expense, once under a retried Idempotency-Key', async () => {
    const item = await owner.post(url('/inventory'), inputPayload(farm, { name: 'NPK 23:23', quantity: 10 }));
    expect(item.statusCode, item.body).toBe(201);
    const itemId = item.json().data.id as string;
    const body = expense({
      stock: { item_id: itemId, quantity: 5, unit_cost_minor: 300_000 },
      supplier_id: farm.supplierId,
    });
    const key = { 'idempotency-key': `buy-${itemId}` };
    const first = await owner.post(url('/expenses'), body, key);
    const again = await owner.post(url('/expenses'), body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(first.json().data).toMatchObject({ item: { id: itemId }, supplier: { id: farm.supplierId } });
    const [stock] = await t.db.select().from(inventoryItems).where(eq(inventoryItems.id, itemId));
    expect(Number(stock!.quantity)).toBe(15);
    const receipts = await t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.itemId, itemId), eq(stockMovements.type, 'receive')));
    // The item's opening stock, and this purchase once.
    expect(receipts).toHaveLength(2);
    expect(receipts.filter((m) => m.id === first.json().data.movement_id)).toHaveLength(1);
    expect(receipts.find((m) => m.id === first.json().data.movement_id)).toMatchObject({
      quantityChange: '5.00',
      unitCostMinor: 300_000,
      supplierId: farm.supplierId,
    });
    expect(await entriesOf(first.json().data.id)).toHaveLength(1);
  });

  it('receives once when the same purchase is sent five times at once', async () => {
    const item = await owner.post(url('/inventory'), inputPayload(farm, { name: 'Dairy meal', quantity: 0 }));
    const itemId = item.json().data.id as string;
    const body = expense({ stock: { item_id: itemId, quantity: 2 }, description: 'Dairy meal, 2 bags' });
    const key = { 'idempotency-key': `burst-${itemId}` };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => owner.post(url('/expenses'), body, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    const [stock] = await t.db.select().from(inventoryItems).where(eq(inventoryItems.id, itemId));
    expect(Number(stock!.quantity)).toBe(2);
    expect(await entriesOf(answers[0]!.json().data.id)).toHaveLength(1);
  });

  it('keeps every running balance right when many expenses of one day are written at once', async () => {
    const busy = await createTestFarm(t, { name: 'Busy Farm' });
    const api = client(t, busy.token);
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.post(
          url('/expenses', busy.farmId),
          expense({ amount_minor: 100 + i, tax_minor: 0, reference: null }),
        ),
      ),
    );
    expect(made.every((m) => m.statusCode === 201)).toBe(true);
    // One taken out of the middle of the day lowers the running sums of the day's later entries.
    expect((await api.delete(url(`/expenses/${made[7]!.json().data.id}`, busy.farmId))).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(financeTransactions)
      .where(eq(financeTransactions.farmId, busy.farmId))
      .orderBy(financeTransactions.seq);
    let running = 0;
    for (const row of rows) {
      running += row.amountMinor;
      expect(row.dayRunningMinor).toBe(running);
    }
    expect(rows).toHaveLength(19);
    await expectTotalsAgree(busy.farmId);
  });

  it('refuses stock for an item of another farm, and a role that cannot receive stock', async () => {
    const theirs = await client(t, other.token).post(
      url('/inventory', other.farmId),
      inputPayload(other, { name: 'Urea' }),
    );
    const res = await owner.post(
      url('/expenses'),
      expense({ stock: { item_id: theirs.json().data.id, quantity: 1 } }),
    );
    expect(res.statusCode).toBe(404);
    const bad = await owner.post(
      url('/expenses'),
      expense({ stock: { item_id: theirs.json().data.id, quantity: 0 } }),
    );
    expect(bad.statusCode).toBe(422);
    const bookkeeper = await addMember(t, farm.farmId, {
      permissions: ['farms.view', 'finances.view', 'finances.create'],
    });
    const mine = await owner.post(url('/inventory'), inputPayload(farm, { name: 'Seed maize' }));
    const refused = await client(t, bookkeeper.token).post(
      url('/expenses'),
      expense({ stock: { item_id: mine.json().data.id, quantity: 1 } }),
    );
    expect(refused.statusCode).toBe(403);
    // Without stock the same person records the expense.
    expect((await client(t, bookkeeper.token).post(url('/expenses'), expense())).statusCode).toBe(201);
  });
});

describe('receipts', () => {
  const pdf = Buffer.from('%PDF-1.4\n%%EOF');
  const put = (expenseId: string, payload: Buffer | string, type: string, name = 'receipt.pdf') =>
    owner.put(url(`/expenses/${expenseId}/receipt?file_name=${encodeURIComponent(name)}`), payload as never, {
      'content-type': type,
    });

  it('keeps a PDF or photo, gives it back with its type and name, and removes it', async () => {
    const made = await create();
    const saved = await put(made.id, pdf, 'application/pdf', 'Agrovet risiti.pdf');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ has_receipt: true, receipt_file_name: 'Agrovet risiti.pdf' });
    const got = await owner.get(url(`/expenses/${made.id}/receipt`));
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain('Agrovet%20risiti.pdf');
    expect(got.rawPayload.equals(pdf)).toBe(true);
    expect((await owner.delete(url(`/expenses/${made.id}/receipt`))).statusCode).toBe(200);
    expect((await owner.get(url(`/expenses/${made.id}/receipt`))).statusCode).toBe(404);
    expect((await owner.delete(url(`/expenses/${made.id}/receipt`))).statusCode).toBe(404);
  });

  it('refuses another type, a renamed file, an empty file, a file over 5 MB and no file name', async () => {
    const made = await create();
    expect((await put(made.id, 'hello', 'text/plain')).statusCode).toBe(422);
    expect((await put(made.id, Buffer.from('not a png'), 'image/png')).statusCode).toBe(422);
    expect((await put(made.id, Buffer.alloc(0), 'application/pdf')).statusCode).toBe(422);
    const huge = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const big = await put(made.id, huge, 'application/pdf');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(EXPENSE_MESSAGES.receiptTooLarge);
    const unnamed = await owner.put(url(`/expenses/${made.id}/receipt`), pdf as never, {
      'content-type': 'application/pdf',
    });
    expect(unnamed.statusCode).toBe(422);
  });
});

describe('the farm’s walls', () => {
  it('answers 404 for another farm’s expense and 403 for a role without the permission', async () => {
    const made = await create();
    const stranger = client(t, other.token);
    expect((await stranger.get(url(`/expenses/${made.id}`))).statusCode).toBe(404);
    expect((await stranger.get(url(`/expenses/${made.id}`, other.farmId))).statusCode).toBe(404);
    expect((await stranger.delete(url(`/expenses/${made.id}`, other.farmId))).statusCode).toBe(404);
    expect((await stranger.get(url(`/expenses/${made.id}/receipt`, other.farmId))).statusCode).toBe(404);
    expect(
      (await patch(url(`/expenses/${made.id}`, other.farmId), { amount_minor: 1 }, other.token)).statusCode,
    ).toBe(404);
    expect((await stranger.get(url('/expenses'))).statusCode).toBe(404);

    const worker = client(t, (await addMember(t, farm.farmId, 'worker')).token);
    expect((await worker.get(url('/expenses'))).statusCode).toBe(403);
    expect((await worker.post(url('/expenses'), expense())).statusCode).toBe(403);
    const viewer = client(t, (await addMember(t, farm.farmId, 'viewer')).token);
    expect((await viewer.get(url('/expenses'))).statusCode).toBe(200);
    expect((await viewer.get(url('/expense-categories'))).statusCode).toBe(200);
    expect((await viewer.delete(url(`/expenses/${made.id}`))).statusCode).toBe(403);
    expect((await viewer.post(url('/expense-categories'), { name: 'Mine' })).statusCode).toBe(403);
  });
});
