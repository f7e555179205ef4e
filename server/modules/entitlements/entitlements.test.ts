import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagePrices, packages, subscriptions } from '@/server/db/schema/billing';
import { systemSettings } from '@/server/db/schema/platform-config';
import { HttpError } from '@/server/lib/http-error';
import { createTestApp, type TestApp } from '@/server/test/app';
import { registerUser } from '@/server/test/users';
import { forgetEntitlements } from './entitlement-cache';
import { entitlementsFor, requireFeature, requireRoomFor } from './guards';

let t: TestApp;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-15T08:00:00Z'));
});
afterAll(() => t.close());

async function addPackage(name: string, values: Partial<typeof packages.$inferInsert> = {}, price?: number) {
  const [row] = await t.db
    .insert(packages)
    .values({ name, ...values })
    .returning();
  if (price !== undefined) {
    await t.db
      .insert(packagePrices)
      .values({ packageId: row!.id, currency: 'KES', interval: 'month', amountMinor: price });
  }
  return row!;
}

async function refusal(check: Promise<void>) {
  const error = await check.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('entitlements', () => {
  it('leave an account without a subscription unrestricted, and gate one with a package', async () => {
    const ctx = { db: t.db, clock: t.clock };
    const starter = await addPackage('Starter', { maxFarms: 1, features: [] }, 50_000);
    const growth = await addPackage('Growth', { maxFarms: 5, features: ['pos'], sortOrder: 1 }, 150_000);
    const free = await registerUser(t.app);
    expect((await entitlementsFor(ctx, free.user.id)).restricted).toBe(false);
    await requireFeature(ctx, free.user.id, 'pos');

    const paying = await registerUser(t.app);
    await t.db.insert(subscriptions).values({
      userId: paying.user.id,
      packageId: starter.id,
      status: 'active',
      currentPeriodStart: t.clock.now(),
      currentPeriodEnd: new Date(t.clock.now().getTime() + 30 * DAY),
    });
    forgetEntitlements(t.db, paying.user.id);

    const feature = await refusal(requireFeature(ctx, paying.user.id, 'pos'));
    expect(feature.statusCode).toBe(403);
    expect(feature.message).toBe(
      'Your package (Starter) does not include the point of sale. Upgrade to Growth to use it.',
    );
    expect(feature.options.details).toMatchObject({
      feature: 'pos',
      upgrade_to: { id: growth.id, name: 'Growth' },
    });

    await requireRoomFor(ctx, paying.user.id, 'farms', { used: 0 });
    const limit = await refusal(requireRoomFor(ctx, paying.user.id, 'farms', { used: 1 }));
    expect(limit.statusCode).toBe(402);
    expect(limit.message).toBe(
      'You have reached the farm limit of your package (Starter): 1. Upgrade to Growth for more.',
    );

    // After the period and the grace days, with no free package, nothing more may be added.
    await t.db.update(systemSettings).set({ settings: { subscriptions: { grace_days: 3 } } });
    t.clock.set(new Date(t.clock.now().getTime() + 32 * DAY));
    forgetEntitlements(t.db);
    expect((await entitlementsFor(ctx, paying.user.id)).status).toBe('past_due');
    t.clock.set(new Date(t.clock.now().getTime() + 2 * DAY));
    forgetEntitlements(t.db);
    const ended = await refusal(requireRoomFor(ctx, paying.user.id, 'farms', { used: 0 }));
    expect(ended.message).toBe('Your trial has ended. Choose a package to add more.');

    // A free package (no price) catches an ended subscription.
    await addPackage('Free', { maxFarms: 2, sortOrder: -1 });
    forgetEntitlements(t.db);
    const fallback = await entitlementsFor(ctx, paying.user.id);
    expect(fallback).toMatchObject({ restricted: true, status: 'expired', package: { name: 'Free' } });
    await requireRoomFor(ctx, paying.user.id, 'farms', { used: 1 });
  });
});
