import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeSentResponseSchema, PasswordChangedResponseSchema } from '@/shared/contracts/auth';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, login, PASSWORD, registerUser, uniqueEmail } from '@/server/test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const NEW_PASSWORD = 'a brand new password';

describe('forgot and reset password', () => {
  it('gives the same answer whether or not the e-mail has an account', async () => {
    const { user } = await registerUser(t.app);
    const known = await forgot(user.email);
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(CodeSentResponseSchema.parse(known.json())).toEqual(CodeSentResponseSchema.parse(unknown.json()));
    // Limits answer alike too, so they do not reveal accounts either.
    expect((await forgot(user.email)).statusCode).toBe(429);
    expect((await forgot(uniqueEmail('nobody'))).statusCode).toBe(200);
  });

  it('sends nothing to an e-mail without an account', async () => {
    const email = uniqueEmail('ghost');
    await forgot(email);
    await new Promise((r) => setTimeout(r, 100));
    expect(await t.outbox.latest(email)).toBeUndefined();
  });

  it('resets the password with the e-mailed code and signs out every session', async () => {
    const { user, token } = await registerUser(t.app);
    const other = (await login(t.app, user.email)).json().access_token as string;
    await forgot(user.email);
    const code = await t.outbox.latestCode(user.email);
    const res = await reset({ email: user.email, code, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Your password has been changed. Log in with your new password.',
    });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(t.app, user.email, PASSWORD)).statusCode).toBe(401);
    const fresh = await login(t.app, user.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    // The code proved the address.
    expect(fresh.json().user.email_verified_at).not.toBeNull();
    // A code works once.
    expect((await reset({ email: user.email, code, password: 'yet another password' })).statusCode).toBe(422);
  });

  it('refuses a wrong code, and dead codes after 5 tries', async () => {
    const { user } = await registerUser(t.app);
    await forgot(user.email);
    const code = await t.outbox.latestCode(user.email);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++)
      expect((await reset({ email: user.email, code: wrong, password: NEW_PASSWORD })).statusCode).toBe(422);
    const res = await reset({ email: user.email, code, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('code_dead');
  });

  it('refuses an expired code', async () => {
    const { user } = await registerUser(t.app);
    await forgot(user.email);
    const code = await t.outbox.latestCode(user.email);
    t.clock.advance(11 * 60_000);
    expect((await reset({ email: user.email, code, password: NEW_PASSWORD })).json().code).toBe(
      'code_expired',
    );
  });

  it('answers 422 per field', async () => {
    const res = await reset({ email: 'nope', code: '12', password: 'short' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['code', 'email', 'password']);
    expect((await forgot('nope')).statusCode).toBe(422);
  });
});

describe('PUT /api/user/password', () => {
  const change = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/user/password', headers: bearer(token), payload });

  it('changes the password, signs out other sessions and re-issues this one', async () => {
    const { user, token } = await registerUser(t.app);
    const other = (await login(t.app, user.email)).json().access_token as string;
    const res = await change(token, { current_password: PASSWORD, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = PasswordChangedResponseSchema.parse(res.json());
    expect(body.access_token).not.toBe(token);
    expect((await me(body.access_token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password on its field, and a weak new one', async () => {
    const { token } = await registerUser(t.app);
    const wrong = await change(token, { current_password: 'not it', password: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is not right.'] });
    const weak = await change(token, { current_password: PASSWORD, password: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({ password: ['Use at least 8 characters for the password.'] });
    expect((await me(token)).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/password', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
