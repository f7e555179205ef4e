// Reports mailed on a schedule (docs/product/reports.md): one row per user, farm, report and frequency.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { farms } from './farms';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A report the user asked to receive by e-mail as a PDF, weekly (the last seven days) or monthly (the last
 * calendar month). `next_run_at` is when it is next due; the sender claims due rows and moves it on.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    report: text('report').notNull(),
    scope: text('scope').notNull().default('farm'),
    frequency: text('frequency').notNull(),
    nextRunAt: at('next_run_at').notNull(),
    lastSentAt: at('last_sent_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('report_schedules_unique').on(t.userId, t.farmId, t.report, t.scope, t.frequency),
    index('report_schedules_due_idx').on(t.nextRunAt),
    check(
      'report_schedules_report_known',
      sql`${t.report} in ('financial', 'crop-performance', 'inventory', 'sales', 'expenses', 'activity')`,
    ),
    check('report_schedules_scope_known', sql`${t.scope} in ('farm', 'all')`),
    check('report_schedules_frequency_known', sql`${t.frequency} in ('weekly', 'monthly')`),
  ],
);
