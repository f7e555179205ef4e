// How the platform is set up by its administrators (docs/decisions/040): outside services, system settings, the
// public pages' content and the AI requests made for farmers.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { farms } from './farms';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One outside service's settings (SMS, SMTP, push, M-Pesa, Stripe, weather, AI). `config` holds what may be
 * shown; `secrets` is AES-GCM ciphertext under a key from the environment (server/lib/secret-box.ts) and never
 * leaves the server.
 */
export const integrationSettings = pgTable('integration_settings', {
  provider: text('provider').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  config: jsonb('config')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  secrets: text('secrets'),
  lastTestAt: at('last_test_at'),
  lastTestOk: boolean('last_test_ok'),
  lastTestMessage: text('last_test_message'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The platform's settings: one row (id 1), its fields described by shared/contracts/system-settings.ts. */
export const systemSettings = pgTable(
  'system_settings',
  {
    id: smallint('id').primaryKey().default(1),
    settings: jsonb('settings')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('system_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * A piece of public content: a page (home, features, about, contact, terms, privacy), a FAQ entry or an
 * announcement. Its text lives in versions; `published_version_id` is the one the public sees.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    // A page's slug; null for FAQ entries and announcements.
    slug: text('slug'),
    sortOrder: integer('sort_order').notNull().default(0),
    publishedVersionId: uuid('published_version_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_entries_slug_unique').on(t.slug),
    check('content_entries_kind_known', sql`${t.kind} in ('page', 'faq', 'announcement')`),
  ],
);

export const contentVersions = pgTable(
  'content_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    publishedAt: at('published_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_versions_entry_version_unique').on(t.entryId, t.version)],
);

/** Every AI request made for a farmer: what it cost and who asked, for limits, usage and spend. */
export const aiRequests = pgTable(
  'ai_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The account whose package pays for it: the farm's owner.
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    farmId: uuid('farm_id').references(() => farms.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    model: text('model').notNull(),
    status: text('status').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    // Cost in millionths of a US dollar, from the configured price per thousand tokens.
    costMicroUsd: bigint('cost_micro_usd', { mode: 'number' }).notNull().default(0),
    error: text('error'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ai_requests_account_idx').on(t.accountId, t.createdAt),
    index('ai_requests_created_idx').on(t.createdAt),
    check('ai_requests_purpose_known', sql`${t.purpose} in ('recommendation', 'ask', 'test')`),
    check('ai_requests_status_known', sql`${t.status} in ('succeeded', 'failed')`),
  ],
);

/** Registration by invitation: an address a superadmin invited, with the hash of its one-time code. */
export const platformInvitations = pgTable(
  'platform_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('platform_invitations_email_idx').on(t.email)],
);

/**
 * What platform administrators did (suspend an account, change a package, save an integration): the admin side's
 * activity log, apart from the farms' own (activity_log), since these actions belong to no farm.
 */
export const platformAuditLog = pgTable(
  'platform_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept as it was when they acted.
    actorName: text('actor_name'),
    module: text('module').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    summary: text('summary').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('platform_audit_log_time_idx').on(t.createdAt, t.id),
    index('platform_audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);
