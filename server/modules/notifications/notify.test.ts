// notify() fans out per the user's preferences and settings, writes one delivery row per channel, never lets one
// failing channel hold back the others, and never creates the same notification twice for one dedupe key.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, notifications } from '@/server/db/schema/notifications';
import type { Mailer } from '@/server/lib/mailer';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { scriptedPush, type TestUser } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deliveries = async (app: TestApp, notificationId: string) => {
  const rows = await app.db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notificationId, notificationId));
  return Object.fromEntries(rows.map((r) => [r.channel, { status: r.status, detail: r.detail }]));
};
const setPreference = (app: TestApp, user: TestUser, type: string, channels: object) =>
  app.app.inject({
    method: 'PUT',
    url: '/api/farmer/notification-preferences',
    headers: bearer(user.token),
    payload: { preferences: [{ type, channels }] },
  });
const input = (user: TestUser, extra: object = {}) => ({
  userId: user.user.id,
  title: 'Low stock: DAP',
  message: 'DAP is down to 4.5 bags at Main store.',
  preferenceType: 'input' as const,
  actionUrl: '/farmer/farms/f1/inventory',
  ...extra,
});

describe('notify()', () => {
  it('with the defaults: in-app, e-mail into the outbox, no SMS, push off, realtime skipped when not listening', async () => {
    const user = await registerUser(t.app, { phone_number: '+254700000001' });
    const { row, created } = await t.app.notifications.service.notify(input(user));
    expect(created).toBe(true);
    expect(await deliveries(t, row.id)).toEqual({
      in_app: { status: 'sent', detail: 'Stored in the notification log.' },
      realtime: { status: 'skipped', detail: 'Realtime is not running.' },
      email: { status: 'sent', detail: 'No SMTP_URL: stored in the outbox and written to the server log.' },
      sms: { status: 'skipped', detail: 'SMS is off for Inputs and stock.' },
      push: { status: 'off', detail: 'push is not configured' },
    });
    const mail = await t.outbox.latest(user.user.email);
    expect(mail).toMatchObject({ subject: 'Low stock: DAP', status: 'logged' });
    expect(mail!.body).toContain('DAP is down to 4.5 bags at Main store.');
    expect(await t.outbox.latest('+254700000001', 'sms')).toBeUndefined();
  });

  it('sends SMS only when the type has SMS on and the account has a phone number', async () => {
    const withPhone = await registerUser(t.app, { phone_number: '+254700000002' });
    await setPreference(t, withPhone, 'input', { sms: true, email: false });
    const { row } = await t.app.notifications.service.notify(input(withPhone));
    const rows = await deliveries(t, row.id);
    expect(rows.sms!.status).toBe('sent');
    expect(rows.email).toEqual({ status: 'skipped', detail: 'E-mail is off for Inputs and stock.' });
    expect((await t.outbox.latest('+254700000002', 'sms'))!.body).toContain('Shamba: Low stock: DAP.');
    expect(await t.outbox.latest(withPhone.user.email)).toBeUndefined();

    const noPhone = await registerUser(t.app);
    await setPreference(t, noPhone, 'input', { sms: true });
    const second = await t.app.notifications.service.notify(input(noPhone));
    expect((await deliveries(t, second.row.id)).sms).toEqual({
      status: 'skipped',
      detail: 'No phone number on the account.',
    });
  });

  it('follows the master switches of the user settings', async () => {
    const user = await registerUser(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: bearer(user.token),
      payload: { notification_preferences: { email_alerts: false, weather_alerts: false } },
    });
    const { row } = await t.app.notifications.service.notify(input(user));
    expect((await deliveries(t, row.id)).email).toEqual({
      status: 'skipped',
      detail: "E-mail alerts are off in the user's settings.",
    });
    const weather = await t.app.notifications.service.notify(input(user, { preferenceType: 'weather' }));
    expect((await deliveries(t, weather.row.id)).email!.status).toBe('skipped');

    // SMS alerts are off by default, yet SMS turned on for a type is sent; an sms_alerts the farmer turned off
    // themselves blocks it.
    const texter = await registerUser(t.app, { phone_number: '+254700000003' });
    await setPreference(t, texter, 'input', { sms: true });
    expect(
      (await deliveries(t, (await t.app.notifications.service.notify(input(texter))).row.id)).sms!.status,
    ).toBe('sent');
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: bearer(texter.token),
      payload: { notification_preferences: { sms_alerts: false } },
    });
    expect(
      (await deliveries(t, (await t.app.notifications.service.notify(input(texter))).row.id)).sms,
    ).toEqual({
      status: 'skipped',
      detail: "SMS alerts are off in the user's settings.",
    });
  });

  it('creates once per dedupe key and delivers once', async () => {
    const user = await registerUser(t.app);
    const first = await t.app.notifications.service.notify(input(user, { dedupeKey: 'domain_event:abc' }));
    const again = await t.app.notifications.service.notify(input(user, { dedupeKey: 'domain_event:abc' }));
    expect(again.created).toBe(false);
    expect(again.row.id).toBe(first.row.id);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user.user.id));
    expect(rows).toHaveLength(1);
    const mails = (await t.outbox.all()).filter((m) => m.to === user.user.email);
    expect(mails).toHaveLength(1);
  });

  it('keeps the other channels and the in-app row when e-mail and push fail', async () => {
    const failingMailer: Mailer = {
      kind: 'smtp',
      send: async () => {
        throw new Error('421 try later');
      },
      close: () => {},
    };
    const push = scriptedPush({ fail: true });
    const app = await createTestApp({ mailer: failingMailer, push: push.sender });
    try {
      const user = await registerUser(app.app);
      await app.app.inject({
        method: 'POST',
        url: '/api/notifications/fcm-token',
        headers: bearer(user.token),
        payload: { token: 'tok-1' },
      });
      const { row } = await app.app.notifications.service.notify(input(user));
      const rows = await deliveries(app, row.id);
      expect(rows.in_app!.status).toBe('sent');
      expect(rows.email!.status).toBe('failed');
      expect(rows.push).toEqual({ status: 'failed', detail: 'provider down' });
      expect((await app.outbox.latest(user.user.email))!.status).toBe('failed');
      const list = await app.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: bearer(user.token),
      });
      expect(list.json().unread_count).toBe(1);
    } finally {
      await app.close();
    }
  });
});
