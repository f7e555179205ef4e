// The custom roles API (docs/product/roles-and-permissions.md "Custom roles") on a real database: the built-in roles
// first, custom roles with their holders counted, unique names, no escalation, built-ins fixed, a role in use kept,
// and the permission each call needs (another farm's people get 404, a worker 403).
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import {
  FarmRoleListResponseSchema,
  FarmRoleResponseSchema,
  type FarmRole,
} from '@/shared/contracts/farm-roles';
import { activityLog } from '@/server/db/schema/activity';
import { farmMembers } from '@/server/db/schema/farms';
import { farmInvitations } from '@/server/db/schema/staff';
import { addMember, createFarm, seedCustomRole } from '@/server/modules/farms/farm-fixtures';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';

let t: TestApp;
let owner: { token: string; id: string };
let farmId: string;
beforeAll(async () => {
  t = await createTestApp();
  const o = await registerUser(t.app);
  owner = { token: o.token, id: o.user.id };
  farmId = (await createFarm(t.app, o.token)).id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const rolesUrl = (farm = farmId) => `/api/farms/${farm}/roles`;

async function createRole(payload: object, token = owner.token): Promise<FarmRole> {
  const res = await call(token, 'POST', rolesUrl(), payload);
  expect(res.statusCode, res.body).toBe(201);
  return FarmRoleResponseSchema.parse(res.json()).data;
}

async function member(role: Parameters<typeof addMember>[3], farm = farmId) {
  const user = await registerUser(t.app);
  await addMember(t.db, farm, user.user.id, role);
  return { token: user.token, id: user.user.id };
}

describe('GET /api/farms/:farmId/roles', () => {
  it('lists the four built-in roles first, then custom roles by name, with how many hold each', async () => {
    const farm = (await createFarm(t.app, owner.token, { name: 'Listing Farm' })).id;
    await member('worker', farm);
    await member('worker', farm);
    const zebra = await seedCustomRole(t.db, farm, ['farms.view'], 'zebra keeper');
    await seedCustomRole(t.db, farm, ['farms.view', 'inventory.view'], 'Agronomist');
    const held = await registerUser(t.app);
    await t.db.insert(farmMembers).values({
      farmId: farm,
      userId: held.user.id,
      role: 'custom',
      roleId: zebra,
    });
    const res = await call(owner.token, 'GET', rolesUrl(farm));
    expect(res.statusCode).toBe(200);
    const roles = FarmRoleListResponseSchema.parse(res.json()).data;
    expect(roles.map((r) => [r.name, r.built_in, r.member_count])).toEqual([
      ['owner', true, 1],
      ['manager', true, 0],
      ['worker', true, 2],
      ['viewer', true, 0],
      ['Agronomist', false, 0],
      ['zebra keeper', false, 1],
    ]);
    expect(roles[2]).toMatchObject({
      id: 'worker',
      description: null,
      permissions: BUILT_IN_ROLE_PERMISSIONS.worker,
      created_at: null,
    });
    expect(roles[5]!.id).toBe(zebra);
  });

  it('needs staff.view: a worker gets 403 naming it, another farm’s owner 404', async () => {
    const worker = await member('worker');
    const refused = await call(worker.token, 'GET', rolesUrl());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'forbidden',
      message: 'Your role on this farm does not allow you to see staff and roles.',
      missing_permission: 'staff.view',
    });
    const stranger = await registerUser(t.app);
    await createFarm(t.app, stranger.token, { name: 'Elsewhere' });
    const hidden = await call(stranger.token, 'GET', rolesUrl());
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ code: 'farm_not_found', message: 'We could not find that farm.' });
    expect((await t.app.inject({ method: 'GET', url: rolesUrl() })).statusCode).toBe(401);
  });
});

describe('POST /api/farms/:farmId/roles', () => {
  it('creates a custom role with farms.view always granted and the permissions in the matrix order', async () => {
    const role = await createRole({
      name: '  Store keeper ',
      description: 'Receives and issues stock',
      permissions: ['inventory.edit', 'inventory.view', 'inventory.view'],
    });
    expect(role).toMatchObject({
      name: 'Store keeper',
      description: 'Receives and issues stock',
      built_in: false,
      permissions: ['farms.view', 'inventory.view', 'inventory.edit'],
      member_count: 0,
    });
    expect(role.created_at).toBe(role.updated_at);
  });

  it('answers 422 naming each field to fix', async () => {
    const res = await call(owner.token, 'POST', rolesUrl(), {
      name: 'Manager',
      permissions: ['inventory.fly'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: ['Owner, Manager, Worker and Viewer are built-in roles: choose another name.'],
      'permissions.0': ['Choose permissions from the modules and actions listed.'],
    });
    const empty = await call(owner.token, 'POST', rolesUrl(), { name: 'Nobody', permissions: [] });
    expect(empty.json().errors).toEqual({ permissions: ['Tick at least one permission for this role.'] });
    const blank = await call(owner.token, 'POST', rolesUrl(), { name: ' ', permissions: ['farms.view'] });
    expect(blank.json().errors).toEqual({ name: ['Enter the role name.'] });
  });

  it('keeps names unique per farm, whatever their case (409)', async () => {
    await createRole({ name: 'Milker', permissions: ['farms.view'] });
    const res = await call(owner.token, 'POST', rolesUrl(), { name: 'MILKER', permissions: ['farms.view'] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'role_exists',
      message: 'A role named MILKER already exists on this farm.',
      errors: { name: ['A role named MILKER already exists on this farm.'] },
    });
    const other = (await createFarm(t.app, owner.token, { name: 'Second Farm' })).id;
    const elsewhere = await call(owner.token, 'POST', rolesUrl(other), {
      name: 'Milker',
      permissions: ['farms.view'],
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('lets nobody give a role more than their own role has', async () => {
    const hr = await member({ permissions: ['farms.view', 'staff.view', 'staff.create', 'inventory.view'] });
    const res = await call(hr.token, 'POST', rolesUrl(), {
      name: 'Deleter',
      permissions: ['inventory.view', 'inventory.delete'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'You can only give a role permissions that your own role has.',
      code: 'permission_not_held',
    });
    const manager = await member('manager');
    const noDelete = await call(manager.token, 'POST', rolesUrl(), {
      name: 'Almost owner',
      permissions: ['farms.delete'],
    });
    expect(noDelete.statusCode).toBe(422);
    expect(
      (await call(hr.token, 'POST', rolesUrl(), { name: 'Looker', permissions: ['inventory.view'] }))
        .statusCode,
    ).toBe(201);
  });

  it('needs staff.create', async () => {
    const viewer = await member('viewer');
    const res = await call(viewer.token, 'POST', rolesUrl(), { name: 'Sneaky', permissions: ['farms.view'] });
    expect(res.statusCode).toBe(403);
    expect(res.json().missing_permission).toBe('staff.create');
  });
});

describe('PATCH /api/farms/:farmId/roles/:roleId', () => {
  it('changes what is sent, and the holders get the new permissions on their next request', async () => {
    const role = await createRole({ name: 'Sprayer', permissions: ['inventory.view', 'inventory.edit'] });
    const sprayer = await registerUser(t.app);
    await t.db.insert(farmMembers).values({
      farmId,
      userId: sprayer.user.id,
      role: 'custom',
      roleId: role.id,
    });
    const list = `/api/farms/${farmId}/inventory`;
    expect((await call(sprayer.token, 'GET', list)).statusCode).toBe(200);
    t.clock.advance(1_000);
    const res = await call(owner.token, 'PATCH', `${rolesUrl()}/${role.id}`, { permissions: ['tasks.view'] });
    expect(res.statusCode, res.body).toBe(200);
    const changed = FarmRoleResponseSchema.parse(res.json()).data;
    expect(changed).toMatchObject({
      name: 'Sprayer',
      permissions: ['farms.view', 'tasks.view'],
      member_count: 1,
    });
    expect(changed.updated_at! > changed.created_at!).toBe(true);
    const refused = await call(sprayer.token, 'GET', list);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().missing_permission).toBe('inventory.view');

    const renamed = await call(owner.token, 'PATCH', `${rolesUrl()}/${role.id}`, {
      name: 'Field sprayer',
      description: null,
    });
    expect(FarmRoleResponseSchema.parse(renamed.json()).data).toMatchObject({
      name: 'Field sprayer',
      description: null,
      permissions: ['farms.view', 'tasks.view'],
    });
  });

  it('refuses the built-in roles (422), an unknown or another farm’s role (404), an empty change (422)', async () => {
    const builtIn = await call(owner.token, 'PATCH', `${rolesUrl()}/worker`, { name: 'Labourer' });
    expect(builtIn.statusCode).toBe(422);
    expect(builtIn.json()).toMatchObject({
      code: 'built_in_role',
      message: 'Built-in roles cannot be changed. Create a custom role instead.',
    });
    const other = (await createFarm(t.app, owner.token, { name: 'Third Farm' })).id;
    const foreign = await seedCustomRole(t.db, other, ['farms.view']);
    for (const id of [foreign, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await call(owner.token, 'PATCH', `${rolesUrl()}/${id}`, { name: 'X' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ code: 'role_not_found', message: 'We could not find that role.' });
    }
    const role = await createRole({ name: 'Idle', permissions: ['farms.view'] });
    const empty = await call(owner.token, 'PATCH', `${rolesUrl()}/${role.id}`, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ body: ['Change the name, the description or the permissions.'] });
  });

  it('lets an editor narrow a role they could not have made, but not widen it past their own', async () => {
    const wide = await createRole({ name: 'Wide', permissions: ['farms.delete', 'inventory.view'] });
    const editor = await member({ permissions: ['farms.view', 'staff.edit', 'inventory.view'] });
    const narrowed = await call(editor.token, 'PATCH', `${rolesUrl()}/${wide.id}`, {
      permissions: ['farms.delete'],
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    const widened = await call(editor.token, 'PATCH', `${rolesUrl()}/${wide.id}`, {
      permissions: ['farms.delete', 'finances.view'],
    });
    expect(widened.statusCode).toBe(422);
  });

  it('keeps names unique when renaming (409), and needs staff.edit (403)', async () => {
    await createRole({ name: 'Herder', permissions: ['farms.view'] });
    const role = await createRole({ name: 'Grazier', permissions: ['farms.view'] });
    const taken = await call(owner.token, 'PATCH', `${rolesUrl()}/${role.id}`, { name: 'herder' });
    expect(taken.statusCode).toBe(409);
    const worker = await member('worker');
    const refused = await call(worker.token, 'PATCH', `${rolesUrl()}/${role.id}`, { name: 'Mine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().missing_permission).toBe('staff.edit');
  });
});

describe('DELETE /api/farms/:farmId/roles/:roleId', () => {
  it('deletes an unused role (204), then it is gone; the activity log keeps each change', async () => {
    const role = await createRole({ name: 'Temporary', permissions: ['farms.view'] });
    await call(owner.token, 'PATCH', `${rolesUrl()}/${role.id}`, { name: 'Passing' });
    const res = await call(owner.token, 'DELETE', `${rolesUrl()}/${role.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const entries = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.recordType, 'farm_role'), eq(activityLog.recordId, role.id)))
      .orderBy(asc(activityLog.id));
    expect(entries.map((e) => [e.module, e.action, e.summary, e.actorId])).toEqual([
      ['staff', 'create', 'Created role Temporary', owner.id],
      ['staff', 'edit', 'Changed role Passing', owner.id],
      ['staff', 'delete', 'Deleted role Passing', owner.id],
    ]);
    expect(entries[1]!.before).toMatchObject({ name: 'Temporary', permissions: ['farms.view'] });
    expect((await call(owner.token, 'DELETE', `${rolesUrl()}/${role.id}`)).statusCode).toBe(404);
    const roles = FarmRoleListResponseSchema.parse((await call(owner.token, 'GET', rolesUrl())).json()).data;
    expect(roles.map((r) => r.id)).not.toContain(role.id);
  });

  it('keeps a role while people hold it or a pending invitation offers it (409)', async () => {
    const role = await createRole({ name: 'Popular', permissions: ['farms.view'] });
    for (let i = 0; i < 3; i++) {
      const user = await registerUser(t.app);
      await t.db
        .insert(farmMembers)
        .values({ farmId, userId: user.user.id, role: 'custom', roleId: role.id });
    }
    const held = await call(owner.token, 'DELETE', `${rolesUrl()}/${role.id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({
      code: 'role_in_use',
      message: '3 people hold this role. Move them to another role first.',
    });

    const offered = await createRole({ name: 'Offered', permissions: ['farms.view'] });
    await t.db.insert(farmInvitations).values({
      farmId,
      email: 'new.hand@example.test',
      role: 'custom',
      roleId: offered.id,
      tokenHash: `token-${offered.id}`,
      codeHash: `code-${offered.id}`,
      expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
    });
    const pending = await call(owner.token, 'DELETE', `${rolesUrl()}/${offered.id}`);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('1 pending invitation offers this role. Revoke it first.');
  });

  it('refuses built-in roles (422) and needs staff.delete (403)', async () => {
    const builtIn = await call(owner.token, 'DELETE', `${rolesUrl()}/viewer`);
    expect(builtIn.statusCode).toBe(422);
    expect(builtIn.json().message).toBe('Built-in roles cannot be deleted.');
    const role = await createRole({ name: 'Kept', permissions: ['farms.view'] });
    const manager = await member({ permissions: ['farms.view', 'staff.view', 'staff.edit'] });
    const refused = await call(manager.token, 'DELETE', `${rolesUrl()}/${role.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().missing_permission).toBe('staff.delete');
  });
});
