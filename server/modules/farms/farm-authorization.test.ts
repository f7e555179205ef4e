//  and docs/architecture.md "Who may do what": only a farm's members reach its data. Another farm's user gets
// 404 on every farm-scoped route (never 403, never the data); a viewer reads but cannot write; nobody signed
// out gets anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FarmListResponseSchema } from '@/shared/contracts/farms';
import { StorageLocationListResponseSchema } from '@/shared/contracts/storage-locations';
import { SupplierListResponseSchema } from '@/shared/contracts/suppliers';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { addMember, createFarm, createLocation, createSupplier, locationPayload } from './farm-fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Route {
  method: Method;
  url: string;
  payload?: object;
  write: boolean;
}

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let outsider: Awaited<ReturnType<typeof registerUser>>;
let viewer: Awaited<ReturnType<typeof registerUser>>;
let routes: Route[];
let outsiderFarmId: string;
let farmId: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, outsider, viewer] = [
    await registerUser(t.app),
    await registerUser(t.app),
    await registerUser(t.app),
  ];
  const farm = await createFarm(t.app, owner.token, { name: 'Guarded Farm' });
  const location = await createLocation(t.app, owner.token, farm.id, { name: 'Guarded store' });
  const supplier = await createSupplier(t.app, owner.token, farm.id, 'Guarded Supplier');
  await addMember(t.db, farm.id, viewer.user.id, 'viewer');
  outsiderFarmId = (await createFarm(t.app, outsider.token, { name: 'Outsider Farm' })).id;
  const f = (farmId = farm.id);
  const farmBody = { name: 'Taken over' };
  const supplierBody = { farm_id: f, name: 'Sneaky Supplies' };
  routes = [
    { method: 'GET', url: `/api/farms/${f}`, write: false },
    { method: 'PUT', url: `/api/farms/${f}`, payload: farmBody, write: true },
    { method: 'DELETE', url: `/api/farms/${f}`, write: true },
    { method: 'POST', url: `/api/farms/${f}/restore`, write: true },
    { method: 'GET', url: `/api/farms/${f}/storage-locations`, write: false },
    { method: 'GET', url: `/api/farms/${f}/storage-locations/${location.id}`, write: false },
    { method: 'GET', url: `/api/inventory/storage-locations?farm_id=${f}`, write: false },
    { method: 'GET', url: `/api/inventory/storage-locations/${location.id}`, write: false },
    { method: 'POST', url: '/api/inventory/storage-locations', payload: locationPayload(f), write: true },
    {
      method: 'PUT',
      url: `/api/inventory/storage-locations/${location.id}`,
      payload: locationPayload(f),
      write: true,
    },
    { method: 'DELETE', url: `/api/inventory/storage-locations/${location.id}`, write: true },
    { method: 'GET', url: `/api/suppliers?farm_id=${f}`, write: false },
    { method: 'GET', url: `/api/suppliers/${supplier.id}`, write: false },
    { method: 'POST', url: '/api/suppliers', payload: supplierBody, write: true },
    { method: 'PUT', url: `/api/suppliers/${supplier.id}`, payload: supplierBody, write: true },
    { method: 'DELETE', url: `/api/suppliers/${supplier.id}`, write: true },
  ];
});
afterAll(() => t.close());

const send = (route: Route, token?: string) =>
  t.app.inject({
    method: route.method,
    url: route.url,
    payload: route.payload,
    headers: token ? bearer(token) : {},
  });

describe('farm-scoped routes', () => {
  it('answer 404 to a user of another farm on every route, and change nothing', async () => {
    for (const route of routes) {
      const res = await send(route, outsider.token);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(res.body).not.toMatch(/Guarded/);
    }
    // Pointing a write at their own farm does not help: the location's or supplier's farm decides.
    for (const route of routes.filter((r) => r.method === 'PUT' && r.payload && 'farm_id' in r.payload)) {
      const res = await send(
        { ...route, payload: { ...route.payload, farm_id: outsiderFarmId } },
        outsider.token,
      );
      expect(res.statusCode, route.url).toBe(404);
    }
    for (const route of routes.filter((r) => !r.write)) {
      expect((await send(route, owner.token)).statusCode, route.url).toBe(200);
    }
    expect(await names(owner.token)).toEqual({
      farms: ['Guarded Farm'],
      locations: ['Guarded store'],
      suppliers: ['Guarded Supplier'],
    });
  });

  it('leave another farm out of the lists that span farms', async () => {
    expect(await names(outsider.token)).toEqual({ farms: ['Outsider Farm'], locations: [], suppliers: [] });
  });

  it('let a viewer read (200) but not write (403)', async () => {
    for (const route of routes) {
      const res = await send(route, viewer.token);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(route.write ? 403 : 200);
    }
    expect(await names(viewer.token)).toEqual({
      farms: ['Guarded Farm'],
      locations: ['Guarded store'],
      suppliers: ['Guarded Supplier'],
    });
  });

  it('follow a member’s custom role, which may grant no inventory at all', async () => {
    const blind = await registerUser(t.app);
    await addMember(t.db, farmId, blind.user.id, { permissions: ['farms.view', 'tasks.view'] });
    const locations = routes.find((r) => r.url.startsWith('/api/inventory/storage-locations?'))!;
    expect((await send(locations, blind.token)).statusCode).toBe(403);
    expect(await names(blind.token)).toEqual({ farms: ['Guarded Farm'], locations: [], suppliers: [] });
  });

  it('answer 401 to a request without a valid token', async () => {
    const all: Route[] = [
      ...routes,
      { method: 'GET', url: '/api/farms', write: false },
      { method: 'POST', url: '/api/farms', payload: { name: 'X' }, write: true },
      { method: 'GET', url: '/api/inventory/storage-locations', write: false },
      { method: 'GET', url: '/api/suppliers', write: false },
    ];
    for (const route of all) {
      expect((await send(route)).statusCode, `${route.method} ${route.url}`).toBe(401);
      expect((await send(route, 'not-a-token')).statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});

/** What the user sees in the three lists that span all their farms. */
async function names(token: string) {
  const get = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json();
  return {
    farms: FarmListResponseSchema.parse(await get('/api/farms')).data.map((f) => f.name),
    locations: StorageLocationListResponseSchema.parse(
      await get('/api/inventory/storage-locations'),
    ).data.map((l) => l.name),
    suppliers: SupplierListResponseSchema.parse(await get('/api/suppliers')).data.map((s) => s.name),
  };
}
