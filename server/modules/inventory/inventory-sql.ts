// Raw statements for the few queries the query builder cannot say (data-modifying CTEs, MATERIALIZED). Both
// drivers (PGlite and node-postgres) answer with `rows`; the Drizzle type over both cannot know that.
import type { SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

export async function queryRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
