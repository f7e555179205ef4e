// Counts behind "Showing N of M items" (SPEC §2.5) without counting up to 100,000 rows on every page view
// (issue 3 §2 and §11). A count is kept per farm and filter set until a write to that farm in this process
// (`bump`, called after the write commits) or until `ttlMs` passes, which bounds how stale a count can be when
// another process changed the farm (several API instances on PostgreSQL, or the daily expiry job). Page rows
// are never cached: only the two numbers.
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '@/server/db/client';

export interface CountCache {
  /** The counting function runs on a miss; its answer is kept only if no write to these farms happened meanwhile. */
  count(farmIds: string[], key: string, run: () => Promise<number>): Promise<number>;
  /** Forget the farm's counts: call after a committed write that can change what a filter matches. */
  bump(farmId: string): void;
}

interface Entry {
  value: number;
  signature: string;
  expiresAt: number;
}

export function createCountCache({ ttlMs, maxEntries = 5_000 }: { ttlMs: number; maxEntries?: number }) {
  const versions = new Map<string, number>();
  const entries = new Map<string, Entry>();
  const signatureOf = (farmIds: string[]) => farmIds.map((id) => versions.get(id) ?? 0).join('.');

  const cache: CountCache = {
    async count(farmIds, key, run) {
      const cacheKey = `${[...farmIds].sort().join(',')}|${key}`;
      // Read the versions BEFORE counting: a write that commits while the count runs bumps them, and the
      // possibly outdated answer is then not stored under the new versions.
      const signature = signatureOf(farmIds);
      const hit = entries.get(cacheKey);
      if (hit && hit.signature === signature && hit.expiresAt > Date.now()) return hit.value;
      const value = await run();
      if (signatureOf(farmIds) === signature) {
        entries.delete(cacheKey);
        entries.set(cacheKey, { value, signature, expiresAt: Date.now() + ttlMs });
        // Oldest first in a Map: drop the oldest when full.
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return value;
    },
    bump(farmId) {
      versions.set(farmId, (versions.get(farmId) ?? 0) + 1);
    },
  };
  return cache;
}

/**
 * An embedded PGlite database is owned by this one process, so only this process writes to it and counts can
 * live longer (the daily expiry job is the only other writer). PostgreSQL may be shared by several instances.
 */
export function countCacheFor(db: Database): CountCache {
  const embedded = (db as { $client?: unknown }).$client instanceof PGlite;
  return createCountCache({ ttlMs: embedded ? 60_000 : 5_000 });
}
