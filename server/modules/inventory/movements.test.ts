// The stock ledger: every movement, its rules and its history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MovementPageSchema, MovementResultSchema } from '@/shared/contracts/stock-movements';
import { createTestApp, type TestApp } from '@/server/test/app';
import { client, createItem, createTestFarm, itemUrl, type TestFarm } from './inventory-fixtures';

let t: TestApp;
let farm: TestFarm;
let other: TestFarm;
beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t);
  other = await createTestFarm(t);
});
afterAll(() => t.close());

const post = (itemId: string, action: string, payload: object) =>
  client(t, farm.token).post(itemUrl(farm, itemId, `/${action}`), payload);
const product = (o: Record<string, unknown> = {}) =>
  createItem(t, farm, {
    item_type: 'product',
    name: 'Tomatoes',
    category: 'Vegetables',
    unit: 'boxes',
    ...o,
  });

describe('consume, receive, harvest, sale and adjust', () => {
  it('consumes: one conditional update, one ledger row with the quantity after', async () => {
    const item = await createItem(t, farm, { quantity: 10 });
    const res = await post(item.id, 'consume', { quantity: 2.5, note: 'Top dressing, block B' });
    expect(res.statusCode, res.body).toBe(200);
    const body = MovementResultSchema.parse(res.json());
    expect(body).toMatchObject({ success: true, message: 'Used 2.5 kg of DAP Fertilizer.' });
    expect(body.item.quantity).toBe('7.50');
    expect(body.movements).toEqual([
      expect.objectContaining({
        type: 'consume',
        quantity_change: '-2.50',
        quantity_after: '7.50',
        unit: 'kg',
        item_name: 'DAP Fertilizer',
        location_name: 'Main store',
        note: 'Top dressing, block B',
        user_id: farm.userId,
        user_name: 'Wanjiku Kamau',
        transfer_id: null,
      }),
    ]);
  });

  it('refuses to consume more than there is (409 insufficient_stock) and changes nothing', async () => {
    const item = await createItem(t, farm, { name: 'DAP', quantity: 3 });
    const res = await post(item.id, 'consume', { quantity: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'insufficient_stock',
      message: 'Only 3.00 kg of DAP left; you tried to use 5.',
    });
    const after = await client(t, farm.token).get(itemUrl(farm, item.id));
    expect(after.json().data.quantity).toBe('3.00');
    const history = await client(t, farm.token).get(itemUrl(farm, item.id, '/movements'));
    expect(history.json().meta.total).toBe(1);
  });

  it.each([
    ['consume', { quantity: 0 }, 'quantity', 'The quantity must be more than 0.'],
    ['consume', { quantity: 1.001 }, 'quantity', 'Use at most two decimals for the quantity.'],
    ['receive', { quantity: -2 }, 'quantity', 'The quantity must be more than 0.'],
    ['transfer', { quantity: 1 }, 'to_location_id', 'Choose where the stock goes.'],
    ['adjust', { counted_quantity: 4 }, 'note', 'This field is required.'],
    [
      'adjust',
      { counted_quantity: -1, note: 'x' },
      'counted_quantity',
      'The counted quantity cannot be negative.',
    ],
  ])('answers 422 for %s %j', async (action, payload, field, message) => {
    const item = await createItem(t, farm);
    const res = await post(item.id, action, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  it('does not consume equipment, harvest inputs or sell inputs (422)', async () => {
    const jembe = await createItem(t, farm, {
      item_type: 'equipment',
      name: 'Jembe',
      category: 'Tools',
      unit: 'pieces',
    });
    const consumed = await post(jembe.id, 'consume', { quantity: 1 });
    expect(consumed.statusCode).toBe(422);
    expect(consumed.json().errors).toEqual({
      item_type: ['Equipment is not consumed; transfer or adjust it instead.'],
    });
    const dap = await createItem(t, farm);
    expect((await post(dap.id, 'harvest', { quantity: 1 })).json().errors).toEqual({
      item_type: ['Only products are harvested; record inputs and equipment with Receive.'],
    });
    expect((await post(dap.id, 'sale', { quantity: 1 })).json().errors).toEqual({
      item_type: ['Only products are sold from stock.'],
    });
  });

  it('answers 404 for a missing item or one of another farm', async () => {
    const foreign = await createItem(t, other, {
      storage_location_id: other.locations[0],
      supplier_id: null,
    });
    for (const id of [foreign.id, '7d1c2b8e-0000-4000-8000-000000000000', 'nope']) {
      expect((await post(id, 'consume', { quantity: 1 })).statusCode).toBe(404);
      expect((await post(id, 'adjust', { counted_quantity: 1, note: 'x' })).statusCode).toBe(404);
      expect(
        (await post(id, 'transfer', { quantity: 1, to_location_id: farm.locations[1] })).statusCode,
      ).toBe(404);
    }
  });

  it('receives with a cost in major units (the item keeps the latest cost) and a supplier of the farm', async () => {
    const item = await createItem(t, farm, { quantity: 0, unit_cost: 10 });
    const res = await post(item.id, 'receive', {
      quantity: 20,
      unit_cost: 12.5,
      supplier_id: farm.supplierId,
    });
    const body = MovementResultSchema.parse(res.json());
    expect(body.message).toBe('Received 20 kg of DAP Fertilizer.');
    expect(body.item).toMatchObject({ quantity: '20.00', unit_cost: 1250, status: 'normal' });
    expect(body.movements[0]).toMatchObject({ type: 'receive', quantity_change: '20.00' });
    const foreignSupplier = await post(item.id, 'receive', { quantity: 1, supplier_id: other.supplierId });
    expect(foreignSupplier.json().errors).toEqual({ supplier_id: ['Choose a supplier of this farm.'] });
  });

  it('harvests into and sells from a product', async () => {
    const tomatoes = await product({ quantity: 0 });
    const harvest = MovementResultSchema.parse((await post(tomatoes.id, 'harvest', { quantity: 40 })).json());
    expect(harvest.message).toBe('Recorded a harvest of 40 boxes of Tomatoes.');
    const sale = await post(tomatoes.id, 'sale', { quantity: 15, note: 'Wakulima market' });
    expect(MovementResultSchema.parse(sale.json()).item.quantity).toBe('25.00');
    const tooMuch = await post(tomatoes.id, 'sale', { quantity: 30 });
    expect(tooMuch.json().message).toBe('Only 25.00 boxes of Tomatoes left; you tried to sell 30.');
  });

  it('adjusts to a counted quantity and records the difference with its reason', async () => {
    const item = await createItem(t, farm, { quantity: 10 });
    const res = await post(item.id, 'adjust', { counted_quantity: 7.25, note: 'Recount: two bags torn' });
    const body = MovementResultSchema.parse(res.json());
    expect(body.message).toBe('Set the count of DAP Fertilizer to 7.25 kg.');
    expect(body.movements[0]).toMatchObject({
      type: 'adjust',
      quantity_change: '-2.75',
      quantity_after: '7.25',
    });
    const up = MovementResultSchema.parse(
      (await post(item.id, 'adjust', { counted_quantity: 9, note: 'found' })).json(),
    );
    expect(up.movements[0]).toMatchObject({ quantity_change: '1.75', quantity_after: '9.00' });
  });
});

describe('transfer', () => {
  it('creates the item at the destination, then merges into it; two rows share a transfer id', async () => {
    const [main, cold] = farm.locations;
    const item = await createItem(t, farm, { name: 'CAN', quantity: 50, reorder_level: 5, unit_cost: 30 });
    const first = await post(item.id, 'transfer', {
      quantity: 20,
      to_location_id: cold,
      note: 'For the nursery',
    });
    expect(first.statusCode, first.body).toBe(200);
    const moved = MovementResultSchema.parse(first.json());
    expect(moved.message).toBe('Moved 20 kg of CAN to Cold room.');
    expect(moved.item).toMatchObject({ quantity: '30.00', location_id: main });
    expect(moved.destination_item).toMatchObject({
      name: 'CAN',
      quantity: '20.00',
      location_id: cold,
      location_name: 'Cold room',
      unit_cost: 3000,
      supplier: 'Agrovet Nakuru',
      reorder_level: null,
    });
    const [a, b] = moved.movements;
    expect(a!.transfer_id).toBeTruthy();
    expect(a!.transfer_id).toBe(b!.transfer_id);
    expect(
      moved.movements
        .map((m) => [m.type, m.quantity_change, m.location_name, m.counterpart_location_name])
        .sort(),
    ).toEqual([
      ['transfer_in', '20.00', 'Cold room', 'Main store'],
      ['transfer_out', '-20.00', 'Main store', 'Cold room'],
    ]);

    const second = MovementResultSchema.parse(
      (await post(item.id, 'transfer', { quantity: 5, to_location_id: cold })).json(),
    );
    expect(second.destination_item!.id).toBe(moved.destination_item!.id);
    expect(second.destination_item!.quantity).toBe('25.00');

    // The history of each item lists its side of both transfers, newest first.
    const history = async (id: string) =>
      MovementPageSchema.parse((await client(t, farm.token).get(itemUrl(farm, id, '/movements'))).json())
        .data;
    expect((await history(item.id)).map((m) => [m.type, m.quantity_change])).toEqual([
      ['transfer_out', '-5.00'],
      ['transfer_out', '-20.00'],
      ['receive', '50.00'],
    ]);
    expect((await history(moved.destination_item!.id)).map((m) => m.quantity_after)).toEqual([
      '25.00',
      '20.00',
    ]);
  });

  it('moves the whole quantity back, and refuses more than there is, the same location or another farm', async () => {
    const [main, cold] = farm.locations;
    const item = await createItem(t, farm, {
      name: 'Sprayer',
      item_type: 'equipment',
      category: 'Tools',
      unit: 'pieces',
      quantity: 1,
    });
    expect((await post(item.id, 'transfer', { quantity: 2, to_location_id: cold })).json()).toEqual({
      code: 'insufficient_stock',
      message: 'Only 1.00 pieces of Sprayer left; you tried to move 2.',
    });
    expect((await post(item.id, 'transfer', { quantity: 1, to_location_id: main })).json().errors).toEqual({
      to_location_id: ['Sprayer is already in Main store; choose another location.'],
    });
    expect(
      (await post(item.id, 'transfer', { quantity: 1, to_location_id: other.locations[0] })).json().errors,
    ).toEqual({
      to_location_id: ['Choose a storage location of this farm.'],
    });
    const moved = MovementResultSchema.parse(
      (await post(item.id, 'transfer', { quantity: 1, to_location_id: cold })).json(),
    );
    expect(moved.item).toMatchObject({ quantity: '0.00', status: 'depleted' });
    const back = await post(moved.destination_item!.id, 'transfer', { quantity: 1, to_location_id: main });
    expect(MovementResultSchema.parse(back.json()).destination_item!.id).toBe(item.id);
  });
});

describe('GET /api/farms/:farmId/stock-movements', () => {
  it('lists the farm ledger newest first, filtered by type and item', async () => {
    const fresh = await createTestFarm(t);
    const a = await createItem(t, fresh, { name: 'A', quantity: 10 });
    const b = await createItem(t, fresh, { name: 'B', quantity: 10 });
    const ledger = (query = '') =>
      client(t, fresh.token).get(`/api/farms/${fresh.farmId}/stock-movements${query}`);
    await client(t, fresh.token).post(itemUrl(fresh, a.id, '/consume'), { quantity: 1 });
    await client(t, fresh.token).post(itemUrl(fresh, b.id, '/consume'), { quantity: 2 });
    const all = MovementPageSchema.parse((await ledger()).json());
    expect(all.data.map((m) => [m.item_name, m.type])).toEqual([
      ['B', 'consume'],
      ['A', 'consume'],
      ['B', 'receive'],
      ['A', 'receive'],
    ]);
    const consumes = MovementPageSchema.parse((await ledger('?type=consume&per_page=1')).json());
    expect(consumes.meta).toEqual({ page: 1, per_page: 1, total: 2, unfiltered_total: 4 });
    const ofA = MovementPageSchema.parse((await ledger(`?item_id=${a.id}`)).json());
    expect(ofA.data.map((m) => m.quantity_after)).toEqual(['9.00', '10.00']);
    expect((await ledger('?item_id=nope')).json().data).toEqual([]);
  });
});
