// The in-process token cache and its trade-off (services/token-cache.ts): changes made in this process show at
// once; changes made elsewhere (another instance, written straight to the database) within the TTL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, users } from '@/server/db/schema/auth';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';

let cached: TestApp;
let uncached: TestApp;
beforeAll(async () => {
  [cached, uncached] = await Promise.all([
    createTestApp({ tokenCacheTtlMs: 300 }),
    createTestApp({ tokenCacheTtlMs: 0 }),
  ]);
});
afterAll(async () => {
  await Promise.all([cached.close(), uncached.close()]);
});

const me = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('token cache', () => {
  it('sees a revocation made by another instance once the TTL has passed', async () => {
    const { token, user } = await registerUser(cached.app);
    expect((await me(cached, token)).statusCode).toBe(200);
    await cached.db.delete(accessTokens).where(eq(accessTokens.userId, user.id));
    await new Promise((r) => setTimeout(r, 350));
    expect((await me(cached, token)).statusCode).toBe(401);
  });

  it('sees a change of the user made elsewhere once the TTL has passed', async () => {
    const { token, user } = await registerUser(cached.app);
    await me(cached, token);
    await cached.db.update(users).set({ name: 'Renamed Elsewhere' }).where(eq(users.id, user.id));
    await new Promise((r) => setTimeout(r, 350));
    expect((await me(cached, token)).json().user.name).toBe('Renamed Elsewhere');
  });

  it('with the cache off, every request reads the database', async () => {
    const { token, user } = await registerUser(uncached.app);
    expect((await me(uncached, token)).statusCode).toBe(200);
    await uncached.db.delete(accessTokens).where(eq(accessTokens.userId, user.id));
    expect((await me(uncached, token)).statusCode).toBe(401);
  });
});
