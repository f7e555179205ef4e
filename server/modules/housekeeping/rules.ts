// What the retention job deletes (docs/decisions/013-data-retention.md): per table, the rows past their period
// and the key that identifies a row. Pending work (unread notifications, pending deliveries, outbox messages and
// domain events) never matches, and neither does an expiry event that still guards a live alert.
import { and, isNotNull, lt, ne, not, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { accessTokens, loginThrottles, verificationCodes } from '@/server/db/schema/auth';
import { widgetSessions } from '@/server/db/schema/embed';
import { domainEvents, idempotencyKeys, inventoryItems } from '@/server/db/schema/inventory';
import { jobRuns, notificationDeliveries, notifications } from '@/server/db/schema/notifications';
import { outboxMessages } from '@/server/db/schema/outbox';
import * as kept from './policy';

export interface RetentionRule {
  table: PgTable;
  /** The row's key (the primary key), so a batch can name its rows. */
  key: PgColumn[];
  /** Which rows are past their period. */
  expired: SQL;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);
const dayBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The daily expiry scan dedupes on `<kind>:<item>:<expiry date>` with no day in it (inventory-alerts.ts): deleting the event of an item that still has stock with that expiry date would let the
 * next scan raise the same alert again. Low-stock keys carry the day, so their old events go. Parenthesised
 * whole: drizzle's not() adds no parentheses of its own.
 */
const guardsLiveExpiryAlert = sql`(${domainEvents.type} in ('inventory.expiring', 'inventory.expired')
  and exists (
    select 1 from ${inventoryItems} live
    where live.id = ${domainEvents.subjectId} and live.quantity > 0
      and to_char(live.expiry_date, 'YYYY-MM-DD') = ${domainEvents.payload} ->> 'expiry_date'
  ))`;

/** The periods an administrator may change (system settings `retention`, docs/product/system-settings.md). */
export interface RetentionPeriods {
  readNotificationsMs: number;
  deliveriesMs: number;
  outboxMs: number;
  deliveredEventsMs: number;
}

export const DEFAULT_RETENTION_PERIODS: RetentionPeriods = {
  readNotificationsMs: kept.READ_NOTIFICATIONS_KEPT_MS,
  deliveriesMs: kept.DELIVERIES_KEPT_MS,
  outboxMs: kept.OUTBOX_KEPT_MS,
  deliveredEventsMs: kept.DELIVERED_EVENTS_KEPT_MS,
};

/** In the order they run: notifications first, as their deliveries go with them (ON DELETE CASCADE). */
export function retentionRules(now: Date, periods: RetentionPeriods = DEFAULT_RETENTION_PERIODS) {
  return {
    notifications: {
      table: notifications,
      key: [notifications.id],
      expired: and(
        isNotNull(notifications.readAt),
        lt(notifications.createdAt, before(now, periods.readNotificationsMs)),
      )!,
    },
    notification_deliveries: {
      table: notificationDeliveries,
      key: [notificationDeliveries.id],
      // A pending row belongs to the retry worker (notifications/retry.ts) until it ends sent or failed.
      expired: and(
        ne(notificationDeliveries.status, 'pending'),
        lt(notificationDeliveries.createdAt, before(now, periods.deliveriesMs)),
      )!,
    },
    outbox_messages: {
      table: outboxMessages,
      key: [outboxMessages.id],
      expired: and(
        ne(outboxMessages.status, 'pending'),
        lt(outboxMessages.createdAt, before(now, periods.outboxMs)),
      )!,
    },
    domain_events: {
      table: domainEvents,
      key: [domainEvents.id],
      expired: and(
        isNotNull(domainEvents.deliveredAt),
        lt(domainEvents.deliveredAt, before(now, periods.deliveredEventsMs)),
        not(guardsLiveExpiryAlert),
      )!,
    },
    idempotency_keys: {
      table: idempotencyKeys,
      key: [idempotencyKeys.userId, idempotencyKeys.key],
      expired: lt(idempotencyKeys.createdAt, before(now, kept.IDEMPOTENCY_KEYS_KEPT_MS)),
    },
    access_tokens: {
      table: accessTokens,
      key: [accessTokens.id],
      expired: lt(accessTokens.lastUsedAt, before(now, kept.IDLE_TOKENS_KEPT_MS)),
    },
    verification_codes: {
      table: verificationCodes,
      key: [verificationCodes.id],
      expired: lt(verificationCodes.expiresAt, before(now, kept.EXPIRED_CODES_KEPT_MS)),
    },
    widget_sessions: {
      table: widgetSessions,
      key: [widgetSessions.id],
      expired: lt(widgetSessions.expiresAt, before(now, kept.EXPIRED_WIDGET_SESSIONS_KEPT_MS)),
    },
    login_throttles: {
      table: loginThrottles,
      key: [loginThrottles.key],
      expired: lt(loginThrottles.windowStartedAt, before(now, kept.THROTTLE_WINDOWS_KEPT_MS)),
    },
    job_runs: {
      table: jobRuns,
      key: [jobRuns.job, jobRuns.runOn],
      expired: lt(jobRuns.runOn, dayBefore(now, kept.JOB_RUNS_KEPT_DAYS)),
    },
  } satisfies Record<string, RetentionRule>;
}

export type RetentionTable = keyof ReturnType<typeof retentionRules>;
