// Importing inventory items from CSV and XLSX (docs/product/imports.md): template, preview, mapping, the
// all-or-nothing commit with its opening-stock movements, alerts, idempotency and who may import.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ApiErrorSchema } from '@/shared/contracts/errors';
import {
  ImportCommitResponseSchema,
  ImportPreviewResponseSchema,
  type ImportRowError,
} from '@/shared/contracts/imports';
import { activityLog } from '@/server/db/schema/activity';
import { domainEvents, inventoryItems, stockMovements } from '@/server/db/schema/inventory';
import { createTestApp, type TestApp } from '@/server/test/app';
import { addMember, createTestFarm, type TestFarm } from '@/server/modules/inventory/inventory-fixtures';
import { csvOf, importClient, xlsxOf, XLSX_CONTENT_TYPE } from './test-support';

let t: TestApp;
let farm: TestFarm;
let api: ReturnType<typeof importClient>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-10T08:00:00Z'));
  farm = await createTestFarm(t);
  api = importClient(t, farm.token, farm.farmId, 'items');
});
afterAll(() => t.close());

const HEADER = [
  'Name',
  'Type',
  'Category',
  'Unit',
  'Quantity',
  'Unit cost',
  'Storage location',
  'Supplier',
  'Expiry date',
  'Reorder level',
];

const itemsOf = (farmId: string) =>
  t.db
    .select()
    .from(inventoryItems)
    .where(eq(inventoryItems.farmId, farmId))
    .orderBy(asc(inventoryItems.name));

async function freshFarm() {
  const other = await createTestFarm(t);
  return { other, api: importClient(t, other.token, other.farmId, 'items') };
}

describe('items template', () => {
  it('downloads a CSV with the column names and one example row', async () => {
    const res = await api.template('csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Name,Type,Category,Unit,Quantity,Unit cost,Storage location,Supplier,Expiry date,Reorder level,Maximum level,Purchase date,SKU,Description',
    );
    expect(lines[1]).toBe('DAP Fertilizer,input,Fertilizer,kg,100,85.50,Main store,,2027-06-30,20,,,,');
  });

  it('downloads an XLSX whose second sheet explains each column, and which previews without errors', async () => {
    const res = await api.template('xlsx');
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Data', 'Columns']);
    const quantityRow = workbook.worksheets[1]!.getRow(6);
    expect([1, 2].map((column) => quantityRow.getCell(column).value)).toEqual(['Quantity', 'Yes']);
    expect(String(quantityRow.getCell(3).value)).toContain('Opening stock');
    const preview = ImportPreviewResponseSchema.parse(
      (await api.preview({ file: res.rawPayload, type: XLSX_CONTENT_TYPE })).json(),
    );
    expect(preview.data).toMatchObject({ row_count: 1, invalid_rows: 0, error_count: 0, errors: [] });
  });
});

describe('items preview', () => {
  it('suggests the mapping from English and Kiswahili headers and lists each bad row in plain words', async () => {
    const file = csvOf([
      ['Jina', 'AINA', 'kundi', 'kipimo', 'Kiasi', 'Ghala'],
      ['Maize seed', 'input', 'seeds', 'KG', '40', 'main store'],
      ['Urea', 'input', 'Fertilizer', 'kg', 'ten', 'Main store'],
      ['Hoe', 'tool', 'Tools', 'pieces', '3', 'Main store'],
      ['Tomatoes', 'product', 'Vegetables', 'kg', '12', 'Shed 9'],
      ['maize SEED', 'input', 'Seeds', 'kg', '5', 'Main store'],
    ]);
    const res = await api.preview({ file });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = ImportPreviewResponseSchema.parse(res.json());
    expect(data.mapping).toMatchObject({
      name: 'Jina',
      type: 'AINA',
      category: 'kundi',
      unit: 'kipimo',
      quantity: 'Kiasi',
      location: 'Ghala',
      supplier: null,
    });
    expect(data).toMatchObject({ row_count: 5, invalid_rows: 4, error_count: 4 });
    expect(data.errors).toEqual<ImportRowError[]>([
      { row: 3, field: 'quantity', message: 'Enter the quantity as a number.' },
      {
        row: 4,
        field: 'type',
        message: 'Choose the item type: input, equipment or product.',
        code: 'unknown_type',
        value: 'tool',
      },
      {
        row: 5,
        field: 'location',
        message: 'There is no storage location named Shed 9 on this farm: add it first or correct the name.',
        code: 'unknown_location',
        value: 'Shed 9',
      },
      {
        row: 6,
        field: 'name',
        message: 'The file has maize SEED more than once (first on row 2).',
        code: 'duplicate_in_file',
        value: 'maize SEED',
      },
    ]);
    expect(data.rows[0]).toEqual({
      row: 2,
      cells: {
        name: 'Maize seed',
        type: 'input',
        category: 'seeds',
        unit: 'KG',
        quantity: '40',
        location: 'main store',
      },
    });
  });

  it('uses the mapping it is given, and says which required column is missing', async () => {
    const file = csvOf([
      ['Bidhaa', 'Kind', 'Group', 'On hand', 'Where'],
      ['Knapsack sprayer', 'equipment', 'Tools', '2', 'Cold room'],
    ]);
    const partial = await api.preview({
      file,
      mapping: { name: 'Bidhaa', type: 'Kind', category: 'Group', location: 'Where' },
    });
    const { data } = ImportPreviewResponseSchema.parse(partial.json());
    expect(data.errors).toEqual([
      {
        row: 1,
        field: 'quantity',
        message: 'Choose the column that holds the quantity.',
        code: 'missing_column',
      },
    ]);
    const mapping = {
      name: 'Bidhaa',
      type: 'Kind',
      category: 'Group',
      quantity: 'On hand',
      location: 'Where',
    };
    const full = ImportPreviewResponseSchema.parse((await api.preview({ file, mapping })).json());
    expect(full.data).toMatchObject({
      invalid_rows: 0,
      errors: [],
      rows: [{ row: 2, cells: { name: 'Knapsack sprayer', quantity: '2' } }],
    });
    const unknown = ImportPreviewResponseSchema.parse(
      (await api.preview({ file, mapping: { ...mapping, unit: 'Units' } })).json(),
    );
    expect(unknown.data.errors).toEqual([
      {
        row: 1,
        field: 'unit',
        message: 'There is no column named Units in the file.',
        code: 'unknown_column',
        value: 'Units',
      },
    ]);
  });
});

describe('items commit', () => {
  it('writes every item with its opening stock as a receive movement, and one activity entry', async () => {
    const { other, api: own } = await freshFarm();
    const file = csvOf([
      HEADER,
      [
        'DAP Fertilizer',
        'input',
        'fertilizer',
        'kg',
        '1,200.50',
        '85.50',
        'main store',
        'agrovet nakuru',
        '30/06/2027',
        '20',
      ],
      ['Tomatoes', 'product', 'Vegetables', 'kg', '12', '', 'Cold room', '', '2026-03-20', '20'],
      ['Tractor', 'equipment', 'Machinery', '', '0', '2500000', 'Main store', '', '', ''],
    ]);
    const res = await own.commit({ file });
    expect(res.statusCode, res.body).toBe(201);
    expect(ImportCommitResponseSchema.parse(res.json())).toEqual({
      message: 'Imported 3 records.',
      data: { kind: 'items', created: 3, movements: 2 },
    });
    const items = await itemsOf(other.farmId);
    expect(
      items.map((i) => [i.name, i.category, i.unit, i.quantity, i.status, i.unitCostMinor, i.expiryDate]),
    ).toEqual([
      ['DAP Fertilizer', 'Fertilizer', 'kg', '1200.50', 'normal', 8550, '2027-06-30'],
      ['Tomatoes', 'Vegetables', 'kg', '12.00', 'low', null, '2026-03-20'],
      ['Tractor', 'Machinery', 'pieces', '0.00', 'depleted', 250000000, null],
    ]);
    expect(items[0]).toMatchObject({
      supplierId: other.supplierId,
      locationId: other.locations[0],
      searchText: 'dap fertilizer fertilizer agrovet nakuru',
    });
    const movements = await t.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.farmId, other.farmId))
      .orderBy(asc(stockMovements.quantityChange));
    expect(
      movements.map((m) => [m.itemId, m.type, m.quantityChange, m.quantityAfter, m.note, m.unitCostMinor]),
    ).toEqual([
      [items[1]!.id, 'receive', '12.00', '12.00', 'Opening stock', null],
      [items[0]!.id, 'receive', '1200.50', '1200.50', 'Opening stock', 8550],
    ]);
    // The tomatoes start below their reorder level and expire within 30 days: two alerts, as adding them would.
    const events = await t.db.select().from(domainEvents).where(eq(domainEvents.subjectId, items[1]!.id));
    expect(events.map((e) => e.type).sort()).toEqual(['inventory.expiring', 'inventory.low_stock']);
    const log = await t.db.select().from(activityLog).where(eq(activityLog.farmId, other.farmId));
    expect(log.map((e) => [e.action, e.recordType, e.summary])).toEqual([
      ['create', 'inventory_import', 'Imported 3 inventory items'],
    ]);
    // The list reads them like any other item (counts kept by the database's triggers).
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/farms/${other.farmId}/inventory`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(list.json()).toMatchObject({ meta: { total: 3 } });
  });

  it('commits nothing when any row is bad, and the 422 names each bad row', async () => {
    const { other, api: own } = await freshFarm();
    await own.commit({
      file: csvOf([HEADER, ['Urea', 'input', 'Fertilizer', 'kg', '10', '', 'Main store', '', '', '']]),
    });
    const file = csvOf([
      HEADER,
      ['Good seed', 'input', 'Seeds', 'kg', '10', '', 'Main store', '', '', ''],
      ['urea', 'input', 'Fertilizer', 'kg', '5', '', 'Main store', '', '', ''],
      ['Fungicide X', 'input', 'Fungicide', 'kg', '-3', '', 'Main store', 'Nobody Ltd', '', ''],
      ['Beans', 'product', 'Grains', 'kg', '4', '', 'Main store', '', '31/02/2027', ''],
    ]);
    const res = await own.commit({ file });
    expect(res.statusCode, res.body).toBe(422);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.message).toBe(
      'Nothing was imported: 3 rows have errors. Fix them and import the file again.',
    );
    expect(body.code).toBe('import_rows_invalid');
    expect(body.errors).toEqual({
      row_3: ['Row 3: An item named urea is already in that storage location.'],
      row_4: [
        'Row 4: There is no supplier named Nobody Ltd on this farm: add it first or correct the name.',
        'Row 4: The quantity cannot be negative.',
      ],
      row_5: ['Row 5: There is no such day: enter the expiry date as a real date (YYYY-MM-DD).'],
    });
    expect((await itemsOf(other.farmId)).map((i) => i.name)).toEqual(['Urea']);
  });

  it('reads an XLSX file with date and number cells', async () => {
    const { other, api: own } = await freshFarm();
    const file = await xlsxOf([
      HEADER,
      [
        'Onions',
        'product',
        'Vegetables',
        'bags',
        30,
        1500.5,
        'Cold room',
        '',
        new Date(Date.UTC(2026, 9, 1)),
        5,
      ],
    ]);
    const res = await own.commit({ file, type: XLSX_CONTENT_TYPE });
    expect(res.statusCode, res.body).toBe(201);
    const [onions] = await itemsOf(other.farmId);
    expect(onions).toMatchObject({
      unit: 'bags',
      quantity: '30.00',
      unitCostMinor: 150050,
      expiryDate: '2026-10-01',
      reorderLevel: '5.00',
    });
  });

  it('imports once when the same commit is retried with its Idempotency-Key', async () => {
    const { other, api: own } = await freshFarm();
    const file = csvOf([HEADER, ['Lime', 'input', 'Fertilizer', 'kg', '50', '', 'Main store', '', '', '']]);
    const first = await own.commit({ file, key: 'import-lime-1' });
    const second = await own.commit({ file, key: 'import-lime-1' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await t.db.$count(inventoryItems, eq(inventoryItems.farmId, other.farmId))).toBe(1);
    expect(await t.db.$count(stockMovements, and(eq(stockMovements.farmId, other.farmId)))).toBe(1);
    const changed = await own.commit({
      file: csvOf([HEADER, ['Lime 2', 'input', 'Fertilizer', 'kg', '5', '', 'Main store', '', '', '']]),
      key: 'import-lime-1',
    });
    expect(changed.statusCode).toBe(422);
  });
});

describe('who may import items', () => {
  const file = csvOf([HEADER, ['Gloves', 'equipment', 'Tools', 'pieces', '4', '', 'Main store', '', '', '']]);

  it('answers 404 to a stranger and 403 to a viewer, and writes nothing', async () => {
    const stranger = await createTestFarm(t);
    const viewer = await addMember(t, farm.farmId, 'viewer');
    const before = await t.db.$count(inventoryItems, eq(inventoryItems.farmId, farm.farmId));
    expect((await importClient(t, stranger.token, farm.farmId, 'items').commit({ file })).statusCode).toBe(
      404,
    );
    expect((await importClient(t, stranger.token, farm.farmId, 'items').template('csv')).statusCode).toBe(
      404,
    );
    const refused = await importClient(t, viewer.token, farm.farmId, 'items').preview({ file });
    expect(refused.statusCode).toBe(403);
    expect((await importClient(t, viewer.token, farm.farmId, 'items').commit({ file })).statusCode).toBe(403);
    expect(await t.db.$count(inventoryItems, eq(inventoryItems.farmId, farm.farmId))).toBe(before);
  });

  it('refuses a file that is not a spreadsheet, and an empty one', async () => {
    const pdf = await api.preview({ file: Buffer.from('%PDF-1.4'), type: 'application/pdf' });
    expect(pdf.statusCode).toBe(415);
    const empty = await api.preview({ file: Buffer.from('\n\n') });
    expect(empty.statusCode).toBe(422);
    expect(ApiErrorSchema.parse(empty.json()).code).toBe('import_file_unreadable');
  });
});
