// A user's own notifications (docs/product/notifications.md Notification): pages, the unread count, mark read, mark
// all, delete. Every query is scoped to the caller, so another user's id is simply not found (404). Given a farm id
// (an embed key's widgets, docs/product/widgets.md), they are scoped to that farm's notifications as well.
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { NotificationType } from '@/shared/notifications/rules';
import type { Database } from '@/server/db/client';
import { notifications } from '@/server/db/schema/notifications';
import { HttpError } from '@/server/lib/http-error';
import type { Clock } from '@/server/lib/clock';
import { isUuid } from '@/server/modules/farms/farm-access';

export const NOTIFICATION_NOT_FOUND = 'We could not find that notification.';

export interface InboxQuery {
  page: number;
  per_page: number;
  unread?: boolean;
  type?: NotificationType;
}

/** The user's notifications, or only those about one farm. */
const owned = (userId: string, farmId?: string) =>
  farmId === undefined
    ? eq(notifications.userId, userId)
    : and(eq(notifications.userId, userId), eq(notifications.farmId, farmId))!;

export async function listNotifications(db: Database, userId: string, query: InboxQuery, farmId?: string) {
  const mine = owned(userId, farmId);
  const filters: SQL[] = [mine];
  if (query.unread) filters.push(isNull(notifications.readAt));
  if (query.type) filters.push(eq(notifications.type, query.type));
  const where = and(...filters);
  const [rows, [filtered], [all]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(notifications).where(where),
    filters.length > 1
      ? db.select({ n: count() }).from(notifications).where(mine)
      : Promise.resolve([undefined]),
  ]);
  const total = filtered?.n ?? 0;
  return {
    rows,
    meta: { page: query.page, per_page: query.per_page, total, unfiltered_total: all?.n ?? total },
  };
}

/** docs/product/notifications.md: the number of unread notifications (read from the partial index of unread rows). */
export async function unreadCount(db: Database, userId: string, farmId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(owned(userId, farmId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The unread count of each of these farms (0 for a farm with none). */
export async function unreadCountsByFarm(
  db: Database,
  userId: string,
  farmIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map(farmIds.map((farmId) => [farmId, 0]));
  if (farmIds.length === 0) return counts;
  const rows = await db
    .select({ farmId: notifications.farmId, n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(notifications.farmId, [...farmIds]),
        isNull(notifications.readAt),
      ),
    )
    .groupBy(notifications.farmId);
  for (const row of rows) if (row.farmId) counts.set(row.farmId, row.n);
  return counts;
}

/** The notification's farm; 404 when it is not the user's (or, given a farm, not about that farm). */
async function requireOwn(db: Database, userId: string, id: string, farmId?: string) {
  const [row] = isUuid(id)
    ? await db
        .select({ farmId: notifications.farmId })
        .from(notifications)
        .where(and(eq(notifications.id, id), owned(userId, farmId)))
    : [];
  if (!row) throw new HttpError(404, NOTIFICATION_NOT_FOUND, { code: 'notification_not_found' });
  return row.farmId;
}

/** What a change leaves: the user's unread count, and the farm the notification is about (null for none). */
export interface InboxChange {
  unread: number;
  farmId: string | null;
}

/** Idempotent: marking a read notification again keeps its first read_at. Given a farm, only that farm's. */
export async function markRead(
  db: Database,
  clock: Clock,
  userId: string,
  id: string,
  farmId?: string,
): Promise<InboxChange> {
  const farm = await requireOwn(db, userId, id, farmId);
  await db
    .update(notifications)
    .set({ readAt: clock.now() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { unread: await unreadCount(db, userId), farmId: farm };
}

/** How many were marked, and the farms they were about. */
export async function markAllRead(
  db: Database,
  clock: Clock,
  userId: string,
): Promise<{ updated: number; farmIds: string[] }> {
  const updated = await db
    .update(notifications)
    .set({ readAt: clock.now() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ farmId: notifications.farmId });
  const farmIds = new Set(updated.flatMap((row) => (row.farmId ? [row.farmId] : [])));
  return { updated: updated.length, farmIds: [...farmIds] };
}

export async function deleteNotification(db: Database, userId: string, id: string): Promise<InboxChange> {
  const farm = await requireOwn(db, userId, id);
  await db.delete(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return { unread: await unreadCount(db, userId), farmId: farm };
}
