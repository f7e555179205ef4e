// The list downloads against seeded rows (docs/product/reports.md "Files (CSV, Excel, PDF)"): each list's rows
// exactly, in the list's order, with its filters; X-Export-Rows; pages past the keyset page size; another farm's
// rows never; 404 to a stranger, 403 without the list's permission or without exports in the owner's package;
// 422 for an unknown format.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages, subscriptions } from '@/server/db/schema/billing';
import { customers, salePayments, sales } from '@/server/db/schema/sales';
import { tasks } from '@/server/db/schema/tasks';
import { userSettings } from '@/server/db/schema/user-settings';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  addMember,
  client,
  createItem,
  createTestFarm,
  type TestFarm,
} from '@/server/modules/inventory/inventory-fixtures';
import { forgetEntitlements } from '@/server/modules/entitlements/entitlement-cache';
import { recordCashEntry } from '@/server/modules/transactions/cash-book';
import { PAGE_ROWS } from './list-export';

let t: TestApp;
let farm: TestFarm;
let other: TestFarm;
let dapId: string;

const url = (list: string, query = 'format=csv', farmId = farm.farmId) =>
  `/api/farms/${farmId}/exports/${list}?${query}`;

const csvRows = (body: string) => parse(body, { bom: true }) as string[][];

async function cash(
  farmId: string,
  day: string,
  direction: 'income' | 'expense',
  category: string,
  amountMinor: number,
  method: string | null = 'cash',
) {
  await recordCashEntry(t.db, {
    farmId,
    direction,
    source: direction === 'income' ? 'sale_payment' : 'expense',
    amountMinor,
    currency: 'KES',
    occurredOn: day,
    description: `${category} on ${day}`,
    category,
    paymentMethod: method,
    reference: direction === 'income' ? 'QKX1' : null,
    createdBy: farm.userId,
    createdAt: new Date(),
  } as Parameters<typeof recordCashEntry>[1]);
}

beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t, { name: 'Mlima Farm' });
  other = await createTestFarm(t, { name: 'Other Farm' });
  dapId = (await createItem(t, farm, { name: 'DAP Fertilizer', quantity: 100, unit_cost: 35.5 })).id;
  await createItem(t, farm, {
    name: '=Seeds, "certified"',
    category: 'Seeds',
    quantity: 2.5,
    unit: 'bags',
    supplier_id: null,
    storage_location_id: farm.locations[1],
  });
  await createItem(t, other, { name: 'Secret item' });
  await cash(farm.farmId, '2026-01-05', 'income', 'Sales', 500_000, 'mpesa');
  await cash(farm.farmId, '2026-01-20', 'expense', 'Fertilizer', 200_050);
  await cash(other.farmId, '2026-01-21', 'income', 'Sales', 999);
  const [customer] = await t.db
    .insert(customers)
    .values({ farmId: farm.farmId, name: 'Wanjiru' })
    .returning();
  const [sale] = await t.db
    .insert(sales)
    .values([
      {
        farmId: farm.farmId,
        customerId: customer!.id,
        status: 'part_paid',
        currency: 'KES',
        subtotalMinor: 300_000,
        totalMinor: 300_000,
        paidMinor: 100_000,
        soldAt: new Date('2026-02-20T08:00:00Z'),
      },
      {
        farmId: farm.farmId,
        status: 'paid',
        currency: 'KES',
        subtotalMinor: 50_000,
        totalMinor: 50_000,
        paidMinor: 50_000,
        soldAt: new Date('2026-02-21T21:30:00Z'),
      },
    ])
    .returning();
  await t.db.insert(salePayments).values({
    saleId: sale!.id,
    farmId: farm.farmId,
    method: 'mpesa',
    amountMinor: 100_000,
    receivedAt: new Date('2026-02-20T08:00:00Z'),
  });
  await t.db.insert(tasks).values([
    {
      farmId: farm.farmId,
      title: 'Weed the maize',
      kind: 'weeding',
      priority: 'high',
      dueDate: '2026-03-02',
      assigneeUserId: farm.userId,
      hoursWorked: '2.50',
      status: 'done',
    },
    { farmId: farm.farmId, title: 'Plant beans', kind: 'planting', dueDate: '2026-03-01' },
    { farmId: other.farmId, title: 'Other farm task', dueDate: '2026-03-01' },
  ]);
});
afterAll(() => t.close());

describe('list exports', () => {
  it('writes the inventory with the list filters, money in major units and the row count', async () => {
    const res = await client(t, farm.token).get(url('inventory'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['x-export-rows']).toBe('2');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="inventory-mlima-farm-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = csvRows(res.body);
    expect(rows[0]).toEqual([
      'Name',
      'Type',
      'Category',
      'Quantity',
      'Unit',
      'Unit cost (KES)',
      'Value (KES)',
      'Location',
      'Supplier',
      'Status',
      'Expiry date',
    ]);
    expect(rows.slice(1).map((r) => r.slice(0, 9))).toEqual([
      ['\'=Seeds, "certified"', 'Input', 'Seeds', '2.50', 'bags', '', '', 'Cold room', ''],
      [
        'DAP Fertilizer',
        'Input',
        'Fertilizer',
        '100.00',
        'kg',
        '35.50',
        '3550.00',
        'Main store',
        'Agrovet Nakuru',
      ],
    ]);
    const seeds = csvRows(
      (await client(t, farm.token).get(url('inventory', 'format=csv&category=Seeds'))).body,
    );
    expect(seeds).toHaveLength(2);
  });

  it('writes the cash book newest first, signed, only this farm, in Excel', async () => {
    const res = await client(t, farm.token).get(url('transactions', 'format=xlsx'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-export-rows']).toBe('2');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Cash book');
    const values = [2, 3].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
    expect(values).toEqual([
      [new Date(Date.UTC(2026, 0, 20)), 'Expense', 'Fertilizer', 'Fertilizer on 2026-01-20', 'Cash', -2000.5],
      [new Date(Date.UTC(2026, 0, 5)), 'Income', 'Sales', 'Sales on 2026-01-05', 'M-Pesa', 5000, 'QKX1'],
    ]);
    const incomeOnly = csvRows(
      (await client(t, farm.token).get(url('transactions', 'format=csv&direction=income'))).body,
    );
    expect(incomeOnly.map((r) => r[5])).toEqual(['Amount (KES)', '5000.00']);
  });

  it('writes sales with their customer, balance and methods, and tasks and staff', async () => {
    const saleRows = csvRows((await client(t, farm.token).get(url('sales'))).body);
    expect(saleRows.slice(1).map((r) => r.slice(1))).toEqual([
      // 21:30 UTC on 21 February is 22 February in Nairobi.
      ['2026-02-22', 'Walk-in customer', 'Paid', '500.00', '500.00', '0.00', ''],
      ['2026-02-20', 'Wanjiru', 'Part paid', '3000.00', '1000.00', '2000.00', 'M-Pesa'],
    ]);
    const taskRows = csvRows((await client(t, farm.token).get(url('tasks'))).body);
    expect(taskRows.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[4], r[8]])).toEqual([
      ['Plant beans', 'Planting', 'To do', 'Medium', '2026-03-01', ''],
      ['Weed the maize', 'Weeding', 'Done', 'High', '2026-03-02', '2.50'],
    ]);
    expect(taskRows[2]![5]).not.toBe('');
    const done = csvRows((await client(t, farm.token).get(url('tasks', 'format=csv&status=done'))).body);
    expect(done.map((r) => r[0])).toEqual(['Title', 'Weed the maize']);
    const staff = csvRows((await client(t, farm.token).get(url('staff'))).body);
    expect(staff).toHaveLength(2);
    expect(staff[1]!.slice(3, 5)).toEqual(['Owner', 'Active']);
  });

  it('writes the movements with their locations and writes a PDF in the person’s language', async () => {
    const moves = csvRows((await client(t, farm.token).get(url('movements'))).body);
    expect(moves[0]).toEqual([
      'When',
      'Item',
      'Kind',
      'Quantity',
      'Unit',
      'From',
      'To',
      'Supplier',
      'Note',
      'By',
    ]);
    expect(
      moves
        .slice(1)
        .map((r) => [r[1], r[2], r[3], r[5], r[6]])
        .sort(),
    ).toEqual([
      ['\'=Seeds, "certified"', 'Received', '2.50', '', 'Cold room'],
      ['DAP Fertilizer', 'Received', '100.00', '', 'Main store'],
    ]);
    const oneItem = csvRows(
      (await client(t, farm.token).get(url('movements', `format=csv&item_id=${dapId}`))).body,
    );
    expect(oneItem.slice(1).map((r) => r[1])).toEqual(['DAP Fertilizer']);
    await t.db
      .insert(userSettings)
      .values({ userId: farm.userId, settings: { language: 'sw' } })
      .onConflictDoUpdate({ target: userSettings.userId, set: { settings: { language: 'sw' } } });
    const res = await client(t, farm.token).get(url('inventory', 'format=pdf'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Hesabu ya mali - Mlima Farm');
    expect(text).toContain('Msambazaji');
    expect(text).toContain('3,550.00');
    await t.db.delete(userSettings).where(sql`user_id = ${farm.userId}`);
  });

  it('pages through more rows than one keyset page holds', async () => {
    const big = await createTestFarm(t, { name: 'Big Farm' });
    const n = PAGE_ROWS * 2 + 7;
    await t.db.execute(sql`
      insert into finance_transactions (farm_id, direction, source, amount_minor, currency, occurred_on, description, category)
      select ${big.farmId}, 'income', 'contribution', g, 'KES', date '2026-01-01' + (g % 40), 'Entry ' || g, 'Contributions'
      from generate_series(1, ${n}) g`);
    const res = await client(t, big.token).get(url('transactions', 'format=csv&q=Entry', big.farmId));
    expect(res.headers['x-export-rows']).toBe(String(n));
    const rows = csvRows(res.body).slice(1);
    expect(rows).toHaveLength(n);
    expect(new Set(rows.map((r) => r[3])).size).toBe(n);
    const days = rows.map((r) => r[0]!);
    expect([...days].sort().reverse()).toEqual(days);
  });

  it('answers 404 to a stranger, 403 without the permission or the package, 422 for a format', async () => {
    expect((await client(t, other.token).get(url('inventory'))).statusCode).toBe(404);
    const worker = await addMember(t, farm.farmId, 'worker');
    expect((await client(t, worker.token).get(url('transactions'))).statusCode).toBe(403);
    expect((await client(t, worker.token).get(url('inventory'))).statusCode).toBe(200);
    const viewer = await addMember(t, farm.farmId, 'viewer');
    expect((await client(t, viewer.token).get(url('staff'))).statusCode).toBe(403);
    const bad = await client(t, farm.token).get(url('inventory', 'format=doc'));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.format).toEqual(['Choose the file format: csv, xlsx or pdf.']);

    const [plain] = await t.db
      .insert(packages)
      .values({ name: 'Seedling', features: [], sortOrder: 0 })
      .returning();
    const now = t.clock.now();
    await t.db.insert(subscriptions).values({
      userId: other.userId,
      packageId: plain!.id,
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    });
    forgetEntitlements(t.db, other.userId);
    const refused = await client(t, other.token).get(url('inventory', 'format=csv', other.farmId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('feature_not_in_package');
  });
});
