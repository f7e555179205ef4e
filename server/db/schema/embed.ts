// Embed keys and the widget sessions made from them (docs/decisions/021). The publishable key is
// public, so it is stored as is; a widget session token is a bearer secret, so only its SHA-256 is stored.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { farms } from './farms';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const embedKeys = pgTable(
  'embed_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    // The farmer who made it: widgets show this user's notifications and act on the farm as them.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    publishableKey: text('publishable_key').notNull().unique(),
    allowedOrigins: text('allowed_origins').array().notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('embed_keys_user_idx').on(t.userId), index('embed_keys_farm_idx').on(t.farmId)],
);

export const widgetSessions = pgTable(
  'widget_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyId: uuid('key_id')
      .notNull()
      .references(() => embedKeys.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    // A session answers only the page origin it was issued to.
    origin: text('origin').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('widget_sessions_key_idx').on(t.keyId), index('widget_sessions_expiry_idx').on(t.expiresAt)],
);
