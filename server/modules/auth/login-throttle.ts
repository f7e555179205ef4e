// Sign-in throttling (docs/product/accounts.md login): at most 5 failures per account and 20 per address in a 15-minute window,
// then 429 with Retry-After. Counters live in the database so several instances share them (decision 003).
// Each attempt is counted atomically *before* its password is checked, so simultaneous guesses cannot all slip
// past the limit; a successful one gives its count back.
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
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

const accountKey = (email: string) => `email:${email.toLowerCase()}`;
const addressKey = (ip: string) => `ip:${throttleAddress(ip)}`;

/** What a successful attempt needs to give its count back. */
export interface ThrottleClaim {
  email: string;
  addressKey: string;
  addressWindowStartedAt: Date;
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function createLoginThrottle(db: Database, clock: Clock) {
  const locked = (waitSeconds: number) =>
    tooManyRequests(
      `Too many failed sign-in attempts. Try again ${waitPhrase(waitSeconds)}, or reset your password.`,
      waitSeconds,
      'login_throttled',
    );

  /**
   * Counts one attempt on `key` in one statement, unless the window already holds `limit` of them: the row lock
   * of INSERT … ON CONFLICT DO UPDATE serialises simultaneous attempts, so no more than `limit` get through. A
   * window older than 15 minutes starts over at 1. Answers the window's start, or the seconds left when full.
   */
  async function take(key: string, limit: number, now: Date) {
    const cutoff = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
    const expired = sql`${loginThrottles.windowStartedAt} <= ${cutoff}::timestamptz`;
    const [counted] = await db
      .insert(loginThrottles)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${loginThrottles.failures} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${loginThrottles.windowStartedAt} end`,
        },
        setWhere: sql`${expired} or ${loginThrottles.failures} < ${limit}`,
      })
      .returning({ windowStartedAt: loginThrottles.windowStartedAt });
    if (counted) return { ok: true as const, windowStartedAt: counted.windowStartedAt };
    const [row] = await db
      .select({ windowStartedAt: loginThrottles.windowStartedAt })
      .from(loginThrottles)
      .where(eq(loginThrottles.key, key));
    const endsAt = (row?.windowStartedAt.getTime() ?? now.getTime()) + THROTTLE_WINDOW_MS;
    return { ok: false as const, waitSeconds: Math.max(1, (endsAt - now.getTime()) / 1000) };
  }

  /** Gives one attempt back, if its window is still the current one. */
  async function giveBack(key: string, windowStartedAt: Date) {
    await db
      .update(loginThrottles)
      .set({ failures: sql`${loginThrottles.failures} - 1` })
      .where(
        and(
          eq(loginThrottles.key, key),
          eq(loginThrottles.windowStartedAt, windowStartedAt),
          gt(loginThrottles.failures, 0),
        ),
      );
  }

  async function resetAccount(email: string) {
    await db.delete(loginThrottles).where(inArray(loginThrottles.key, [accountKey(email)]));
  }

  return {
    /**
     * Counts an attempt against the account and the address before the password is checked; throws 429 (with
     * Retry-After) when either already holds its limit. Until `succeeded` is called, the attempt counts as a
     * failure, so a password check that throws or never answers counts too.
     */
    async claim(email: string, ip: string): Promise<ThrottleClaim> {
      const now = clock.now();
      const account = await take(accountKey(email), MAX_FAILURES_PER_ACCOUNT, now);
      if (!account.ok) throw locked(account.waitSeconds);
      const address = await take(addressKey(ip), MAX_FAILURES_PER_ADDRESS, now);
      if (!address.ok) {
        // Refused for the address: the account was not really tried.
        await giveBack(accountKey(email), account.windowStartedAt);
        throw locked(address.waitSeconds);
      }
      // Housekeeping, now and then: finished windows hold nothing worth keeping (retention prunes them too).
      if (Math.random() < 0.05) {
        await db
          .delete(loginThrottles)
          .where(lt(loginThrottles.windowStartedAt, new Date(now.getTime() - THROTTLE_WINDOW_MS)));
      }
      return { email, addressKey: addressKey(ip), addressWindowStartedAt: address.windowStartedAt };
    },

    /** The password was right: the account's count is cleared and the address gets its attempt back. */
    async succeeded(claim: ThrottleClaim) {
      await resetAccount(claim.email);
      await giveBack(claim.addressKey, claim.addressWindowStartedAt);
    },

    /** A successful sign-in (or password reset) clears the account's counter; the address keeps its count. */
    resetAccount,
  };
}
