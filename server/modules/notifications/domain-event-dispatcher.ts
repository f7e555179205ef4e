// Delivers pending inventory domain events to the farm's members who may see inventory. The
// notification rows and `delivered_at` commit in ONE transaction, so an event is never lost (a crash rolls both
// back) nor counted twice (FOR UPDATE SKIP LOCKED: a second dispatcher running at once takes other events;
// PGlite runs transactions one at a time anyway). Sending happens after commit (service.deliver).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { farmMembers, farmRoles, farms } from '@/server/db/schema/farms';
import { domainEvents } from '@/server/db/schema/inventory';
import { userSettings } from '@/server/db/schema/user-settings';
import { resolveLanguage, storedLanguage, type Language } from '@/server/lib/i18n';
import { membershipGrants, membershipRoleJoin } from '@/server/modules/farms/farm-access';
import type { CreatedNotification, NotifyInput } from './create';
import { INVENTORY_ALERT_TYPES, inventoryAlert, type InventoryEvent } from './inventory-alerts';
import type { NotificationService } from './service';

const BATCH = 50;
/** Per scheduler tick; what is left waits for the next minute. */
const MAX_BATCHES = 20;

interface Recipient {
  farmId: string;
  userId: string;
  farmName: string;
  /** Each member reads the alert in the language of their settings. */
  language: Language;
}

async function inventoryReaders(tx: Database, farmIds: string[]): Promise<Recipient[]> {
  if (farmIds.length === 0) return [];
  const rows = await tx
    .select({
      farmId: farmMembers.farmId,
      userId: farmMembers.userId,
      farmName: farms.name,
      language: storedLanguage(),
    })
    .from(farmMembers)
    .innerJoin(farms, eq(farms.id, farmMembers.farmId))
    .leftJoin(farmRoles, membershipRoleJoin)
    .leftJoin(userSettings, eq(userSettings.userId, farmMembers.userId))
    // docs/product/roles-and-permissions.md: only members whose role grants inventory.view hear about stock.
    .where(and(inArray(farmMembers.farmId, farmIds), membershipGrants('inventory.view')));
  return rows.map((r) => ({ ...r, language: resolveLanguage(r.language) }));
}

async function dispatchBatch(
  service: NotificationService,
  farmId?: string,
): Promise<{ events: number; created: CreatedNotification[] }> {
  const { db, clock } = service.deps;
  return db.transaction(async (tx) => {
    const pending = and(
      isNull(domainEvents.deliveredAt),
      inArray(domainEvents.type, [...INVENTORY_ALERT_TYPES]),
      farmId === undefined ? undefined : eq(domainEvents.farmId, farmId),
    );
    const events: InventoryEvent[] = await tx
      .select()
      .from(domainEvents)
      .where(pending)
      .orderBy(asc(domainEvents.createdAt), asc(domainEvents.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (events.length === 0) return { events: 0, created: [] };
    const farmIds = [...new Set(events.map((e) => e.farmId).filter((id): id is string => id !== null))];
    const readers = await inventoryReaders(tx, farmIds);
    const inputs = events.flatMap((event) =>
      readers
        .filter((r) => r.farmId === event.farmId)
        .map((r) => inventoryAlert(event, r))
        .filter((n): n is NotifyInput => n !== null),
    );
    const created = await service.createInTransaction(tx, inputs);
    await tx
      .update(domainEvents)
      .set({ deliveredAt: clock.now() })
      .where(
        inArray(
          domainEvents.id,
          events.map((e) => e.id),
        ),
      );
    return { events: events.length, created };
  });
}

/** Delivers every pending inventory event (up to MAX_BATCHES × BATCH per call). */
export async function dispatchDomainEvents(
  service: NotificationService,
): Promise<{ events: number; notifications: number }> {
  const total = { events: 0, notifications: 0 };
  for (let i = 0; i < MAX_BATCHES; i++) {
    const { events, created } = await dispatchBatch(service);
    total.events += events;
    total.notifications += created.filter((c) => c.created).length;
    await service.deliver(created);
    if (events < BATCH) break;
  }
  return total;
}

/**
 * Right after an inventory write that recorded alerts commits: the farm's pending alerts become notifications
 * now rather than at the next minute's tick (docs/product/notifications.md "Stock alerts"). Answers what was
 * created, for the caller to deliver; the same locking as the minute job, so running beside it notifies once.
 */
export async function createFarmAlerts(
  service: NotificationService,
  farmId: string,
): Promise<CreatedNotification[]> {
  const created: CreatedNotification[] = [];
  for (let i = 0; i < MAX_BATCHES; i++) {
    const batch = await dispatchBatch(service, farmId);
    created.push(...batch.created);
    if (batch.events < BATCH) break;
  }
  return created;
}
