// Domain events: facts other parts of the product react to, written in the same transaction as
// the change that caused them, so an alert is recorded exactly when the change commits. The notification
// service reads the pending ones, delivers them and marks them delivered.
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { domainEvents } from '@/server/db/schema/inventory';

export type DomainEventRow = typeof domainEvents.$inferSelect;

export const INVENTORY_EVENT_TYPES = [
  'inventory.low_stock',
  'inventory.depleted',
  'inventory.expiring',
  'inventory.expired',
] as const;
export type InventoryEventType = (typeof INVENTORY_EVENT_TYPES)[number];

export interface NewDomainEvent {
  farmId: string | null;
  type: string;
  subjectId: string | null;
  payload: Record<string, unknown>;
  /** Events with the same key are recorded once (e.g. 'low_stock:<item>:<day>'). */
  dedupeKey: string | null;
  createdAt: Date;
}

/** Records the event; answers false when an event with the same dedupe key already exists. */
export async function recordDomainEvent(db: Database, event: NewDomainEvent): Promise<boolean> {
  const rows = await db
    .insert(domainEvents)
    .values(event)
    .onConflictDoNothing({ target: domainEvents.dedupeKey })
    .returning({ id: domainEvents.id });
  return rows.length > 0;
}

/** Undelivered events, oldest first. */
export async function listPendingDomainEvents(
  db: Database,
  options: { types?: readonly string[]; limit?: number } = {},
): Promise<DomainEventRow[]> {
  const conditions = [isNull(domainEvents.deliveredAt)];
  if (options.types?.length) conditions.push(inArray(domainEvents.type, [...options.types]));
  return db
    .select()
    .from(domainEvents)
    .where(and(...conditions))
    .orderBy(asc(domainEvents.createdAt), asc(domainEvents.id))
    .limit(options.limit ?? 100);
}

/** Marks events delivered; answers how many were still pending (a second worker marking them finds 0). */
export async function markDomainEventsDelivered(db: Database, ids: string[], at: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(domainEvents)
    .set({ deliveredAt: at })
    .where(and(inArray(domainEvents.id, ids), isNull(domainEvents.deliveredAt)))
    .returning({ id: domainEvents.id });
  return rows.length;
}

/** Only for tests and diagnostics: every event of a farm. */
export const domainEventsOfFarm = (db: Database, farmId: string) =>
  db
    .select()
    .from(domainEvents)
    .where(sql`${domainEvents.farmId} = ${farmId}`)
    .orderBy(asc(domainEvents.createdAt));
