import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  StorageLocationListResponseSchema,
  StorageLocationResponseSchema,
  StorageLocationWriteResponseSchema,
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

const BASE = '/api/inventory/storage-locations';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

describe('POST /api/inventory/storage-locations', () => {
  it('adds a location with the docs/product/storage-locations.md answer and its defaults', async () => {
    const res = await call('POST', BASE, {
      name: 'Cold room',
      location_type: 'Cold Storage',
      farm_id: farmId,
      capacity: '250.5',
      address: 'North barn',
      description: 'Vaccines and milk',
    });
    expect(res.statusCode).toBe(201);
    const body = StorageLocationWriteResponseSchema.parse(res.json());
    expect(body).toMatchObject({ status: 'success', message: 'Storage location added' });
    expect(body.data).toMatchObject({
      farm_id: farmId,
      name: 'Cold room',
      type: 'Cold Storage',
      capacity: '250.50',
      capacity_unit: 'sq ft',
      current_utilization: '0.00',
      storage_conditions: { temperature_controlled: false, humidity_controlled: false },
      address: 'North barn',
      description: 'Vaccines and milk',
      status: 'active',
      security_level: 'standard',
      parent_location_id: null,
      item_count: 0,
    });
  });

  it('reads the conditions as serialized text (docs/product/storage-locations.md) or as an object', async () => {
    const text = await createLocation(t.app, token, farmId, {
      conditions: '{"temperature_controlled":true}',
    });
    expect(text.storage_conditions).toEqual({ temperature_controlled: true, humidity_controlled: false });
    const object = await createLocation(t.app, token, farmId, { conditions: { humidity_controlled: true } });
    expect(object.storage_conditions).toEqual({ temperature_controlled: false, humidity_controlled: true });
  });

  it('answers 422 with the message of each field rule', async () => {
    const conditionsMessage = 'Conditions must be JSON, like {"temperature_controlled":true}.';
    const cases: [object, string, string][] = [
      [{ name: '  ' }, 'name', 'Enter the location name.'],
      [{ capacity: -1 }, 'capacity', 'The capacity cannot be negative.'],
      [{ capacity: 'lots' }, 'capacity', 'Enter the capacity as a number.'],
      [{ capacity: 1e12 }, 'capacity', 'The capacity is too large.'],
      [{ location_type: 'Silo' }, 'location_type', 'Choose the location type.'],
      [{ capacity_unit: 'bushels' }, 'capacity_unit', 'Choose a capacity unit.'],
      [{ address: ' ' }, 'address', 'Describe where the location is.'],
      [{ conditions: 'cold please' }, 'conditions', conditionsMessage],
      [{ conditions: '{"temperature_controlled":"yes"}' }, 'conditions', conditionsMessage],
      [{ conditions: 7 }, 'conditions', conditionsMessage],
      [{ farm_id: undefined }, 'farm_id', 'Farm ID is required'],
      [{ farm_id: '' }, 'farm_id', 'Farm ID is required'],
      [{ security_level: 'secret' }, 'security_level', 'This value is not valid.'],
      [{ current_utilization: -5 }, 'current_utilization', 'Usage cannot be negative.'],
    ];
    for (const [override, field, message] of cases) {
      const res = await call('POST', BASE, locationPayload(farmId, override as object));
      expect(res.statusCode, field).toBe(422);
      if (field !== 'security_level') expect(res.json().errors[field], field).toEqual([message]);
      else expect(res.json().errors[field]).toHaveLength(1);
    }
  });

  it('needs a parent location on the same farm', async () => {
    const otherFarm = await createFarm(t.app, token, { name: 'Other' });
    const foreign = await createLocation(t.app, token, otherFarm.id);
    for (const parent of [foreign.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const res = await call('POST', BASE, locationPayload(farmId, { parent_location_id: parent }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.parent_location_id).toEqual(['Choose a parent location on the same farm.']);
    }
    const parent = await createLocation(t.app, token, farmId, { name: 'Barn' });
    const child = await createLocation(t.app, token, farmId, { name: 'Loft', parent_location_id: parent.id });
    expect(child.parent_location_id).toBe(parent.id);
    // A loop (the barn inside its own loft, or inside itself) is refused.
    for (const id of [child.id, parent.id]) {
      const res = await call(
        'PUT',
        `${BASE}/${parent.id}`,
        locationPayload(farmId, { parent_location_id: id }),
      );
      expect(res.statusCode).toBe(422);
    }
  });
});

describe('reading storage locations', () => {
  it('lists a farm by ?farm_id= and under /api/farms/:farmId, by name; without farm_id every farm', async () => {
    const { token: own } = await registerUser(t.app);
    const a = await createFarm(t.app, own, { name: 'A' });
    const b = await createFarm(t.app, own, { name: 'B' });
    const shed = await createLocation(t.app, own, a.id, { name: 'shed' });
    const barn = await createLocation(t.app, own, a.id, { name: 'Barn' });
    const silo = await createLocation(t.app, own, b.id, { name: 'Silo' });
    const list = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(own) });
      expect(res.statusCode, url).toBe(200);
      return StorageLocationListResponseSchema.parse(res.json()).data.map((l) => l.id);
    };
    expect(await list(`${BASE}?farm_id=${a.id}`)).toEqual([barn.id, shed.id]);
    expect(await list(`/api/farms/${a.id}/storage-locations`)).toEqual([barn.id, shed.id]);
    expect(await list(BASE)).toEqual([barn.id, shed.id, silo.id]);

    const detail = async (url: string) =>
      t.app.inject({ method: 'GET', url, headers: bearer(own) }).then((res) => ({ res, body: res.json() }));
    const one = await detail(`${BASE}/${shed.id}`);
    expect(StorageLocationResponseSchema.parse(one.body)).toEqual({
      status: 'success',
      data: { ...shed, uncounted_items: 0 },
    });
    const scoped = await detail(`/api/farms/${a.id}/storage-locations/${shed.id}`);
    expect(scoped.body).toEqual(one.body);
    // A location of another farm is not found under this farm, even for a member of both.
    expect((await detail(`/api/farms/${a.id}/storage-locations/${silo.id}`)).res.statusCode).toBe(404);
    expect((await detail(`${BASE}/not-a-uuid`)).res.statusCode).toBe(404);
  });
});

describe('PUT /api/inventory/storage-locations/:id', () => {
  it('updates with the same payload and keeps conditions that were not sent', async () => {
    const location = await createLocation(t.app, token, farmId, {
      conditions: '{"humidity_controlled":true}',
    });
    const res = await call(
      'PUT',
      `${BASE}/${location.id}`,
      locationPayload(farmId, {
        name: 'Dry store',
        capacity: 5,
        capacity_unit: 'tons',
        location_type: 'Shed',
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = StorageLocationWriteResponseSchema.parse(res.json());
    expect(body.message).toBe('Storage location updated');
    expect(body.data).toMatchObject({
      name: 'Dry store',
      type: 'Shed',
      capacity: '5.00',
      capacity_unit: 'tons',
      storage_conditions: { temperature_controlled: false, humidity_controlled: true },
    });
  });

  it('refuses to move a location to another farm', async () => {
    const location = await createLocation(t.app, token, farmId);
    const other = await createFarm(t.app, token, { name: 'Elsewhere' });
    const res = await call('PUT', `${BASE}/${location.id}`, locationPayload(other.id));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.farm_id).toEqual(['A storage location cannot move to another farm.']);
  });
});

describe('DELETE /api/inventory/storage-locations/:id', () => {
  it('deletes an empty location', async () => {
    const location = await createLocation(t.app, token, farmId);
    const res = await call('DELETE', `${BASE}/${location.id}`);
    expect(StorageLocationWriteResponseSchema.parse(res.json())).toEqual({
      status: 'success',
      message: 'Storage location deleted',
    });
    expect((await call('GET', `${BASE}/${location.id}`)).statusCode).toBe(404);
  });

  it('is refused with 409 while the location holds stock, or has items on record at 0', async () => {
    const location = await createLocation(t.app, token, farmId);
    await insertItem(t.db, { farmId, locationId: location.id, unit: 'kg', quantity: '5' });
    await insertItem(t.db, { farmId, locationId: location.id, unit: 'bags', quantity: '2' });
    const empty = await insertItem(t.db, { farmId, locationId: location.id, unit: 'kg', quantity: '0' });
    const holding = await call('DELETE', `${BASE}/${location.id}`);
    expect(holding.statusCode).toBe(409);
    expect(holding.json()).toMatchObject({
      code: 'location_not_empty',
      message: 'This location still holds 2 items. Move or use up the stock before deleting it.',
    });

    const idle = await createLocation(t.app, token, farmId);
    await insertItem(t.db, { farmId, locationId: idle.id, unit: 'kg', quantity: '0' });
    const onRecord = await call('DELETE', `${BASE}/${idle.id}`);
    expect(onRecord.statusCode).toBe(409);
    expect(onRecord.json()).toMatchObject({
      code: 'location_has_items',
      message:
        'This location still has 1 item on record with no stock left. Delete it before deleting the location.',
    });
    expect(empty.quantity).toBe('0.00');
    expect((await call('GET', `${BASE}/${location.id}`)).statusCode).toBe(200);
  });
});
