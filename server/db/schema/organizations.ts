// Organizations (cooperatives, buyers, lenders) and the farms that share figures with them
// (docs/product/organizations.md). A farm's owner decides what is shared and may stop at any time.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { farms } from './farms';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One per account of user_type organization, made the first time the account uses its area. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organizations_owner_unique').on(t.ownerId)],
);

/**
 * A farm invited to, in, or out of an organization. `shares` lists the figures the owner agreed to show; the
 * organization's dashboard reads only those, and only while the status is active. `invitedAs` is what the
 * organization typed (an e-mail or a farm id): all it sees of a farm before the owner accepts.
 */
export const organizationFarms = pgTable(
  'organization_farms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('invited'),
    shares: text('shares')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    invitedAs: text('invited_as').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: at('invited_at').notNull().defaultNow(),
    respondedAt: at('responded_at'),
    respondedBy: uuid('responded_by').references(() => users.id, { onDelete: 'set null' }),
    leftAt: at('left_at'),
  },
  (t) => [
    uniqueIndex('organization_farms_pair_unique').on(t.organizationId, t.farmId),
    index('organization_farms_farm_idx').on(t.farmId),
    check('organization_farms_status_known', sql`${t.status} in ('invited', 'active', 'declined', 'left')`),
    check(
      'organization_farms_shares_known',
      sql`${t.shares} <@ array['stock_value', 'low_stock_count', 'expiring_count', 'recent_alerts', 'money_summary', 'crop_summary']::text[]`,
    ),
  ],
);
