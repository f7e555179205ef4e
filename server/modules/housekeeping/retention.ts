// Data retention (docs/decisions/013-data-retention.md): the daily housekeeping job deletes, table by table, the
// rows the rules in rules.ts call expired. Deletes go in batches, each its own short statement, so a big backlog
// never holds a long lock or one long transaction; the same SQL runs on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { queryRows } from '@/server/modules/inventory/inventory-sql';
import { RETENTION_BATCH_SIZE } from './policy';
import { readSystemSettings } from '@/server/modules/system-settings/settings-store';
import { retentionRules, type RetentionPeriods, type RetentionRule, type RetentionTable } from './rules';

const DAY_MS = 86_400_000;

/** The periods saved in the system settings (each within its bounds), or the defaults of policy.ts. */
export async function configuredRetentionPeriods(db: Database): Promise<RetentionPeriods> {
  const { retention } = await readSystemSettings(db);
  return {
    readNotificationsMs: retention.read_notifications_days * DAY_MS,
    deliveriesMs: retention.deliveries_days * DAY_MS,
    outboxMs: retention.outbox_days * DAY_MS,
    deliveredEventsMs: retention.delivered_events_days * DAY_MS,
  };
}

/**
 * Deletes the rule's expired rows, at most `batchSize` per statement, until a batch comes back short. The
 * condition is repeated outside the sub-select: PostgreSQL re-checks it on a row changed meanwhile (a token used,
 * a throttle window restarted), so a row that stopped being expired is left alone.
 */
export async function deleteInBatches(db: Database, rule: RetentionRule, batchSize: number): Promise<number> {
  const key = sql.join(rule.key, sql`, `);
  let total = 0;
  for (;;) {
    const deleted = await queryRows(
      db,
      sql`delete from ${rule.table}
        where (${key}) in (select ${key} from ${rule.table} where ${rule.expired} limit ${batchSize})
          and ${rule.expired}
        returning 1 as deleted`,
    );
    total += deleted.length;
    if (deleted.length < batchSize) return total;
  }
}

export type RetentionCounts = Record<RetentionTable, number>;

/** Applies every rule as of `now` (the injected clock's); answers the rows deleted per table. */
export async function pruneExpiredData(
  db: Database,
  now: Date,
  batchSize = RETENTION_BATCH_SIZE,
): Promise<RetentionCounts> {
  const counts = {} as RetentionCounts;
  const periods = await configuredRetentionPeriods(db);
  for (const [table, rule] of Object.entries(retentionRules(now, periods)) as [
    RetentionTable,
    RetentionRule,
  ][]) {
    counts[table] = await deleteInBatches(db, rule, batchSize);
  }
  return counts;
}
