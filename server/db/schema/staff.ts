// A farm's teams and the invitations that bring people onto it (docs/decisions/035, docs/product/staff.md).
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { farmMembers, farmRoles, farms } from './farms';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Named groups of a farm's staff (Field team, Store), used to assign tasks. */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('teams_farm_name_unique').on(t.farmId, sql`lower(${t.name})`)],
);

/** A person in a team; leaving the farm takes them out of its teams (the membership foreign key cascades). */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    farmId: uuid('farm_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index('team_members_member_idx').on(t.farmId, t.userId),
    foreignKey({
      name: 'team_members_membership_fk',
      columns: [t.farmId, t.userId],
      foreignColumns: [farmMembers.farmId, farmMembers.userId],
    }).onDelete('cascade'),
  ],
);

/**
 * An invitation to join a farm with a role, sent by e-mail and/or SMS. The link's token and the typed code are
 * bearer secrets, so only their keyed hashes are stored. Status is derived: revoked, accepted, expired (past
 * `expires_at`) or pending.
 */
export const farmInvitations = pgTable(
  'farm_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    email: text('email'),
    phoneNumber: text('phone_number'),
    role: text('role').notNull(),
    roleId: uuid('role_id').references(() => farmRoles.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title'),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    sendCount: integer('send_count').notNull().default(1),
    lastSentAt: at('last_sent_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: at('revoked_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('farm_invitations_token_hash_unique').on(t.tokenHash),
    uniqueIndex('farm_invitations_code_hash_unique').on(t.codeHash),
    index('farm_invitations_farm_idx').on(t.farmId, t.createdAt),
    check('farm_invitations_contact', sql`${t.email} is not null or ${t.phoneNumber} is not null`),
    check(
      'farm_invitations_role_known',
      sql`(${t.role} in ('owner', 'manager', 'worker', 'viewer') and ${t.roleId} is null) or (${t.role} = 'custom' and ${t.roleId} is not null)`,
    ),
  ],
);
