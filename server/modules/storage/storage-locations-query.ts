// Storage locations as read (docs/product/storage-locations.md Storage location), with their usage computed by the database in one grouped
// query for the whole list (docs/decisions/004-storage-utilization.md): for kg, tons and liters the stock held,
// converted by the contract's table (shared/contracts/unit-conversions.ts), with the items that do not convert
// counted and their units named; for sq ft and sq m the figure the farmer recorded.
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
import {
  isMeasuredCapacityUnit,
  MEASURED_CAPACITY_UNITS,
  UNIT_CONVERSIONS,
  type MeasuredCapacityUnit,
} from '@/shared/contracts/unit-conversions';
import type { Database } from '@/server/db/client';
import { inventoryItems } from '@/server/db/schema/inventory';
import { storageLocations } from '@/server/db/schema/storage';
import { memoUntilWrite, revisionCacheOf } from '@/server/modules/inventory/revision-cache';

type LocationRow = typeof storageLocations.$inferSelect;

/** One capacity unit's figures for a location's items: the stock converted, and what does not convert. */
interface Measured {
  amount: string;
  uncounted: number;
  /** The units of the uncounted items, as stored, once each, in alphabetical order whatever the case. */
  uncountedUnits: string[];
}

/** What a location's items add up to, in every capacity unit that counts stock (text: the decimal as written). */
interface ItemUsage {
  itemCount: number;
  measured: Record<MeasuredCapacityUnit, Measured>;
}

/** A location holding no item: what the sums below give for no rows. */
const NOTHING_MEASURED: Measured = { amount: '0.00', uncounted: 0, uncountedUnits: [] };
const NO_ITEMS: ItemUsage = {
  itemCount: 0,
  measured: Object.fromEntries(
    MEASURED_CAPACITY_UNITS.map((u) => [u, NOTHING_MEASURED]),
  ) as ItemUsage['measured'],
};

/**
 * The items summed once per location and unit (a handful of rows per location): every capacity unit's figures
 * are then read from these few rows, not from every item again.
 */
const perUnit = (db: Database, itemScope: SQL) =>
  db
    .select({
      locationId: inventoryItems.locationId,
      unit: inventoryItems.unit,
      items: sql<number>`count(*)`.as('items'),
      quantity: sql<string>`sum(${inventoryItems.quantity})`.as('quantity'),
    })
    .from(inventoryItems)
    .where(itemScope)
    .groupBy(inventoryItems.locationId, inventoryItems.unit)
    .as('per_unit');
type PerUnit = ReturnType<typeof perUnit>;

/** The SQL of one capacity unit's figures, from the conversion table of the contract (shared/contracts). */
function measuredColumns(rows: PerUnit, capacityUnit: MeasuredCapacityUnit) {
  const unit = sql`lower(${rows.unit})`;
  const conversions = Object.entries(UNIT_CONVERSIONS[capacityUnit]) as [string, string][];
  const cases = sql.join(
    conversions.map(
      ([from, factor]) => sql`when ${from.toLowerCase()} then ${rows.quantity} * ${factor}::numeric`,
    ),
    sql` `,
  );
  const convertible = sql.join(
    conversions.map(([from]) => sql`${from.toLowerCase()}`),
    sql`, `,
  );
  const notConverted = sql`${unit} not in (${convertible})`;
  return {
    // Text, so both drivers hand back the decimal string exactly as PostgreSQL wrote it ("12.50").
    amount: sql<string>`round(coalesce(sum(case ${unit} ${cases} end), 0), 2)::text`,
    uncounted: sql<number>`coalesce(sum(${rows.items}) filter (where ${notConverted}), 0)::int`,
    uncountedUnits: sql<
      string[] | null
    >`array_agg(${rows.unit} order by ${unit}, ${rows.unit}) filter (where ${notConverted})`,
  };
}

/** Per location: item count, and for each counting capacity unit the stock converted and what did not convert. */
async function usageByLocation(db: Database, itemScope: SQL): Promise<Map<string, ItemUsage>> {
  const rows = perUnit(db, itemScope);
  const columns = Object.fromEntries(
    MEASURED_CAPACITY_UNITS.flatMap((capacityUnit) =>
      Object.entries(measuredColumns(rows, capacityUnit)).map(([name, column]) => [
        `${capacityUnit}:${name}`,
        column,
      ]),
    ),
  ) as Record<string, SQL>;
  const usage = (await db
    .select({ locationId: rows.locationId, itemCount: sql<number>`sum(${rows.items})::int`, ...columns })
    .from(rows)
    .groupBy(rows.locationId)) as unknown as ({ locationId: string; itemCount: number } & Record<
    string,
    unknown
  >)[];
  return new Map(
    usage.map((row) => [
      row.locationId,
      {
        itemCount: row.itemCount,
        measured: Object.fromEntries(
          MEASURED_CAPACITY_UNITS.map((u) => [
            u,
            {
              amount: row[`${u}:amount`] as string,
              uncounted: row[`${u}:uncounted`] as number,
              uncountedUnits: (row[`${u}:uncountedUnits`] as string[] | null) ?? [],
            },
          ]),
        ) as ItemUsage['measured'],
      },
    ]),
  );
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

/** What a location shows: its items converted to its unit, or for area units the figure recorded. */
interface ShownUsage {
  itemCount: number;
  utilization: string;
  uncounted: number;
  uncountedUnits: string[];
}

/** The usage a location shows: its items converted to its unit, or for area units the figure recorded. */
function shownUsage(
  { location, manualUtilization }: { location: LocationRow; manualUtilization: string | null },
  items: ItemUsage = NO_ITEMS,
): ShownUsage {
  const { itemCount } = items;
  if (!isMeasuredCapacityUnit(location.capacityUnit))
    return { itemCount, utilization: manualUtilization as string, uncounted: 0, uncountedUnits: [] };
  const measured = items.measured[location.capacityUnit];
  return {
    itemCount,
    utilization: measured.amount,
    uncounted: measured.uncounted,
    uncountedUnits: measured.uncountedUnits,
  };
}

export function toStorageLocation(row: LocationRow, usage: ShownUsage): StorageLocation {
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
    uncounted_units: usage.uncountedUnits,
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
