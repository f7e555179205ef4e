// Tables of accounts and sessions (docs/product/accounts.md User and Authentication).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { platformRoles } from './platform';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lowercased (the contracts lowercase it); the check keeps a stray writer honest.
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type').notNull().default('farmer'),
    // A superadmin's platform role (docs/product/platform-staff.md); null is full access.
    platformRoleId: uuid('platform_role_id').references(() => platformRoles.id, { onDelete: 'restrict' }),
    emailVerifiedAt: at('email_verified_at'),
    phoneVerifiedAt: at('phone_verified_at'),
    // A superadmin suspended the account: its tokens stop working and its sign-in says why.
    suspendedAt: at('suspended_at'),
    suspendedReason: text('suspended_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_created_idx').on(t.createdAt),
    // The admin farmers list (docs/product/admin-farmers.md): partial search of name, e-mail and phone; by name.
    index('users_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.name} || ' ' || ${t.email} || ' ' || coalesce(${t.phoneNumber}, ''))) gin_trgm_ops`,
    ),
    index('users_name_idx').on(t.name, t.id),
    index('users_suspended_idx')
      .on(t.suspendedAt)
      .where(sql`${t.suspendedAt} is not null`),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check(
      'users_user_type_known',
      sql`${t.userType} in ('superadmin', 'farmer', 'organization', 'individual')`,
    ),
  ],
);

/** Opaque bearer tokens: only the sha256 of the token is stored, so a database leak yields no sessions. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull().defaultNow(),
    // Refreshed at most once a minute per token, so the hot path of every request stays read-only.
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('access_tokens_token_hash_unique').on(t.tokenHash),
    index('access_tokens_user_id_idx').on(t.userId),
    // Retention prunes idle tokens (server/modules/housekeeping).
    index('access_tokens_last_used_idx').on(t.lastUsedAt),
  ],
);

/**
 * One row per code sent (e-mail, SMS, password reset). The rows also count the sends per destination for the
 * "3 per 15 minutes" rule, so the rule holds across server instances sharing the database.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    destination: text('destination').notNull(),
    // Null for a password reset asked for an unknown e-mail: the row still counts towards the send limit.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('verification_codes_destination_idx').on(t.purpose, t.destination, t.createdAt),
    // Retention prunes expired codes (server/modules/housekeeping).
    index('verification_codes_expires_idx').on(t.expiresAt),
    check('verification_codes_purpose_known', sql`${t.purpose} in ('email', 'sms', 'password_reset')`),
  ],
);

/**
 * Failed sign-in counters in fixed windows, keyed `email:<address>` or `ip:<address>`. In the database rather
 * than in memory so several instances share one count (docs/decisions/003).
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: at('window_started_at').notNull(),
});

/**
 * Keys the server generates once and keeps, when the operator has not configured them: today only the key of
 * the verification-code HMAC, used when CODE_HASH_SECRET is unset (docs/decisions/024). In the database so every
 * instance sharing it, and every restart, uses the same key.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
