// Low-stock and expiry alerts, recorded as domain events in the transaction of the write that
// caused them; the notification service delivers them (domain-events.ts). Each alert is recorded once:
// - low stock / depleted: when a write moves the item INTO that status, at most once per item and day
//   (dedupe 'low_stock:<item>:<day>'), so a burst of consumes below the reorder level is one alert;
// - expiring (within 30 days) and expired: once per item and expiry date, whichever write or daily run sees it
//   first; a new expiry date (a fresh batch) can alert again.
import { eq, sql } from 'drizzle-orm';
import type { ItemStatus } from '@/shared/contracts/inventory';
import type { Database } from '@/server/db/client';
import { inventoryItems } from '@/server/db/schema/inventory';
import { storageLocations } from '@/server/db/schema/storage';
import { recordDomainEvent, type InventoryEventType } from '@/server/lib/domain-events';
import type { ItemRow } from './inventory-items';
import type { AlertTally } from './inventory-write';
import { queryRows } from './inventory-sql';
import { addDays, statusSql } from './inventory-status';

export const EXPIRY_WARNING_DAYS = 30;

const STATUS_EVENTS: Partial<Record<ItemStatus, [InventoryEventType, string]>> = {
  low: ['inventory.low_stock', 'low_stock'],
  depleted: ['inventory.depleted', 'depleted'],
  expired: ['inventory.expired', 'expired'],
};

interface When {
  today: string;
  now: Date;
  /** Counts what was recorded, so the writer can deliver it right after commit. */
  alerts?: AlertTally;
}

/** Alerts for an item after a write; `previousStatus` is its status before (null for a new item). */
export async function recordStockAlerts(
  db: Database,
  item: ItemRow,
  previousStatus: string | null,
  when: When,
) {
  const due: [InventoryEventType, string][] = [];
  const status = item.status as ItemStatus;
  const statusEvent = STATUS_EVENTS[status];
  if (statusEvent) {
    const [type, prefix] = statusEvent;
    // Expired belongs to the batch (its date), whatever the status was before: a write may be the first to
    // notice the date passed. Low and depleted alert on entering the status, once a day.
    if (status === 'expired') due.push([type, `${prefix}:${item.id}:${item.expiryDate}`]);
    else if (status !== previousStatus) due.push([type, `${prefix}:${item.id}:${when.today}`]);
  }
  const expiry = item.expiryDate;
  if (
    expiry &&
    status !== 'depleted' &&
    expiry >= when.today &&
    expiry <= addDays(when.today, EXPIRY_WARNING_DAYS)
  ) {
    due.push(['inventory.expiring', `expiring:${item.id}:${expiry}`]);
  }
  if (due.length === 0) return;
  const [location] = await db
    .select({ name: storageLocations.name })
    .from(storageLocations)
    .where(eq(storageLocations.id, item.locationId));
  const payload = {
    item_id: item.id,
    item_name: item.name,
    item_type: item.itemType,
    status,
    quantity: item.quantity,
    unit: item.unit,
    location_id: item.locationId,
    location_name: location?.name ?? null,
    reorder_level: item.reorderLevel,
    expiry_date: item.expiryDate,
  };
  for (const [type, dedupeKey] of due) {
    const recorded = await recordDomainEvent(db, {
      farmId: item.farmId,
      type,
      subjectId: item.id,
      payload,
      dedupeKey,
      createdAt: when.now,
    });
    if (recorded && when.alerts) when.alerts.recorded += 1;
  }
}

/**
 * The daily run's entries in each farm's activity log (docs/product/activity-log.md): the platform's own job, so
 * no person and the `system` surface; one per item whose status it changed, in the same statement as the change.
 */
const expiryActivitySql = (now: Date) => sql`
  insert into activity_log (farm_id, actor_id, actor_name, surface, module, action, record_type, record_id,
    summary, before, after, created_at)
  select i.farm_id, null, null, 'system', 'inventory',
    case when i.status = 'expired' then 'expire' else 'edit' end,
    'inventory_item', i.id::text,
    case when i.status = 'expired' then i.name || ' passed its expiry date (' || i.expiry_date || ')'
      else i.name || ' status changed to ' || i.status end,
    jsonb_build_object('status', i.old_status), jsonb_build_object('status', i.status), ${now}
  from i`;

/** The same payload as recordStockAlerts, built in SQL for the daily run over many items. */
const payloadSql = sql`jsonb_build_object('item_id', i.id, 'item_name', i.name, 'item_type', i.item_type,
  'status', i.status, 'quantity', i.quantity::text, 'unit', i.unit, 'location_id', i.location_id,
  'location_name', l.name, 'reorder_level', i.reorder_level::text, 'expiry_date', i.expiry_date::text)`;

/**
 * The daily run ( schedules it): items whose expiry date has passed become 'expired', and items that
 * entered the 30-day window get their expiring alert. Set-based, so it is one pass over the table whatever the
 * number of farms. `updated_at` is left alone: Last Updated means a person changed the item.
 */
export async function refreshExpiredStatuses(db: Database, today: string, now = new Date()) {
  const status = statusSql({ quantity: inventoryItems.quantity, today });
  return db.transaction(async (tx) => {
    // The statement's own update is invisible to the rest of it, so the events read the RETURNING rows; the
    // status each item had comes from `was`, read by the same statement before the update.
    const expired = await queryRows<{ id: string }>(
      tx,
      sql`
      with was as (
        select id, status as old_status from inventory_items
        where expiry_date < ${today}::date and status <> ${status}
      ), i as (
        update inventory_items set status = ${status}
        from was where inventory_items.id = was.id and inventory_items.status <> ${status}
        returning inventory_items.*, was.old_status
      ), activity as (
        ${expiryActivitySql(now)}
      ), alerts as (
        insert into domain_events (farm_id, type, subject_id, payload, dedupe_key, created_at)
        select i.farm_id, 'inventory.expired', i.id, ${payloadSql}, 'expired:' || i.id || ':' || i.expiry_date, ${now}
        from i join storage_locations l on l.id = i.location_id
        where i.status = 'expired'
        on conflict (dedupe_key) do nothing
      )
      select id from i`,
    );
    const expiring = await queryRows<{ id: string }>(
      tx,
      sql`
      insert into domain_events (farm_id, type, subject_id, payload, dedupe_key, created_at)
      select i.farm_id, 'inventory.expiring', i.id, ${payloadSql}, 'expiring:' || i.id || ':' || i.expiry_date, ${now}
      from inventory_items i join storage_locations l on l.id = i.location_id
      where i.expiry_date between ${today}::date and ${addDays(today, EXPIRY_WARNING_DAYS)}::date
        and i.quantity > 0 and i.status <> 'expired'
      on conflict (dedupe_key) do nothing
      returning id`,
    );
    return { expired: expired.length, expiring: expiring.length };
  });
}
