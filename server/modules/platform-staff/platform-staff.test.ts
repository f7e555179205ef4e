// Platform staff and roles (docs/product/platform-staff.md): every admin route checks its platform permission on
// the server; Support sees farmers, organizations and notifications and nothing more; a farmer gets 403 on every
// admin route; a new staff member sets a password through the reset code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PLATFORM_PERMISSIONS } from '@/shared/contracts/platform-staff';
import {
  PlatformRoleListSchema,
  PlatformRoleResponseSchema,
  PlatformStaffListSchema,
  PlatformStaffResponseSchema,
  SUPER_ADMINISTRATOR_ROLE_ID,
  SUPPORT_PERMISSIONS,
  SUPPORT_ROLE_ID,
} from '@/shared/contracts/platform-staff';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, login, registerUser, uniqueEmail } from '@/server/test/users';
import { seedPlatformStaff } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const SOME_ID = '6f1c2a4e-0000-4000-8000-00000000abcd';

describe('the permission check on admin routes', () => {
  it('lets Support list organizations and notifications, and refuses it staff and role changes naming the permission', async () => {
    const support = await seedPlatformStaff(t, SUPPORT_ROLE_ID, 'Sam Support');
    for (const url of [
      '/api/admin/organizations',
      '/api/admin/notifications/deliveries',
      '/api/admin/outbox',
    ]) {
      const res = await call(support.token, 'GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    const refused: [Method, string, object | undefined, string][] = [
      [
        'POST',
        '/api/admin/staff',
        { name: 'New', email: uniqueEmail('new'), role_id: SUPPORT_ROLE_ID },
        'staff.create',
      ],
      ['GET', '/api/admin/staff', undefined, 'staff.view'],
      ['POST', '/api/admin/roles', { name: 'Billing', permissions: ['packages.view'] }, 'roles.create'],
      ['PATCH', `/api/admin/roles/${SUPPORT_ROLE_ID}`, { name: 'Helpdesk' }, 'roles.edit'],
      [
        'POST',
        '/api/admin/notifications/system/test-browser-notification',
        { title: 'x', message: 'y' },
        'notifications.create',
      ],
    ];
    for (const [method, url, payload, permission] of refused) {
      const res = await call(support.token, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'forbidden',
        missing_permission: permission,
        message: `Your platform role does not allow this (${permission}).`,
      });
    }
    const mine = await call(support.token, 'GET', '/api/admin/me/permissions');
    expect(mine.json()).toEqual({ permissions: SUPPORT_PERMISSIONS });
  });

  it('gives a farmer 403 on every admin route', async () => {
    const farmer = await registerUser(t.app);
    const adminRoutes = t.app.routeAccess.filter((route) => route.url.startsWith('/api/admin/'));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(12);
    for (const route of adminRoutes) {
      const url = route.url.replace(/:\w+/g, SOME_ID);
      const res = await call(farmer.token, route.method as Method, url, {});
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(403);
    }
  });

  it('keeps full access for a superadmin without a role', async () => {
    const admin = await seedPlatformStaff(t, null);
    const res = await call(admin.token, 'GET', '/api/admin/me/permissions');
    expect((res.json() as { permissions: string[] }).permissions).toEqual(ALL_PLATFORM_PERMISSIONS);
  });
});

describe('platform staff', () => {
  it('adds a member who sets a password through the reset code, then changes their role and removes them', async () => {
    const admin = await seedPlatformStaff(t, SUPER_ADMINISTRATOR_ROLE_ID, 'Ada Admin');
    const email = uniqueEmail('helper');
    const created = await call(admin.token, 'POST', '/api/admin/staff', {
      name: 'Hawa Helper',
      email,
      role_id: SUPPORT_ROLE_ID,
    });
    expect(created.statusCode, created.body).toBe(201);
    const member = PlatformStaffResponseSchema.parse(created.json()).data;
    expect(member).toMatchObject({ name: 'Hawa Helper', email, role_name: 'Support' });
    const welcome = await t.outbox.latest(email);
    expect(welcome?.body).toContain('/forgot-password');
    expect(welcome?.body).toContain('Ada Admin');

    t.clock.advance(1_000); // the outbox's newest message is by time
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const code = await t.outbox.latestCode(email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        email,
        code,
        password: 'a fresh long password',
        password_confirmation: 'a fresh long password',
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signIn = await login(t.app, email, 'a fresh long password');
    expect(signIn.statusCode, signIn.body).toBe(200);
    const memberToken = (signIn.json() as { access_token: string }).access_token;
    expect((await call(memberToken, 'GET', '/api/admin/organizations')).statusCode).toBe(200);

    const changed = await call(admin.token, 'PATCH', `/api/admin/staff/${member.id}`, {
      role_id: SUPER_ADMINISTRATOR_ROLE_ID,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(memberToken, 'GET', '/api/admin/staff')).statusCode).toBe(200);

    const list = PlatformStaffListSchema.parse(
      (await call(admin.token, 'GET', '/api/admin/staff')).json(),
    ).data;
    expect(list.map((s) => s.email)).toContain(email);

    expect((await call(admin.token, 'DELETE', `/api/admin/staff/${member.id}`)).statusCode).toBe(204);
    expect((await call(memberToken, 'GET', '/api/admin/staff')).statusCode).toBe(401);
  });

  it('refuses a taken e-mail, an unknown role and changing one’s own access, each saying what to fix', async () => {
    const admin = await seedPlatformStaff(t, null);
    const taken = await call(admin.token, 'POST', '/api/admin/staff', {
      name: 'X',
      email: admin.user.email,
      role_id: SUPPORT_ROLE_ID,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      errors: { email: ['An account with this e-mail already exists.'] },
    });
    const unknownRole = await call(admin.token, 'POST', '/api/admin/staff', {
      name: 'X',
      email: uniqueEmail('x'),
      role_id: SOME_ID,
    });
    expect(unknownRole.statusCode).toBe(422);
    expect(unknownRole.json()).toMatchObject({ errors: { role_id: ['Choose one of the listed roles.'] } });
    const self = await call(admin.token, 'PATCH', `/api/admin/staff/${admin.user.id}`, {
      role_id: SUPPORT_ROLE_ID,
    });
    expect(self.statusCode).toBe(422);
    const notStaff = await registerUser(t.app);
    expect((await call(admin.token, 'DELETE', `/api/admin/staff/${notStaff.user.id}`)).statusCode).toBe(404);
  });
});

describe('platform roles', () => {
  it('lists the built-in roles first, creates, edits and deletes a custom role, and keeps the built-in ones fixed', async () => {
    const admin = await seedPlatformStaff(t, null);
    const created = await call(admin.token, 'POST', '/api/admin/roles', {
      name: 'Content editor',
      permissions: ['content.edit', 'content.view'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const role = PlatformRoleResponseSchema.parse(created.json()).data;
    expect(role.permissions).toEqual(['content.view', 'content.edit']);

    const roles = PlatformRoleListSchema.parse(
      (await call(admin.token, 'GET', '/api/admin/roles')).json(),
    ).data;
    expect(
      roles
        .slice(0, 2)
        .map((r) => r.name)
        .sort(),
    ).toEqual(['Super administrator', 'Support']);
    expect(roles.map((r) => r.name)).toContain('Content editor');

    const edited = await call(admin.token, 'PATCH', `/api/admin/roles/${role.id}`, {
      permissions: ['content.view'],
    });
    expect(PlatformRoleResponseSchema.parse(edited.json()).data.permissions).toEqual(['content.view']);
    const dup = await call(admin.token, 'POST', '/api/admin/roles', {
      name: 'content EDITOR',
      permissions: ['content.view'],
    });
    expect(dup.statusCode, dup.body).toBe(409);
    const none = await call(admin.token, 'POST', '/api/admin/roles', { name: 'Empty', permissions: [] });
    expect(none.statusCode).toBe(422);

    const builtIn = await call(admin.token, 'PATCH', `/api/admin/roles/${SUPPORT_ROLE_ID}`, {
      name: 'Helpdesk',
    });
    expect(builtIn.statusCode).toBe(422);
    expect((await call(admin.token, 'DELETE', `/api/admin/roles/${SUPPORT_ROLE_ID}`)).statusCode).toBe(422);

    await seedPlatformStaff(t, role.id, 'Holder');
    const held = await call(admin.token, 'DELETE', `/api/admin/roles/${role.id}`);
    expect(held.statusCode, held.body).toBe(409);
    expect(held.json()).toMatchObject({
      message: '1 person holds this role. Move them to another role first.',
    });
  });
});
