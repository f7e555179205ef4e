// Notifications (docs/product/notifications.md Notification, Notification preference, Device push-token record; ): the log every
// surface reads, the per-type channel choices, the devices push goes to, the delivery log per channel, and the
// runs of the scheduler's daily jobs.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { farms } from './farms';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    farmId: uuid('farm_id').references(() => farms.id, { onDelete: 'set null' }),
    type: text('type').notNull().default('system'),
    category: text('category').notNull().default('general'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    severity: text('severity').notNull().default('info'),
    actionUrl: text('action_url'),
    // docs/product/notifications.md data: farm_name, crop_name, crop_id, task_id, recommendations, actions…
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    // The same event never notifies the same user twice (a retried dispatch, e.g. `domain_event:<id>`).
    dedupeKey: text('dedupe_key'),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The badge count and the unread list read only this small index.
    index('notifications_user_unread_idx')
      .on(t.userId, t.createdAt.desc())
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_user_dedupe_unique').on(t.userId, t.dedupeKey),
    // Deleting a farm sets farm_id null here: without this index that is a scan of every notification.
    index('notifications_farm_idx').on(t.farmId),
    // Retention prunes read notifications by age (server/modules/housekeeping); unread ones are never pruned.
    index('notifications_read_created_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is not null`),
    check('notifications_severity_known', sql`${t.severity} in ('info', 'warning', 'error')`),
  ],
);

/** One row per user and preference type they changed; a missing row means the defaults of docs/product/notifications.md. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
    sms: boolean('sms').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** FCM registration tokens, one per device; a token moves to whoever registered it last. */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    platform: text('platform').notNull().default('web'),
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('device_tokens_token_unique').on(t.token),
    index('device_tokens_user_idx').on(t.userId),
    check('device_tokens_platform_known', sql`${t.platform} in ('web', 'extension')`),
  ],
);

/**
 * The delivery log: one row per notification and channel. E-mail, SMS and push rows are written `pending` in the
 * transaction that creates the notification, so a crash between commit and sending leaves a row the scheduler
 * retries instead of a silent loss.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    status: text('status').notNull(),
    detail: text('detail'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_channel_unique').on(t.notificationId, t.channel),
    index('notification_deliveries_user_idx').on(t.userId, t.createdAt.desc()),
    index('notification_deliveries_created_idx').on(t.createdAt.desc()),
    index('notification_deliveries_status_idx').on(t.status, t.createdAt.desc()),
    index('notification_deliveries_pending_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      'notification_deliveries_channel_known',
      sql`${t.channel} in ('in_app', 'realtime', 'email', 'sms', 'push')`,
    ),
    check(
      'notification_deliveries_status_known',
      sql`${t.status} in ('pending', 'sent', 'failed', 'skipped', 'off')`,
    ),
  ],
);

/** A daily job claims (job, day) once; every other instance then finds the row and skips that day. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    runOn: date('run_on', { mode: 'string' }).notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.job, t.runOn] })],
);
