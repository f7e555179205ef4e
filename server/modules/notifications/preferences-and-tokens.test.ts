// docs/product/notifications.md Preferences (GET defaults for the seven types, PUT persists, 422 for an unknown type) and the
// device push tokens (save per device, delete, list, 422 on empty), plus the push test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DeviceTokenListSchema,
  PREFERENCE_TYPES,
  PreferencesResponseSchema,
  PreferencesUpdateResponseSchema,
  PushTestResponseSchema,
} from '@/shared/contracts/notifications';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { scriptedPush, type TestUser } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (user: TestUser, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });

describe('/api/farmer/notification-preferences', () => {
  it('lists the seven types of docs/product/notifications.md with names and the defaults (e-mail and push on, SMS off)', async () => {
    const user = await registerUser(t.app);
    const res = await call(user, 'GET', '/api/farmer/notification-preferences');
    expect(res.statusCode).toBe(200);
    const body = PreferencesResponseSchema.parse(res.json());
    expect(body.status).toBe('success');
    expect(body.data.map((p) => p.type)).toEqual([...PREFERENCE_TYPES]);
    for (const pref of body.data) {
      expect(pref.channels).toEqual({ email: true, push: true, sms: false });
      expect(pref.name.length).toBeGreaterThan(0);
      expect(pref.description.length).toBeGreaterThan(0);
      expect(pref.id).toBe(pref.type);
    }
  });

  it('saves changes, keeps unmentioned channels, and answers the docs/product/notifications.md message', async () => {
    const user = await registerUser(t.app);
    const res = await call(user, 'PUT', '/api/farmer/notification-preferences', {
      preferences: [
        { type: 'weather', channels: { email: false, push: true, sms: true } },
        { type: 'input', channels: { sms: true } },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = PreferencesUpdateResponseSchema.parse(res.json());
    expect(body.message).toBe('Notification preferences updated successfully');
    const byType = Object.fromEntries(body.data.map((p) => [p.type, p.channels]));
    expect(byType.weather).toEqual({ email: false, push: true, sms: true });
    expect(byType.input).toEqual({ email: true, push: true, sms: true });
    expect(byType.market).toEqual({ email: true, push: true, sms: false });

    const again = PreferencesResponseSchema.parse(
      (await call(user, 'GET', '/api/farmer/notification-preferences')).json(),
    );
    expect(again.data).toEqual(body.data);
    const other = await registerUser(t.app);
    const theirs = PreferencesResponseSchema.parse(
      (await call(other, 'GET', '/api/farmer/notification-preferences')).json(),
    );
    expect(theirs.data.find((p) => p.type === 'weather')!.channels.email).toBe(true);
  });

  it('answers 422 for an unknown type or a non-boolean channel, and stores nothing', async () => {
    const user = await registerUser(t.app);
    const bad = await call(user, 'PUT', '/api/farmer/notification-preferences', {
      preferences: [
        { type: 'weather', channels: { email: false } },
        { type: 'horoscope', channels: { email: true } },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['preferences.1.type']).toEqual(['Choose one of the listed notification types.']);
    const notBool = await call(user, 'PUT', '/api/farmer/notification-preferences', {
      preferences: [{ type: 'weather', channels: { email: 'yes' } }],
    });
    expect(notBool.statusCode).toBe(422);
    expect((await call(user, 'PUT', '/api/farmer/notification-preferences', {})).statusCode).toBe(422);
    const body = PreferencesResponseSchema.parse(
      (await call(user, 'GET', '/api/farmer/notification-preferences')).json(),
    );
    expect(body.data.find((p) => p.type === 'weather')!.channels.email).toBe(true);
  });
});

describe('device push tokens', () => {
  it('saves one row per device, moves a token to whoever registered it last, and deletes only one’s own', async () => {
    const [user, other] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
    expect(
      (await call(user, 'POST', '/api/notifications/fcm-token', { token: 'tok-laptop' })).json(),
    ).toEqual({
      success: true,
      message: 'Device registered for push notifications.',
    });
    await call(user, 'POST', '/api/notifications/fcm-token', {
      token: 'tok-extension',
      platform: 'extension',
    });
    await call(user, 'POST', '/api/notifications/fcm-token', { token: 'tok-laptop' }); // again: still one row
    const list = DeviceTokenListSchema.parse(
      (await call(user, 'GET', '/api/notifications/fcm-tokens')).json(),
    );
    expect(list.data.map((d) => [d.token, d.platform]).sort()).toEqual([
      ['tok-extension', 'extension'],
      ['tok-laptop', 'web'],
    ]);

    const notMine = await call(other, 'DELETE', '/api/notifications/fcm-token', { token: 'tok-laptop' });
    expect(notMine.json()).toMatchObject({ success: true, removed: false });
    const mine = await call(user, 'DELETE', '/api/notifications/fcm-token', { token: 'tok-laptop' });
    expect(mine.json()).toMatchObject({ success: true, removed: true });

    await call(other, 'POST', '/api/notifications/fcm-token', { token: 'tok-extension' });
    const after = DeviceTokenListSchema.parse(
      (await call(user, 'GET', '/api/notifications/fcm-tokens')).json(),
    );
    expect(after.data).toEqual([]);
  });

  it('answers 422 for an empty or missing token', async () => {
    const user = await registerUser(t.app);
    for (const payload of [{ token: '' }, { token: '   ' }, {}]) {
      const res = await call(user, 'POST', '/api/notifications/fcm-token', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.token).toEqual(['The device token is required.']);
    }
    expect((await call(user, 'DELETE', '/api/notifications/fcm-token', {})).statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/notifications/fcm-token', payload: { token: 'x' } }))
        .statusCode,
    ).toBe(401);
  });

  it('says push is not configured on the push test when it is off', async () => {
    const user = await registerUser(t.app);
    const res = await call(user, 'POST', '/api/notifications/fcm-test');
    expect(res.statusCode).toBe(200);
    expect(PushTestResponseSchema.parse(res.json())).toMatchObject({
      success: false,
      message: 'Push notifications are not configured on this server.',
      push: { status: 'off', detail: 'push is not configured' },
    });
  });

  it('sends the push test to the user’s devices and prunes tokens the provider rejects', async () => {
    const push = scriptedPush({ rejected: ['tok-dead'] });
    const app = await createTestApp({ push: push.sender });
    try {
      const user = await registerUser(app.app);
      for (const token of ['tok-live', 'tok-dead']) {
        await app.app.inject({
          method: 'POST',
          url: '/api/notifications/fcm-token',
          headers: bearer(user.token),
          payload: { token },
        });
      }
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/notifications/fcm-test',
        headers: bearer(user.token),
      });
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Test push notification sent.',
        push: { status: 'sent' },
      });
      expect(res.json().push.detail).toContain('Removed 1 rejected device token');
      expect(push.sent[0]!.message).toMatchObject({
        title: 'Test push notification',
        data: { type: 'system' },
      });
      const list = await app.app.inject({
        method: 'GET',
        url: '/api/notifications/fcm-tokens',
        headers: bearer(user.token),
      });
      expect(list.json().data.map((d: { token: string }) => d.token)).toEqual(['tok-live']);
      // The push test sends push only: no e-mail for it.
      expect(await app.outbox.latest(user.user.email)).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
