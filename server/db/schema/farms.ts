// Farms and who may reach them (docs/architecture.md "Who may do what"). Every farm-scoped route resolves the caller's
// membership here: a non-member gets 404, a member without the module permission 403.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const farms = pgTable(
  'farms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    location: text('location'),
    size: numeric('size', { precision: 14, scale: 2 }),
    sizeUnit: text('size_unit').notNull().default('acres'),
    mainEnterprise: text('main_enterprise').notNull().default('crops'),
    currency: text('currency').notNull().default('KES'),
    // A farm with stock or history is archived, not destroyed.
    status: text('status').notNull().default('active'),
    archivedAt: at('archived_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('farms_owner_idx').on(t.ownerId),
    check('farms_status_known', sql`${t.status} in ('active', 'archived')`),
    check('farms_size_unit_known', sql`${t.sizeUnit} in ('acres', 'hectares')`),
  ],
);

/**
 * Members of a farm: the owner (role 'owner', added with the farm) and staff. `permissions` overrides the
 * built-in role's grants per module for custom roles; null means the role's defaults.
 */
export const farmMembers = pgTable(
  'farm_members',
  {
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    permissions: jsonb('permissions').$type<Record<string, 'none' | 'read' | 'write'>>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.farmId, t.userId] }), index('farm_members_user_idx').on(t.userId)],
);
