// The admin dashboard (docs/product/administration.md "Dashboard"): figures from seeded rows equal the numbers
// worked out by hand below, and only staff who may see farmers get them.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDashboardResponseSchema } from '@/shared/contracts/admin-dashboard';
import { accessTokens, users } from '@/server/db/schema/auth';
import { packages, subscriptionPayments, subscriptions } from '@/server/db/schema/billing';
import { farms } from '@/server/db/schema/farms';
import { aiRequests } from '@/server/db/schema/platform-config';
import { notificationDeliveries, notifications } from '@/server/db/schema/notifications';
import { outboxMessages } from '@/server/db/schema/outbox';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { seedPlatformStaff } from '@/server/modules/platform-staff/test-support';
import { monthStartOf } from './dashboard-figures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/dashboard', () => {
  it('counts farmers, farms, subscriptions, revenue, deliveries, SMS and AI spend as worked out by hand', async () => {
    const admin = await seedPlatformStaff(t, null);
    const now = t.clock.now();
    const longAgo = new Date(monthStartOf(now).getTime() - 40 * 86_400_000);
    const lastMonth = new Date(monthStartOf(now).getTime() - 86_400_000);

    // Three farmers: Amina and Baraka joined this month and signed in; Chebet joined long ago and never since.
    const [amina, baraka, chebet] = [
      await registerUser(t.app, { name: 'Amina' }),
      await registerUser(t.app, { name: 'Baraka' }),
      await registerUser(t.app, { name: 'Chebet' }),
    ];
    await t.db
      .update(users)
      .set({ createdAt: longAgo })
      .where(inArray(users.id, [chebet.user.id]));
    await t.db.delete(accessTokens).where(inArray(accessTokens.userId, [chebet.user.id]));

    // Farms: Amina's new one (active), Chebet's old one (inactive owner): 2 total, 1 new, 1 active.
    await t.db.insert(farms).values([
      { ownerId: amina.user.id, name: 'Amina Shamba', createdAt: now },
      { ownerId: chebet.user.id, name: 'Chebet Estate', createdAt: longAgo },
    ]);

    const [basic, pro] = await t.db
      .insert(packages)
      .values([{ name: 'Basic' }, { name: 'Pro' }])
      .returning({ id: packages.id });
    const [subA, subB, subC] = await t.db
      .insert(subscriptions)
      .values([
        { userId: amina.user.id, packageId: basic!.id, status: 'active' },
        { userId: baraka.user.id, packageId: pro!.id, status: 'trialing' },
        { userId: chebet.user.id, packageId: pro!.id, status: 'active' },
      ])
      .returning({ id: subscriptions.id });
    const payment = (
      userId: string,
      subscriptionId: string,
      status: string,
      amountMinor: number,
      currency: string,
      at: Date,
    ) => ({
      userId,
      subscriptionId,
      packageId: pro!.id,
      interval: 'month',
      provider: 'mpesa',
      status,
      amountMinor,
      currency,
      createdAt: at,
      completedAt: status === 'succeeded' ? at : null,
    });
    await t.db
      .insert(subscriptionPayments)
      .values([
        payment(amina.user.id, subA!.id, 'succeeded', 150_000, 'KES', now),
        payment(baraka.user.id, subB!.id, 'succeeded', 50_000, 'KES', now),
        payment(chebet.user.id, subC!.id, 'failed', 99_900, 'KES', now),
        payment(chebet.user.id, subC!.id, 'succeeded', 1_000, 'USD', now),
        payment(amina.user.id, subA!.id, 'succeeded', 70_000, 'KES', lastMonth),
      ]);

    const [note] = await t.db
      .insert(notifications)
      .values({ userId: amina.user.id, title: 'Low stock', message: 'Maize seed is low' })
      .returning({ id: notifications.id });
    const [note2] = await t.db
      .insert(notifications)
      .values({ userId: baraka.user.id, title: 'Low stock', message: 'Fertiliser is low' })
      .returning({ id: notifications.id });
    await t.db.insert(notificationDeliveries).values([
      { notificationId: note!.id, userId: amina.user.id, channel: 'email', status: 'sent', createdAt: now },
      { notificationId: note!.id, userId: amina.user.id, channel: 'sms', status: 'failed', createdAt: now },
      {
        notificationId: note2!.id,
        userId: baraka.user.id,
        channel: 'email',
        status: 'failed',
        createdAt: now,
      },
      {
        notificationId: note2!.id,
        userId: baraka.user.id,
        channel: 'sms',
        status: 'sent',
        createdAt: lastMonth,
      },
    ]);
    // SMS this month: 2 sent (one delivered), 1 undelivered, 1 only logged; last month's is not counted. E-mail
    // is not SMS.
    const sms = (status: string, createdAt = now) => ({
      channel: 'sms',
      to: '+254712345678',
      body: 'Code 123456',
      status,
      createdAt,
    });
    await t.db.delete(outboxMessages);
    await t.db
      .insert(outboxMessages)
      .values([
        sms('sent'),
        sms('delivered'),
        sms('undelivered'),
        sms('logged'),
        sms('sent', lastMonth),
        { channel: 'email', to: 'a@example.test', body: 'Hi', status: 'sent', createdAt: now },
      ]);
    await t.db.insert(aiRequests).values([
      {
        accountId: amina.user.id,
        purpose: 'ask',
        model: 'm',
        status: 'succeeded',
        costMicroUsd: 1_250,
        createdAt: now,
      },
      {
        accountId: baraka.user.id,
        purpose: 'recommendation',
        model: 'm',
        status: 'failed',
        costMicroUsd: 0,
        createdAt: now,
      },
      {
        accountId: amina.user.id,
        purpose: 'ask',
        model: 'm',
        status: 'succeeded',
        costMicroUsd: 9_999,
        createdAt: lastMonth,
      },
    ]);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = AdminDashboardResponseSchema.parse(res.json());
    expect(data.farmers).toEqual({ total: 3, new_this_month: 2, active_30_days: 2 });
    expect(data.farms).toEqual({ total: 2, new_this_month: 1, active_30_days: 1 });
    expect(data.subscriptions_by_package).toEqual([
      { package_id: pro!.id, package_name: 'Pro', count: 2 },
      { package_id: basic!.id, package_name: 'Basic', count: 1 },
    ]);
    expect(data.subscriptions_by_status).toEqual([
      { status: 'active', count: 2 },
      { status: 'trialing', count: 1 },
    ]);
    expect(data.revenue_this_month).toEqual([
      { currency: 'KES', amount_minor: 200_000, payments: 2 },
      { currency: 'USD', amount_minor: 1_000, payments: 1 },
    ]);
    expect(data.notifications_by_channel).toEqual([
      { channel: 'email', sent: 1, failed: 1 },
      { channel: 'sms', sent: 0, failed: 1 },
    ]);
    expect(data.sms_this_month).toEqual({ sent: 2, logged_only: 1, failed: 1 });
    expect(data.ai_this_month).toEqual({ requests: 2, cost_micro_usd: 1_250 });
  });

  it('is refused to farmers and to nobody signed in', async () => {
    const farmer = await registerUser(t.app);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(farmer.token),
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });
});
