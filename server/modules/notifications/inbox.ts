// A user's own notifications (docs/product/notifications.md Notification): pages, the unread count, mark read, mark
// all, delete. Every query is scoped to the caller, so another user's id is simply not found (404).
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
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

export async function listNotifications(db: Database, userId: string, query: InboxQuery) {
  const mine = eq(notifications.userId, userId);
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
export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

async function requireOwn(db: Database, userId: string, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    : [];
  if (!row) throw new HttpError(404, NOTIFICATION_NOT_FOUND, { code: 'notification_not_found' });
}

/** Idempotent: marking a read notification again keeps its first read_at. */
export async function markRead(db: Database, clock: Clock, userId: string, id: string): Promise<number> {
  await requireOwn(db, userId, id);
  await db
    .update(notifications)
    .set({ readAt: clock.now() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)));
  return unreadCount(db, userId);
}

export async function markAllRead(db: Database, clock: Clock, userId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: clock.now() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}

export async function deleteNotification(db: Database, userId: string, id: string): Promise<number> {
  await requireOwn(db, userId, id);
  await db.delete(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return unreadCount(db, userId);
}
