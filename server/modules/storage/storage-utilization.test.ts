// docs/decisions/004-storage-utilization.md: weight and volume usage comes from the stock held, converted to the
// capacity unit; area usage is the figure the farmer records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  StorageLocationListResponseSchema,
  StorageLocationResponseSchema,
} from '@/shared/contracts/storage-locations';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import {
  createFarm,
  createLocation,
  insertItem,
  locationPayload,
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

const detail = async (id: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/inventory/storage-locations/${id}`,
    headers: bearer(token),
  });
  return StorageLocationResponseSchema.parse(res.json()).data;
};

async function stocked(capacity_unit: 'kg' | 'tons' | 'liters', items: [string, string][]) {
  const location = await createLocation(t.app, token, farmId, {
    name: capacity_unit,
    capacity_unit,
    capacity: 5000,
  });
  for (const [unit, quantity] of items)
    await insertItem(t.db, { farmId, locationId: location.id, unit, quantity });
  return location;
}

const MIXED: [string, string][] = [
  ['kg', '1500'],
  ['g', '500000'],
  ['L', '20'],
  ['mL', '2500'],
  ['bags', '10'],
  ['pieces', '3'],
];

describe('current_utilization', () => {
  it('tons: stock received in kg and g through the API counts in tons; pieces are reported as not counted', async () => {
    const location = await createLocation(t.app, token, farmId, {
      name: 'Grain store',
      capacity_unit: 'tons',
      capacity: 10,
    });
    const add = async (name: string, unit: string, quantity: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/farms/${farmId}/inventory`,
        headers: bearer(token),
        payload: {
          item_type: 'product',
          name,
          farm_id: farmId,
          category: 'Grains',
          quantity,
          unit,
          storage_location_id: location.id,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await add('Maize', 'kg', 1500);
    await add('Beans', 'g', 250000);
    await add('Gunny bags', 'pieces', 40);
    await add('Hermetic bags', 'pieces', 12);
    expect(await detail(location.id)).toMatchObject({
      current_utilization: '1.75',
      item_count: 4,
      uncounted_items: 2,
      uncounted_units: ['pieces'],
    });
  });

  it('kg: kilograms and grams, converted; other units are counted as uncounted items', async () => {
    const location = await stocked('kg', MIXED);
    expect(await detail(location.id)).toMatchObject({
      current_utilization: '2000.00',
      item_count: 6,
      uncounted_items: 4,
      uncounted_units: ['bags', 'L', 'mL', 'pieces'],
    });
  });

  it('tons: the same stock in tons', async () => {
    const location = await stocked('tons', [...MIXED, ['kg', '5.5']]);
    expect(await detail(location.id)).toMatchObject({
      current_utilization: '2.01',
      item_count: 7,
      uncounted_items: 4,
    });
  });

  it('liters: liters and millilitres, converted', async () => {
    const location = await stocked('liters', MIXED);
    expect(await detail(location.id)).toMatchObject({
      current_utilization: '22.50',
      item_count: 6,
      uncounted_items: 4,
    });
  });

  it('sq ft and sq m: the figure recorded on the form, whatever the stock', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/storage-locations',
      headers: bearer(token),
      payload: locationPayload(farmId, { capacity_unit: 'sq ft', capacity: 800, current_utilization: 320 }),
    });
    const shed = StorageLocationResponseSchema.shape.data.parse(res.json().data);
    await insertItem(t.db, { farmId, locationId: shed.id, unit: 'kg', quantity: '900' });
    expect(await detail(shed.id)).toMatchObject({
      current_utilization: '320.00',
      item_count: 1,
      uncounted_items: 0,
      uncounted_units: [],
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/inventory/storage-locations/${shed.id}`,
      headers: bearer(token),
      payload: locationPayload(farmId, { capacity_unit: 'sq m', capacity: 80, current_utilization: 12.25 }),
    });
    expect(await detail(shed.id)).toMatchObject({ capacity_unit: 'sq m', current_utilization: '12.25' });
  });

  it('lists every location with its usage from one grouped query, matching the detail', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/inventory/storage-locations?farm_id=${farmId}`,
      headers: bearer(token),
    });
    const list = StorageLocationListResponseSchema.parse(res.json()).data;
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const location of list) expect(location).toEqual(await detail(location.id));
    expect(list.find((l) => l.capacity_unit === 'kg')?.current_utilization).toBe('2000.00');
  });
});
