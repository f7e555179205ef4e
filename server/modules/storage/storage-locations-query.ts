// Storage locations as read (docs/product/storage-locations.md Storage location), with their usage computed by the database in one grouped
// query for the whole list (docs/decisions/004-storage-utilization.md): for kg, tons and liters the stock held,
// converted; for sq ft and sq m the figure the farmer recorded.
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { StorageLocation } from '@/shared/contracts/storage-locations';
import type { Database } from '@/server/db/client';
import { inventoryItems } from '@/server/db/schema/inventory';
import { storageLocations } from '@/server/db/schema/storage';

type LocationRow = typeof storageLocations.$inferSelect;

const unit = sql`lower(${inventoryItems.unit})`;
const qty = inventoryItems.quantity;

/** Per location: item count, kilograms and liters held, and how many items convert to neither. */
function usageByLocation(db: Database, itemScope: SQL) {
  return db
    .select({
      locationId: inventoryItems.locationId,
      itemCount: sql<number>`count(*)::int`.as('item_count'),
      kg: sql`sum(case ${unit} when 'kg' then ${qty} when 'g' then ${qty} / 1000 end)`.as('kg'),
      liters: sql`sum(case ${unit} when 'l' then ${qty} when 'ml' then ${qty} / 1000 end)`.as('liters'),
      notMass: sql<number>`(count(*) filter (where ${unit} not in ('kg', 'g')))::int`.as('not_mass'),
      notVolume: sql<number>`(count(*) filter (where ${unit} not in ('l', 'ml')))::int`.as('not_volume'),
    })
    .from(inventoryItems)
    .where(itemScope)
    .groupBy(inventoryItems.locationId)
    .as('usage');
}

/** Locations matching `scope`, by name. `itemScope` narrows the items aggregated to the same locations. */
async function selectLocations(db: Database, scope: SQL, itemScope: SQL) {
  const usage = usageByLocation(db, itemScope);
  const cap = storageLocations.capacityUnit;
  // Text, so both drivers hand back the decimal string exactly as PostgreSQL wrote it ("12.50").
  const utilization = sql<string>`(case ${cap}
    when 'kg' then round(coalesce(${usage.kg}, 0), 2)
    when 'tons' then round(coalesce(${usage.kg}, 0) / 1000, 2)
    when 'liters' then round(coalesce(${usage.liters}, 0), 2)
    else ${storageLocations.manualUtilization} end)::text`;
  const uncounted = sql<number>`(case
    when ${cap} in ('kg', 'tons') then coalesce(${usage.notMass}, 0)
    when ${cap} = 'liters' then coalesce(${usage.notVolume}, 0)
    else 0 end)::int`;
  const rows = await db
    .select({
      location: storageLocations,
      itemCount: sql<number>`coalesce(${usage.itemCount}, 0)::int`,
      utilization,
      uncounted,
    })
    .from(storageLocations)
    .leftJoin(usage, eq(usage.locationId, storageLocations.id))
    .where(scope)
    .orderBy(asc(sql`lower(${storageLocations.name})`), asc(storageLocations.id));
  return rows.map((r) => toStorageLocation(r.location, r));
}

export function toStorageLocation(
  row: LocationRow,
  usage: { itemCount: number; utilization: string; uncounted: number },
): StorageLocation {
  return {
    id: row.id,
    farm_id: row.farmId,
    name: row.name,
    type: row.type as StorageLocation['type'],
    capacity: row.capacity,
    capacity_unit: row.capacityUnit as StorageLocation['capacity_unit'],
    current_utilization: usage.utilization,
    storage_conditions: {
      temperature_controlled: row.temperatureControlled,
      humidity_controlled: row.humidityControlled,
    },
    address: row.address,
    description: row.description,
    status: row.status as StorageLocation['status'],
    security_level: row.securityLevel as StorageLocation['security_level'],
    parent_location_id: row.parentLocationId,
    item_count: usage.itemCount,
    uncounted_items: usage.uncounted,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function locationsOfFarms(db: Database, farmIds: string[]): Promise<StorageLocation[]> {
  if (farmIds.length === 0) return Promise.resolve([]);
  return selectLocations(
    db,
    inArray(storageLocations.farmId, farmIds),
    inArray(inventoryItems.farmId, farmIds),
  );
}

export async function locationById(db: Database, id: string): Promise<StorageLocation | undefined> {
  const [location] = await selectLocations(
    db,
    eq(storageLocations.id, id),
    eq(inventoryItems.locationId, id),
  );
  return location;
}
