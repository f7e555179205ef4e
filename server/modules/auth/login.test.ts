import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthResponseSchema } from '@/shared/contracts/auth';
import { createTestApp, type TestApp } from '@/server/test/app';
import { login, PASSWORD, registerUser, uniqueEmail } from '@/server/test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WRONG = { message: 'The e-mail or password is incorrect.', code: 'invalid_credentials' };

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the e-mail case', async () => {
    const { user } = await registerUser(t.app);
    const res = await login(t.app, user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const body = AuthResponseSchema.parse(res.json());
    expect(body.user.id).toBe(user.id);
  });

  it('gives each sign-in its own token', async () => {
    const { user, token } = await registerUser(t.app);
    const second = AuthResponseSchema.parse((await login(t.app, user.email)).json());
    expect(second.access_token).not.toBe(token);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const { user } = await registerUser(t.app);
    const wrongPassword = await login(t.app, user.email, 'not the password');
    const unknownEmail = await login(t.app, uniqueEmail('nobody'), 'not the password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(WRONG);
    expect(unknownEmail.json()).toEqual(WRONG);
  });

  it('spends about as long on an unknown e-mail as on a wrong password', async () => {
    const { user } = await registerUser(t.app);
    const time = async (email: string) => {
      const started = performance.now();
      await login(t.app, email, 'not the password', '10.9.9.9');
      return performance.now() - started;
    };
    await time(uniqueEmail()); // warms the dummy hash
    const known = await time(user.email);
    const unknown = await time(uniqueEmail());
    expect(unknown).toBeGreaterThan(known * 0.3);
  });

  it('answers 422 per field for a malformed body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x', password: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['Enter a valid e-mail address, like name@farm.co.ke.'],
      password: ['Enter your password.'],
    });
  });
});

describe('login throttling', () => {
  it('locks an account for 15 minutes after 5 failures, even for the right password, then lets it in', async () => {
    const { user } = await registerUser(t.app);
    for (let i = 0; i < 5; i++)
      expect((await login(t.app, user.email, 'wrong password', '10.0.0.1')).statusCode).toBe(401);
    const locked = await login(t.app, user.email, PASSWORD, '10.0.0.2');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(locked.json()).toMatchObject({
      code: 'login_throttled',
      message: 'Too many failed sign-in attempts. Try again in 15 minutes, or reset your password.',
    });
    t.clock.advance(10 * 60_000);
    const later = await login(t.app, user.email, PASSWORD, '10.0.0.2');
    expect(later.statusCode).toBe(429);
    expect(later.json().message).toContain('in 5 minutes');
    t.clock.advance(5 * 60_000 + 1_000);
    expect((await login(t.app, user.email, PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('counts unknown e-mails too, so throttling does not reveal which accounts exist', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) await login(t.app, email, 'guess', '10.0.1.1');
    expect((await login(t.app, email, 'guess', '10.0.1.1')).statusCode).toBe(429);
  });

  it('clears the account count after a successful sign-in', async () => {
    const { user } = await registerUser(t.app);
    for (let i = 0; i < 4; i++) await login(t.app, user.email, 'wrong password', '10.0.2.1');
    expect((await login(t.app, user.email, PASSWORD, '10.0.2.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(t.app, user.email, 'wrong password', '10.0.2.1');
    expect((await login(t.app, user.email, PASSWORD, '10.0.2.1')).statusCode).toBe(200);
  });

  it('locks an address after 20 failures across accounts, but not other addresses', async () => {
    const { user } = await registerUser(t.app);
    const attacker = '10.6.6.6';
    for (let i = 0; i < 20; i++) {
      expect((await login(t.app, uniqueEmail('spray'), 'password1', attacker)).statusCode).toBe(401);
    }
    const blocked = await login(t.app, user.email, PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(t.app, user.email, PASSWORD, '10.7.7.7')).statusCode).toBe(200);
  });
});

describe('per-address rate limit on credential endpoints', () => {
  it('answers 429 with Retry-After past AUTH_RATE_LIMIT_PER_MINUTE requests a minute', async () => {
    const limited = await createTestApp({ config: { AUTH_RATE_LIMIT_PER_MINUTE: 2 } });
    try {
      const email = uniqueEmail();
      expect((await login(limited.app, email, 'x', '10.8.0.1')).statusCode).toBe(401);
      expect((await login(limited.app, email, 'x', '10.8.0.1')).statusCode).toBe(401);
      const res = await login(limited.app, email, 'x', '10.8.0.1');
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toMatchObject({ code: 'rate_limited' });
      expect(res.json().message).toMatch(/^Too many requests\. Try again in \d+ seconds?\.$/);
      expect((await login(limited.app, email, 'x', '10.8.0.2')).statusCode).toBe(401);
      // Signed-in calls such as /me are not limited by it.
      const { token } = await registerUser(limited.app);
      for (let i = 0; i < 5; i++) {
        const me = await limited.app.inject({
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(me.statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});
