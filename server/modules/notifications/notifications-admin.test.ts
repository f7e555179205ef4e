// The monitor reads: a farmer's own delivery log, the superadmin's log of everyone per channel with
// failures, and the e-mail and SMS outbox with one-time codes masked. Also the retry of stale deliveries.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryPageSchema, OutboxPageSchema } from '@/shared/contracts/notifications';
import { notificationDeliveries } from '@/server/db/schema/notifications';
import { registerSuperadmin, type TestUser } from './test-fixtures';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';

let t: TestApp;
let admin: TestUser;
let farmer: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, farmer, other] = await Promise.all([
    registerSuperadmin(t.app, t.db),
    registerUser(t.app),
    registerUser(t.app),
  ]);
  for (const user of [farmer, other]) {
    await t.app.notifications.service.notify({ userId: user.user.id, title: 'Hello', message: 'World' });
  }
});
afterAll(() => t.close());

const get = (user: TestUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(user.token) });

describe('delivery log', () => {
  it('shows a farmer only their own deliveries, one per channel, with a summary', async () => {
    const res = await get(farmer, '/api/farmer/notifications/deliveries');
    expect(res.statusCode).toBe(200);
    const body = DeliveryPageSchema.parse(res.json());
    expect(body.data.every((d) => d.user_id === farmer.user.id)).toBe(true);
    expect(body.data.map((d) => d.channel).sort()).toEqual(['email', 'in_app', 'push', 'realtime', 'sms']);
    expect(body.summary).toMatchObject({ in_app: { sent: 1 }, push: { off: 1 }, email: { sent: 1 } });
    const pushOnly = DeliveryPageSchema.parse(
      (await get(farmer, '/api/farmer/notifications/deliveries?channel=push')).json(),
    );
    expect(pushOnly.data).toEqual([
      expect.objectContaining({ status: 'off', detail: 'push is not configured' }),
    ]);
    expect(pushOnly.data[0]!.notification).toEqual({ title: 'Hello', type: 'system' });
  });

  it('shows superadmins everyone’s deliveries, filterable by status; farmers get 403', async () => {
    const body = DeliveryPageSchema.parse(
      (await get(admin, '/api/admin/notifications/deliveries?per_page=100')).json(),
    );
    const users = new Set(body.data.map((d) => d.user_id));
    expect(users).toContain(farmer.user.id);
    expect(users).toContain(other.user.id);
    const off = DeliveryPageSchema.parse(
      (await get(admin, '/api/admin/notifications/deliveries?status=off')).json(),
    );
    expect(off.data.every((d) => d.status === 'off')).toBe(true);
    expect(off.meta.total).toBeGreaterThanOrEqual(2);
    expect((await get(farmer, '/api/admin/notifications/deliveries')).statusCode).toBe(403);
    expect((await get(admin, '/api/admin/notifications/deliveries?channel=pigeon')).statusCode).toBe(422);
  });

  it('lists the outbox for superadmins with codes masked', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-email-verification',
      headers: bearer(farmer.token),
    });
    const body = OutboxPageSchema.parse((await get(admin, '/api/admin/outbox?channel=email')).json());
    const verification = body.data.find((m) => m.to === farmer.user.email && m.subject !== 'Hello');
    expect(verification).toBeDefined();
    expect(verification!.preview).not.toMatch(/\d{6}/);
    expect(verification!.preview).toContain('••••••');
    expect(body.data.find((m) => m.to === farmer.user.email && m.subject === 'Hello')).toMatchObject({
      status: 'logged',
    });
    expect((await get(farmer, '/api/admin/outbox')).statusCode).toBe(403);
  });

  it('retries deliveries left pending by a crash, and gives up after three attempts', async () => {
    const user = await registerUser(t.app);
    const { row } = await t.app.notifications.service.notify({
      userId: user.user.id,
      title: 'Crash test',
      message: 'x',
    });
    // As if the process died after commit: the e-mail row is still pending.
    await t.db
      .update(notificationDeliveries)
      .set({ status: 'pending', attempts: 1 })
      .where(
        and(eq(notificationDeliveries.notificationId, row.id), ne(notificationDeliveries.channel, 'in_app')),
      );
    expect(await t.app.notifications.service.retryStaleDeliveries()).toEqual({ retried: 0, abandoned: 0 });
    t.clock.advance(6 * 60_000);
    const result = await t.app.notifications.service.retryStaleDeliveries();
    expect(result).toEqual({ retried: 4, abandoned: 0 });
    const rows = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, row.id));
    expect(rows.find((r) => r.channel === 'email')).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await t.outbox.all()).filter((m) => m.to === user.user.email)).toHaveLength(2);

    await t.db
      .update(notificationDeliveries)
      .set({ status: 'pending', attempts: 3 })
      .where(
        and(eq(notificationDeliveries.notificationId, row.id), ne(notificationDeliveries.channel, 'in_app')),
      );
    t.clock.advance(6 * 60_000);
    expect((await t.app.notifications.service.retryStaleDeliveries()).abandoned).toBe(4);
    const after = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, row.id));
    const external = after.filter((r) => r.channel !== 'in_app');
    expect(
      external.every((r) => r.status === 'failed' && r.detail === 'Not delivered after 3 attempts.'),
    ).toBe(true);
  });
});
