// Importing suppliers and customers (docs/product/imports.md): the forms' rules row by row, duplicates within the
// file and against the farm, nothing written while a row is bad.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '@/shared/contracts/errors';
import { ImportCommitResponseSchema, ImportPreviewResponseSchema } from '@/shared/contracts/imports';
import { activityLog } from '@/server/db/schema/activity';
import { customers } from '@/server/db/schema/sales';
import { suppliers } from '@/server/db/schema/storage';
import { createTestApp, type TestApp } from '@/server/test/app';
import { addMember, createTestFarm, type TestFarm } from '@/server/modules/inventory/inventory-fixtures';
import { csvOf, importClient, xlsxOf, XLSX_CONTENT_TYPE } from './test-support';

let t: TestApp;
let farm: TestFarm;
beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t);
});
afterAll(() => t.close());

const suppliersOf = (farmId: string) =>
  t.db.select().from(suppliers).where(eq(suppliers.farmId, farmId)).orderBy(asc(suppliers.name));
const customersOf = (farmId: string) =>
  t.db.select().from(customers).where(eq(customers.farmId, farmId)).orderBy(asc(customers.name));

describe('suppliers import', () => {
  it('adds each supplier of the file, in one activity entry', async () => {
    const other = await createTestFarm(t);
    const api = importClient(t, other.token, other.farmId, 'suppliers');
    const file = csvOf([
      ['Supplier name', 'E-mail', 'Simu', 'Address'],
      ['Kilimo Supplies', 'Orders@Kilimo.co.ke', '0722000111', 'Eldoret'],
      ['Seed Co', '', '', ''],
    ]);
    const res = await api.commit({ file });
    expect(res.statusCode, res.body).toBe(201);
    expect(ImportCommitResponseSchema.parse(res.json()).data).toEqual({
      kind: 'suppliers',
      created: 2,
      movements: 0,
    });
    const rows = await suppliersOf(other.farmId);
    expect(rows.map((s) => [s.name, s.email, s.phone, s.address])).toEqual([
      ['Agrovet Nakuru', null, null, null],
      ['Kilimo Supplies', 'orders@kilimo.co.ke', '0722000111', 'Eldoret'],
      ['Seed Co', null, null, null],
    ]);
    const log = await t.db.select().from(activityLog).where(eq(activityLog.farmId, other.farmId));
    expect(log.map((e) => e.summary)).toEqual(['Imported 2 suppliers']);
  });

  it('names the rows that repeat a supplier of the farm or of the file, or have a bad e-mail, and adds none', async () => {
    const api = importClient(t, farm.token, farm.farmId, 'suppliers');
    const file = csvOf([
      ['Name', 'Email'],
      ['New One', ''],
      ['AGROVET NAKURU', ''],
      ['Farmers Choice', 'not-an-email'],
      ['new one', ''],
    ]);
    const preview = ImportPreviewResponseSchema.parse((await api.preview({ file })).json()).data;
    expect(preview.errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [3, 'name', 'A supplier named AGROVET NAKURU already exists on this farm.'],
      [4, 'email', 'Enter a valid e-mail address, like sales@agrovet.co.ke.'],
      [5, 'name', 'The file has new one more than once (first on row 2).'],
    ]);
    const res = await api.commit({ file });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(ApiErrorSchema.parse(res.json()).errors ?? {})).toEqual(['row_3', 'row_4', 'row_5']);
    expect((await suppliersOf(farm.farmId)).map((s) => s.name)).toEqual(['Agrovet Nakuru']);
  });

  it('lets a worker import suppliers (inventory.create) but not a viewer', async () => {
    const file = csvOf([['Name'], [`Worker Supplier`]]);
    const viewer = await addMember(t, farm.farmId, 'viewer');
    const worker = await addMember(t, farm.farmId, 'worker');
    expect((await importClient(t, viewer.token, farm.farmId, 'suppliers').commit({ file })).statusCode).toBe(
      403,
    );
    expect((await importClient(t, worker.token, farm.farmId, 'suppliers').commit({ file })).statusCode).toBe(
      201,
    );
  });
});

describe('customers import', () => {
  it('adds customers with phone numbers written as people write them and the credit limit as an amount', async () => {
    const other = await createTestFarm(t);
    const api = importClient(t, other.token, other.farmId, 'customers');
    const file = await xlsxOf([
      ['Customer name', 'Phone number', 'Email', 'KRA PIN', 'Credit limit', 'Notes'],
      ['Mama Wanjiku', '0712 345 678', 'Wanjiku@Example.co.ke', 'A123456789B', '5,000', 'Pays on Fridays'],
      ['Hotel Baraka', '254733000111', '', '', 12500.5, ''],
      ['Walk-in', '', '', '', '', ''],
    ]);
    const res = await api.commit({ file, type: XLSX_CONTENT_TYPE });
    expect(res.statusCode, res.body).toBe(201);
    expect(ImportCommitResponseSchema.parse(res.json()).data.created).toBe(3);
    const rows = await customersOf(other.farmId);
    expect(rows.map((c) => [c.name, c.phone, c.email, c.taxId, c.creditLimitMinor, c.notes])).toEqual([
      ['Hotel Baraka', '+254733000111', null, null, 1250050, null],
      ['Mama Wanjiku', '+254712345678', 'wanjiku@example.co.ke', 'A123456789B', 500000, 'Pays on Fridays'],
      ['Walk-in', null, null, null, null, null],
    ]);
  });

  it('names rows with a phone number taken or repeated, a bad phone or credit limit, and adds none', async () => {
    const other = await createTestFarm(t);
    const api = importClient(t, other.token, other.farmId, 'customers');
    await api.commit({
      file: csvOf([
        ['Name', 'Phone'],
        ['First', '0712000000'],
      ]),
    });
    const file = csvOf([
      ['Name', 'Phone', 'Credit limit'],
      ['Second', '+254712000000', ''],
      ['Third', '0700', ''],
      ['Fourth', '0799111222', 'lots'],
      ['', '', ''],
      ['Fifth', '0799111222', '-5'],
      ['Sixth', '', ''],
    ]);
    const res = await api.commit({ file });
    expect(res.statusCode).toBe(422);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.errors).toEqual({
      row_2: ['Row 2: Another customer of this farm has the phone number +254712000000.'],
      row_3: ['Row 3: Enter the phone number like 0712345678 or +254712345678.'],
      row_4: ['Row 4: Enter the credit limit as a number.'],
      row_6: ['Row 6: The credit limit cannot be negative.'],
    });
    // Row 5 is blank and is skipped, keeping the numbers the spreadsheet shows; row 6 repeats row 4's phone, but
    // row 4 was refused, so only its own error is named.
    expect((await customersOf(other.farmId)).map((c) => c.name)).toEqual(['First']);
  });

  it('refuses a viewer (no sales.create)', async () => {
    const viewer = await addMember(t, farm.farmId, 'viewer');
    const file = csvOf([['Name'], ['Someone']]);
    expect((await importClient(t, viewer.token, farm.farmId, 'customers').preview({ file })).statusCode).toBe(
      403,
    );
  });
});
