// Figures computed from a farm's stock (the dashboard summary, the storage locations' usage), kept per farm
// inventory revision like the inventory list's pages (docs/decisions/009, docs/decisions/027). The database bumps a
// farm's revision in the same transaction as every change to its items (triggers of migration 0005, whoever
// writes), so a figure cached under the current revision is exactly what its query would answer now, on any number
// of instances, and a stock write changes the very next answer. Only what depends on the farm's items alone (and
// the names the list shows beside them) may be cached here; the key must name everything else it depends on.
//
// The revision is read before the figure is computed, so a figure is never older than its key. On PGlite the
// revision read itself is kept until this process next writes anything (client.ts writeEpochOf): one process owns
// the folder, every write passes through it, and a cached figure then costs no database call at all.
import { eq } from 'drizzle-orm';
import { writeEpochOf, type Database } from '@/server/db/client';
import { inventoryRevisions } from '@/server/db/schema/inventory';

export interface RevisionCache {
  /** The farm's inventory revision now ('0' before its first change). */
  revisionOf(farmId: string): Promise<string>;
  /** `compute()` as of the farm's current revision: cached under (farm, revision, key); concurrent misses share it. */
  get<T>(farmId: string, key: string, compute: () => Promise<T>): Promise<T>;
}

const MAX_ENTRIES = 1_000;
/** Enough for many busy farms; past it the memo starts again rather than grow. */
const MEMO_LIMIT = 10_000;

/** Reads a farm's revision counter ('0' before its first change). */
export type RevisionReader = (db: Database, farmId: string) => Promise<string>;

const inventoryRevisionOf: RevisionReader = async (db, farmId) => {
  const [row] = await db
    .select({ revision: inventoryRevisions.revision })
    .from(inventoryRevisions)
    .where(eq(inventoryRevisions.farmId, farmId));
  return String(row?.revision ?? 0);
};

/**
 * A cache of figures under a farm's revision: the inventory's by default; `readRevision` names another counter kept
 * the same way (the tasks' revision, server/modules/tasks/task-page-cache.ts).
 */
export function createRevisionCache(
  db: Database,
  { maxEntries = MAX_ENTRIES, readRevision = inventoryRevisionOf } = {},
): RevisionCache {
  const entries = new Map<string, unknown>();
  const pending = new Map<string, Promise<unknown>>();
  const writeEpoch = writeEpochOf(db);
  const memo = new Map<string, { epoch: number; revision: string }>();
  const read = (farmId: string) => readRevision(db, farmId);

  async function revisionOf(farmId: string) {
    if (!writeEpoch) return read(farmId);
    const epoch = writeEpoch(); // before the read: a write during it makes the answer stale at once
    const kept = memo.get(farmId);
    if (kept && kept.epoch === epoch) return kept.revision;
    const revision = await read(farmId);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(farmId, { epoch, revision });
    return revision;
  }

  return {
    revisionOf,
    async get<T>(farmId: string, key: string, compute: () => Promise<T>): Promise<T> {
      const full = `${farmId}:${await revisionOf(farmId)}:${key}`;
      if (entries.has(full)) {
        const value = entries.get(full) as T;
        entries.delete(full); // most recently used last
        entries.set(full, value);
        return value;
      }
      const running = pending.get(full);
      if (running) return running as Promise<T>;
      const promise = compute();
      pending.set(full, promise);
      try {
        const value = await promise;
        entries.set(full, value);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        return value;
      } finally {
        pending.delete(full);
      }
    },
  };
}

const memos = new WeakMap<Database, Map<string, { epoch: number; value: Promise<unknown> }>>();

/**
 * PGlite only: `compute()` kept until this process next writes anything (client.ts writeEpochOf), for the cheap
 * reads that go with a cached figure (the access check, the locations, the latest movements) and that no revision
 * covers. Exact, as the inventory list's access memo (inventory-list-access.ts): one process owns a PGlite folder,
 * so every write passes through its client. On PostgreSQL, other instances write too: it always computes.
 */
export function memoUntilWrite<T>(db: Database, key: string, compute: () => PromiseLike<T>): Promise<T> {
  const writeEpoch = writeEpochOf(db);
  if (!writeEpoch) return Promise.resolve(compute());
  let memo = memos.get(db);
  if (!memo) {
    memo = new Map();
    memos.set(db, memo);
  }
  const epoch = writeEpoch(); // before computing: a write meanwhile makes the answer stale at once
  const kept = memo.get(key);
  if (kept && kept.epoch === epoch) return kept.value as Promise<T>;
  const value = Promise.resolve(compute()); // one run of a lazy query builder, shared by every caller
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, { epoch, value });
  // A failure (a 404 for a stranger) is never kept.
  value.catch(() => {
    if (memo.get(key)?.value === value) memo.delete(key);
  });
  return value;
}

const perDatabase = new WeakMap<Database, RevisionCache>();

/** The cache of one database (one app, or one test's database): every caller of the same db shares it. */
export function revisionCacheOf(db: Database): RevisionCache {
  let cache = perDatabase.get(db);
  if (!cache) {
    cache = createRevisionCache(db);
    perDatabase.set(db, cache);
  }
  return cache;
}
