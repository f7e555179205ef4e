import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import {
  SupplierDetailResponseSchema,
  SupplierListResponseSchema,
  SupplierResponseSchema,
} from '@/shared/contracts/suppliers';
import { inventoryItems, stockMovements } from '@/server/db/schema/inventory';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import {
  createFarm,
  createLocation,
  createSupplier,
  insertItem,
  insertReceipt,
} from '@/server/modules/farms/farm-fixtures';

let t: TestApp;
let token: string;
let farmId: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t.app)).token;
  farmId = (await createFarm(t.app, token)).id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.app.inject({ method, url, headers: bearer(as), payload });

describe('POST /api/suppliers', () => {
  it('adds a supplier (the quick-add dialog of docs/product/suppliers.md) and answers success and message', async () => {
    const res = await call('POST', '/api/suppliers', {
      farm_id: farmId,
      name: ' Kilimo Agrovet ',
      email: 'Sales@Kilimo.co.ke',
      phone: '+254700000001',
    });
    expect(res.statusCode).toBe(201);
    const body = SupplierResponseSchema.parse(res.json());
    expect(body).toMatchObject({ success: true, message: 'Supplier added' });
    expect(body.data).toMatchObject({
      farm_id: farmId,
      name: 'Kilimo Agrovet',
      business_name: 'Kilimo Agrovet',
      email: 'sales@kilimo.co.ke',
      phone: '+254700000001',
      address: null,
      item_count: 0,
    });
  });

  it('answers 422 with the message of each field rule', async () => {
    const cases: [object, string, string][] = [
      [{ farm_id: farmId, name: '  ' }, 'name', 'Enter the supplier name.'],
      [{ farm_id: farmId, name: 'x'.repeat(161) }, 'name', 'Use at most 160 characters for the name.'],
      [
        { farm_id: farmId, name: 'A', email: 'not-an-email' },
        'email',
        'Enter a valid e-mail address, like sales@agrovet.co.ke.',
      ],
      [
        { farm_id: farmId, name: 'A', phone: '1'.repeat(41) },
        'phone',
        'Use at most 40 characters for the phone.',
      ],
      [
        { farm_id: farmId, name: 'A', address: 'x'.repeat(301) },
        'address',
        'Use at most 300 characters for the address.',
      ],
      [{ name: 'A' }, 'farm_id', 'Farm ID is required'],
      [{ farm_id: '', name: 'A' }, 'farm_id', 'Farm ID is required'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/api/suppliers', payload);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], field).toEqual([message]);
    }
  });

  it('refuses a second supplier of the same name on a farm, case-insensitively (409)', async () => {
    await createSupplier(t.app, token, farmId, 'Mavuno Seeds');
    const res = await call('POST', '/api/suppliers', { farm_id: farmId, name: 'MAVUNO seeds' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'supplier_exists',
      message: 'A supplier named MAVUNO seeds already exists on this farm.',
    });
    // Another farm may use the name, and two adds of one new name at once give exactly one supplier.
    const other = await createFarm(t.app, token, { name: 'Other' });
    await createSupplier(t.app, token, other.id, 'Mavuno Seeds');
    const racing = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/api/suppliers', { farm_id: farmId, name: 'Twiga Chem' }),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('reading suppliers', () => {
  it('lists the suppliers of every farm of the user by name, or of one farm with ?farm_id=', async () => {
    const { token: own } = await registerUser(t.app);
    const a = await createFarm(t.app, own, { name: 'A' });
    const b = await createFarm(t.app, own, { name: 'B' });
    const zed = await createSupplier(t.app, own, a.id, 'zed Supplies');
    const abc = await createSupplier(t.app, own, b.id, 'ABC Inputs');
    const list = async (query: string) =>
      SupplierListResponseSchema.parse((await call('GET', `/api/suppliers${query}`, undefined, own)).json())
        .data;
    expect((await list('')).map((s) => s.id)).toEqual([abc.id, zed.id]);
    expect((await list(`?farm_id=${a.id}`)).map((s) => s.id)).toEqual([zed.id]);
  });

  it('shows the items supplied and the receipts, newest first', async () => {
    const supplier = await createSupplier(t.app, token, farmId, 'Receipts Ltd');
    const location = await createLocation(t.app, token, farmId);
    const item = await insertItem(t.db, {
      farmId,
      locationId: location.id,
      unit: 'kg',
      quantity: '75',
      name: 'DAP fertilizer',
      supplierId: supplier.id,
    });
    await insertReceipt(t.db, {
      farmId,
      itemId: item.id,
      locationId: location.id,
      supplierId: supplier.id,
      quantity: '50',
    });
    await new Promise((r) => setTimeout(r, 5));
    await insertReceipt(t.db, {
      farmId,
      itemId: item.id,
      locationId: location.id,
      supplierId: supplier.id,
      quantity: '25',
      note: 'Second delivery',
    });
    const res = await call('GET', `/api/suppliers/${supplier.id}`);
    const data = SupplierDetailResponseSchema.parse(res.json()).data;
    expect(data.item_count).toBe(1);
    expect(data.items).toEqual([
      {
        id: item.id,
        name: 'DAP fertilizer',
        item_type: 'input',
        quantity: '75.00',
        unit: 'kg',
        location_id: location.id,
      },
    ]);
    expect(data.receipts?.map((r) => [r.item_name, r.quantity_change, r.unit, r.note])).toEqual([
      ['DAP fertilizer', '25.00', 'kg', 'Second delivery'],
      ['DAP fertilizer', '50.00', 'kg', null],
    ]);
  });
});

describe('PUT and DELETE /api/suppliers/:id', () => {
  it('updates a supplier, keeping names unique and the farm fixed', async () => {
    const supplier = await createSupplier(t.app, token, farmId, 'Old Name');
    await createSupplier(t.app, token, farmId, 'Taken Name');
    const res = await call('PUT', `/api/suppliers/${supplier.id}`, {
      farm_id: farmId,
      name: 'New Name',
      address: 'Karatina',
    });
    const body = SupplierResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      success: true,
      message: 'Supplier updated',
      data: { name: 'New Name', address: 'Karatina' },
    });
    // Its own name in another case is fine; another supplier's is not.
    expect(
      (await call('PUT', `/api/suppliers/${supplier.id}`, { farm_id: farmId, name: 'NEW NAME' })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/suppliers/${supplier.id}`, { farm_id: farmId, name: 'taken name' }))
        .statusCode,
    ).toBe(409);
    const other = await createFarm(t.app, token, { name: 'Another' });
    const moved = await call('PUT', `/api/suppliers/${supplier.id}`, { farm_id: other.id, name: 'New Name' });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.farm_id).toEqual(['A supplier cannot move to another farm.']);
  });

  it('deletes a supplier; its items and receipts stay, without a supplier, and search no longer finds it', async () => {
    const supplier = await createSupplier(t.app, token, farmId, 'Gone Traders');
    const location = await createLocation(t.app, token, farmId);
    const item = await insertItem(t.db, {
      farmId,
      locationId: location.id,
      unit: 'kg',
      quantity: '1',
      supplierId: supplier.id,
    });
    await insertReceipt(t.db, {
      farmId,
      itemId: item.id,
      locationId: location.id,
      supplierId: supplier.id,
      quantity: '1',
    });
    await call('PUT', `/api/suppliers/${supplier.id}`, { farm_id: farmId, name: 'Renamed Traders' });
    const [renamed] = await t.db.select().from(inventoryItems).where(eq(inventoryItems.id, item.id));
    expect(renamed!.searchText).toBe(`${item.name} fertilizer renamed traders`.toLowerCase());

    const res = await call('DELETE', `/api/suppliers/${supplier.id}`);
    expect(MessageResponseSchema.parse(res.json())).toEqual({ success: true, message: 'Supplier deleted' });
    expect((await call('GET', `/api/suppliers/${supplier.id}`)).statusCode).toBe(404);
    const [kept] = await t.db.select().from(inventoryItems).where(eq(inventoryItems.id, item.id));
    expect(kept).toMatchObject({ supplierId: null, searchText: `${item.name} fertilizer`.toLowerCase() });
    const receipts = await t.db.select().from(stockMovements).where(eq(stockMovements.itemId, item.id));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.supplierId).toBeNull();
  });
});
