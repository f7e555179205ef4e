import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthResponseSchema, MeResponseSchema } from '@/shared/contracts/auth';
import { accessTokens } from '@/server/db/schema/auth';
import { sha256 } from '@/server/lib/hash';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, login, registerUser } from '@/server/test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: token ? bearer(token) : {} });
const post = (url: string, token: string) => t.app.inject({ method: 'POST', url, headers: bearer(token) });
const UNAUTHENTICATED = { message: 'Please log in to continue.', code: 'unauthenticated' };

describe('GET /api/auth/me', () => {
  it('returns { user } for a valid token', async () => {
    const { token, user } = await registerUser(t.app, { name: 'Otieno' });
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(MeResponseSchema.parse(res.json())).toEqual({ user });
  });

  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    for (const token of [undefined, 'garbage', 'x'.repeat(43)]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHENTICATED);
    }
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('stores only the hash of a token', async () => {
    const { token, user } = await registerUser(t.app);
    const rows = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('records last use at most once a minute', async () => {
    const { token, user } = await registerUser(t.app);
    const lastUsed = async () =>
      (
        await t.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id))
      )[0]!.lastUsedAt.getTime();
    const first = await lastUsed();
    t.clock.advance(30_000);
    await me(token);
    expect(await lastUsed()).toBe(first);
    t.clock.advance(40_000);
    await me(token);
    expect(await lastUsed()).toBe(t.clock.now().getTime());
  });

  it('stops accepting a token left unused for more than 30 days', async () => {
    const { token } = await registerUser(t.app);
    t.clock.advance(31 * 24 * 60 * 60_000);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes this token only: me answers 401 with it afterwards', async () => {
    const { token, user } = await registerUser(t.app);
    const other = AuthResponseSchema.parse((await login(t.app, user.email)).json()).access_token;
    expect((await me(token)).statusCode).toBe(200);
    const res = await post('/api/auth/logout', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'You are signed out.' });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('needs a valid token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('signs the user out of every session, and nobody else', async () => {
    const { token, user } = await registerUser(t.app);
    const second = AuthResponseSchema.parse((await login(t.app, user.email)).json()).access_token;
    const stranger = await registerUser(t.app);
    const res = await post('/api/auth/logout-all', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'You are signed out of all sessions.' });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(stranger.token)).statusCode).toBe(200);
  });
});
