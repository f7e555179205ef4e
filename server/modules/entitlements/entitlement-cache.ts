// Entitlements are read on every gated request, and change only when a package or subscription does: each
// process keeps an account's answer for a short while (docs/decisions/040). A change made here clears it at
// once; one made on another instance shows within ENTITLEMENT_TTL_MS.
import type { Database } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import { resolveEntitlements, type Entitlements } from './entitlements';

export const ENTITLEMENT_TTL_MS = 5_000;
/** Past this many accounts the cache starts again rather than grow. */
const CACHE_LIMIT = 20_000;

interface Entry {
  expires: number;
  value: Promise<Entitlements>;
}
const caches = new WeakMap<Database, Map<string, Entry>>();

function cacheOf(db: Database): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/** The account's entitlements, from the cache while fresh. Concurrent misses share one read. */
export function entitlementsOf(db: Database, clock: Clock, accountId: string): Promise<Entitlements> {
  const cache = cacheOf(db);
  const now = clock.now();
  const hit = cache.get(accountId);
  if (hit && hit.expires > now.getTime()) return hit.value;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  const value = resolveEntitlements(db, accountId, now);
  cache.set(accountId, { expires: now.getTime() + ENTITLEMENT_TTL_MS, value });
  value.catch(() => cache.delete(accountId));
  return value;
}

/** Forget one account's answer (its subscription changed), or every account's (a package changed). */
export function forgetEntitlements(db: Database, accountId?: string): void {
  if (accountId) caches.get(db)?.delete(accountId);
  else caches.get(db)?.clear();
  forgetUsage(db, accountId);
}

// Usage counts, kept as briefly as the entitlements and raised locally by every addition the check lets through,
// so a restricted account far from its limit pays no count on each add (docs/product/packages.md "Cost").
// Near the limit the check always counts afresh (see requireRoomFor).
interface UsageEntry {
  expires: number;
  used: number;
}
const usageCaches = new WeakMap<Database, Map<string, UsageEntry>>();

function usageCacheOf(db: Database): Map<string, UsageEntry> {
  let cache = usageCaches.get(db);
  if (!cache) usageCaches.set(db, (cache = new Map()));
  return cache;
}

/** The usage counted within the last ENTITLEMENT_TTL_MS, or null. */
export function keptUsage(db: Database, key: string, now: Date): UsageEntry | null {
  const hit = usageCacheOf(db).get(key);
  return hit && hit.expires > now.getTime() ? hit : null;
}

export function keepUsage(db: Database, key: string, used: number, now: Date): void {
  const cache = usageCacheOf(db);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, { expires: now.getTime() + ENTITLEMENT_TTL_MS, used });
}

/** Forget the kept usage of one account (its subscription changed) or of all. */
export function forgetUsage(db: Database, accountId?: string): void {
  const cache = usageCaches.get(db);
  if (!cache) return;
  if (!accountId) return cache.clear();
  for (const key of cache.keys()) if (key.startsWith(`${accountId}:`)) cache.delete(key);
}
