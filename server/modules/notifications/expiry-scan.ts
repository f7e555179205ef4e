// The daily expiry scan: items with stock that expire within a week, or have expired, become
// inventory domain events, once per item and expiry date (the dedupe key), so the farmer hears once, not daily.
import { and, gt, isNotNull, lte, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { domainEvents, inventoryItems } from '@/server/db/schema/inventory';
import { storageLocations } from '@/server/db/schema/storage';

export const EXPIRING_WITHIN_DAYS = 7;

/** YYYY-MM-DD plus n days (UTC). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Answers how many new events were recorded. */
export async function raiseExpiryEvents(db: Database, today: string, now: Date): Promise<number> {
  const horizon = addDays(today, EXPIRING_WITHIN_DAYS);
  const items = await db
    .select({
      id: inventoryItems.id,
      farmId: inventoryItems.farmId,
      name: inventoryItems.name,
      itemType: inventoryItems.itemType,
      quantity: inventoryItems.quantity,
      unit: inventoryItems.unit,
      expiryDate: inventoryItems.expiryDate,
      locationName: storageLocations.name,
    })
    .from(inventoryItems)
    .innerJoin(storageLocations, eq(storageLocations.id, inventoryItems.locationId))
    .where(
      and(
        isNotNull(inventoryItems.expiryDate),
        lte(inventoryItems.expiryDate, horizon),
        gt(inventoryItems.quantity, '0'),
      ),
    );
  if (items.length === 0) return 0;
  const events = items.map((item) => {
    const kind = item.expiryDate! < today ? 'expired' : 'expiring';
    return {
      farmId: item.farmId,
      type: `inventory.${kind}`,
      subjectId: item.id,
      payload: {
        item_id: item.id,
        item_name: item.name,
        item_type: item.itemType,
        quantity: item.quantity,
        unit: item.unit,
        location_name: item.locationName,
        expiry_date: item.expiryDate,
      },
      dedupeKey: `${kind}:${item.id}:${item.expiryDate}`,
      createdAt: now,
    };
  });
  let recorded = 0;
  // Chunks keep each INSERT well under PostgreSQL's 65,535 parameters.
  for (let i = 0; i < events.length; i += 1_000) {
    const inserted = await db
      .insert(domainEvents)
      .values(events.slice(i, i + 1_000))
      .onConflictDoNothing({ target: domainEvents.dedupeKey })
      .returning({ id: domainEvents.id });
    recorded += inserted.length;
  }
  return recorded;
}
