// Platform roles (docs/product/platform-staff.md): named sets of "module.action" permissions over the admin area,
// held by superadmin accounts through users.platform_role_id. A superadmin without a role has full access, so the
// accounts that ran the platform before roles existed keep it.
import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const platformRoles = pgTable(
  'platform_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    permissions: text('permissions').array().notNull(),
    // Super administrator and Support, written by the migration: never changed or deleted.
    builtIn: boolean('built_in').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('platform_roles_name_unique').on(sql`lower(${t.name})`)],
);
