// PostgreSQL through DATABASE_URL (docs/decisions/003-embedded-database.md), behind the same Drizzle type as the
// embedded database. Its own module so that the driver loads only when it is used (server/db/client.ts).
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { markDatabaseError } from './availability';
import { MIGRATIONS_FOLDER, warn, type DatabaseHandle } from './client';
import { schema } from './schema';

// Any fixed number works; it only has to be the same in every instance of this product.
const MIGRATION_LOCK_KEY = 7_284_110_315;

/** How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool). */
export const POOL_CONNECT_TIMEOUT_MS = 10_000;

export function openPostgres(databaseUrl: string): DatabaseHandle {
  return wrapPool(
    new pg.Pool({
      connectionString: databaseUrl,
      // A database that does not answer fails the request (503) instead of holding it forever.
      connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
      // Notice a connection silently dropped by the network (a failover, a NAT timeout).
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    }),
  );
}

/**
 * The pool as Drizzle sees it: errors of its own connect() and query() (the server refused or dropped the
 * connection) are marked as the database's, so the errors plugin answers 503 for them and not for a refused
 * SMTP connection (availability.ts). Drizzle wraps the errors of its queries itself.
 */
function markingErrors(pool: pg.Pool): pg.Pool {
  const marking =
    (method: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      const result = method(...args);
      return result instanceof Promise
        ? result.catch((error: unknown) => Promise.reject(markDatabaseError(error)))
        : result;
    };
  return new Proxy(pool, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      return property === 'connect' || property === 'query' ? marking(bound) : bound;
    },
  });
}

export function wrapPool(pool: pg.Pool): DatabaseHandle {
  // docs/architecture.md "Losing the database": a connection that dies (PostgreSQL restarting, a failover, an
  // administrator's pg_terminate_backend) emits 'error' on its client, and without a listener that event
  // crashes the process. Idle clients are watched by the pool ('error' on the pool, after it discarded them); a
  // client checked out for a transaction is watched by nobody, so every client gets a listener of its own. The
  // query it was running fails (503), the pool drops the broken client on release, and the next request opens
  // a new connection as soon as the database is back.
  pool.on('connect', (client) => {
    client.on('error', (error) => warn('database connection lost', error));
  });
  pool.on('error', () => {
    // Already logged by the client's own listener above; the pool has discarded the client.
  });
  const db = drizzlePg({ client: markingErrors(pool), schema });
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
