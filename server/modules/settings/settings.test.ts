import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS, UserSettingsSchema } from '@/shared/contracts/settings';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/settings', headers: bearer(token) });
const put = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/user/settings', headers: bearer(token), payload });

describe('/api/user/settings', () => {
  it('starts with the defaults of docs/product/settings.md', async () => {
    const { token } = await registerUser(t.app);
    const res = await get(token);
    expect(res.statusCode).toBe(200);
    expect(UserSettingsSchema.parse(res.json())).toEqual(DEFAULT_USER_SETTINGS);
    expect(res.json()).toMatchObject({
      default_currency: 'KES',
      date_format: 'DD/MM/YYYY',
      time_format: '24h',
      notification_preferences: { sms_alerts: false, email_alerts: true },
    });
  });

  it('merges partial updates deeply and returns the full settings', async () => {
    const { token } = await registerUser(t.app);
    const first = await put(token, { default_currency: 'UGX', profile: { theme_preference: 'dark' } });
    expect(first.statusCode).toBe(200);
    const second = await put(token, {
      notification_preferences: { sms_alerts: true },
      profile: { sidebar_collapsed: true },
    });
    const expected = {
      ...DEFAULT_USER_SETTINGS,
      default_currency: 'UGX',
      profile: { ...DEFAULT_USER_SETTINGS.profile, theme_preference: 'dark', sidebar_collapsed: true },
      notification_preferences: { ...DEFAULT_USER_SETTINGS.notification_preferences, sms_alerts: true },
    };
    expect(second.json()).toEqual(expected);
    expect((await get(token)).json()).toEqual(expected);
  });

  it('keeps each user to their own settings', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await put(a.token, { language: 'sw' });
    expect((await get(b.token)).json().language).toBe('en');
  });

  it('answers 422 for a bad value or an unknown key, and stores nothing', async () => {
    const { token } = await registerUser(t.app);
    const bad = await put(token, { default_currency: 'DOGE', profile: { sidebar_collapsed: 'yes' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      default_currency: ['Choose one of the listed currencies.'],
      'profile.sidebar_collapsed': ['This field must be a boolean.'],
    });
    const unknown = await put(token, { favourite_colour: 'green' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ favourite_colour: ['This field is not accepted here.'] });
    expect((await get(token)).json()).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/settings' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/user/settings', payload: {} })).statusCode).toBe(
      401,
    );
  });
});
