// Answers that carry a token are never cached (Cache-Control: no-store), wherever the route lives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbedKeyResponseSchema, WidgetSessionSchema } from '@/shared/contracts/embed';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, login, PASSWORD, registerUser, uniqueEmail } from '@/server/test/users';
import { createTestFarm } from '@/server/modules/inventory/inventory-fixtures';
import { carriesToken } from './no-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Cache-Control: no-store on answers carrying a token', () => {
  it('register', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Achieng', email: uniqueEmail(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().access_token).toEqual(expect.any(String));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('login', async () => {
    const { user } = await registerUser(t.app);
    const res = await login(t.app, user.email);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('password change (PUT /api/user/password), which re-issues the token', async () => {
    const { token } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: bearer(token),
      payload: { current_password: PASSWORD, password: 'another long password' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toEqual(expect.any(String));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('widget session', async () => {
    const farm = await createTestFarm(t);
    const origin = 'https://coop.example.org';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/embed-keys',
      headers: bearer(farm.token),
      payload: {
        name: 'Partner',
        farm_id: farm.farmId,
        allowed_origins: [origin],
        scopes: ['inventory:read'],
      },
    });
    const key = EmbedKeyResponseSchema.parse(created.json()).data.publishable_key;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/widget/${key}/session`,
      headers: { origin },
    });
    expect(res.statusCode).toBe(201);
    expect(WidgetSessionSchema.parse(res.json()).token).toEqual(expect.any(String));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('not on answers without a token, nor on a refused sign-in', async () => {
    const { user, token } = await registerUser(t.app);
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBeUndefined();
    const wrong = await login(t.app, user.email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).not.toHaveProperty('access_token');
  });

  it('recognises a token by a top-level access_token or token string', () => {
    expect(carriesToken({ access_token: 'a', user: {} })).toBe(true);
    expect(carriesToken({ token: 'b', expires_at: 'x' })).toBe(true);
    expect(carriesToken({ data: { token: 'c' } })).toBe(false);
    expect(carriesToken([{ token: 'd' }])).toBe(false);
    expect(carriesToken('token')).toBe(false);
    expect(carriesToken(null)).toBe(false);
  });
});
