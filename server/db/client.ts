// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL through DATABASE_URL
// (docs/decisions/003-embedded-database.md). Both give the same Drizzle type to the rest of the server.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock';
import { openEmbeddedThread, type EmbeddedClient } from './embedded-thread';
import { createPglite } from './pglite';
import { schema, type Schema } from './schema';

export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (server/db/migrations); safe to call from several instances at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// Beside the code that applies them: server/db/migrations under the sources, dist/server/migrations in the built
// server, where scripts/build-server.mjs copies them (docs/decisions/033).
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export { createPglite };

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite in a worker thread (embedded-thread.ts): the server does; tests and tools keep it in theirs. */
  ownThread?: boolean;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // The PostgreSQL driver is loaded only when it is used: the embedded set-up starts without it.
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl);
  }
  const dataDir = path.resolve(options.dataDir ?? './data');
  // STACK.md: PGlite needs the data folder's parent to exist.
  await mkdir(path.dirname(dataDir), { recursive: true });
  // One process per data folder: a second one refuses here, before touching any file (data-dir-lock.ts).
  const lock = lockDataDir(dataDir);
  try {
    const client = options.ownThread
      ? await openEmbeddedThread({ dataDir })
      : await createPglite({ dataDir });
    return wrapPglite(client, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * PGlite runs PostgreSQL as one single-user backend: no checkpointer process, so nothing checkpoints between
 * opening and closing the folder, and the write-ahead log only grows (541 MB of a 717 MB folder at 100,000 items).
 * This checkpoints once the log written since the last checkpoint passes CHECKPOINT_WAL_BYTES, as PostgreSQL's
 * checkpointer does at max_wal_size. Answers whether it checkpointed.
 */
export async function checkpointIfDue(
  client: EmbeddedClient,
  minWalBytes = CHECKPOINT_WAL_BYTES,
): Promise<boolean> {
  const { rows } = await client.query<{ bytes: string }>(
    'select (pg_current_wal_insert_lsn() - redo_lsn)::text as bytes from pg_control_checkpoint()',
  );
  if (Number(rows[0]?.bytes ?? 0) < minWalBytes) return false;
  await client.exec('checkpoint');
  return true;
}

/** Four WAL segments: a checkpoint costs about 100 ms of the database's thread after a bulk write. */
export const CHECKPOINT_WAL_BYTES = 64 * 1024 * 1024;
/** How often the log's size is looked at, when this process wrote anything since the last look. */
const CHECKPOINT_CHECK_MS = 15_000;

/** The periodic check of checkpointIfDue on a folder this process owns; `stop` ends it (before closing). */
function checkpointing(client: EmbeddedClient, epoch: () => number) {
  let seen = epoch();
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running || epoch() === seen) return;
    seen = epoch();
    running = checkpointIfDue(client)
      .catch((error: Error) => warn('database checkpoint failed', error))
      .finally(() => (running = undefined));
  }, CHECKPOINT_CHECK_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
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
function countingWrites(client: EmbeddedClient) {
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

/** `release` runs once the database is closed (openDatabase passes the data folder's lock). */
export function wrapPglite(raw: EmbeddedClient, release?: () => void): DatabaseHandle {
  const { client, epoch } = countingWrites(raw);
  // Drizzle calls only query and transaction, which both clients answer alike.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  writeEpochs.set(db, epoch);
  // The checkpoints go to the raw client: they change no data, so they must not count as writes.
  const checkpoints = checkpointing(raw, epoch);
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite folder (openDatabase's lock), so migrations need no lock of their own.
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await checkpointIfDue(raw);
    },
    close: async () => {
      try {
        await checkpoints.stop();
        await raw.close(); // a shutdown checkpoint: the log it no longer needs is deleted too
      } finally {
        release?.();
      }
    },
  };
}

/** One JSON line on stderr, like the server's logs (the database opens before the app's logger exists). */
export const warn = (msg: string, error: Error) =>
  console.error(JSON.stringify({ level: 40, time: Date.now(), msg, reason: error.message }));
