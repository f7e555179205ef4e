// The token cache's bound (docs/decisions/007): an entry lives TTL from the database read that produced it, however
// often the token is used, so a token revoked on another instance stops working here within the TTL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '@/server/db/schema/auth';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { DEFAULT_TOKEN_CACHE_TTL_MS, TokenCache, type CachedSession } from './token-cache';

const TTL = DEFAULT_TOKEN_CACHE_TTL_MS;

function fakeClock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

/** A session as the database read answers it: a new object each time. */
const read = (tokenHash = 'hash-a', name = 'Wanjiku'): CachedSession => ({
  tokenId: `id-${tokenHash}`,
  tokenHash,
  lastUsedAt: new Date(),
  user: {
    id: 'user-1',
    name,
    email: 'w@example.test',
    phone_number: null,
    email_verified_at: null,
    phone_verified_at: null,
    user_type: 'farmer',
    created_at: new Date(0).toISOString(),
  },
});

/** What tokens.ts authenticate() does with the cache: a hit, else a read, and the answer stored either way. */
function authenticate(cache: TokenCache, tokenHash = 'hash-a', loads = { count: 0 }) {
  let session = cache.get(tokenHash);
  if (!session) {
    loads.count++;
    session = read(tokenHash);
  }
  cache.set(session);
  return session;
}

describe('TokenCache with a fake clock', () => {
  it('expires an entry used continuously TTL after it was loaded, never later', () => {
    const clock = fakeClock();
    const cache = new TokenCache(TTL, clock.now);
    const loads = { count: 0 };
    const first = authenticate(cache, 'hash-a', loads);
    expect(loads.count).toBe(1);
    // Used every 100 ms: every use before the TTL is a hit on the same read.
    for (let elapsed = 100; elapsed < TTL; elapsed += 100) {
      clock.advance(100);
      expect(authenticate(cache, 'hash-a', loads)).toBe(first);
    }
    expect(loads.count).toBe(1);
    clock.advance(99); // TTL - 1 ms after the read
    expect(cache.get('hash-a')).toBe(first);
    clock.advance(1); // exactly TTL after the read
    expect(cache.get('hash-a')).toBeUndefined();
    const second = authenticate(cache, 'hash-a', loads);
    expect(loads.count).toBe(2);
    expect(second).not.toBe(first);
    // The new read has a window of its own, again not extended by use.
    clock.advance(TTL - 1);
    expect(authenticate(cache, 'hash-a', loads)).toBe(second);
    clock.advance(1);
    expect(cache.get('hash-a')).toBeUndefined();
  });

  it('never stores a copy again once its time is up, nor lets an older read replace a newer one', () => {
    const clock = fakeClock();
    const cache = new TokenCache(TTL, clock.now);
    const old = read();
    cache.set(old);
    clock.advance(TTL / 2);
    const fresh = read('hash-a', 'Renamed');
    cache.set(fresh);
    cache.set(old); // a request that held the old copy finishes late
    expect(cache.get('hash-a')).toBe(fresh);
    clock.advance(TTL);
    cache.set(old); // long expired: a request that held it across a slow write
    cache.set(fresh); // expired too
    expect(cache.get('hash-a')).toBeUndefined();
  });

  it('forgets a token at once when invalidated, and caches nothing with a TTL of 0', () => {
    const clock = fakeClock();
    const cache = new TokenCache(TTL, clock.now);
    cache.set(read());
    cache.invalidate('hash-a');
    expect(cache.get('hash-a')).toBeUndefined();
    const off = new TokenCache(0, clock.now);
    off.set(read());
    expect(off.get('hash-a')).toBeUndefined();
  });
});

describe('a token revoked by another instance, in use all the while', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(); // the production TTL (TOKEN_CACHE_TTL_MS's default)
  });
  afterAll(() => t.close());

  it(`is refused within ${TTL} ms of its last database read`, async () => {
    const { token, user } = await registerUser(t.app);
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    // The first use reads the database and caches the session (registering does not).
    expect((await me()).statusCode).toBe(200);
    const loadedBy = performance.now();
    await pause();
    // Another instance deletes it (logout there): only the database changes.
    await t.db.delete(accessTokens).where(eq(accessTokens.userId, user.id));
    const revokedAt = performance.now();
    let refusedAt: number | undefined;
    while (performance.now() - revokedAt < TTL + 2_000) {
      if ((await me()).statusCode === 401) {
        refusedAt = performance.now();
        break;
      }
      await pause();
    }
    expect(refusedAt, 'still accepted 2 s past the TTL').toBeDefined();
    // The entry is the first /me's read, so it is gone TTL after that read; the slack is one pause and one
    // request on a busy machine. A sliding expiry would never refuse it while it is used every 50 ms.
    expect(refusedAt! - loadedBy).toBeLessThanOrEqual(TTL + 500);
    expect(refusedAt! - revokedAt).toBeLessThanOrEqual(TTL + 500);
  }, 15_000);
});
