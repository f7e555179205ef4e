// The package limits and features as the farm routes enforce them (docs/product/packages.md "Enforcement"): the
// farm owner's package decides; a limit reached is 402 and a missing feature 403, each naming the package that
// allows it; an account without a subscription is not limited; an upgrade applies as soon as it is saved.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagePrices, packages, subscriptions } from '@/server/db/schema/billing';
import { farmMembers } from '@/server/db/schema/farms';
import { storageLocations } from '@/server/db/schema/storage';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser, uniqueEmail } from '@/server/test/users';
import { forgetEntitlements } from './entitlement-cache';

let t: TestApp;
const DAY = 86_400_000;
const SOME_ID = '6f1c2a4e-0000-4000-8000-00000000abcd';
let seedling: string;
let harvest: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-15T08:00:00Z'));
  const [small, large] = await t.db
    .insert(packages)
    .values([
      { name: 'Seedling', maxFarms: 1, maxItems: 1, maxStaff: 1, features: [], sortOrder: 0 },
      { name: 'Harvest', features: ['pos', 'widgets', 'organizations', 'extension'], sortOrder: 1 },
    ])
    .returning();
  seedling = small!.id;
  harvest = large!.id;
  await t.db.insert(packagePrices).values([
    { packageId: seedling, currency: 'KES', interval: 'month', amountMinor: 50_000 },
    { packageId: harvest, currency: 'KES', interval: 'month', amountMinor: 250_000 },
  ]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

async function subscribe(userId: string, packageId: string) {
  const period = {
    currentPeriodStart: t.clock.now(),
    currentPeriodEnd: new Date(t.clock.now().getTime() + 30 * DAY),
  };
  await t.db
    .insert(subscriptions)
    .values({ userId, packageId, status: 'active', ...period })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { packageId, status: 'active', ...period } });
  forgetEntitlements(t.db, userId);
}

async function farmOf(token: string, name = 'Mlima Farm') {
  const res = await call(token, 'POST', '/api/farms', { name });
  return res;
}

async function locationOf(farmId: string) {
  const [row] = await t.db
    .insert(storageLocations)
    .values({ farmId, name: 'Main store', address: 'Shed' })
    .returning({ id: storageLocations.id });
  return row!.id;
}

const itemPayload = (farmId: string, locationId: string, name: string) => ({
  farm_id: farmId,
  item_type: 'input',
  name,
  category: 'Fertilizer',
  quantity: 10,
  unit: 'kg',
  storage_location_id: locationId,
});

/** Every gated call of one farm, and the answer each gives. */
async function gatedCalls(token: string, farmId: string, locationId: string) {
  const stamp = Math.random().toString(36).slice(2, 8);
  return {
    item: await call(
      token,
      'POST',
      `/api/farms/${farmId}/inventory`,
      itemPayload(farmId, locationId, `Urea ${stamp}`),
    ),
    invitation: await call(token, 'POST', `/api/farms/${farmId}/invitations`, {
      email: uniqueEmail('worker'),
      role: 'worker',
    }),
    catalogue: await call(token, 'GET', `/api/farms/${farmId}/pos/catalogue`),
    lookup: await call(token, 'GET', `/api/farms/${farmId}/pos/lookup?code=NOPE`),
    posSale: await call(token, 'POST', `/api/farms/${farmId}/sales`, {
      channel: 'pos',
      lines: [{ item_id: SOME_ID, quantity: 1, unit_price_minor: 100 }],
    }),
    embedKey: await call(token, 'POST', '/api/embed-keys', {
      name: 'Shop',
      farm_id: farmId,
      allowed_origins: ['https://shop.example.org'],
      scopes: ['inventory:read'],
    }),
    joinOrganization: await call(token, 'POST', `/api/farms/${farmId}/organizations/${SOME_ID}/accept`, {
      shares: [],
    }),
    extension: await call(token, 'POST', '/api/notifications/fcm-token', {
      token: `ext-${stamp}`,
      platform: 'extension',
    }),
  };
}

describe('limits and features on the server', () => {
  it('refuses a farmer over the farm limit with 402 and its message, and lets them in after an upgrade', async () => {
    const farmer = await registerUser(t.app);
    await subscribe(farmer.user.id, seedling);
    expect((await farmOf(farmer.token)).statusCode).toBe(201);
    const refused = await farmOf(farmer.token, 'Second Farm');
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      message: 'You have reached the farm limit of your package (Seedling): 1. Upgrade to Harvest for more.',
      code: 'package_limit_reached',
      details: {
        limit: 'farms',
        allowed: 1,
        used: 1,
        package: { name: 'Seedling' },
        upgrade_to: { id: harvest },
      },
    });

    await t.db
      .update(subscriptions)
      .set({ packageId: harvest })
      .where(eq(subscriptions.userId, farmer.user.id));
    forgetEntitlements(t.db, farmer.user.id);
    expect((await farmOf(farmer.token, 'Second Farm')).statusCode).toBe(201);
  });

  it('gates items, staff, the till, widgets, organizations and the extension by the owner package', async () => {
    const owner = await registerUser(t.app);
    const farm = (await farmOf(owner.token)).json() as { data: { id: string } };
    const farmId = farm.data.id;
    const locationId = await locationOf(farmId);
    // One item and one invitation fit the Seedling limits; the second of each does not.
    await subscribe(owner.user.id, seedling);
    const first = await gatedCalls(owner.token, farmId, locationId);
    expect(first.item.statusCode, first.item.body).toBe(201);
    expect(first.invitation.statusCode, first.invitation.body).toBe(201);

    const second = await gatedCalls(owner.token, farmId, locationId);
    for (const [name, limit] of [
      ['item', 'items'],
      ['invitation', 'staff'],
    ] as const) {
      expect(second[name].statusCode, name).toBe(402);
      expect(second[name].json(), name).toMatchObject({ code: 'package_limit_reached', details: { limit } });
    }
    expect(second.item.json()).toMatchObject({
      message: 'You have reached the item limit of your package (Seedling): 1. Upgrade to Harvest for more.',
    });
    for (const [name, feature] of [
      ['catalogue', 'pos'],
      ['lookup', 'pos'],
      ['posSale', 'pos'],
      ['embedKey', 'widgets'],
      ['joinOrganization', 'organizations'],
      ['extension', 'extension'],
    ] as const) {
      expect(second[name].statusCode, `${name}: ${second[name].body}`).toBe(403);
      expect(second[name].json(), name).toMatchObject({
        code: 'feature_not_in_package',
        details: { feature, package: { name: 'Seedling' }, upgrade_to: { name: 'Harvest' } },
      });
    }
    expect(second.catalogue.json()).toMatchObject({
      message: 'Your package (Seedling) does not include the point of sale. Upgrade to Harvest to use it.',
    });

    // A worker on the farm is held to the owner's package, not their own (they have none).
    const worker = await registerUser(t.app);
    await t.db.insert(farmMembers).values({ farmId, userId: worker.user.id, role: 'manager' });
    expect((await call(worker.token, 'GET', `/api/farms/${farmId}/pos/catalogue`)).statusCode).toBe(403);

    // After the upgrade every gate opens at once.
    await subscribe(owner.user.id, harvest);
    const upgraded = await gatedCalls(owner.token, farmId, locationId);
    expect(upgraded.item.statusCode, upgraded.item.body).toBe(201);
    expect(upgraded.invitation.statusCode, upgraded.invitation.body).toBe(201);
    expect(upgraded.catalogue.statusCode).toBe(200);
    expect(upgraded.embedKey.statusCode, upgraded.embedKey.body).toBe(201);
    expect(upgraded.extension.statusCode).toBe(200);
    // Past the gate, the routes answer as they always did.
    expect(upgraded.lookup.statusCode).toBe(404);
    expect(upgraded.joinOrganization.statusCode).not.toBe(403);
  });

  it('gates an organization inviting farms by its own package', async () => {
    const org = await registerUser(t.app, {
      name: 'Coop',
      email: uniqueEmail('org'),
      user_type: 'organization',
    });
    await subscribe(org.user.id, seedling);
    const refused = await call(org.token, 'POST', '/api/org/invitations', { email: uniqueEmail('farm') });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ details: { feature: 'organizations' } });
    await subscribe(org.user.id, harvest);
    const allowed = await call(org.token, 'POST', '/api/org/invitations', { email: uniqueEmail('farm') });
    expect(allowed.statusCode).not.toBe(403);
  });

  it('holds a larger limit exactly while the count is kept between adds', async () => {
    const [roomy] = await t.db
      .insert(packages)
      .values({ name: 'Roomy', maxItems: 12, features: [], sortOrder: 2 })
      .returning();
    const owner = await registerUser(t.app);
    await subscribe(owner.user.id, roomy!.id);
    const farmId = ((await farmOf(owner.token)).json() as { data: { id: string } }).data.id;
    const locationId = await locationOf(farmId);
    const add = (n: number) =>
      call(
        owner.token,
        'POST',
        `/api/farms/${farmId}/inventory`,
        itemPayload(farmId, locationId, `Seed ${n}`),
      );
    for (let n = 1; n <= 12; n += 1) expect((await add(n)).statusCode, `item ${n}`).toBe(201);
    const over = await add(13);
    expect(over.statusCode).toBe(402);
    expect(over.json()).toMatchObject({ details: { limit: 'items', allowed: 12, used: 12 } });
  });

  it('leaves an account without a subscription unrestricted', async () => {
    const free = await registerUser(t.app);
    expect((await farmOf(free.token)).statusCode).toBe(201);
    const second = await farmOf(free.token, 'Second Farm');
    expect(second.statusCode).toBe(201);
    const farmId = (second.json() as { data: { id: string } }).data.id;
    const locationId = await locationOf(farmId);
    const calls = await gatedCalls(free.token, farmId, locationId);
    const again = await gatedCalls(free.token, farmId, locationId);
    expect(again.item.statusCode).toBe(201);
    expect(again.invitation.statusCode).toBe(201);
    for (const res of [calls.catalogue, calls.embedKey, calls.extension]) {
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
  });
});
