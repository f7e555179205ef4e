import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthResponseSchema, MeResponseSchema } from '@/shared/contracts/auth';
import { ApiErrorSchema } from '@/shared/contracts/errors';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, PASSWORD, registerUser, uniqueEmail } from '@/server/test/users';
import type { CaptchaVerifier } from './captcha';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/register', payload });

describe('POST /api/auth/register', () => {
  it('creates a farmer, answers 201 with a working token and the user', async () => {
    const email = uniqueEmail();
    const res = await register({ name: '  Amina Wekesa ', email: email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(201);
    const body = AuthResponseSchema.parse(res.json());
    expect(body.user).toMatchObject({
      name: 'Amina Wekesa',
      email,
      user_type: 'farmer',
      phone_number: null,
      email_verified_at: null,
      phone_verified_at: null,
    });
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.access_token) });
    expect(MeResponseSchema.parse(me.json()).user.id).toBe(body.user.id);
  });

  it('keeps an optional phone number, normalised', async () => {
    const { user } = await registerUser(t.app, { phone_number: '+254 712-345-678' });
    expect(user.phone_number).toBe('+254712345678');
  });

  it('accepts the organization and individual types', async () => {
    expect((await registerUser(t.app, { user_type: 'organization' })).user.user_type).toBe('organization');
    expect((await registerUser(t.app, { user_type: 'individual' })).user.user_type).toBe('individual');
  });

  it('refuses to create a superadmin (docs/product/accounts.md: no self-service platform administrators)', async () => {
    const res = await register({
      name: 'Eve',
      email: uniqueEmail(),
      password: PASSWORD,
      user_type: 'superadmin',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ user_type: ['Choose farmer, organization or individual.'] });
  });

  it('answers 422 with a message for each bad field', async () => {
    const res = await register({ name: ' ', email: 'not-an-email', password: 'short', phone_number: '0712' });
    expect(res.statusCode).toBe(422);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.message).toBe('Some fields need fixing.');
    expect(body.errors).toEqual({
      name: ['Enter your name.'],
      email: ['Enter a valid e-mail address, like name@farm.co.ke.'],
      password: ['Use at least 8 characters for the password.'],
      phone_number: ['Enter the phone number with its country code, like +254712345678.'],
    });
  });

  it('names every missing field and rejects wrong types', async () => {
    const res = await register({ password: 12345678 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: ['This field is required.'],
      email: ['This field is required.'],
      password: ['This field must be a string.'],
    });
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const email = uniqueEmail();
    await registerUser(t.app, { email });
    const res = await register({ name: 'Again', email: email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'An account with this e-mail already exists.',
      code: 'email_taken',
      errors: { email: ['An account with this e-mail already exists.'] },
    });
  });

  it('lets exactly one of two simultaneous registrations with one e-mail through', async () => {
    const email = uniqueEmail();
    const results = await Promise.all(
      [1, 2, 3].map(() => register({ name: 'Twin', email, password: PASSWORD })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
  });

  it('never writes the password or the token to the log', async () => {
    const password = 'a very secret password 991';
    const { token } = await registerUser(t.app, { password });
    const log = JSON.stringify(t.logs());
    expect(log).not.toContain(password);
    expect(log).not.toContain(token);
  });
});

describe('register with the captcha configured', () => {
  const captcha: CaptchaVerifier = { enabled: true, verify: async (token) => token === 'human' };

  it('needs a passing captcha token', async () => {
    const c = await createTestApp({ captcha });
    try {
      const missing = await register({ name: 'Bot', email: uniqueEmail(), password: PASSWORD }, c.app);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ captcha_token: ['Complete the captcha check and try again.'] });
      const wrong = await register(
        { name: 'Bot', email: uniqueEmail(), password: PASSWORD, captcha_token: 'bot' },
        c.app,
      );
      expect(wrong.statusCode).toBe(422);
      const ok = await register(
        { name: 'Person', email: uniqueEmail(), password: PASSWORD, captcha_token: 'human' },
        c.app,
      );
      expect(ok.statusCode).toBe(201);
    } finally {
      await c.close();
    }
  });
});
