// Test helpers for the inventory routes: a farm with locations and a supplier (inserted through the schema, so
// these tests stand on their own), members with a role, items created through the API, and short request calls.
import { expect } from 'vitest';
import { InventoryItemResponseSchema, type InventoryItem } from '@/shared/contracts/inventory';
import { farmMembers, farms } from '@/server/db/schema/farms';
import { addMember as addFarmMember, type MemberRole } from '@/server/modules/farms/farm-fixtures';
import { storageLocations, suppliers } from '@/server/db/schema/storage';
import type { TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';

export interface TestFarm {
  token: string;
  userId: string;
  farmId: string;
  /** Main store, Cold room. */
  locations: [string, string];
  supplierId: string;
}

export async function createTestFarm(
  t: TestApp,
  options: { currency?: string; name?: string; owner?: { token: string; userId: string } } = {},
): Promise<TestFarm> {
  const { token, user } = options.owner
    ? { token: options.owner.token, user: { id: options.owner.userId } }
    : await registerUser(t.app);
  const [farm] = await t.db
    .insert(farms)
    .values({ ownerId: user.id, name: options.name ?? 'Mlima Farm', currency: options.currency ?? 'KES' })
    .returning();
  const farmId = farm!.id;
  await t.db.insert(farmMembers).values({ farmId, userId: user.id, role: 'owner' });
  const locations = await t.db
    .insert(storageLocations)
    .values([
      { farmId, name: 'Main store', address: 'Behind the shed' },
      { farmId, name: 'Cold room', address: 'Packhouse' },
    ])
    .returning({ id: storageLocations.id });
  const [supplier] = await t.db
    .insert(suppliers)
    .values({ farmId, name: 'Agrovet Nakuru' })
    .returning({ id: suppliers.id });
  return {
    token,
    userId: user.id,
    farmId,
    locations: [locations[0]!.id, locations[1]!.id],
    supplierId: supplier!.id,
  };
}

/** A new user who is a member of the farm with `role`: a built-in one or a custom permission set. */
export async function addMember(t: TestApp, farmId: string, role: MemberRole) {
  const member = await registerUser(t.app);
  const roleId = await addFarmMember(t.db, farmId, member.user.id, role);
  return { ...member, roleId };
}

export const inputPayload = (farm: TestFarm, overrides: Record<string, unknown> = {}) => ({
  farm_id: farm.farmId,
  item_type: 'input',
  name: 'DAP Fertilizer',
  category: 'Fertilizer',
  quantity: 100,
  unit: 'kg',
  storage_location_id: farm.locations[0],
  supplier_id: farm.supplierId,
  ...overrides,
});

/** Short calls with the farm owner's token (or another). */
export function client(t: TestApp, token: string) {
  const call =
    (method: 'GET' | 'POST' | 'PUT' | 'DELETE') =>
    (url: string, payload?: object, headers = {}) =>
      t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, payload });
  return { get: call('GET'), post: call('POST'), put: call('PUT'), delete: call('DELETE') };
}

export async function createItem(
  t: TestApp,
  farm: TestFarm,
  overrides: Record<string, unknown> = {},
): Promise<InventoryItem> {
  const res = await client(t, farm.token).post(
    `/api/farms/${farm.farmId}/inventory`,
    inputPayload(farm, overrides),
  );
  expect(res.statusCode, res.body).toBe(201);
  return InventoryItemResponseSchema.parse(res.json()).data;
}

export const itemUrl = (farm: TestFarm, itemId: string, suffix = '') =>
  `/api/farms/${farm.farmId}/inventory/${itemId}${suffix}`;
