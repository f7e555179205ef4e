// The inventory side of the daily job: refreshExpiredStatuses(db, today) from the inventory service (issue 3)
// moves items past their expiry date to status 'expired'. It is looked up at run time, so the scheduler works
// before that function ships; once it has, replace this lookup with a static import.
import type { Database } from '@/server/db/client';

export type RefreshExpiredStatuses = (db: Database, today: string) => Promise<unknown>;

// Where the inventory service keeps (or may keep) it, relative to this folder.
const CANDIDATES = ['../inventory-items', '../inventory-status', '../inventory-expiry', '../domain-events'];

let found: RefreshExpiredStatuses | undefined;

export async function findRefreshExpiredStatuses(): Promise<RefreshExpiredStatuses | null> {
  if (found) return found;
  for (const specifier of CANDIDATES) {
    try {
      const module = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
      if (typeof module.refreshExpiredStatuses === 'function') {
        found = module.refreshExpiredStatuses as RefreshExpiredStatuses;
        return found;
      }
    } catch {
      // Not there: the next candidate.
    }
  }
  return null;
}
