// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL through DATABASE_URL
// (docs/decisions/003-embedded-database.md). Both give the same Drizzle type to the rest of the server.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { schema, type Schema } from './schema';

export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (server/db/migrations); safe to call from several instances at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number works; it only has to be the same in every instance of this product.
const MIGRATION_LOCK_KEY = 7_284_110_315;

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return wrapPool(new pg.Pool({ connectionString: options.databaseUrl }));
  const dataDir = path.resolve(options.dataDir ?? './data');
  // STACK.md: PGlite needs the data folder's parent to exist.
  await mkdir(path.dirname(dataDir), { recursive: true });
  return wrapPglite(await createPglite({ dataDir }));
}

/** PGlite with the extensions the migrations use (pg_trgm for the inventory search index). */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/**
 * PGlite only: a number that changes whenever this process may have written to the database. One process owns a
 * PGlite folder, so every write passes here, and a read cached under the current epoch is exactly what the database
 * would answer now (the inventory list's access check uses it). PostgreSQL has other writers: no epoch there.
 */
const writeEpochs = new WeakMap<Database, () => number>();
export const writeEpochOf = (db: Database): (() => number) | null => writeEpochs.get(db) ?? null;

const READ_ONLY = /^\s*select\b/i;

/** The client as Drizzle sees it, counting writes: anything but a plain SELECT, and every transaction. */
function countingWrites(client: PGlite) {
  let epoch = 0;
  const around = async <T>(write: boolean, run: () => Promise<T>): Promise<T> => {
    if (!write) return run();
    epoch++; // readers that started before the write must not cache what they read after it
    try {
      return await run();
    } finally {
      epoch++;
    }
  };
  const proxy = new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (query: string, ...rest: unknown[]) =>
          around(!READ_ONLY.test(query), () =>
            (target.query as (...args: unknown[]) => Promise<unknown>)(query, ...rest),
          );
      }
      if (property === 'exec') {
        return (query: string, ...rest: unknown[]) =>
          around(!READ_ONLY.test(query), () =>
            (target.exec as (...args: unknown[]) => Promise<unknown>)(query, ...rest),
          );
      }
      if (property === 'transaction') {
        return (callback: (tx: unknown) => Promise<unknown>) =>
          around(true, () => target.transaction(callback));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { client: proxy, epoch: () => epoch };
}

export function wrapPglite(raw: PGlite): DatabaseHandle {
  const { client, epoch } = countingWrites(raw);
  const db = drizzlePglite({ client, schema });
  writeEpochs.set(db, epoch);
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite folder, so no lock is needed.
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => raw.close(),
  };
}

export function wrapPool(pool: pg.Pool): DatabaseHandle {
  // An idle connection that dies (server restart, failover, a dropped test database) is discarded by the pool
  // and the next query opens a new one; without a listener the 'error' event would crash the process.
  pool.on('error', (error) => {
    console.error(
      JSON.stringify({ level: 40, msg: 'idle database connection closed', reason: error.message }),
    );
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateWithLock(pool),
    close: () => pool.end(),
  };
}

/** Instances starting together take turns: the first migrates, the others then find nothing left to do. */
async function migrateWithLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
