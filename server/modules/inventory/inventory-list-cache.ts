// Pages of the inventory list, kept per farm revision (docs/decisions/009). The database bumps a farm's
// revision in the same transaction as any change the list shows (triggers of migration 0005, whoever writes:
// this API, the daily expiry job, a renamed supplier, location or farm), so a page cached under the current
// revision is exactly what the query would answer now, on any number of API instances. A request costs one
// primary-key read of the revision; only a changed farm or a new filter runs the list query again.
// Concurrent misses of the same page share one query.
import { inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { inventoryRevisions } from '@/server/db/schema/inventory';

export interface ListCache {
  /** The farms' revisions as one string; read it BEFORE the query, so a page is never older than its key. */
  revisionOf(db: Database, farmIds: string[]): Promise<string>;
  /** The value under `key`, computing it on a miss. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

export function createListCache({ maxEntries = 500 } = {}): ListCache {
  const entries = new Map<string, unknown>();
  const pending = new Map<string, Promise<unknown>>();
  return {
    async revisionOf(db, farmIds) {
      const rows = await db
        .select({ farmId: inventoryRevisions.farmId, revision: inventoryRevisions.revision })
        .from(inventoryRevisions)
        .where(inArray(inventoryRevisions.farmId, farmIds));
      const byFarm = new Map(rows.map((row) => [row.farmId, row.revision]));
      return farmIds.map((id) => byFarm.get(id) ?? 0).join('.');
    },
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (entries.has(key)) {
        const value = entries.get(key) as T;
        entries.delete(key); // most recently used last
        entries.set(key, value);
        return value;
      }
      const running = pending.get(key);
      if (running) return running as Promise<T>;
      const promise = compute();
      pending.set(key, promise);
      try {
        const value = await promise;
        entries.set(key, value);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        return value;
      } finally {
        pending.delete(key);
      }
    },
  };
}
