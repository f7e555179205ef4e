//  and docs/architecture.md "Who may do what": only the farm's members reach its inventory. A user of another
// farm gets 404 on every farm-scoped route (farm ids cannot be probed); a viewer reads but gets 403 on writes;
// nobody signed out gets in.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmMembers, farmRoles } from '@/server/db/schema/farms';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  addMember,
  client,
  createItem,
  createTestFarm,
  inputPayload,
  type TestFarm,
} from './inventory-fixtures';

let t: TestApp;
let farm: TestFarm;
let outsider: TestFarm;
let itemId: string;
let viewerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t);
  outsider = await createTestFarm(t);
  itemId = (await createItem(t, farm, { quantity: 50 })).id;
  viewerToken = (await addMember(t, farm.farmId, 'viewer')).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Every farm-scoped route of the inventory API, with a valid body for writes. */
const routes = (): [Method, string, object?][] => {
  const f = `/api/farms/${farm.farmId}`;
  const i = `${f}/inventory/${itemId}`;
  return [
    ['GET', `${f}/inventory`],
    ['GET', `${f}/inputs`],
    ['GET', `${f}/inventory/summary`],
    ['GET', i],
    ['GET', `${i}/movements`],
    ['GET', `${f}/stock-movements`],
    ['POST', `${f}/inventory`, inputPayload(farm)],
    ['PUT', i, { name: 'Renamed' }],
    ['DELETE', i],
    ['POST', `${i}/consume`, { quantity: 1 }],
    ['POST', `${i}/receive`, { quantity: 1 }],
    ['POST', `${i}/transfer`, { quantity: 1, to_location_id: farm.locations[1] }],
    ['POST', `${i}/adjust`, { counted_quantity: 1, note: 'count' }],
    ['POST', `${i}/harvest`, { quantity: 1 }],
    ['POST', `${i}/sale`, { quantity: 1 }],
  ];
};
const call = (token: string | null, [method, url, payload]: [Method, string, object?]) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('inventory authorization', () => {
  it('answers 404 to a user of another farm on every farm-scoped route, and changes nothing', async () => {
    const answers = await Promise.all(
      routes().map(async (r) => [r[0], r[1], (await call(outsider.token, r)).statusCode]),
    );
    expect(answers.filter(([, , status]) => status !== 404)).toEqual([]);
    expect(answers).toHaveLength(15);
    const item = await client(t, farm.token).get(`/api/farms/${farm.farmId}/inventory/${itemId}`);
    expect(item.json().data).toMatchObject({ name: 'DAP Fertilizer', quantity: '50.00' });
  });

  it('answers 404 for a farm id that does not exist or is not a UUID', async () => {
    for (const farmId of ['9b2f9a0e-1111-4111-8111-111111111111', 'farm-1']) {
      const res = await client(t, farm.token).get(`/api/farms/${farmId}/inventory`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'farm_not_found', message: 'We could not find that farm.' });
    }
  });

  it('lets a viewer read, and answers 403 on every write', async () => {
    const answers = await Promise.all(
      routes().map(async (r) => [r[0], r[1], (await call(viewerToken, r)).statusCode]),
    );
    const expected = routes().map(([method, url]) => [method, url, method === 'GET' ? 200 : 403]);
    expect(answers).toEqual(expected);
    const denied = await call(viewerToken, [
      'POST',
      `/api/farms/${farm.farmId}/inventory/${itemId}/consume`,
      { quantity: 1 },
    ]);
    expect(denied.json()).toEqual({
      code: 'forbidden',
      message: 'Your role on this farm does not allow you to change inventory.',
      missing_permission: 'inventory.edit',
    });
  });

  it('answers 403 on reads to a member whose custom role grants no inventory', async () => {
    const clerk = await addMember(t, farm.farmId, { permissions: ['farms.view', 'tasks.view'] });
    const reads = routes().filter(([method]) => method === 'GET');
    const answers = await Promise.all(reads.map(async (r) => (await call(clerk.token, r)).statusCode));
    expect(answers).toEqual(reads.map(() => 403));
    const list = await call(clerk.token, reads[0]!);
    expect(list.json()).toEqual({
      code: 'forbidden',
      message: 'Your role on this farm does not allow you to see inventory.',
      missing_permission: 'inventory.view',
    });
  });

  it('takes a removed member or a narrowed role out of the list at once, though the list was just read', async () => {
    const leaving = await addMember(t, farm.farmId, { permissions: ['farms.view', 'inventory.view'] });
    const list: [Method, string] = ['GET', `/api/farms/${farm.farmId}/inventory`];
    expect((await call(leaving.token, list)).statusCode).toBe(200);
    await t.db
      .update(farmRoles)
      .set({ permissions: ['farms.view'] })
      .where(eq(farmRoles.id, leaving.roleId!));
    expect((await call(leaving.token, list)).statusCode).toBe(403);
    await t.db
      .delete(farmMembers)
      .where(and(eq(farmMembers.farmId, farm.farmId), eq(farmMembers.userId, leaving.user.id)));
    expect((await call(leaving.token, list)).statusCode).toBe(404);
  });

  it('lets a worker write', async () => {
    const worker = await addMember(t, farm.farmId, 'worker');
    const res = await call(worker.token, [
      'POST',
      `/api/farms/${farm.farmId}/inventory/${itemId}/consume`,
      { quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().movements[0]).toMatchObject({ user_id: worker.user.id, user_name: 'Wanjiku Kamau' });
  });

  it('answers 401 without a token, also on the list across farms', async () => {
    const answers = await Promise.all(
      [...routes(), ['GET', '/api/inventory/items'] as [Method, string]].map(
        async (r) => (await call(null, r)).statusCode,
      ),
    );
    expect(new Set(answers)).toEqual(new Set([401]));
  });
});
