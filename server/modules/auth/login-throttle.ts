// Sign-in throttling (docs/product/accounts.md login): at most 5 failures per account and 20 per address in a 15-minute window,
// then 429 with Retry-After. Counters live in the database so several instances share them (decision 003).
import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { loginThrottles } from '@/server/db/schema/auth';
import { tooManyRequests, waitPhrase } from '@/server/lib/http-error';
import type { Clock } from '@/server/lib/clock';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * The address a failure counts against. IPv6 hosts usually get a whole /64, so counting single addresses would
 * let one attacker rotate through billions; the /64 is counted instead. IPv4-mapped addresses count as IPv4.
 */
export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const keysFor = (email: string, ip: string) => [
  { key: `email:${email.toLowerCase()}`, limit: MAX_FAILURES_PER_ACCOUNT },
  { key: `ip:${throttleAddress(ip)}`, limit: MAX_FAILURES_PER_ADDRESS },
];

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function createLoginThrottle(db: Database, clock: Clock) {
  return {
    /** Throws 429 while the account or the address is locked out; checked before the password is. */
    async assertAllowed(email: string, ip: string) {
      const keys = keysFor(email, ip);
      const rows = await db
        .select()
        .from(loginThrottles)
        .where(
          inArray(
            loginThrottles.key,
            keys.map((k) => k.key),
          ),
        );
      const now = clock.now().getTime();
      let waitSeconds = 0;
      for (const row of rows) {
        const limit = keys.find((k) => k.key === row.key)!.limit;
        const endsAt = row.windowStartedAt.getTime() + THROTTLE_WINDOW_MS;
        if (row.failures >= limit && endsAt > now) waitSeconds = Math.max(waitSeconds, (endsAt - now) / 1000);
      }
      if (waitSeconds > 0) {
        throw tooManyRequests(
          `Too many failed sign-in attempts. Try again ${waitPhrase(waitSeconds)}, or reset your password.`,
          waitSeconds,
          'login_throttled',
        );
      }
    },

    /** Counts a failure atomically: a window older than 15 minutes starts over at 1. */
    async recordFailure(email: string, ip: string) {
      const now = clock.now();
      const cutoff = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
      const expired = sql`${loginThrottles.windowStartedAt} <= ${cutoff}::timestamptz`;
      for (const { key } of keysFor(email, ip)) {
        await db
          .insert(loginThrottles)
          .values({ key, failures: 1, windowStartedAt: now })
          .onConflictDoUpdate({
            target: loginThrottles.key,
            set: {
              failures: sql`case when ${expired} then 1 else ${loginThrottles.failures} + 1 end`,
              windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${loginThrottles.windowStartedAt} end`,
            },
          });
      }
      // Housekeeping, now and then: finished windows hold nothing worth keeping.
      if (Math.random() < 0.05)
        await db.delete(loginThrottles).where(lt(loginThrottles.windowStartedAt, new Date(cutoff)));
    },

    /** A successful sign-in (or password reset) clears the account's counter; the address keeps its count. */
    async resetAccount(email: string) {
      await db.delete(loginThrottles).where(inArray(loginThrottles.key, [`email:${email.toLowerCase()}`]));
    },
  };
}
