// The embedded database's upkeep (embedded-vacuum.ts): autovacuum's thresholds pick the table, and the job really
// reclaims dead rows and gathers statistics, which PGlite otherwise never does (docs/decisions/028). Against
// PostgreSQL the same statements run (the job is only scheduled on PGlite).
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { openTestDatabase } from '@/server/test/database';
import { systemClock } from '@/server/lib/clock';
import { mostDue, vacuumWhereDue } from './embedded-vacuum';
import { housekeepingJobs } from './jobs';

describe('which table is due', () => {
  const quiet = { table: 'quiet', live: 1_000, dead: 10, changedSinceAnalyze: 20 };

  it('vacuums a table whose dead rows pass 50 + 20% of its live rows', () => {
    expect(mostDue([quiet, { table: 'items', live: 1_000, dead: 251, changedSinceAnalyze: 0 }])).toEqual({
      table: 'items',
      action: 'vacuum',
    });
    expect(mostDue([{ table: 'items', live: 1_000, dead: 250, changedSinceAnalyze: 0 }])).toBeNull();
  });

  it('only analyzes a table whose changes since its last statistics pass 50 + 10% of its live rows', () => {
    expect(mostDue([{ table: 'items', live: 1_000, dead: 0, changedSinceAnalyze: 151 }])).toEqual({
      table: 'items',
      action: 'analyze',
    });
  });

  it('takes the table furthest past its threshold, one a tick', () => {
    const a = { table: 'a', live: 100_000, dead: 30_000, changedSinceAnalyze: 0 }; // 1.5× its threshold
    const b = { table: 'b', live: 0, dead: 500, changedSinceAnalyze: 0 }; // 10×
    expect(mostDue([a, b])).toEqual({ table: 'b', action: 'vacuum' });
    expect(mostDue([quiet])).toBeNull();
  });
});

describe('the upkeep itself', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  /** What the statistics say of the probe table, once the writes' counts have reached them. */
  async function probeStats() {
    const result = (await handle.db.execute(sql`
      select n_dead_tup::int as dead, n_mod_since_analyze::int as changed, last_vacuum, last_analyze
      from pg_stat_user_tables where relname = 'upkeep_probe'`)) as unknown as {
      rows: { dead: number; changed: number; last_vacuum: unknown; last_analyze: unknown }[];
    };
    return result.rows[0]!;
  }

  async function waitForStats(until: (stats: Awaited<ReturnType<typeof probeStats>>) => boolean) {
    for (let i = 0; i < 60; i++) {
      // A backend sends its counts at most once a second; forcing the next flush and reading a fresh snapshot
      // makes them visible without waiting for it.
      await handle.db.execute(sql`select pg_stat_force_next_flush()`);
      await handle.db.execute(sql`select pg_stat_clear_snapshot()`);
      const stats = await probeStats();
      if (until(stats)) return stats;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`statistics never showed the change: ${JSON.stringify(await probeStats())}`);
  }

  it('vacuums the table whose updates left dead rows, then finds nothing due', async () => {
    // PostgreSQL's own autovacuum must not get there first when this runs against it.
    await handle.db.execute(
      sql`create table upkeep_probe (id int primary key, note text) with (autovacuum_enabled = false)`,
    );
    await handle.db.execute(sql`insert into upkeep_probe select g, 'n' || g from generate_series(1, 2000) g`);
    await handle.db.execute(sql`update upkeep_probe set note = note || '!'`);
    await waitForStats((stats) => stats.dead >= 2000);

    // Other tables of a fresh test database may be due too (their first statistics); the probe is the furthest.
    const done = await vacuumWhereDue(handle.db);
    expect(done).toEqual({ table: 'upkeep_probe', action: 'vacuum' });
    const after = await waitForStats((stats) => stats.last_vacuum !== null);
    expect(after.dead).toBe(0);
    expect(after.last_analyze).not.toBeNull();
    expect(after.changed).toBe(0);
  });

  it('is scheduled on the embedded database only', () => {
    const log = pino({ enabled: false }) as unknown as FastifyBaseLogger;
    const names = housekeepingJobs({ db: handle.db, clock: systemClock, log }).map((job) => job.name);
    expect(names.includes('housekeeping.embedded-vacuum')).toBe(handle.kind === 'pglite');
    expect(names).toContain('housekeeping.retention');
  });
});
