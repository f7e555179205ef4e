// The farm permission guard (docs/product/roles-and-permissions.md) on a real database: 404 for anyone who is not
// a member (and for unknown or malformed ids), 403 naming the permission a member's role lacks, custom roles read
// from the farm's own role, and every change seen on the next check.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import type { User } from '@/shared/contracts/user';
import { farmMembers, farmRoles } from '@/server/db/schema/farms';
import { HttpError } from '@/server/lib/http-error';
import { addMember, createFarm, seedCustomRole } from './farm-fixtures';
import { createTestApp, type TestApp } from '@/server/test/app';
import { registerUser } from '@/server/test/users';
import {
  farmIdsWithPermission,
  findFarmAccess,
  isUuid,
  permissionsOf,
  requireFarmPermission,
} from './farm-access';

let t: TestApp;
let owner: User;
let viewer: User;
let clerk: User;
let stranger: User;
let farmId: string;
let otherFarmId: string;
let clerkRoleId: string;
beforeAll(async () => {
  t = await createTestApp();
  const o = await registerUser(t.app);
  const other = await registerUser(t.app);
  [owner, viewer, clerk, stranger] = [
    o.user,
    (await registerUser(t.app)).user,
    (await registerUser(t.app)).user,
    (await registerUser(t.app)).user,
  ];
  farmId = (await createFarm(t.app, o.token)).id;
  otherFarmId = (await createFarm(t.app, other.token, { name: 'Other Farm' })).id;
  await addMember(t.db, farmId, viewer.id, 'viewer');
  clerkRoleId = (await addMember(t.db, farmId, clerk.id, {
    name: 'Store clerk',
    permissions: ['farms.view', 'inventory.view', 'inventory.edit'],
  }))!;
});
afterAll(() => t.close());

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
}

describe('permissionsOf', () => {
  it('gives a built-in role its fixed set, a custom role its own, and an unknown role nothing', () => {
    expect(permissionsOf('manager', null)).toEqual(BUILT_IN_ROLE_PERMISSIONS.manager);
    expect(permissionsOf('custom', ['inventory.view'])).toEqual(['inventory.view']);
    expect(permissionsOf('custom', null)).toEqual([]);
    expect(permissionsOf('agronomist', null)).toEqual([]);
  });
});

describe('isUuid', () => {
  it.each([
    ['0f8fad5b-d9cb-469f-a165-70867728950e', true],
    ['0F8FAD5B-D9CB-469F-A165-70867728950E', true],
    ['0f8fad5b-d9cb-469f-a165-70867728950', false],
    ["' or 1=1 --", false],
    [42, false],
  ])('%s → %s', (value, expected) => expect(isUuid(value)).toBe(expected));
});

describe('findFarmAccess', () => {
  it('answers the farm, the role and what it grants in one go', async () => {
    const mine = await findFarmAccess(t.db, owner.id, farmId);
    expect(mine).toMatchObject({ role: 'owner', roleId: null, roleName: null });
    expect(mine!.farm.id).toBe(farmId);
    expect(mine!.permissions).toEqual(BUILT_IN_ROLE_PERMISSIONS.owner);
    expect(await findFarmAccess(t.db, clerk.id, farmId)).toMatchObject({
      role: 'custom',
      roleId: clerkRoleId,
      roleName: 'Store clerk',
      permissions: ['farms.view', 'inventory.view', 'inventory.edit'],
    });
    expect(await findFarmAccess(t.db, stranger.id, farmId)).toBeNull();
  });

  it('never lets a role of another farm grant anything', async () => {
    const foreign = await registerUser(t.app);
    const otherRole = await seedCustomRole(t.db, otherFarmId, ['inventory.view', 'inventory.delete']);
    // Only a broken write could do this; the join on the farm still refuses to read the other farm's grants.
    await t.db
      .insert(farmMembers)
      .values({ farmId, userId: foreign.user.id, role: 'custom', roleId: otherRole });
    expect((await findFarmAccess(t.db, foreign.user.id, farmId))!.permissions).toEqual([]);
  });
});

describe('requireFarmPermission', () => {
  it('admits a member whose role grants the permission and refuses the rest with 403 naming it', async () => {
    expect((await requireFarmPermission(t.db, owner.id, farmId, 'staff.delete')).role).toBe('owner');
    expect(await statusOf(requireFarmPermission(t.db, viewer.id, farmId, 'inventory.view'))).toBe(200);
    expect(await statusOf(requireFarmPermission(t.db, clerk.id, farmId, 'inventory.edit'))).toBe(200);
    const refused = await requireFarmPermission(t.db, viewer.id, farmId, 'inventory.create').catch((e) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      statusCode: 403,
      message: 'Your role on this farm does not allow you to add inventory.',
      options: { code: 'forbidden', missingPermission: 'inventory.create' },
    });
    expect(await statusOf(requireFarmPermission(t.db, clerk.id, farmId, 'inventory.delete'))).toBe(403);
  });

  it('answers 404 to a non-member, an unknown farm and a malformed id alike', async () => {
    for (const id of [farmId, '00000000-0000-4000-8000-000000000000', 'farm-1', undefined]) {
      const who = id === farmId ? stranger : owner;
      const status = await statusOf(requireFarmPermission(t.db, who.id, id, 'inventory.view'));
      expect(status, String(id)).toBe(404);
    }
  });

  it('sees a narrowed custom role and a removal on the very next check', async () => {
    const temp = (await registerUser(t.app)).user;
    const roleId = (await addMember(t.db, farmId, temp.id, {
      permissions: ['farms.view', 'inventory.view'],
    }))!;
    expect(await statusOf(requireFarmPermission(t.db, temp.id, farmId, 'inventory.view'))).toBe(200);
    await t.db
      .update(farmRoles)
      .set({ permissions: ['farms.view'] })
      .where(eq(farmRoles.id, roleId));
    expect(await statusOf(requireFarmPermission(t.db, temp.id, farmId, 'inventory.view'))).toBe(403);
    await t.db.delete(farmMembers).where(eq(farmMembers.userId, temp.id));
    expect(await statusOf(requireFarmPermission(t.db, temp.id, farmId, 'farms.view'))).toBe(404);
  });
});

describe('farmIdsWithPermission', () => {
  it('lists the farms whose role grants the permission, built-in or custom', async () => {
    expect(await farmIdsWithPermission(t.db, viewer.id, 'inventory.view')).toEqual([farmId]);
    expect(await farmIdsWithPermission(t.db, viewer.id, 'inventory.edit')).toEqual([]);
    expect(await farmIdsWithPermission(t.db, clerk.id, 'inventory.edit')).toEqual([farmId]);
    expect(await farmIdsWithPermission(t.db, clerk.id, 'finances.view')).toEqual([]);
    expect(await farmIdsWithPermission(t.db, owner.id, 'farms.delete')).toEqual([farmId]);
    expect(await farmIdsWithPermission(t.db, stranger.id, 'inventory.view')).toEqual([]);
  });
});
