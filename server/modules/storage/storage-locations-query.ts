// Storage locations as read (docs/product/storage-locations.md Storage location), with their usage computed by the database in one grouped
// query for the whole list (docs/decisions/004-storage-utilization.md): for kg, tons and liters the stock held,
// converted; for sq ft and sq m the figure the farmer recorded.
//
// The usage reads every item of the farm (about 265 ms at 100,000 items, on the embedded database's only thread),
// so it is kept per farm revision (inventory/revision-cache.ts, docs/decisions/027): every change to an item
// bumps its farm's revision, so a stock write changes the very next answer. The locations themselves (name,
// capacity, unit, the recorded figure) bump no revision: they are read again after any write (memoUntilWrite: on
// PGlite, until this process next writes; on PostgreSQL, every time). Only the items' sums are kept per revision,
// each already rounded as every unit shows it, and combined with the location's unit here. An item's location is
// always on the item's farm (inventory-create.ts requireFarmLocation, stock-transfer.ts).
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { StorageLocation } from '@/shared/contracts/storage-locations';
import type { Database } from '@/server/db/client';
import { inventoryItems } from '@/server/db/schema/inventory';
import { storageLocations } from '@/server/db/schema/storage';
import { memoUntilWrite, revisionCacheOf } from '@/server/modules/inventory/revision-cache';

type LocationRow = typeof storageLocations.$inferSelect;

const unit = sql`lower(${inventoryItems.unit})`;
const qty = inventoryItems.quantity;
const kg = sql`coalesce(sum(case ${unit} when 'kg' then ${qty} when 'g' then ${qty} / 1000 end), 0)`;
const liters = sql`coalesce(sum(case ${unit} when 'l' then ${qty} when 'ml' then ${qty} / 1000 end), 0)`;

/** What a location's items add up to, in every unit a location may measure in (text: the decimal as written). */
interface ItemUsage {
  itemCount: number;
  kg: string;
  tons: string;
  liters: string;
  /** Items that convert to neither kilograms nor liters. */
  notMass: number;
  notVolume: number;
}

/** A location holding no item: what the sums above give for no rows. */
const NO_ITEMS: ItemUsage = {
  itemCount: 0,
  kg: '0.00',
  tons: '0.00',
  liters: '0.00',
  notMass: 0,
  notVolume: 0,
};

/** Per location: item count, kilograms, tons and liters held (rounded to 2 places), items that convert to neither. */
async function usageByLocation(db: Database, itemScope: SQL): Promise<Map<string, ItemUsage>> {
  const rows = await db
    .select({
      locationId: inventoryItems.locationId,
      itemCount: sql<number>`count(*)::int`,
      // Text, so both drivers hand back the decimal string exactly as PostgreSQL wrote it ("12.50").
      kg: sql<string>`round(${kg}, 2)::text`,
      tons: sql<string>`round(${kg} / 1000, 2)::text`,
      liters: sql<string>`round(${liters}, 2)::text`,
      notMass: sql<number>`(count(*) filter (where ${unit} not in ('kg', 'g')))::int`,
      notVolume: sql<number>`(count(*) filter (where ${unit} not in ('l', 'ml')))::int`,
    })
    .from(inventoryItems)
    .where(itemScope)
    .groupBy(inventoryItems.locationId);
  return new Map(rows.map(({ locationId, ...usage }) => [locationId, usage]));
}

/** The usage of every location of a farm, as of its current revision. */
const farmUsage = (db: Database, farmId: string) =>
  revisionCacheOf(db).get(farmId, 'storage-usage', () =>
    usageByLocation(db, eq(inventoryItems.farmId, farmId)),
  );

/** One location's usage (GET one location; cheaper than the whole farm's on a miss), as of the current revision. */
const locationUsage = async (db: Database, farmId: string, locationId: string) =>
  (
    await revisionCacheOf(db).get(farmId, `storage-usage:${locationId}`, () =>
      usageByLocation(db, eq(inventoryItems.locationId, locationId)),
    )
  ).get(locationId);

/** Locations matching `scope`, by name (kept until this process next writes, on PGlite: memoUntilWrite). */
function selectLocations(db: Database, key: string, scope: SQL) {
  return memoUntilWrite(db, `storage-locations:${key}`, () =>
    db
      .select({
        location: storageLocations,
        manualUtilization: sql<string | null>`${storageLocations.manualUtilization}::text`,
      })
      .from(storageLocations)
      .where(scope)
      .orderBy(asc(sql`lower(${storageLocations.name})`), asc(storageLocations.id)),
  );
}

/** The usage a location shows: its items converted to its unit, or for area units the figure recorded. */
function shownUsage(
  { location, manualUtilization }: { location: LocationRow; manualUtilization: string | null },
  items: ItemUsage = NO_ITEMS,
) {
  const { itemCount } = items;
  switch (location.capacityUnit) {
    case 'kg':
      return { itemCount, utilization: items.kg, uncounted: items.notMass };
    case 'tons':
      return { itemCount, utilization: items.tons, uncounted: items.notMass };
    case 'liters':
      return { itemCount, utilization: items.liters, uncounted: items.notVolume };
    default:
      return { itemCount, utilization: manualUtilization as string, uncounted: 0 };
  }
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

export async function locationsOfFarms(db: Database, farmIds: string[]): Promise<StorageLocation[]> {
  if (farmIds.length === 0) return [];
  const rows = await selectLocations(
    db,
    `farms:${farmIds.join()}`,
    inArray(storageLocations.farmId, farmIds),
  );
  const usage = new Map<string, ItemUsage>();
  for (const farmId of new Set(rows.map((row) => row.location.farmId))) {
    for (const [id, items] of await farmUsage(db, farmId)) usage.set(id, items);
  }
  return rows.map((row) => toStorageLocation(row.location, shownUsage(row, usage.get(row.location.id))));
}

export async function locationById(db: Database, id: string): Promise<StorageLocation | undefined> {
  const [row] = await selectLocations(db, `id:${id}`, eq(storageLocations.id, id));
  if (!row) return undefined;
  return toStorageLocation(row.location, shownUsage(row, await locationUsage(db, row.location.farmId, id)));
}
