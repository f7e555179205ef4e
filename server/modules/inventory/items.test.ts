// Items of a farm: add, read, edit, delete (docs/product/inventory.md Inventory form; ).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InventoryItemDataSchema, InventoryItemResponseSchema } from '@/shared/contracts/inventory';
import { MovementPageSchema } from '@/shared/contracts/stock-movements';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  client,
  createItem,
  createTestFarm,
  inputPayload,
  itemUrl,
  type TestFarm,
} from './inventory-fixtures';

let t: TestApp;
let farm: TestFarm;
let other: TestFarm;
beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t);
  other = await createTestFarm(t);
});
afterAll(() => t.close());

const post = (payload: object) => client(t, farm.token).post(`/api/farms/${farm.farmId}/inventory`, payload);

describe('POST /api/farms/:farmId/inventory', () => {
  it('adds an input with its opening stock as the first ledger row', async () => {
    const res = await post(
      inputPayload(farm, { unit_cost: 3800.5, reorder_level: 20, expiry_date: '2031-01-31' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = InventoryItemResponseSchema.parse(res.json());
    expect(body).toMatchObject({ success: true, message: 'Inventory item added successfully' });
    expect(body.data).toMatchObject({
      name: 'DAP Fertilizer',
      type: 'input',
      item_type: 'input',
      quantity: '100.00',
      unit: 'kg',
      status: 'normal',
      location_id: farm.locations[0],
      storage_location_id: farm.locations[0],
      location_name: 'Main store',
      supplier_id: farm.supplierId,
      supplier: 'Agrovet Nakuru',
      unit_cost: 380050,
      currency: 'KES',
      reorder_level: '20.00',
      expiry_date: '2031-01-31',
    });
    expect(body.data.last_updated).toBe(body.data.updated_at);
    const history = await client(t, farm.token).get(itemUrl(farm, body.data.id, '/movements'));
    const [opening] = MovementPageSchema.parse(history.json()).data;
    expect(opening).toMatchObject({ type: 'receive', quantity_change: '100.00', note: 'Opening stock' });
  });

  it('adds equipment with its own fields, pieces by default, and no movement without stock', async () => {
    const res = await post({
      farm_id: farm.farmId,
      item_type: 'equipment',
      name: 'Knapsack Sprayer',
      category: 'Tools',
      quantity: 0,
      storage_location_id: farm.locations[1],
      manufacturer: 'Solo',
      model_number: '425',
      serial_number: 'SN-1',
      purchase_date: '2024-02-01',
      warranty_expiration: '2026-02-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = InventoryItemResponseSchema.parse(res.json()).data;
    expect(item).toMatchObject({
      unit: 'pieces',
      status: 'depleted',
      manufacturer: 'Solo',
      serial_number: 'SN-1',
    });
    const history = await client(t, farm.token).get(itemUrl(farm, item.id, '/movements'));
    expect(history.json().data).toEqual([]);
  });

  it.each([
    ['input', { name: 'Urea', category: 'Fertilizer' }],
    ['product', { name: 'Maize grain', category: 'Grains' }],
  ])(
    'adds a new %s sent without a unit, in kg (docs/product/inventory.md: unit is not required)',
    async (type, fields) => {
      const res = await post(inputPayload(farm, { ...fields, item_type: type, unit: undefined }));
      expect(res.statusCode, res.body).toBe(201);
      expect(InventoryItemResponseSchema.parse(res.json()).data).toMatchObject({
        item_type: type,
        unit: 'kg',
      });
    },
  );

  it.each([
    ['a missing name', { name: '' }, 'name', 'Enter the item name.'],
    ['a negative quantity', { quantity: -1 }, 'quantity', 'The quantity cannot be negative.'],
    ['three decimals', { quantity: 1.125 }, 'quantity', 'Use at most two decimals for the quantity.'],
    ['an unknown unit', { unit: 'tonnes' }, 'unit', 'Choose a unit.'],
    ['a category of another type', { category: 'Tools' }, 'category', 'Choose a category for inputs.'],
    [
      'a missing location',
      { storage_location_id: undefined },
      'storage_location_id',
      'Choose a storage location.',
    ],
    ['a missing farm id', { farm_id: undefined }, 'farm_id', 'Farm ID is required'],
    [
      'an unknown type',
      { item_type: 'livestock' },
      'item_type',
      'Choose the item type: input, equipment or product.',
    ],
    ['a negative unit cost', { unit_cost: -5 }, 'unit_cost', 'The unit cost cannot be negative.'],
    [
      'a bad expiry date',
      { expiry_date: '31/01/2030' },
      'expiry_date',
      'Enter the expiry date as a date (YYYY-MM-DD).',
    ],
    [
      'a maximum below the reorder level',
      { reorder_level: 10, max_level: 5 },
      'max_level',
      'The maximum level must be above the reorder level.',
    ],
  ])('answers 422 for %s', async (_label, overrides, field, message) => {
    const res = await post(inputPayload(farm, overrides));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  it.each([
    [
      'a location of another farm',
      () => ({ storage_location_id: other.locations[0] }),
      'storage_location_id',
      'Choose a storage location of this farm.',
    ],
    [
      'a location that does not exist',
      () => ({ storage_location_id: 'nope' }),
      'storage_location_id',
      'Choose a storage location of this farm.',
    ],
    [
      'a supplier of another farm',
      () => ({ supplier_id: other.supplierId }),
      'supplier_id',
      'Choose a supplier of this farm.',
    ],
    [
      'a farm id that is not this farm',
      () => ({ farm_id: other.farmId }),
      'farm_id',
      'The farm ID does not match the farm in the address.',
    ],
  ])('answers 422 for %s', async (_label, overrides, field, message) => {
    const res = await post(inputPayload(farm, overrides()));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ [field]: [message] });
  });
});

describe('GET, PUT and DELETE /api/farms/:farmId/inventory/:itemId', () => {
  it('reads one item, and 404 for an item of another farm or a bad id', async () => {
    const item = await createItem(t, farm);
    const res = await client(t, farm.token).get(itemUrl(farm, item.id));
    expect(InventoryItemDataSchema.parse(res.json()).data).toEqual(item);
    const foreign = await createItem(t, other, {
      storage_location_id: other.locations[0],
      supplier_id: null,
    });
    expect((await client(t, farm.token).get(itemUrl(farm, foreign.id))).statusCode).toBe(404);
    expect((await client(t, farm.token).get(itemUrl(farm, 'not-a-uuid'))).statusCode).toBe(404);
  });

  it('refuses a quantity in an edit (422): quantities change through movements', async () => {
    const item = await createItem(t, farm);
    const res = await client(t, farm.token).put(itemUrl(farm, item.id), { name: 'DAP', quantity: 5 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      quantity: [
        'The quantity changes through Receive, Consume, Transfer or Adjust, so the history explains every change.',
      ],
    });
  });

  it('edits details, recomputing the status in the same update', async () => {
    const item = await createItem(t, farm, { quantity: 30 });
    t.clock.advance(60_000);
    const res = await client(t, farm.token).put(itemUrl(farm, item.id), {
      name: 'DAP 50kg',
      category: 'Seeds',
      reorder_level: 50,
      supplier_id: null,
      unit_cost: 12,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = InventoryItemResponseSchema.parse(res.json());
    expect(updated.message).toBe('Inventory item updated successfully');
    expect(updated.data).toMatchObject({
      name: 'DAP 50kg',
      category: 'Seeds',
      quantity: '30.00',
      status: 'low',
      supplier: null,
      unit_cost: 1200,
    });
    expect(updated.data.updated_at > item.updated_at).toBe(true);
  });

  it('answers 422 on edit for a category of another type and a maximum below the reorder level', async () => {
    const item = await createItem(t, farm, { reorder_level: 10 });
    const put = (payload: object) => client(t, farm.token).put(itemUrl(farm, item.id), payload);
    expect((await put({ category: 'Machinery' })).json().errors).toEqual({
      category: ['Choose a category for inputs.'],
    });
    expect((await put({ max_level: 5 })).json().errors).toEqual({
      max_level: ['The maximum level must be above the reorder level.'],
    });
    expect((await put({ supplier_id: other.supplierId })).json().errors).toEqual({
      supplier_id: ['Choose a supplier of this farm.'],
    });
  });

  it('deletes an item with only its opening stock; refuses one with history (409)', async () => {
    const fresh = await createItem(t, farm);
    const res = await client(t, farm.token).delete(itemUrl(farm, fresh.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'DAP Fertilizer was deleted.' });
    expect((await client(t, farm.token).get(itemUrl(farm, fresh.id))).statusCode).toBe(404);

    const used = await createItem(t, farm);
    await client(t, farm.token).post(itemUrl(farm, used.id, '/consume'), { quantity: 1 });
    const refused = await client(t, farm.token).delete(itemUrl(farm, used.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'item_has_history',
      message:
        'DAP Fertilizer has stock history, so it cannot be deleted. Adjust its count to 0 instead; the history stays.',
    });
    expect((await client(t, farm.token).delete(itemUrl(farm, 'not-a-uuid'))).statusCode).toBe(404);
  });
});
