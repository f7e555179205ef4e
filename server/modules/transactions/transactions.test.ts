// The cash book through the API (docs/product/cash-book.md): pages newest first with each entry's balance after
// it over the WHOLE book, checked against a naive recomputation on filtered pages and across keyset pages; the
// period summary; the CSV; bad input; the farm's walls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashEntry as CashRow } from '@/shared/contracts/transactions';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  addMember,
  client,
  createTestFarm,
  type TestFarm,
} from '@/server/modules/inventory/inventory-fixtures';
import { recordCashEntry, type CashEntry } from './cash-book';

let t: TestApp;
let farm: TestFarm;
let api: ReturnType<typeof client>;

/** Every entry as written, for the naive running balance. */
const written: {
  day: string;
  seq: number;
  amount: number;
  category: string;
  method: string;
  text: string;
}[] = [];

const CATEGORIES = ['Fertilizer', 'Labour', 'Sales', 'Transport'];
const METHODS = ['cash', 'mpesa', 'bank_transfer'];

beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t);
  api = client(t, farm.token);
  // 120 entries over 20 days, written out of day order (a late-entered expense lands in an earlier day).
  for (let i = 0; i < 120; i++) {
    const day = `2026-02-${String(1 + ((i * 7) % 20)).padStart(2, '0')}`;
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const income = category === 'Sales';
    const entry: CashEntry = {
      farmId: farm.farmId,
      direction: income ? 'income' : 'expense',
      source: income ? 'sale_payment' : 'expense',
      amountMinor: 1_000 + ((i * 37) % 900) * 10,
      currency: 'KES',
      occurredOn: day,
      description: `${category} entry ${i}${i % 10 === 0 ? ' maize' : ''}`,
      category,
      paymentMethod: METHODS[i % METHODS.length]!,
      reference: i % 5 === 0 ? `REF${i}` : null,
      createdBy: farm.userId,
      createdAt: new Date(),
    };
    const row = await recordCashEntry(t.db, entry);
    written.push({
      day,
      seq: row.seq,
      amount: row.amountMinor,
      category,
      method: entry.paymentMethod!,
      text: entry.description,
    });
  }
});
afterAll(() => t.close());

const url = (rest = '', farmId = farm.farmId) => `/api/farms/${farmId}/transactions${rest}`;

/** The balance after an entry, by adding up every entry that comes before it (day, then seq). */
const naiveBalance = (day: string, seq: number) =>
  written.filter((w) => w.day < day || (w.day === day && w.seq <= seq)).reduce((sum, w) => sum + w.amount, 0);

function expectBalancesRight(rows: CashRow[]) {
  for (const row of rows)
    expect(row.balance_after_minor, row.id).toBe(naiveBalance(row.occurred_on, row.seq));
}

describe('a page of the cash book', () => {
  it('lists newest first with the running balance of the whole book', async () => {
    const res = await api.get(url('?per_page=30'));
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { data: CashRow[]; meta: Record<string, unknown> };
    expect(page.meta).toMatchObject({ total: 120, currency: 'KES', page: 1 });
    const keys = page.data.map((r) => [r.occurred_on, r.seq] as const);
    const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1));
    expect(keys).toEqual(sorted);
    expect(page.data[0]!.balance_after_minor).toBe(written.reduce((s, w) => s + w.amount, 0));
    expectBalancesRight(page.data);
  });

  it('keeps the whole book’s balance on filtered pages (category, direction, method, search, period)', async () => {
    for (const filter of [
      'category=Labour',
      'direction=income',
      'payment_method=mpesa&from=2026-02-05&to=2026-02-12',
      'q=maize',
      'q=REF1',
      'source=expense&category=Transport&from=2026-02-10',
    ]) {
      const page = (await api.get(url(`?${filter}&per_page=100`))).json() as {
        data: CashRow[];
        meta: { total: number | null };
      };
      expect(page.data.length, filter).toBeGreaterThan(0);
      // The page counts a period alone (from the day totals); the summary counts any filter.
      expect(page.meta.total, filter).toBeNull();
      const summary = (await api.get(url(`/summary?${filter}`))).json().data as { entries: number };
      expect(summary.entries, filter).toBe(page.data.length);
      expectBalancesRight(page.data);
    }
    const labour = (await api.get(url('?category=Labour&per_page=100'))).json() as { data: CashRow[] };
    expect(labour.data).toHaveLength(written.filter((w) => w.category === 'Labour').length);
    const period = (await api.get(url('?from=2026-02-05&to=2026-02-09&per_page=100'))).json() as {
      data: CashRow[];
      meta: { total: number };
    };
    expect(period.meta.total).toBe(
      written.filter((w) => w.day >= '2026-02-05' && w.day <= '2026-02-09').length,
    );
    expect(period.data).toHaveLength(period.meta.total);
    expectBalancesRight(period.data);
    expect(labour.data.every((r) => r.category === 'Labour' && r.amount_minor < 0)).toBe(true);
  });

  it('walks deep pages by the keyset cursor, and by page number, to the same entries', async () => {
    const seen: CashRow[] = [];
    let before: string | null = null;
    do {
      const query: string = before ? `?per_page=25&before=${before}` : '?per_page=25';
      const page = (await api.get(url(query))).json() as {
        data: CashRow[];
        meta: { next_cursor: string | null };
      };
      seen.push(...page.data);
      before = page.meta.next_cursor;
    } while (before);
    expect(seen).toHaveLength(120);
    expect(new Set(seen.map((r) => r.id)).size).toBe(120);
    expectBalancesRight(seen);
    const third = (await api.get(url('?per_page=25&page=3'))).json() as { data: CashRow[] };
    expect(third.data.map((r) => r.id)).toEqual(seen.slice(50, 75).map((r) => r.id));
  });

  it('moves every later balance when an expense is deleted', async () => {
    const mine = await createTestFarm(t, { name: 'Small Farm' });
    const base = { farmId: mine.farmId, currency: 'KES', category: 'Contributions', createdBy: mine.userId };
    const make = (occurredOn: string, amountMinor: number) =>
      recordCashEntry(t.db, {
        ...base,
        direction: 'income',
        source: 'sale_payment',
        amountMinor,
        occurredOn,
        description: 'Milk',
        createdAt: new Date(),
      });
    await make('2026-01-01', 500);
    await make('2026-01-03', 700);
    const owner = client(t, mine.token);
    const spent = await owner.post(`/api/farms/${mine.farmId}/expenses`, {
      category_id: '00000000-0000-4000-8000-0000000000e7',
      description: 'Diesel',
      amount_minor: 200,
      spent_on: '2026-01-02',
      payment_method: 'cash',
    });
    expect(spent.statusCode, spent.body).toBe(201);
    const read = async () =>
      ((await client(t, mine.token).get(url('', mine.farmId))).json() as { data: CashRow[] }).data.map(
        (r) => r.balance_after_minor,
      );
    expect(await read()).toEqual([1000, 300, 500]);
    expect(
      (await owner.delete(`/api/farms/${mine.farmId}/expenses/${spent.json().data.id}`)).statusCode,
    ).toBe(200);
    expect(await read()).toEqual([1200, 500]);
  });

  it.each([
    'per_page=0',
    'per_page=101',
    'page=0',
    'direction=sideways',
    'source=gift',
    'payment_method=gold',
    'from=2026-02-31',
    'from=2026-03-01&to=2026-02-01',
    'before=yesterday',
    `q=${'x'.repeat(101)}`,
  ])('refuses %s with a 422', async (query) => {
    const res = await api.get(url(`?${query}`));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBeTruthy();
  });
});

describe('the period summary', () => {
  it('answers money in, out, net and the opening and closing balance of the period', async () => {
    const inPeriod = written.filter((w) => w.day >= '2026-02-05' && w.day <= '2026-02-09');
    const res = await api.get(url('/summary?from=2026-02-05&to=2026-02-09'));
    expect(res.statusCode, res.body).toBe(200);
    const income = inPeriod.filter((w) => w.amount > 0).reduce((s, w) => s + w.amount, 0);
    const expense = -inPeriod.filter((w) => w.amount < 0).reduce((s, w) => s + w.amount, 0);
    const opening = written.filter((w) => w.day < '2026-02-05').reduce((s, w) => s + w.amount, 0);
    expect(res.json().data).toEqual({
      currency: 'KES',
      income_minor: income,
      expense_minor: expense,
      net_minor: income - expense,
      opening_balance_minor: opening,
      closing_balance_minor: opening + income - expense,
      entries: inPeriod.length,
    });
    const labour = (await api.get(url('/summary?category=Labour'))).json().data;
    const labourTotal = -written.filter((w) => w.category === 'Labour').reduce((s, w) => s + w.amount, 0);
    expect(labour).toMatchObject({
      income_minor: 0,
      expense_minor: labourTotal,
      opening_balance_minor: null,
    });
    expect((await api.get(url('/summary?from=2026-03-01&to=2026-02-01'))).statusCode).toBe(422);
  });
});

describe('the CSV export', () => {
  it('streams the filtered entries with their running balance', async () => {
    const res = await api.get(url('/export.csv?category=Sales'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(
      'date,direction,source,category,description,payment_method,reference,amount,currency,balance_after',
    );
    expect(lines).toHaveLength(1 + written.filter((w) => w.category === 'Sales').length);
    expect(lines[1]).toMatch(/^2026-02-\d\d,income,sale_payment,Sales,/);
  });
});

describe('the farm’s walls', () => {
  it('answers 404 to a stranger and 403 to a role without finances.view', async () => {
    const other = await createTestFarm(t, { name: 'Other' });
    const stranger = client(t, other.token);
    for (const path of ['', '/summary', '/export.csv'])
      expect((await stranger.get(url(path))).statusCode).toBe(404);
    const worker = client(t, (await addMember(t, farm.farmId, 'worker')).token);
    for (const path of ['', '/summary', '/export.csv'])
      expect((await worker.get(url(path))).statusCode).toBe(403);
    const viewer = client(t, (await addMember(t, farm.farmId, 'viewer')).token);
    expect((await viewer.get(url())).statusCode).toBe(200);
  });
});
