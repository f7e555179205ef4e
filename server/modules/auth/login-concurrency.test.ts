// Sign-in throttling under concurrency (docs/product/accounts.md login): every attempt is counted in the database
// before its password is checked, so a burst of simultaneous guesses gets no more checks than the limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/server/test/app';
import { login, PASSWORD, registerUser, uniqueEmail } from '@/server/test/users';
import { createCountingHasher } from './test-support';

const counting = createCountingHasher();
let t: TestApp;
beforeAll(async () => {
  // Behind a proxy: the client address comes from X-Forwarded-For, which an attacker can rotate freely.
  t = await createTestApp({ passwords: counting.hasher, config: { TRUST_PROXY: true } });
});
afterAll(() => t.close());

const loginFrom = (email: string, password: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': address },
  });

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }), {});

describe('login throttling under concurrency', () => {
  it('checks at most 5 of 40 wrong passwords sent at once to one account; the rest get 429', async () => {
    const { user } = await registerUser(t.app);
    const before = counting.counter.checks;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(t.app, user.email, `wrong password ${i}`, '10.40.0.1')),
    );
    expect(counting.counter.checks - before).toBeLessThanOrEqual(5);
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: 5, 429: 35 });
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      expect(refused.json()).toMatchObject({ code: 'login_throttled' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    // Locked: the right password waits for the window like everyone else.
    expect((await login(t.app, user.email, PASSWORD, '10.40.0.2')).statusCode).toBe(429);
  });

  it('holds the account limit against 200 attempts at once from rotating addresses, the right password last', async () => {
    const { user } = await registerUser(t.app);
    const before = counting.counter.checks;
    const guesses = Array.from({ length: 199 }, (_, i) =>
      loginFrom(user.email, `guess ${i}`, `10.41.${Math.floor(i / 250)}.${(i % 250) + 1}`),
    );
    const right = loginFrom(user.email, PASSWORD, '10.42.0.1');
    const answers = await Promise.all([...guesses, right]);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.at(-1)).toBe(429);
    expect(codes.filter((c) => c === 200)).toEqual([]);
    expect(tally(codes)).toEqual({ 401: 5, 429: 195 });
    expect(counting.counter.checks - before).toBeLessThanOrEqual(5);
  });

  it('gives a successful attempt its count back: 4 wrong and the right one, at once, leave the account open', async () => {
    const { user } = await registerUser(t.app);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) => login(t.app, user.email, `nope ${i}`, '10.43.0.1')),
      login(t.app, user.email, PASSWORD, '10.43.0.1'),
    ]);
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 200: 1, 401: 4 });
    expect((await login(t.app, user.email, PASSWORD, '10.43.0.1')).statusCode).toBe(200);
  });

  it('counts 20 attempts at once per address across accounts, then refuses that address', async () => {
    const { user } = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loginFrom(uniqueEmail(`spray${i}`), 'password1', '10.44.0.1')),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: 20, 429: 10 });
    // Another address still signs in.
    expect((await loginFrom(user.email, PASSWORD, '10.44.0.2')).statusCode).toBe(200);
  });
});
