// The farm the authorization matrix test (authorization-matrix.test.ts) runs every farm-scoped route against: one
// person per built-in role, one with a custom role that may only see inventory, one from another farm, and makers
// of fresh records, so a route that changes or deletes something has its own record for every caller.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { BuiltInFarmRole, FarmPermission } from '@/shared/contracts/farm-permissions';
import { embedKeys } from '@/server/db/schema/embed';
import { farmMembers, farms } from '@/server/db/schema/farms';
import type { TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { createTestFarm, type TestFarm } from '@/server/modules/inventory/inventory-fixtures';
import { addMember, seedCustomRole } from '../farm-fixtures';

export const CALLERS = ['owner', 'manager', 'worker', 'viewer', 'custom', 'nonMember', 'anonymous'] as const;
export type CallerName = (typeof CALLERS)[number];

/** The custom role of the matrix: the farm and its stock, nothing else (docs/product/roles-and-permissions.md). */
export const CUSTOM_PERMISSIONS: FarmPermission[] = ['farms.view', 'inventory.view'];

export interface Caller {
  name: CallerName;
  /** Null for the anonymous caller. */
  token: string | null;
  userId: string | null;
}

export interface MatrixRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
  /** Extra headers, such as the Content-Type of a raw file body. */
  headers?: Record<string, string>;
}

export interface MatrixResponse {
  statusCode: number;
  body: string;
  json(): unknown;
}

export interface MatrixWorld {
  t: TestApp;
  farm: TestFarm & { name: string };
  callers: Record<CallerName, Caller>;
  /** A fresh suffix, so names that must be unique per farm stay unique. */
  unique(): string;
  as(caller: Caller, request: MatrixRequest): Promise<MatrixResponse>;
  /** A new product item of the world farm with 100 in stock, made by the owner. */
  item(): Promise<string>;
  /** A new farm with nothing on it, where every caller holds the same role as on the world farm. */
  emptyFarm(): Promise<string>;
  /** An embed key of the world farm made by `caller` (written straight, as a caller without the permission could
   *  never make one through the API). */
  embedKey(caller: Caller): Promise<string>;
  /** Owner-made records of the world farm, each new. */
  post(path: string, payload: object): Promise<string>;
}

const ROLES: Record<'owner' | 'manager' | 'worker' | 'viewer' | 'custom', BuiltInFarmRole | 'custom'> = {
  owner: 'owner',
  manager: 'manager',
  worker: 'worker',
  viewer: 'viewer',
  custom: 'custom',
};

export async function seedMatrixWorld(t: TestApp): Promise<MatrixWorld> {
  const name = `Matrix Farm ${randomUUID().slice(0, 8)}`;
  const farm = { ...(await createTestFarm(t, { name })), name };
  const owner: Caller = { name: 'owner', token: farm.token, userId: farm.userId };
  const customRoleId = await seedCustomRole(t.db, farm.farmId, CUSTOM_PERMISSIONS, 'Stock checker');
  const member = async (callerName: 'manager' | 'worker' | 'viewer' | 'custom'): Promise<Caller> => {
    const user = await registerUser(t.app);
    if (callerName === 'custom') {
      await t.db
        .insert(farmMembers)
        .values({ farmId: farm.farmId, userId: user.user.id, role: 'custom', roleId: customRoleId });
    } else {
      await addMember(t.db, farm.farmId, user.user.id, callerName);
    }
    return { name: callerName, token: user.token, userId: user.user.id };
  };
  const outsider = await registerUser(t.app);
  await createTestFarm(t, {
    owner: { token: outsider.token, userId: outsider.user.id },
    name: 'Outsider Farm',
  });
  const callers: Record<CallerName, Caller> = {
    owner,
    manager: await member('manager'),
    worker: await member('worker'),
    viewer: await member('viewer'),
    custom: await member('custom'),
    nonMember: { name: 'nonMember', token: outsider.token, userId: outsider.user.id },
    anonymous: { name: 'anonymous', token: null, userId: null },
  };
  let counter = 0;
  const as: MatrixWorld['as'] = (caller, request) =>
    t.app.inject({
      method: request.method,
      url: request.url,
      payload: request.payload,
      headers: { ...request.headers, ...(caller.token ? bearer(caller.token) : {}) },
    });
  const post = async (path: string, payload: object) => {
    const res = await as(owner, { method: 'POST', url: path, payload });
    expect(res.statusCode, `${path}: ${res.body}`).toBeLessThan(300);
    const body = res.json() as { data: { id: string } };
    return body.data.id;
  };
  return {
    t,
    farm,
    callers,
    unique: () => `${++counter}-${randomUUID().slice(0, 6)}`,
    as,
    post,
    item: () =>
      post(`/api/farms/${farm.farmId}/inventory`, {
        item_type: 'product',
        name: `Tomatoes ${++counter}`,
        category: 'Vegetables',
        unit: 'boxes',
        quantity: 100,
        farm_id: farm.farmId,
        storage_location_id: farm.locations[0],
      }),
    emptyFarm: async () => {
      const [row] = await t.db
        .insert(farms)
        .values({ ownerId: farm.userId, name: `Empty ${++counter}` })
        .returning({ id: farms.id });
      for (const callerName of ['owner', 'manager', 'worker', 'viewer'] as const) {
        const role = ROLES[callerName] as BuiltInFarmRole;
        await addMember(t.db, row!.id, callers[callerName].userId!, role);
      }
      await addMember(t.db, row!.id, callers.custom.userId!, { permissions: CUSTOM_PERMISSIONS });
      return row!.id;
    },
    embedKey: async (caller) => {
      const [row] = await t.db
        .insert(embedKeys)
        .values({
          farmId: farm.farmId,
          userId: caller.userId ?? farm.userId,
          name: `Partner ${++counter}`,
          publishableKey: `pk_matrix_${randomUUID()}`,
          allowedOrigins: ['https://partner.example.org'],
          scopes: ['notifications:read'],
        })
        .returning({ id: embedKeys.id });
      return row!.id;
    },
  };
}
