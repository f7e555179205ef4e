// Subscriptions (docs/product/subscriptions.md): the trial at registration, changing package, cancelling, the
// renewal job's steps on the test clock, and the admin side with its permissions.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages, subscriptionPayments, subscriptions } from '@/server/db/schema/billing';
import { outboxMessages } from '@/server/db/schema/outbox';
import { platformAuditLog } from '@/server/db/schema/platform-config';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { seedPlatformStaff } from '@/server/modules/platform-staff/test-support';
import { SUPPORT_ROLE_ID } from '@/shared/contracts/platform-staff';
import { NOTHING_TO_CANCEL } from './subscription-service';
import { seedPackage } from './test-support';

const DAY = 86_400_000;
let t: TestApp;
let free: Awaited<ReturnType<typeof seedPackage>>;
let basic: Awaited<ReturnType<typeof seedPackage>>;
let pro: Awaited<ReturnType<typeof seedPackage>>;

beforeAll(async () => {
  t = await createTestApp();
  free = await seedPackage(t, { name: 'Free', sortOrder: 0, maxFarms: 1 });
  basic = await seedPackage(t, {
    name: 'Basic',
    sortOrder: 1,
    prices: [{ interval: 'month', amountMinor: 50_000 }],
  });
  pro = await seedPackage(t, {
    name: 'Pro',
    sortOrder: 2,
    features: ['pos'],
    prices: [
      { interval: 'month', amountMinor: 150_000 },
      { interval: 'year', amountMinor: 1_500_000 },
    ],
  });
});

afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const put = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
const rowOf = async (userId: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
const makeDefault = (id: string | null) =>
  t.db.transaction(async (tx) => {
    await tx.update(packages).set({ isDefault: false });
    if (id) await tx.update(packages).set({ isDefault: true }).where(eq(packages.id, id));
  });

/** Puts the account on a paid period as a successful payment would. */
async function seedPaid(userId: string, packageId: string, endsInDays: number) {
  const now = t.clock.now();
  await t.db
    .insert(subscriptions)
    .values({
      userId,
      packageId,
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + endsInDays * DAY),
    })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { packageId, status: 'active', currentPeriodEnd: new Date(now.getTime() + endsInDays * DAY) },
    });
}

describe('trial at registration', () => {
  afterAll(() => makeDefault(null));

  it('starts a trial of the default package, a free default at once, nothing for a priced one without trial', async () => {
    const none = await registerUser(t.app);
    expect(await rowOf(none.user.id)).toBeUndefined();

    await t.db.update(packages).set({ trialDays: 14 }).where(eq(packages.id, pro.id));
    await makeDefault(pro.id);
    const trial = await registerUser(t.app);
    const row = await rowOf(trial.user.id);
    expect(row).toMatchObject({ status: 'trialing', packageId: pro.id });
    expect(row!.trialEndsAt!.getTime() - t.clock.now().getTime()).toBe(14 * DAY);
    const mine = await get(trial.token, '/api/subscription');
    expect(mine.json()).toMatchObject({
      subscription: { status: 'trialing', package: { name: 'Pro' } },
      entitlements: { restricted: true, status: 'trialing', features: ['pos'] },
      usage: { farms: 0, items: 0 },
    });

    await makeDefault(free.id);
    const onFree = await registerUser(t.app);
    expect(await rowOf(onFree.user.id)).toMatchObject({ status: 'active', packageId: free.id });

    await t.db.update(packages).set({ trialDays: 0 }).where(eq(packages.id, pro.id));
    await makeDefault(pro.id);
    const priced = await registerUser(t.app);
    expect(await rowOf(priced.user.id)).toBeUndefined();
  });
});

describe('changing and cancelling', () => {
  it('asks for checkout on an upgrade and starts a free package at once', async () => {
    const farmer = await registerUser(t.app);
    const up = await post(farmer.token, '/api/subscription/change', {
      package_id: pro.id,
      interval: 'month',
    });
    expect(up.json()).toMatchObject({ checkout_required: true, subscription: null });
    const down = await post(farmer.token, '/api/subscription/change', {
      package_id: free.id,
      interval: 'month',
    });
    expect(down.json()).toMatchObject({
      checkout_required: false,
      subscription: { status: 'active', package: { name: 'Free' } },
    });
    const bad = await post(farmer.token, '/api/subscription/change', {
      package_id: 'x',
      interval: 'fortnight',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['interval', 'package_id']);
  });

  it('lets a downgrade wait for the end of the paid period, and cancels at the period end', async () => {
    const farmer = await registerUser(t.app);
    expect((await post(farmer.token, '/api/subscription/cancel')).json().message).toBe(NOTHING_TO_CANCEL);
    await seedPaid(farmer.user.id, pro.id, 20);
    const down = await post(farmer.token, '/api/subscription/change', {
      package_id: basic.id,
      interval: 'month',
    });
    expect(down.json()).toMatchObject({
      checkout_required: false,
      subscription: { package: { name: 'Pro' }, next_package: { name: 'Basic' } },
    });
    const cancel = await post(farmer.token, '/api/subscription/cancel');
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data).toMatchObject({ cancel_at_period_end: true, next_package: null });
    const keep = await post(farmer.token, '/api/subscription/change', {
      package_id: pro.id,
      interval: 'month',
    });
    expect(keep.json().subscription).toMatchObject({ cancel_at_period_end: false });
  });
});

describe('the renewal job', () => {
  it('reminds once, applies downgrades, marks past due, expires after grace and after trials', async () => {
    const reminded = await registerUser(t.app);
    const downgrading = await registerUser(t.app);
    const lapsing = await registerUser(t.app);
    const trial = await registerUser(t.app);
    await seedPaid(reminded.user.id, pro.id, 2);
    await seedPaid(downgrading.user.id, pro.id, 10);
    await t.db
      .update(subscriptions)
      .set({ nextPackageId: free.id })
      .where(eq(subscriptions.userId, downgrading.user.id));
    await seedPaid(lapsing.user.id, basic.id, 10);
    await t.db.insert(subscriptions).values({
      userId: trial.user.id,
      packageId: pro.id,
      status: 'trialing',
      trialEndsAt: new Date(t.clock.now().getTime() + 5 * DAY),
    });

    // The job runs through the scheduler the notifications module starts.
    await t.app.notifications.scheduler.runOnce();
    await t.app.notifications.scheduler.runOnce();
    const reminders = async (to: string) =>
      (await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, to))).filter((m) =>
        m.subject?.includes('renews'),
      );
    expect(await reminders(reminded.user.email)).toHaveLength(1);
    expect(await reminders(lapsing.user.email)).toHaveLength(0);

    t.clock.advance(6 * DAY);
    await t.app.notifications.scheduler.runOnce();
    expect(await rowOf(trial.user.id)).toMatchObject({ status: 'expired' });
    expect(await rowOf(reminded.user.id)).toMatchObject({ status: 'past_due' });
    const lapsedTrial = await get(trial.token, '/api/subscription');
    expect(lapsedTrial.json().entitlements).toMatchObject({ status: 'expired', package: { name: 'Free' } });

    t.clock.advance(5 * DAY);
    await t.app.notifications.scheduler.runOnce();
    expect(await rowOf(downgrading.user.id)).toMatchObject({
      status: 'active',
      packageId: free.id,
      nextPackageId: null,
    });
    expect(await rowOf(lapsing.user.id)).toMatchObject({ status: 'past_due' });
    const pastDue = await get(lapsing.token, '/api/subscription');
    expect(pastDue.json().entitlements).toMatchObject({ status: 'past_due', package: { name: 'Basic' } });

    // Seven grace days (the default) after the period's end.
    t.clock.advance(8 * DAY);
    await t.app.notifications.scheduler.runOnce();
    expect(await rowOf(lapsing.user.id)).toMatchObject({ status: 'expired' });
    expect(await rowOf(reminded.user.id)).toMatchObject({ status: 'expired' });
    const expired = await get(lapsing.token, '/api/subscription');
    expect(expired.json().entitlements).toMatchObject({ status: 'expired', package: { name: 'Free' } });
  });
});

describe('admin', () => {
  let admin: Awaited<ReturnType<typeof seedPlatformStaff>>;
  let support: Awaited<ReturnType<typeof seedPlatformStaff>>;
  let farmer: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    admin = await seedPlatformStaff(t, null, 'Ada Admin');
    support = await seedPlatformStaff(t, SUPPORT_ROLE_ID, 'Sam Support');
    farmer = await registerUser(t.app, { name: 'Achieng Otieno' });
  });

  it('refuses farmers and staff without the permission', async () => {
    const routes: [string, string, object?][] = [
      ['GET', '/api/admin/subscriptions'],
      ['GET', '/api/admin/subscriptions/payments'],
      ['POST', '/api/admin/subscriptions', {}],
      ['GET', '/api/admin/settings/subscription'],
      ['PUT', '/api/admin/settings/subscription', { grace_days: 3, reminder_days: 1 }],
      ['GET', '/api/admin/settings/payment'],
      ['PUT', '/api/admin/settings/payment', { mpesa: true, stripe: false }],
    ];
    for (const [method, url, payload] of routes) {
      for (const who of [farmer, support]) {
        const res = await t.app.inject({ method: method as 'GET', url, headers: bearer(who.token), payload });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });

  it('puts an account on a package, lists it with revenue, and records the action', async () => {
    const bad = await post(admin.token, '/api/admin/subscriptions', {
      user_id: 'x',
      status: 'paid',
      period_end: 'soon',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['package_id', 'period_end', 'status', 'user_id']);
    const past = await post(admin.token, '/api/admin/subscriptions', {
      user_id: farmer.user.id,
      package_id: pro.id,
      status: 'active',
      period_end: new Date(t.clock.now().getTime() - DAY).toISOString(),
    });
    expect(past.statusCode).toBe(422);

    const end = new Date(t.clock.now().getTime() + 30 * DAY).toISOString();
    const put1 = await post(admin.token, '/api/admin/subscriptions', {
      user_id: farmer.user.id,
      package_id: pro.id,
      status: 'active',
      period_end: end,
    });
    expect(put1.statusCode, put1.body).toBe(200);
    expect(put1.json().data).toMatchObject({
      status: 'active',
      package: { name: 'Pro' },
      current_period_end: end,
    });
    const mine = await get(farmer.token, '/api/subscription');
    expect(mine.json().entitlements.features).toEqual(['pos']);
    const logged = await t.db
      .select()
      .from(platformAuditLog)
      .where(eq(platformAuditLog.targetId, farmer.user.id));
    expect(logged.map((l) => l.module)).toContain('subscriptions');

    await t.db.insert(subscriptionPayments).values({
      userId: farmer.user.id,
      packageId: pro.id,
      interval: 'month',
      provider: 'mpesa',
      status: 'succeeded',
      amountMinor: 150_000,
      currency: 'KES',
      completedAt: t.clock.now(),
    });
    const list = await get(admin.token, '/api/admin/subscriptions?search=achieng&page_size=10');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      total: 1,
      data: [
        { account: { name: 'Achieng Otieno' }, status: 'active', last_payment: { amount_minor: 150_000 } },
      ],
    });
    expect(list.json().revenue.this_month).toContainEqual({ currency: 'KES', amount_minor: 150_000 });
    expect(list.json().revenue.by_package[0]).toMatchObject({ package_name: 'Pro' });
    const filtered = await get(admin.token, `/api/admin/subscriptions?status=expired&package_id=${basic.id}`);
    expect(filtered.json().data.every((r: { status: string }) => r.status === 'expired')).toBe(true);
    expect((await get(admin.token, '/api/admin/subscriptions?status=gone')).statusCode).toBe(422);
    expect((await get(admin.token, '/api/admin/subscriptions?page_size=500')).statusCode).toBe(422);

    const payments = await get(admin.token, '/api/admin/subscriptions/payments?status=succeeded');
    expect(payments.json().data[0]).toMatchObject({
      account: { name: 'Achieng Otieno' },
      status: 'succeeded',
    });
  });

  it('keeps the grace, reminder and payment method settings in their own keys', async () => {
    expect((await get(admin.token, '/api/admin/settings/subscription')).json()).toEqual({
      grace_days: 7,
      reminder_days: 3,
    });
    const bad = await put(admin.token, '/api/admin/settings/subscription', {
      grace_days: 61,
      reminder_days: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['grace_days', 'reminder_days']);
    const saved = await put(admin.token, '/api/admin/settings/subscription', {
      grace_days: 10,
      reminder_days: 5,
    });
    expect(saved.json()).toEqual({ grace_days: 10, reminder_days: 5 });

    const payment = await put(admin.token, '/api/admin/settings/payment', { mpesa: false, stripe: true });
    expect(payment.json()).toEqual({
      mpesa: false,
      stripe: true,
      configured: { mpesa: false, stripe: false },
    });
    expect((await put(admin.token, '/api/admin/settings/payment', { mpesa: 'yes' })).statusCode).toBe(422);
    // Both keys survive each other's writes.
    expect((await get(admin.token, '/api/admin/settings/subscription')).json()).toEqual({
      grace_days: 10,
      reminder_days: 5,
    });
  });
});
