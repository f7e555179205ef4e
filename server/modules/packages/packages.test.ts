// Packages and features (docs/product/packages.md): the admin API with its permission checks and 422s, the
// feature matrix, and the public list /pricing is built from.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '@/server/db/schema/billing';
import { platformAuditLog } from '@/server/db/schema/platform-config';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { seedPlatformStaff } from '@/server/modules/platform-staff/test-support';
import {
  FeatureMatrixSchema,
  PackageListSchema,
  PackageResponseSchema,
  PublicPackageListSchema,
} from '@/shared/contracts/packages';
import { SUPPORT_ROLE_ID } from '@/shared/contracts/platform-staff';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await seedPlatformStaff(t, null, 'Amina Admin')).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const errorsOf = (res: { json: () => unknown }) =>
  (res.json() as { errors: Record<string, string[]> }).errors;
const SOME_ID = '6f1c2a4e-0000-4000-8000-00000000abcd';

async function create(payload: object) {
  const res = await call(admin, 'POST', '/api/admin/packages', payload);
  expect(res.statusCode, res.body).toBe(201);
  return PackageResponseSchema.parse(res.json()).data;
}

describe('the packages admin API', () => {
  it('creates, changes, orders, makes default, archives and deletes packages, logging each change', async () => {
    const starter = await create({
      name: 'Starter',
      description: 'For one small farm',
      trial_days: 14,
      limits: { farms: 1, items: '50', staff: 2 },
      features: ['pos', 'pos'],
      prices: [
        { currency: 'KES', interval: 'month', amount_minor: 50_000 },
        { currency: 'KES', interval: 'year', amount_minor: 500_000 },
      ],
    });
    expect(starter).toMatchObject({
      name: 'Starter',
      trial_days: 14,
      limits: { farms: 1, items: 50, staff: 2, sms_per_month: null, ai_requests_per_month: null },
      features: ['pos'],
      is_public: true,
      is_default: false,
      archived: false,
      subscriber_count: 0,
    });
    const growth = await create({ name: 'Growth', features: ['pos', 'widgets'], limits: { farms: 5 } });

    const changed = await call(admin, 'PATCH', `/api/admin/packages/${growth.id}`, {
      limits: { farms: null },
      prices: [{ currency: 'USD', interval: 'month', amount_minor: 1_500 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(PackageResponseSchema.parse(changed.json()).data).toMatchObject({
      limits: { farms: null },
      prices: [{ currency: 'USD', interval: 'month', amount_minor: 1_500 }],
    });

    const reorder = await call(admin, 'PUT', '/api/admin/packages/order', { ids: [growth.id, starter.id] });
    expect(reorder.statusCode, reorder.body).toBe(204);
    const made = await call(admin, 'POST', `/api/admin/packages/${starter.id}/default`);
    expect(PackageResponseSchema.parse(made.json()).data.is_default).toBe(true);
    await call(admin, 'POST', `/api/admin/packages/${growth.id}/default`);
    const listed = PackageListSchema.parse((await call(admin, 'GET', '/api/admin/packages')).json()).data;
    expect(
      listed.filter((p) => [starter.id, growth.id].includes(p.id)).map((p) => [p.name, p.is_default]),
    ).toEqual([
      ['Growth', true],
      ['Starter', false],
    ]);

    // A package somebody subscribes to is archived, never deleted.
    const farmer = await registerUser(t.app);
    await t.db
      .insert(subscriptions)
      .values({ userId: farmer.user.id, packageId: starter.id, status: 'active' });
    const counted = PackageListSchema.parse((await call(admin, 'GET', '/api/admin/packages')).json()).data;
    expect(counted.find((p) => p.id === starter.id)?.subscriber_count).toBe(1);
    const refused = await call(admin, 'DELETE', `/api/admin/packages/${starter.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'package_in_use' });
    const archived = await call(admin, 'POST', `/api/admin/packages/${starter.id}/archive`);
    expect(PackageResponseSchema.parse(archived.json()).data.archived).toBe(true);
    const restored = await call(admin, 'POST', `/api/admin/packages/${starter.id}/restore`);
    expect(PackageResponseSchema.parse(restored.json()).data.archived).toBe(false);

    const spare = await create({ name: 'Spare' });
    expect((await call(admin, 'DELETE', `/api/admin/packages/${spare.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'PATCH', `/api/admin/packages/${spare.id}`, { name: 'X' })).statusCode).toBe(
      404,
    );

    const logged = await t.db
      .select({ action: platformAuditLog.action, summary: platformAuditLog.summary })
      .from(platformAuditLog)
      .where(and(eq(platformAuditLog.module, 'packages'), eq(platformAuditLog.targetId, starter.id)));
    expect(logged.map((row) => row.summary)).toEqual(
      expect.arrayContaining([
        'Created the package Starter',
        'Made Starter the default package',
        'Archived the package Starter',
      ]),
    );
  });

  it('answers 422 naming each field that is wrong', async () => {
    await create({ name: 'Unique Name' });
    const cases: [object, string, string][] = [
      [{ name: '' }, 'name', 'Enter the package name.'],
      [{ name: 'unique name' }, 'name', 'Another package already has this name.'],
      [{ name: 'A', trial_days: 400 }, 'trial_days', 'Keep the trial within 365 days.'],
      [{ name: 'A', trial_days: -1 }, 'trial_days', 'The trial cannot be negative; 0 means no trial.'],
      [
        { name: 'A', limits: { farms: -2 } },
        'limits.farms',
        'A limit cannot be negative; leave it empty for unlimited.',
      ],
      [
        { name: 'A', limits: { items: 1.5 } },
        'limits.items',
        'Enter the limit as a whole number, or leave it empty for unlimited.',
      ],
      [{ name: 'A', features: ['teleport'] }, 'features.0', 'Choose features from the listed ones.'],
      [
        { name: 'A', prices: [{ currency: 'XYZ', interval: 'month', amount_minor: 1 }] },
        'prices.0.currency',
        'Choose one of the listed currencies.',
      ],
      [
        { name: 'A', prices: [{ currency: 'KES', interval: 'week', amount_minor: 1 }] },
        'prices.0.interval',
        'Choose monthly or yearly.',
      ],
      [
        { name: 'A', prices: [{ currency: 'KES', interval: 'month', amount_minor: -5 }] },
        'prices.0.amount_minor',
        'A price cannot be negative.',
      ],
      [
        {
          name: 'A',
          prices: [
            { currency: 'KES', interval: 'month', amount_minor: 1 },
            { currency: 'KES', interval: 'month', amount_minor: 2 },
          ],
        },
        'prices.1.currency',
        'There is already a monthly price in KES.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(admin, 'POST', '/api/admin/packages', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(errorsOf(res)[field], JSON.stringify(payload)).toContain(message);
    }
    const badOrder = await call(admin, 'PUT', '/api/admin/packages/order', { ids: [SOME_ID] });
    expect(badOrder.statusCode).toBe(422);
    expect(errorsOf(badOrder).ids).toBeDefined();
  });

  it('refuses farmers and staff without the permission', async () => {
    const farmer = await registerUser(t.app);
    const support = await seedPlatformStaff(t, SUPPORT_ROLE_ID, 'Sam Support');
    const routes: [Method, string, object | undefined, string][] = [
      ['GET', '/api/admin/packages', undefined, 'packages.view'],
      ['POST', '/api/admin/packages', { name: 'Nope' }, 'packages.create'],
      ['PATCH', `/api/admin/packages/${SOME_ID}`, { name: 'Nope' }, 'packages.edit'],
      ['POST', `/api/admin/packages/${SOME_ID}/archive`, undefined, 'packages.edit'],
      ['DELETE', `/api/admin/packages/${SOME_ID}`, undefined, 'packages.delete'],
      ['GET', '/api/admin/features', undefined, 'features.view'],
      ['PUT', '/api/admin/features/pos', { package_id: SOME_ID, enabled: true }, 'features.edit'],
    ];
    for (const [method, url, payload, permission] of routes) {
      const asFarmer = await call(farmer.token, method, url, payload);
      expect(asFarmer.statusCode, `${method} ${url}`).toBe(403);
      const asSupport = await call(support.token, method, url, payload);
      expect(asSupport.statusCode, `${method} ${url}`).toBe(403);
      expect(asSupport.json()).toMatchObject({ missing_permission: permission });
    }
  });
});

describe('the features matrix and the public list', () => {
  it('turns a feature on for a package and shows which packages have it', async () => {
    const basic = await create({ name: 'Basic Matrix', features: [] });
    const on = await call(admin, 'PUT', '/api/admin/features/ai', { package_id: basic.id, enabled: true });
    expect(on.statusCode, on.body).toBe(204);
    const matrix = FeatureMatrixSchema.parse((await call(admin, 'GET', '/api/admin/features')).json());
    expect(matrix.features.find((row) => row.feature === 'ai')?.package_ids).toContain(basic.id);
    expect(matrix.packages.map((p) => p.id)).toContain(basic.id);
    await call(admin, 'PUT', '/api/admin/features/ai', { package_id: basic.id, enabled: false });
    const after = FeatureMatrixSchema.parse((await call(admin, 'GET', '/api/admin/features')).json());
    expect(after.features.find((row) => row.feature === 'ai')?.package_ids).not.toContain(basic.id);

    const unknown = await call(admin, 'PUT', '/api/admin/features/teleport', {
      package_id: basic.id,
      enabled: true,
    });
    expect(unknown.statusCode).toBe(422);
    const missing = await call(admin, 'PUT', '/api/admin/features/ai', {
      package_id: SOME_ID,
      enabled: true,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists public, non-archived packages to anyone, without admin facts', async () => {
    const shown = await create({
      name: 'Shown Publicly',
      prices: [{ currency: 'KES', interval: 'month', amount_minor: 99_900 }],
    });
    const hidden = await create({ name: 'Hidden One', is_public: false });
    const gone = await create({ name: 'Gone One' });
    await call(admin, 'POST', `/api/admin/packages/${gone.id}/archive`);
    const res = await t.app.inject({ method: 'GET', url: '/api/packages' });
    expect(res.statusCode).toBe(200);
    const list = PublicPackageListSchema.parse(res.json()).data;
    const ids = list.map((p) => p.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(gone.id);
    const item = (res.json() as { data: Record<string, unknown>[] }).data.find((p) => p.id === shown.id);
    expect(item).not.toHaveProperty('subscriber_count');
    expect(item).toMatchObject({ prices: [{ currency: 'KES', interval: 'month', amount_minor: 99_900 }] });
  });
});
