// Test helpers for farm-scoped routes: a farm in one call, a member with a given role, and rows the inventory
// API would write (items, receipts), inserted straight through the schema.
import { expect } from 'vitest';
import type { BuiltInFarmRole, FarmPermission } from '@/shared/contracts/farm-permissions';
import { FarmResponseSchema, type Farm, type FarmInput } from '@/shared/contracts/farms';
import {
  StorageLocationWriteResponseSchema,
  type StorageLocation,
  type StorageLocationInput,
} from '@/shared/contracts/storage-locations';
import { SupplierResponseSchema, type Supplier } from '@/shared/contracts/suppliers';
import type { App } from '@/server/app';
import type { Database } from '@/server/db/client';
import { farmMembers, farmRoles } from '@/server/db/schema/farms';
import { inventoryItems, stockMovements } from '@/server/db/schema/inventory';
import { bearer } from '@/server/test/users';

export async function createFarm(app: App, token: string, input: Partial<FarmInput> = {}): Promise<Farm> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/farms',
    headers: bearer(token),
    payload: { name: 'Mlima Farm', ...input },
  });
  expect(res.statusCode, res.body).toBe(201);
  return FarmResponseSchema.parse(res.json()).data;
}

export const locationPayload = (farmId: string, input: Partial<StorageLocationInput> = {}) => ({
  name: 'Main store',
  location_type: 'Warehouse',
  farm_id: farmId,
  capacity: 1000,
  capacity_unit: 'kg',
  address: 'Behind the milking shed',
  ...input,
});

export async function createLocation(
  app: App,
  token: string,
  farmId: string,
  input: Partial<StorageLocationInput> = {},
): Promise<StorageLocation> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/inventory/storage-locations',
    headers: bearer(token),
    payload: locationPayload(farmId, input),
  });
  expect(res.statusCode, res.body).toBe(201);
  return StorageLocationWriteResponseSchema.parse(res.json()).data!;
}

export async function createSupplier(
  app: App,
  token: string,
  farmId: string,
  name = 'Agrovet Ltd',
): Promise<Supplier> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/suppliers',
    headers: bearer(token),
    payload: { farm_id: farmId, name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return SupplierResponseSchema.parse(res.json()).data;
}

/** A built-in role, or a custom role of the farm with exactly these permissions (docs/decisions/035). */
export type MemberRole = BuiltInFarmRole | { permissions: FarmPermission[]; name?: string };

let customRoles = 0;

/** A custom role of the farm, written straight through the schema; returns its id. */
export async function seedCustomRole(
  db: Database,
  farmId: string,
  permissions: FarmPermission[],
  name = `Custom role ${++customRoles}`,
): Promise<string> {
  const [row] = await db
    .insert(farmRoles)
    .values({ farmId, name, permissions })
    .returning({ id: farmRoles.id });
  return row!.id;
}

/** A staff member with a built-in role or a custom one (created for them); returns the custom role's id. */
export async function addMember(
  db: Database,
  farmId: string,
  userId: string,
  role: MemberRole,
): Promise<string | null> {
  if (typeof role === 'string') {
    await db.insert(farmMembers).values({ farmId, userId, role });
    return null;
  }
  const roleId = await seedCustomRole(db, farmId, role.permissions, role.name);
  await db.insert(farmMembers).values({ farmId, userId, role: 'custom', roleId });
  return roleId;
}

/** An item row as the inventory API would store it (that API is built separately). */
export async function insertItem(
  db: Database,
  item: {
    farmId: string;
    locationId: string;
    unit: string;
    quantity: string;
    name?: string;
    supplierId?: string;
  },
) {
  const name = item.name ?? `Item ${item.unit} ${item.quantity}`;
  const [row] = await db
    .insert(inventoryItems)
    .values({
      farmId: item.farmId,
      locationId: item.locationId,
      supplierId: item.supplierId ?? null,
      itemType: 'input',
      name,
      category: 'Fertilizer',
      unit: item.unit,
      quantity: item.quantity,
      searchText: name.toLowerCase(),
    })
    .returning();
  return row!;
}

export async function insertReceipt(
  db: Database,
  receipt: {
    farmId: string;
    itemId: string;
    locationId: string;
    supplierId: string;
    quantity: string;
    note?: string;
  },
) {
  await db.insert(stockMovements).values({
    farmId: receipt.farmId,
    itemId: receipt.itemId,
    locationId: receipt.locationId,
    supplierId: receipt.supplierId,
    type: 'receive',
    quantityChange: receipt.quantity,
    quantityAfter: receipt.quantity,
    note: receipt.note ?? null,
  });
}
