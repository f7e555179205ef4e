// The channel plan (why a channel is or is not used) and the master switches, as tables.
import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@/shared/contracts/settings';
import { masterSwitches, planDeliveries, type PlanInput } from './plan';

const base: PlanInput = {
  master: masterSwitches(undefined),
  preferenceType: 'input',
  channels: { email: true, push: true, sms: false },
  contact: { email: 'wanjiku@example.test', phone: '+254700000000' },
  pushEnabled: true,
};
const plan = (over: Partial<PlanInput>) =>
  Object.fromEntries(planDeliveries({ ...base, ...over }).map((p) => [p.channel, [p.status, p.detail]]));

describe('planDeliveries', () => {
  it('always stores in-app and publishes realtime', () => {
    expect(plan({})).toMatchObject({
      in_app: ['sent', 'Stored in the notification log.'],
      realtime: ['pending', null],
    });
  });

  it.each([
    [{}, 'email', 'pending', null],
    [{}, 'sms', 'skipped', 'SMS is off for Inputs and stock.'],
    [{ pushEnabled: false }, 'push', 'off', 'push is not configured'],
    [{ channels: { email: true, push: true, sms: true } }, 'sms', 'pending', null],
    [
      { channels: { email: true, push: true, sms: true }, contact: { email: 'a@b.c', phone: null } },
      'sms',
      'skipped',
      'No phone number on the account.',
    ],
    [
      { master: { ...masterSwitches(undefined), email_alerts: false } },
      'email',
      'skipped',
      "E-mail alerts are off in the user's settings.",
    ],
    [
      { preferenceType: 'weather' as const, master: { ...masterSwitches(undefined), weather_alerts: false } },
      'push',
      'skipped',
      "Weather alerts are off in the user's settings.",
    ],
    [
      {
        preferenceType: 'task_due' as const,
        master: { ...masterSwitches(undefined), task_reminders: false },
      },
      'email',
      'skipped',
      "Task reminders are off in the user's settings.",
    ],
    [{ preferenceType: null, channels: null }, 'email', 'pending', null],
    [{ only: ['push' as const] }, 'email', 'skipped', 'Not requested for this notification.'],
    [{ only: ['push' as const], pushEnabled: false }, 'push', 'off', 'push is not configured'],
  ])('%o → %s is %s', (over, channel, status, detail) => {
    expect(plan(over)[channel]).toEqual([status, detail]);
  });
});

describe('masterSwitches', () => {
  it('uses the docs/product/notifications.md defaults, except that only an explicit sms_alerts: false blocks SMS', () => {
    expect(masterSwitches(undefined)).toEqual({
      ...DEFAULT_USER_SETTINGS.notification_preferences,
      sms_alerts: true,
    });
    expect(
      masterSwitches({ notification_preferences: { sms_alerts: false, email_alerts: false } }),
    ).toMatchObject({
      sms_alerts: false,
      email_alerts: false,
      push_notifications: true,
    });
    expect(masterSwitches({ notification_preferences: { sms_alerts: 'yes' } }).sms_alerts).toBe(true);
  });
});
