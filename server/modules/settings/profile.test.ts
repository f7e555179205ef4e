import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeResponseSchema } from '@/shared/contracts/auth';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: bearer(token), payload });

async function verifiedPhoneUser() {
  const account = await registerUser(t.app, { phone_number: '+254711000111' });
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/send-sms-verification',
    headers: bearer(account.token),
  });
  const code = await t.outbox.latestCode('+254711000111', 'sms');
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-sms',
    headers: bearer(account.token),
    payload: { code },
  });
  return account;
}

describe('/api/user/profile', () => {
  it('returns { user }', async () => {
    const { token, user } = await registerUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
    expect(MeResponseSchema.parse(res.json())).toEqual({ user });
  });

  it('updates the name and keeps a verified phone when it does not change', async () => {
    const { token } = await verifiedPhoneUser();
    const res = await put(token, { name: 'Njeri Mwangi', phone_number: '+254 711 000 111' });
    expect(res.statusCode).toBe(200);
    const { user } = MeResponseSchema.parse(res.json());
    expect(user.name).toBe('Njeri Mwangi');
    expect(user.phone_verified_at).not.toBeNull();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().user.name).toBe('Njeri Mwangi');
  });

  it('clears phone_verified_at when the phone number changes, and removes it with an empty value', async () => {
    const { token } = await verifiedPhoneUser();
    const changed = MeResponseSchema.parse(
      (await put(token, { name: 'N', phone_number: '+254722000222' })).json(),
    );
    expect(changed.user).toMatchObject({ phone_number: '+254722000222', phone_verified_at: null });
    const removed = MeResponseSchema.parse((await put(token, { name: 'N', phone_number: '' })).json());
    expect(removed.user.phone_number).toBeNull();
  });

  it('answers 422 per field', async () => {
    const { token } = await registerUser(t.app);
    const res = await put(token, { name: '', phone_number: '12' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Enter your name.'],
      phone_number: ['Enter the phone number with its country code, like +254712345678.'],
    });
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(401);
  });
});
