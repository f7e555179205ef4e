// Every e-mail and SMS the product sends, whether delivered by a provider or only logged (docs/architecture.md
// "Outside services": the outbox is the local default).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    // pending → logged (no provider configured) | sent | failed
    status: text('status').notNull().default('pending'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('outbox_messages_to_idx').on(t.to, t.createdAt),
    // Retention prunes by age (server/modules/housekeeping).
    index('outbox_messages_created_idx').on(t.createdAt),
    check('outbox_messages_channel_known', sql`${t.channel} in ('email', 'sms')`),
    check('outbox_messages_status_known', sql`${t.status} in ('pending', 'logged', 'sent', 'failed')`),
  ],
);
