// System settings read on the request path (the maintenance check, registration, /api/platform) come from a copy
// kept in the process for two seconds: with maintenance off the check costs a comparison, not a query. A save in
// this process clears the copy at once; other instances see it within the two seconds.
import type { Database } from '@/server/db/client';
import type { SystemSettings } from '@/shared/contracts/system-settings';
import { readSystemSettings } from './settings-store';

export const SETTINGS_CACHE_MS = 2_000;

interface Cached {
  value: SystemSettings;
  readAt: number;
}

const cacheByDb = new WeakMap<Database, Cached>();
const pendingByDb = new WeakMap<Database, Promise<SystemSettings>>();

/** The cached settings if fresh, else undefined: lets the hot path stay synchronous. */
export function freshSettings(db: Database, nowMs = Date.now()): SystemSettings | undefined {
  const cached = cacheByDb.get(db);
  return cached && nowMs - cached.readAt < SETTINGS_CACHE_MS ? cached.value : undefined;
}

/** The settings, from the cache when fresh; one read at a time per database. */
export function cachedSettings(db: Database): Promise<SystemSettings> {
  const fresh = freshSettings(db);
  if (fresh) return Promise.resolve(fresh);
  let pending = pendingByDb.get(db);
  if (!pending) {
    pending = readSystemSettings(db)
      .then((value) => {
        cacheByDb.set(db, { value, readAt: Date.now() });
        return value;
      })
      .finally(() => pendingByDb.delete(db));
    pendingByDb.set(db, pending);
  }
  return pending;
}

export function forgetSettings(db: Database): void {
  cacheByDb.delete(db);
}
