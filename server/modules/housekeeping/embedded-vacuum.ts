// PGlite runs PostgreSQL in single-user mode, without the autovacuum worker. Nothing else reclaims the row
// versions that updates and deletes leave behind, marks pages all-visible (without that, an index-only scan
// still reads the table) or gathers the planner's statistics. On the embedded database this minute job does what
// autovacuum would, with autovacuum's default thresholds, one table a tick (docs/decisions/028). PostgreSQL
// vacuums by itself, and the job is not scheduled there.
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

/** autovacuum_vacuum_threshold and _scale_factor, autovacuum_analyze_threshold and _scale_factor. */
const VACUUM_BASE = 50;
const VACUUM_SHARE = 0.2;
const ANALYZE_BASE = 50;
const ANALYZE_SHARE = 0.1;

interface TableActivity {
  table: string;
  live: number;
  dead: number;
  changedSinceAnalyze: number;
}

export type Upkeep = { table: string; action: 'vacuum' | 'analyze' } | null;

/** The table most in need of upkeep, by how far past its threshold it is; null when none is due. */
export function mostDue(tables: readonly TableActivity[]): Upkeep {
  let best: { table: string; action: 'vacuum' | 'analyze'; excess: number } | null = null;
  for (const t of tables) {
    const vacuumExcess = t.dead / (VACUUM_BASE + VACUUM_SHARE * t.live);
    const analyzeExcess = t.changedSinceAnalyze / (ANALYZE_BASE + ANALYZE_SHARE * t.live);
    const [action, excess] =
      vacuumExcess > 1 ? (['vacuum', vacuumExcess] as const) : (['analyze', analyzeExcess] as const);
    if (excess > 1 && (!best || excess > best.excess)) best = { table: t.table, action, excess };
  }
  return best && { table: best.table, action: best.action };
}

/** Vacuums (and analyzes) or only analyzes the table most in need; answers what it did. */
export async function vacuumWhereDue(db: Database): Promise<Upkeep> {
  const result = (await db.execute(sql`
    select relname as "table", n_live_tup as "live", n_dead_tup as "dead",
           n_mod_since_analyze as "changedSinceAnalyze"
    from pg_stat_user_tables where schemaname = 'public'`)) as unknown as {
    rows: {
      table: string;
      live: number | string;
      dead: number | string;
      changedSinceAnalyze: number | string;
    }[];
  };
  const due = mostDue(
    result.rows.map((row) => ({
      table: row.table,
      live: Number(row.live),
      dead: Number(row.dead),
      changedSinceAnalyze: Number(row.changedSinceAnalyze),
    })),
  );
  if (!due) return null;
  const table = sql.identifier(due.table);
  await db.execute(due.action === 'vacuum' ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`);
  return due;
}
