// The inventory side of the daily job: refreshExpiredStatuses(db, today, now) from the inventory service
// (server/services/inventory-alerts.ts) moves items past their expiry date to status 'expired' and
// records the expired and expiring domain events. It is looked up at run time so the scheduler worked before
// that module was committed; once it is, this lookup can become a static import.
import type { Database } from '@/server/db/client';

export type RefreshExpiredStatuses = (db: Database, today: string, now?: Date) => Promise<unknown>;

// Where the inventory service keeps (or may keep) it, relative to this folder.
const CANDIDATES = ['../inventory-alerts', '../inventory-items', '../inventory-status', '../domain-events'];

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
