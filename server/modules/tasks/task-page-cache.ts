// The task list's pages, kept per farm task revision (docs/product/tasks.md "The list"). The database bumps a
// farm's task revision in the same transaction as every change of what a page shows, whoever writes (triggers of
// migration 0012): its tasks, their checklists and inputs, its teams' members, and the names of its crops, fields,
// teams, items, people and the farm itself. A kept page is therefore exactly what the query would answer now, on
// any number of instances.
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { taskRevisions } from '@/server/db/schema/tasks';
import {
  createRevisionCache,
  type RevisionCache,
  type RevisionReader,
} from '@/server/modules/inventory/revision-cache';

const taskRevisionOf: RevisionReader = async (db, farmId) => {
  const [row] = await db
    .select({ revision: taskRevisions.revision })
    .from(taskRevisions)
    .where(eq(taskRevisions.farmId, farmId));
  return String(row?.revision ?? 0);
};

const perDatabase = new WeakMap<Database, RevisionCache>();

/** The match cache of one database (one app, or one test's database). */
export function taskPageCacheOf(db: Database): RevisionCache {
  let cache = perDatabase.get(db);
  if (!cache) {
    cache = createRevisionCache(db, { readRevision: taskRevisionOf });
    perDatabase.set(db, cache);
  }
  return cache;
}
