// The locations' usage is kept per farm revision (storage-locations-query.ts, docs/decisions/027): never a stale
// figure after a write, whoever makes it; a location's own fields are read every time.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  StorageLocationListResponseSchema,
  StorageLocationResponseSchema,
  type StorageLocation,
} from '@/shared/contracts/storage-locations';
import { farmMembers } from '@/server/db/schema/farms';
import { inventoryItems } from '@/server/db/schema/inventory';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { createLocation, locationPayload } from '@/server/modules/farms/farm-fixtures';
import {
  client,
  createItem,
  createTestFarm,
  itemUrl,
  type TestFarm,
} from '@/server/modules/inventory/inventory-fixtures';

let t: TestApp;
let farm: TestFarm;
/** Two locations measured in kilograms. */
let main: string;
let cold: string;
beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t);
  main = (await createLocation(t.app, farm.token, farm.farmId, { name: 'Grain store', capacity_unit: 'kg' }))
    .id;
  cold = (await createLocation(t.app, farm.token, farm.farmId, { name: 'Cold room', capacity_unit: 'kg' }))
    .id;
});
afterAll(() => t.close());

const usage = (l: StorageLocation) => ({
  utilization: l.current_utilization,
  items: l.item_count,
  uncounted: l.uncounted_items,
});

/** Both reads of the usage: the farm's list and one location. */
async function read(locationId: string) {
  const api = client(t, farm.token);
  const list = StorageLocationListResponseSchema.parse(
    (await api.get(`/api/farms/${farm.farmId}/storage-locations`)).json(),
  ).data.find((l) => l.id === locationId)!;
  const one = StorageLocationResponseSchema.parse(
    (await api.get(`/api/inventory/storage-locations/${locationId}`)).json(),
  ).data;
  expect(usage(one)).toEqual(usage(list));
  return { ...usage(list), location: one };
}

describe('storage location usage, cached per farm revision', () => {
  it('changes with the very next answer after a stock write through the API', async () => {
    const item = await createItem(t, farm, { quantity: 100, unit: 'kg', storage_location_id: main });
    expect(await read(main)).toMatchObject({ utilization: '100.00', items: 1 });
    expect(await read(main)).toMatchObject({ utilization: '100.00', items: 1 }); // the cached answer

    const api = client(t, farm.token);
    expect((await api.post(itemUrl(farm, item.id, '/consume'), { quantity: 12.5 })).statusCode).toBe(200);
    expect(await read(main)).toMatchObject({ utilization: '87.50', items: 1 });

    const moved = await api.post(itemUrl(farm, item.id, '/transfer'), {
      quantity: 7.5,
      to_location_id: cold,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await read(main)).toMatchObject({ utilization: '80.00', items: 1 });
    expect(await read(cold)).toMatchObject({ utilization: '7.50', items: 1 });

    await createItem(t, farm, { name: 'Seed bags', quantity: 4, unit: 'bags', storage_location_id: main });
    expect(await read(main)).toMatchObject({ utilization: '80.00', items: 2, uncounted: 1 });
  });

  it('changes after a write made straight to the database, as another instance or the daily job would', async () => {
    const before = await read(main);
    await t.db.update(inventoryItems).set({ quantity: '1000' }).where(eq(inventoryItems.locationId, main));
    const after = await read(main);
    expect(after.utilization).not.toBe(before.utilization);
    expect(after).toMatchObject({ utilization: '1000.00' }); // the kg item; the bags are not mass
    await t.db.delete(inventoryItems).where(eq(inventoryItems.locationId, main));
    expect(await read(main)).toMatchObject({ utilization: '0.00', items: 0, uncounted: 0 });
  });

  it("shows a change of the location's own unit at once (it bumps no revision)", async () => {
    expect(await read(cold)).toMatchObject({ utilization: '7.50' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/inventory/storage-locations/${cold}`,
      headers: bearer(farm.token),
      payload: locationPayload(farm.farmId, { name: 'Cold room', capacity_unit: 'tons', capacity: 10 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read(cold)).toMatchObject({ utilization: '0.01' });
  });

  it('refuses a member removed straight in the database on the very next call', async () => {
    const member = await registerUser(t.app);
    await t.db.insert(farmMembers).values({ farmId: farm.farmId, userId: member.user.id, role: 'manager' });
    const list = () =>
      client(t, member.token)
        .get(`/api/farms/${farm.farmId}/storage-locations`)
        .then((res) => res.statusCode);
    expect(await list()).toBe(200);
    expect(await list()).toBe(200); // the kept access check
    await t.db.delete(farmMembers).where(eq(farmMembers.userId, member.user.id));
    expect(await list()).toBe(404);
  });
});
