// Farms and who may reach them (docs/architecture.md "Who may do what"). Every farm-scoped route resolves the caller's
// membership here: a non-member gets 404, a member without the module permission 403.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
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
    // Where the farm is, for weather alerts; its time zone sets "the farm's local morning" for reminders.
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    timezone: text('timezone').notNull().default('Africa/Nairobi'),
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
 * Members of a farm: the owner (role 'owner', added with the farm) and staff (docs/decisions/035). `role` is a
 * built-in role or 'custom', in which case `roleId` names the farm's custom role whose permissions apply. The
 * staff profile (job title, start date, pay rate and period for labour costs) lives on the membership, since one
 * person may work on several farms on different terms.
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
    roleId: uuid('role_id').references(() => farmRoles.id, { onDelete: 'restrict' }),
    jobTitle: text('job_title'),
    startDate: date('start_date', { mode: 'string' }),
    payRate: numeric('pay_rate', { precision: 14, scale: 2 }),
    payPeriod: text('pay_period'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.farmId, t.userId] }),
    index('farm_members_user_idx').on(t.userId),
    index('farm_members_role_idx').on(t.roleId),
    check(
      'farm_members_role_known',
      sql`(${t.role} in ('owner', 'manager', 'worker', 'viewer') and ${t.roleId} is null) or (${t.role} = 'custom' and ${t.roleId} is not null)`,
    ),
    check('farm_members_pay_period_known', sql`${t.payPeriod} in ('hour', 'day', 'week', 'month')`),
  ],
);

/** A farm's own roles: a name and the "module.action" permissions ticked in the matrix (docs/decisions/035). */
export const farmRoles = pgTable(
  'farm_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    permissions: text('permissions').array().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('farm_roles_farm_name_unique').on(t.farmId, sql`lower(${t.name})`)],
);
