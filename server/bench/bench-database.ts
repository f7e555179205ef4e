// The databases a server benchmark measures: a PGlite folder, then a scratch database on PostgreSQL when
// BENCH_DATABASE_URL is set. Shared by the benches that seed before the server starts (inventory, activity log).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { wrapPool } from '../db/postgres';

/** A PGlite data folder, or the superuser URL of a PostgreSQL server to create a scratch database on. */
export type BenchTarget = { dataDir: string } | { adminUrl: string };
export type BenchDatabaseLabel = 'PGlite' | 'PostgreSQL';

export interface PreparedBenchDatabase {
  /** DATA_DIR or DATABASE_URL for the server's environment. */
  serverEnv: Record<string, string>;
  /** Drops the scratch PostgreSQL database (nothing to do for a PGlite folder). */
  cleanup: () => Promise<void>;
}

/**
 * A migrated database for the server to open, filled by `seed`: a PGlite folder, or a new database called
 * `<namePrefix>_<time>` on the PostgreSQL server of `adminUrl` (dropped by `cleanup`). Seeding happens before the
 * server starts because a PGlite folder has one owner at a time.
 */
export async function prepareBenchDatabase<Seeded extends object>(
  target: BenchTarget,
  namePrefix: string,
  seed: (db: Database) => Promise<Seeded>,
): Promise<Seeded & PreparedBenchDatabase> {
  let handle: DatabaseHandle;
  let serverEnv: Record<string, string>;
  let cleanup = async () => {};
  if ('dataDir' in target) {
    handle = await openDatabase({ dataDir: target.dataDir });
    serverEnv = { DATA_DIR: target.dataDir, DATABASE_URL: '' };
  } else {
    const name = `${namePrefix}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: target.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(target.adminUrl);
    url.pathname = `/${name}`;
    handle = wrapPool(new pg.Pool({ connectionString: url.toString() }));
    serverEnv = { DATABASE_URL: url.toString() };
    cleanup = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  try {
    await handle.migrate();
    return { ...(await seed(handle.db)), serverEnv, cleanup };
  } finally {
    await handle.close();
  }
}

/**
 * Runs `benchOne` on a PGlite folder in a temp folder named after `benchName`, then on PostgreSQL when
 * BENCH_DATABASE_URL (a superuser URL; a scratch database is created and dropped) is set, and exits with the
 * verdict: 0 when every run kept its budget, 1 otherwise. BENCH_ONLY=postgres skips PGlite (its seeding of a big
 * bench takes minutes); BENCH_ONLY=pglite skips PostgreSQL.
 */
export async function benchEachDatabase(
  benchName: string,
  benchOne: (label: BenchDatabaseLabel, target: BenchTarget) => Promise<boolean>,
): Promise<never> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), `shamba-bench-${benchName}-`));
  const outcomes: boolean[] = [];
  try {
    const only = process.env.BENCH_ONLY;
    if (only !== 'postgres') outcomes.push(await benchOne('PGlite', { dataDir: path.join(workDir, 'data') }));
    const adminUrl = only === 'pglite' ? undefined : process.env.BENCH_DATABASE_URL;
    if (adminUrl) outcomes.push(await benchOne('PostgreSQL', { adminUrl }));
    else console.log('\n(set BENCH_DATABASE_URL to a PostgreSQL superuser URL to measure PostgreSQL too)');
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const ok = outcomes.every(Boolean);
  console.log(ok ? '\nwithin budget' : '\nOVER BUDGET');
  process.exit(ok ? 0 : 1);
}
