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
    // pending → logged (no provider configured) | sent | failed; sent → delivered | undelivered (provider callback)
    status: text('status').notNull().default('pending'),
    error: text('error'),
    // The account whose package pays for an SMS (its monthly limit); null for mail to a stranger.
    accountId: uuid('account_id'),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('outbox_messages_to_idx').on(t.to, t.createdAt),
    // Retention prunes by age (server/modules/housekeeping).
    index('outbox_messages_created_idx').on(t.createdAt),
    index('outbox_messages_account_idx').on(t.accountId, t.createdAt),
    index('outbox_messages_provider_message_idx').on(t.provider, t.providerMessageId),
    check('outbox_messages_channel_known', sql`${t.channel} in ('email', 'sms')`),
    check(
      'outbox_messages_status_known',
      sql`${t.status} in ('pending', 'logged', 'sent', 'failed', 'delivered', 'undelivered')`,
    ),
  ],
);
