// Reads for the monitor pages: the delivery log per channel with its failures, and the e-mail and SMS
// outbox. Farmers see their own deliveries; superadmins see everyone's and the outbox.
import { and, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Delivery } from '@/shared/contracts/notifications';
import type { Database } from '@/server/db/client';
import { notificationDeliveries, notifications } from '@/server/db/schema/notifications';
import { outboxMessages } from '@/server/db/schema/outbox';
import type { Clock } from '@/server/lib/clock';

const DAY_MS = 24 * 60 * 60_000;

export interface DeliveryQuery {
  page: number;
  per_page: number;
  channel?: Delivery['channel'];
  status?: Delivery['status'];
  /** Only this user's deliveries (the farmer's own monitor). */
  userId?: string;
}

export async function listDeliveries(db: Database, clock: Clock, query: DeliveryQuery) {
  const d = notificationDeliveries;
  const scope: SQL[] = query.userId ? [eq(d.userId, query.userId)] : [];
  const filters = [...scope];
  if (query.channel) filters.push(eq(d.channel, query.channel));
  if (query.status) filters.push(eq(d.status, query.status));
  const since = new Date(clock.now().getTime() - DAY_MS);
  const [rows, [filtered], [all], summaryRows] = await Promise.all([
    db
      .select({ delivery: d, title: notifications.title, type: notifications.type })
      .from(d)
      .innerJoin(notifications, eq(notifications.id, d.notificationId))
      .where(and(...filters))
      .orderBy(desc(d.createdAt), desc(d.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: count() })
      .from(d)
      .where(and(...filters)),
    db
      .select({ n: count() })
      .from(d)
      .where(and(...scope)),
    db
      .select({ channel: d.channel, status: d.status, n: count() })
      .from(d)
      .where(and(...scope, gte(d.createdAt, since)))
      .groupBy(d.channel, d.status),
  ]);
  const summary: Record<string, Record<string, number>> = {};
  for (const row of summaryRows) (summary[row.channel] ??= {})[row.status] = row.n;
  return {
    data: rows.map(({ delivery, title, type }) => ({
      id: delivery.id,
      notification_id: delivery.notificationId,
      user_id: delivery.userId,
      channel: delivery.channel as Delivery['channel'],
      status: delivery.status as Delivery['status'],
      detail: delivery.detail,
      attempts: delivery.attempts,
      created_at: delivery.createdAt.toISOString(),
      updated_at: delivery.updatedAt.toISOString(),
      notification: { title, type },
    })),
    meta: {
      page: query.page,
      per_page: query.per_page,
      total: filtered?.n ?? 0,
      unfiltered_total: all?.n ?? 0,
    },
    summary,
  };
}

/** Verification and reset messages carry one-time codes: an administrator's list never shows them. */
export const maskCodes = (body: string) => body.replace(/\b\d{4,}\b/g, (digits) => '•'.repeat(digits.length));

export async function listOutbox(
  db: Database,
  query: { page: number; per_page: number; channel?: 'email' | 'sms'; status?: string },
) {
  const o = outboxMessages;
  const filters: SQL[] = [];
  if (query.channel) filters.push(eq(o.channel, query.channel));
  if (query.status) filters.push(eq(o.status, query.status));
  const [rows, [filtered], [all]] = await Promise.all([
    db
      .select()
      .from(o)
      .where(and(...filters))
      .orderBy(desc(o.createdAt), desc(o.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: count() })
      .from(o)
      .where(and(...filters)),
    db.select({ n: count() }).from(o),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      channel: r.channel === 'sms' ? ('sms' as const) : ('email' as const),
      to: r.to,
      subject: r.subject,
      preview: maskCodes(r.body).slice(0, 200),
      status: r.status,
      error: r.error,
      created_at: r.createdAt.toISOString(),
      sent_at: r.sentAt?.toISOString() ?? null,
    })),
    meta: {
      page: query.page,
      per_page: query.per_page,
      total: filtered?.n ?? 0,
      unfiltered_total: all?.n ?? 0,
    },
  };
}
