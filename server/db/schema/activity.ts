// The farm's activity log (docs/decisions/035, docs/product/activity-log.md): one row per write on a farm, from
// any surface, with who, what, when, which record, and the record before and after. Rows are never changed or
// removed while their farm exists (the migration's triggers refuse it).
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { farms } from './farms';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const activityLog = pgTable(
  'activity_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    // Null for the platform's own jobs (expiry, alerts); the name is kept as it was when they acted.
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    // web, extension, widget, api or system.
    surface: text('surface').notNull(),
    module: text('module').notNull(),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id'),
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  // Newest first is by time, then id; each filter is an equality prefix followed by (created_at, id), so a page,
  // a later page and a range of days are each one index range scan, however long the log
  // (docs/product/activity-log.md "Reading the log").
  (t) => [
    index('activity_log_farm_time_idx').on(t.farmId, t.createdAt, t.id),
    index('activity_log_farm_actor_time_idx').on(t.farmId, t.actorId, t.createdAt, t.id),
    index('activity_log_farm_module_time_idx').on(t.farmId, t.module, t.createdAt, t.id),
    // One record's history (an item's page lists its edits and stock changes).
    index('activity_log_farm_record_time_idx').on(t.farmId, t.recordType, t.recordId, t.createdAt, t.id),
  ],
);
