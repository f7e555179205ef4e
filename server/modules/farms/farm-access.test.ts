// The farm access guard (docs/architecture.md "Who may do what") on a real database: 404 for anyone who is not a member
// (and for unknown or malformed ids), 403 for a member whose role does not grant the module.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '@/shared/contracts/farms';
import type { User } from '@/shared/contracts/user';
import { HttpError } from '@/server/lib/http-error';
import { addMember, createFarm } from './farm-fixtures';
import { createTestApp, type TestApp } from '@/server/test/app';
import { registerUser } from '@/server/test/users';
import {
  farmIdsWithAccess,
  findFarmAccess,
  isUuid,
  memberFarmIds,
  permissionsFor,
  requireFarmAccess,
} from './farm-access';

let t: TestApp;
let owner: User;
let viewer: User;
let stranger: User;
let farmId: string;
beforeAll(async () => {
  t = await createTestApp();
  const o = await registerUser(t.app);
  [owner, viewer, stranger] = [o.user, (await registerUser(t.app)).user, (await registerUser(t.app)).user];
  farmId = (await createFarm(t.app, o.token)).id;
  await addMember(t.db, farmId, viewer.id, 'viewer');
});
afterAll(() => t.close());

const as = (user: User) => user.id;

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
}

describe('permissionsFor', () => {
  it('gives a built-in role its grants, overrides win, and an unknown role reads like a viewer', () => {
    expect(permissionsFor('manager', null)).toEqual(ROLE_PERMISSIONS.manager);
    expect(permissionsFor('worker', { finances: 'read' })).toEqual({
      ...ROLE_PERMISSIONS.worker,
      finances: 'read',
    });
    expect(permissionsFor('agronomist', null)).toEqual(ROLE_PERMISSIONS.viewer);
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

describe('requireFarmAccess', () => {
  it('admits members at their level and refuses writes a role does not grant with 403', async () => {
    expect((await requireFarmAccess(t.db, as(owner), farmId, 'staff', 'write')).role).toBe('owner');
    expect(await statusOf(requireFarmAccess(t.db, as(viewer), farmId, 'inventory', 'read'))).toBe(200);
    expect(await statusOf(requireFarmAccess(t.db, as(viewer), farmId, 'inventory', 'write'))).toBe(403);
    expect(await statusOf(requireFarmAccess(t.db, as(viewer), farmId, 'staff', 'read'))).toBe(403);
  });

  it('answers 404 to a non-member, an unknown farm and a malformed id alike', async () => {
    for (const id of [farmId, '00000000-0000-4000-8000-000000000000', 'farm-1', undefined]) {
      const who = id === farmId ? stranger : owner;
      expect(await statusOf(requireFarmAccess(t.db, as(who), id, 'inventory', 'read')), String(id)).toBe(404);
    }
    expect(await findFarmAccess(t.db, stranger.id, farmId)).toBeNull();
  });
});

describe('farms of a user', () => {
  it('lists memberships, and only the farms where the module is granted', async () => {
    expect(await memberFarmIds(t.db, viewer.id)).toEqual([farmId]);
    expect(await farmIdsWithAccess(t.db, viewer.id, 'inventory', 'read')).toEqual([farmId]);
    expect(await farmIdsWithAccess(t.db, viewer.id, 'inventory', 'write')).toEqual([]);
    expect(await farmIdsWithAccess(t.db, stranger.id, 'inventory', 'read')).toEqual([]);
  });
});
