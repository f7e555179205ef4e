// The farmers administration (docs/product/admin-farmers.md): the list's search, filters and paging; one
// account's page; suspend (its tokens stop at once, its sign-in says why), reactivate, resend verification and
// password reset through the auth module; permissions (farmers.view, farmers.edit) and the audit log.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FARMER_COUNT_CAP,
  FarmerActionResponseSchema,
  FarmerDetailResponseSchema,
  FarmerPageSchema,
} from '@/shared/contracts/admin-farmers';
import { SUPPORT_ROLE_ID } from '@/shared/contracts/platform-staff';
import { users } from '@/server/db/schema/auth';
import { packages, subscriptions } from '@/server/db/schema/billing';
import { farms } from '@/server/db/schema/farms';
import { platformAuditLog } from '@/server/db/schema/platform-config';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, login, registerUser, uniqueEmail } from '@/server/test/users';
import { seedPlatformStaff } from '@/server/modules/platform-staff/test-support';

let t: TestApp;
let admin: Awaited<ReturnType<typeof seedPlatformStaff>>;
let support: Awaited<ReturnType<typeof seedPlatformStaff>>;
// A word no other test's account carries, so searches here see only these accounts.
const TAG = `zq${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await seedPlatformStaff(t, null, 'Amina Admin');
  support = await seedPlatformStaff(t, SUPPORT_ROLE_ID, 'Sam Support');
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload ?? {} });
const list = async (query: string) => {
  const res = await get(admin.token, `/api/admin/farmers?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return FarmerPageSchema.parse(res.json());
};

async function farmer(name: string, options: { phone?: string; type?: string } = {}) {
  t.clock.advance(1_000); // each signs up a second after the last: "newest first" has one answer
  return registerUser(t.app, {
    name: `${name} ${TAG}`,
    email: uniqueEmail(`${TAG}-${name.split(' ')[0]!.toLowerCase()}`),
    ...(options.phone ? { phone_number: options.phone } : {}),
    ...(options.type ? { user_type: options.type } : {}),
  });
}

describe('the list', () => {
  it('searches name, e-mail and phone case-insensitively, filters, sorts and pages with a count', async () => {
    const wanjiku = await farmer('Wanjiku Kamau', { phone: '+254711000111' });
    const otieno = await farmer('Otieno Ouma', { type: 'organization' });
    const achieng = await farmer('Achieng Atieno');
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, otieno.user.id));
    const [pkg] = await t.db
      .insert(packages)
      .values({ name: `Mkulima ${TAG}`, isPublic: false })
      .returning({ id: packages.id });
    await t.db
      .insert(subscriptions)
      .values({ userId: achieng.user.id, packageId: pkg!.id, status: 'trialing' });
    await t.db.insert(farms).values([
      { ownerId: achieng.user.id, name: 'Shamba A' },
      { ownerId: achieng.user.id, name: 'Shamba B' },
    ]);

    const all = await list(`q=${TAG.toUpperCase()}`);
    expect(all.data.map((r) => r.name)).toEqual([
      `Achieng Atieno ${TAG}`,
      `Otieno Ouma ${TAG}`,
      `Wanjiku Kamau ${TAG}`,
    ]);
    expect(all.meta).toEqual({ page: 1, per_page: 25, total: 3, total_capped: false });
    const row = all.data[0]!;
    expect(row).toMatchObject({
      package_name: `Mkulima ${TAG}`,
      subscription_status: 'trialing',
      farms_count: 2,
      status: 'unverified',
    });
    expect(row.last_active_at).not.toBeNull();

    expect((await list('q=711000111')).data.map((r) => r.id)).toEqual([wanjiku.user.id]);
    expect((await list(`q=${encodeURIComponent(otieno.user.email.slice(0, 12))}`)).data[0]?.id).toBe(
      otieno.user.id,
    );
    expect((await list(`q=${TAG}&type=organization`)).data.map((r) => r.id)).toEqual([otieno.user.id]);
    expect((await list(`q=${TAG}&status=active`)).data.map((r) => r.id)).toEqual([otieno.user.id]);
    expect((await list(`q=${TAG}&status=unverified`)).meta.total).toBe(2);
    expect((await list(`q=${TAG}&package=${pkg!.id}`)).data.map((r) => r.id)).toEqual([achieng.user.id]);
    expect((await list(`q=${TAG}&package=none`)).meta.total).toBe(2);
    expect((await list(`q=${TAG}&sort=name`)).data.map((r) => r.name.split(' ')[0])).toEqual([
      'Achieng',
      'Otieno',
      'Wanjiku',
    ]);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await list(`q=${TAG}&signed_up_from=${today}&signed_up_to=${today}`)).meta.total).toBe(3);
    expect((await list(`q=${TAG}&signed_up_to=2020-01-01`)).meta.total).toBe(0);

    const second = await list(`q=${TAG}&per_page=2&page=2`);
    expect(second.data.map((r) => r.id)).toEqual([wanjiku.user.id]);
    expect(second.meta).toMatchObject({ page: 2, per_page: 2, total: 3 });

    // Superadmins are platform staff, never listed here.
    expect((await list(`q=${encodeURIComponent(admin.user.email)}`)).meta.total).toBe(0);
  });

  it('caps the count and pages many matches, also when they sit behind thousands of others in the order', async () => {
    const many = `${TAG}many`;
    // 3,000 accounts that sort first by name and match nothing, then 600 that match and sort last.
    await t.db.execute(sql`
      insert into users (name, email, password_hash, user_type)
      select case when g <= 3000 then 'Aaaa filler ' || g else 'Zz ' || ${many} || ' ' || lpad(g::text, 4, '0') end,
        ${many} || '-' || g || '@example.test', 'x', 'farmer'
      from generate_series(1, 3600) g`);
    const byName = await list(`q=zz%20${many}&sort=name&per_page=10&page=3`);
    expect(byName.meta).toEqual({ page: 3, per_page: 10, total: FARMER_COUNT_CAP, total_capped: true });
    expect(byName.data.map((r) => r.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Zz ${many} ${String(3021 + i).padStart(4, '0')}`),
    );
    const newest = await list(`q=${many}&per_page=5`);
    expect(newest.meta.total_capped).toBe(true);
    expect(newest.data).toHaveLength(5);
  });

  it('answers 422 saying what to fix', async () => {
    const cases: [string, string, string][] = [
      ['q=a', 'q', 'Type at least 2 characters to search.'],
      ['status=sleeping', 'status', 'Choose active, suspended or unverified.'],
      ['type=superadmin', 'type', 'Choose farmer, organization or individual.'],
      ['package=gold', 'package', 'Choose a package from the list, or "none".'],
      ['signed_up_from=2026-02-30', 'signed_up_from', 'There is no such day'],
      ['signed_up_from=2026-03-02&signed_up_to=2026-03-01', 'signed_up_to', 'The to date must be on'],
      ['per_page=500', 'per_page', 'Ask for at most 100 rows a page.'],
      ['page=0', 'page', 'The page starts at 1.'],
      ['page=200', 'page', 'Only the first 500 accounts can be paged through'],
      ['sort=oldest', 'sort', 'Sort by newest or name.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(admin.token, `/api/admin/farmers?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(String(res.json().errors?.[field]), query).toContain(message);
    }
  });
});

describe('permissions', () => {
  it('refuses farmers (403) and lets Support read but not act (403 naming farmers.edit)', async () => {
    const someone = await farmer('Kiprono Kirui');
    expect((await get(someone.token, '/api/admin/farmers')).statusCode).toBe(403);
    expect((await get(someone.token, `/api/admin/farmers/${someone.user.id}`)).statusCode).toBe(403);
    expect(
      (await post(someone.token, `/api/admin/farmers/${someone.user.id}/password-reset`)).statusCode,
    ).toBe(403);
    expect((await get(support.token, `/api/admin/farmers?q=${TAG}`)).statusCode).toBe(200);
    expect((await get(support.token, `/api/admin/farmers/${someone.user.id}`)).statusCode).toBe(200);
    for (const action of ['suspend', 'reactivate', 'resend-verification', 'password-reset']) {
      const res = await post(support.token, `/api/admin/farmers/${someone.user.id}/${action}`, {
        reason: 'Unpaid',
      });
      expect(res.statusCode, action).toBe(403);
      expect(res.json()).toMatchObject({ missing_permission: 'farmers.edit' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/farmers' })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown id and for a superadmin, and never suspends a superadmin or oneself', async () => {
    expect((await get(admin.token, '/api/admin/farmers/not-an-id')).statusCode).toBe(404);
    expect(
      (await get(admin.token, '/api/admin/farmers/6f1c2a4e-0000-4000-8000-00000000abcd')).statusCode,
    ).toBe(404);
    expect((await get(admin.token, `/api/admin/farmers/${support.user.id}`)).statusCode).toBe(404);
    const self = await post(admin.token, `/api/admin/farmers/${admin.user.id}/suspend`, {
      reason: 'Testing',
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot suspend your own account.');
    const other = await post(admin.token, `/api/admin/farmers/${support.user.id}/suspend`, {
      reason: 'Testing',
    });
    expect(other.statusCode).toBe(403);
  });
});

describe("a farmer's page and the actions", () => {
  it('shows farms, usage against limits, subscription, payments and history', async () => {
    const mary = await farmer('Mary Njeri');
    const res = await get(admin.token, `/api/admin/farmers/${mary.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = FarmerDetailResponseSchema.parse(res.json());
    expect(data.account).toMatchObject({ id: mary.user.id, status: 'unverified', suspended_at: null });
    expect(data.usage.map((u) => u.limit)).toEqual([
      'farms',
      'items',
      'staff',
      'sms_per_month',
      'ai_requests_per_month',
    ]);
    expect(data.usage.every((u) => u.allowed === null)).toBe(true);
    expect(data).toMatchObject({ farms: [], subscription: null, payments: [], history: [] });
  });

  it('suspends: the token stops at once, sign-in answers 403 with the reason; reactivating lets it sign in', async () => {
    const juma = await farmer('Juma Hassan');
    expect((await get(juma.token, '/api/auth/me')).statusCode).toBe(200);

    for (const reason of [undefined, '', 'no', 'x'.repeat(301)]) {
      const bad = await post(admin.token, `/api/admin/farmers/${juma.user.id}/suspend`, { reason });
      expect(bad.statusCode, String(reason)).toBe(422);
      expect(bad.json().errors.reason).toBeDefined();
    }

    const res = await post(admin.token, `/api/admin/farmers/${juma.user.id}/suspend`, {
      reason: 'Unpaid invoices since June.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(FarmerActionResponseSchema.parse(res.json()).message).toContain('suspended');
    expect((await get(juma.token, '/api/auth/me')).statusCode).toBe(401);
    const again = await post(admin.token, `/api/admin/farmers/${juma.user.id}/suspend`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);

    const refused = await login(t.app, juma.user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'account_suspended',
      message:
        'This account is suspended: Unpaid invoices since June. Contact support to have it reactivated.',
    });
    // A wrong password learns nothing about the suspension.
    expect((await login(t.app, juma.user.email, 'not the password')).statusCode).toBe(401);
    expect((await list(`q=${TAG}&status=suspended`)).data.map((r) => r.id)).toEqual([juma.user.id]);

    const back = await post(admin.token, `/api/admin/farmers/${juma.user.id}/reactivate`);
    expect(back.statusCode, back.body).toBe(200);
    expect((await login(t.app, juma.user.email)).statusCode).toBe(200);
    expect((await post(admin.token, `/api/admin/farmers/${juma.user.id}/reactivate`)).statusCode).toBe(409);

    const audit = await t.db
      .select()
      .from(platformAuditLog)
      .where(and(eq(platformAuditLog.targetType, 'user'), eq(platformAuditLog.targetId, juma.user.id)));
    expect(audit.map((a) => [a.module, a.action, a.actorId]).sort()).toEqual([
      ['farmers', 'reactivate', admin.user.id],
      ['farmers', 'suspend', admin.user.id],
    ]);
    const page = FarmerDetailResponseSchema.parse(
      (await get(admin.token, `/api/admin/farmers/${juma.user.id}`)).json(),
    );
    expect(page.data.history.map((h) => h.action)).toEqual(['reactivate', 'suspend']);
  });

  it('resends the verification code and sends a password-reset code through the outbox, logged', async () => {
    const halima = await farmer('Halima Said');
    const before = (await t.outbox.all()).filter((m) => m.to === halima.user.email).length;
    const resend = await post(admin.token, `/api/admin/farmers/${halima.user.id}/resend-verification`);
    expect(resend.statusCode, resend.body).toBe(200);
    const code = await t.outbox.latestCode(halima.user.email);
    expect(code).toMatch(/^\d{6}$/);

    t.clock.advance(61_000); // past the auth module's one-code-a-minute limit for the address
    const reset = await post(admin.token, `/api/admin/farmers/${halima.user.id}/password-reset`);
    expect(reset.statusCode, reset.body).toBe(200);
    await expect
      .poll(async () => (await t.outbox.all()).filter((m) => m.to === halima.user.email).length, {
        timeout: 3_000,
      })
      .toBe(before + 2);

    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, halima.user.id));
    const verified = await post(admin.token, `/api/admin/farmers/${halima.user.id}/resend-verification`);
    expect(verified.statusCode).toBe(409);

    const audit = await t.db
      .select({ action: platformAuditLog.action })
      .from(platformAuditLog)
      .where(eq(platformAuditLog.targetId, halima.user.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['password_reset', 'resend_verification']);
  });
});
