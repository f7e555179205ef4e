import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import {
  FarmDeleteResponseSchema,
  FarmListResponseSchema,
  FarmResponseSchema,
} from '@/shared/contracts/farms';
import { createSuperadmin } from '@/server/modules/auth/superadmin';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, login, registerUser } from '@/server/test/users';
import { addMember, createFarm } from './farm-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

describe('POST /api/farms', () => {
  it('creates the farm with the creator as owner, defaults  (KES, acres, crops)', async () => {
    const { token, user } = await registerUser(t.app);
    const res = await call(token, 'POST', '/api/farms', {
      name: '  Mlima Farm ',
      location: 'Nyeri',
      size: 12.5,
    });
    expect(res.statusCode).toBe(201);
    const farm = FarmResponseSchema.parse(res.json()).data;
    expect(farm).toMatchObject({
      name: 'Mlima Farm',
      location: 'Nyeri',
      size: '12.50',
      size_unit: 'acres',
      main_enterprise: 'crops',
      currency: 'KES',
      status: 'active',
      owner_id: user.id,
      role: 'owner',
      role_id: null,
      role_name: null,
      permissions: BUILT_IN_ROLE_PERMISSIONS.owner,
    });
    expect(new Date(farm.created_at).toISOString()).toBe(farm.created_at);
    const read = await call(token, 'GET', `/api/farms/${farm.id}`);
    expect(FarmResponseSchema.parse(read.json()).data).toEqual(farm);
  });

  it('lets individuals and organizations create farms too, but not a superadmin', async () => {
    for (const user_type of ['individual', 'organization']) {
      const { token } = await registerUser(t.app, { user_type });
      await createFarm(t.app, token);
    }
    const admin = await registerUser(t.app);
    await createSuperadmin(t.db, { email: admin.user.email, name: 'Admin', password: async () => 'unused' });
    const token = (await login(t.app, admin.user.email, admin.password)).json().access_token;
    const res = await call(token, 'POST', '/api/farms', { name: 'Platform farm' });
    expect(res.statusCode).toBe(403);
  });

  it('answers 422 with a message per field rule', async () => {
    const { token } = await registerUser(t.app);
    const cases: [object, string, string][] = [
      [{ name: '   ' }, 'name', 'Enter the farm name.'],
      [{ name: 'x'.repeat(121) }, 'name', 'Use at most 120 characters for the farm name.'],
      [{ name: 'A', size: -1 }, 'size', 'The farm size must be more than 0.'],
      [{ name: 'A', size: 'big' }, 'size', 'Enter the farm size as a number.'],
      [{ name: 'A', size_unit: 'miles' }, 'size_unit', 'Choose acres or hectares.'],
      [{ name: 'A', main_enterprise: 'mining' }, 'main_enterprise', 'Choose the main enterprise.'],
      [{ name: 'A', currency: 'DOGE' }, 'currency', 'Choose one of the listed currencies.'],
      [{ name: 'A', location: 'x'.repeat(201) }, 'location', 'Use at most 200 characters for the location.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(token, 'POST', '/api/farms', payload);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect((await call(token, 'POST', '/api/farms', {})).json().errors.name).toEqual([
      'This field is required.',
    ]);
  });
});

describe('GET /api/farms', () => {
  it('lists only the farms the user is a member of, by name, with their role', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const zebu = await createFarm(t.app, a.token, { name: 'Zebu Ranch' });
    const acacia = await createFarm(t.app, a.token, { name: 'acacia Grove' });
    const shared = await createFarm(t.app, b.token, { name: 'Shared Farm' });
    await createFarm(t.app, b.token, { name: 'Private Farm' });
    await addMember(t.db, shared.id, a.user.id, 'worker');
    const res = await call(a.token, 'GET', '/api/farms');
    const farms = FarmListResponseSchema.parse(res.json()).data;
    expect(farms.map((f) => [f.id, f.role])).toEqual([
      [acacia.id, 'owner'],
      [shared.id, 'worker'],
      [zebu.id, 'owner'],
    ]);
    expect(farms[1]!.permissions).toEqual(BUILT_IN_ROLE_PERMISSIONS.worker);
  });

  it('filters by status: active by default, archived or all on request', async () => {
    const { token } = await registerUser(t.app);
    const active = await createFarm(t.app, token, { name: 'A' });
    const archived = await createFarm(t.app, token, { name: 'B' });
    await createLocationRow(token, archived.id);
    expect((await call(token, 'DELETE', `/api/farms/${archived.id}`)).json().outcome).toBe('archived');
    const ids = async (query: string) =>
      FarmListResponseSchema.parse((await call(token, 'GET', `/api/farms${query}`)).json()).data.map(
        (f) => f.id,
      );
    expect(await ids('')).toEqual([active.id]);
    expect(await ids('?status=archived')).toEqual([archived.id]);
    expect(await ids('?status=all')).toEqual([active.id, archived.id]);
    expect((await call(token, 'GET', '/api/farms?status=gone')).statusCode).toBe(422);
  });
});

async function createLocationRow(token: string, farmId: string) {
  const res = await call(token, 'POST', '/api/inventory/storage-locations', {
    name: 'Store',
    location_type: 'Shed',
    farm_id: farmId,
    capacity: 10,
    address: 'Yard',
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('PUT /api/farms/:farmId', () => {
  it('lets the owner and a manager change the details, not a worker', async () => {
    const owner = await registerUser(t.app);
    const manager = await registerUser(t.app);
    const worker = await registerUser(t.app);
    const farm = await createFarm(t.app, owner.token);
    await addMember(t.db, farm.id, manager.user.id, 'manager');
    await addMember(t.db, farm.id, worker.user.id, 'worker');
    const payload = {
      name: 'Mlima Estate',
      size: 40,
      size_unit: 'hectares',
      main_enterprise: 'dairy',
      currency: 'UGX',
    };
    t.clock.advance(60_000);
    const res = await call(manager.token, 'PUT', `/api/farms/${farm.id}`, payload);
    expect(res.statusCode).toBe(200);
    const updated = FarmResponseSchema.parse(res.json()).data;
    expect(updated).toMatchObject({ ...payload, size: '40.00', role: 'manager', location: null });
    expect(updated.updated_at > farm.updated_at).toBe(true);
    expect((await call(owner.token, 'PUT', `/api/farms/${farm.id}`, payload)).statusCode).toBe(200);
    const refused = await call(worker.token, 'PUT', `/api/farms/${farm.id}`, payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: "Your role on this farm does not allow you to change the farm's details.",
      missing_permission: 'farms.edit',
    });
    expect((await call(owner.token, 'PUT', `/api/farms/${farm.id}`, { name: '' })).statusCode).toBe(422);
  });
});

describe('DELETE /api/farms/:farmId and restore', () => {
  it('deletes a farm that holds nothing', async () => {
    const { token } = await registerUser(t.app);
    const farm = await createFarm(t.app, token);
    const res = await call(token, 'DELETE', `/api/farms/${farm.id}`);
    expect(FarmDeleteResponseSchema.parse(res.json())).toEqual({
      success: true,
      message: 'Farm deleted.',
      outcome: 'deleted',
    });
    expect((await call(token, 'GET', `/api/farms/${farm.id}`)).statusCode).toBe(404);
  });

  it('archives a farm with records instead, and the owner can restore it', async () => {
    const { token } = await registerUser(t.app);
    const farm = await createFarm(t.app, token);
    await call(token, 'POST', '/api/suppliers', { farm_id: farm.id, name: 'Agrovet' });
    const res = await call(token, 'DELETE', `/api/farms/${farm.id}`);
    const body = FarmDeleteResponseSchema.parse(res.json());
    expect(body.outcome).toBe('archived');
    expect(body.message).toMatch(/archived instead of deleted/);
    const archived = FarmResponseSchema.parse(
      (await call(token, 'GET', `/api/farms/${farm.id}`)).json(),
    ).data;
    expect(archived.status).toBe('archived');
    // Deleting again keeps it archived: history is never destroyed through this route.
    expect((await call(token, 'DELETE', `/api/farms/${farm.id}`)).json().outcome).toBe('archived');
    const restored = await call(token, 'POST', `/api/farms/${farm.id}/restore`);
    const active = FarmResponseSchema.parse(restored.json()).data;
    expect(active.status).toBe('active');
    // Restoring an active farm changes nothing.
    const again = await call(token, 'POST', `/api/farms/${farm.id}/restore`);
    expect(FarmResponseSchema.parse(again.json()).data).toEqual(active);
  });

  it('is for the owner only', async () => {
    const owner = await registerUser(t.app);
    const manager = await registerUser(t.app);
    const farm = await createFarm(t.app, owner.token);
    await addMember(t.db, farm.id, manager.user.id, 'manager');
    const res = await call(manager.token, 'DELETE', `/api/farms/${farm.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      message: 'Your role on this farm does not allow you to delete or archive the farm.',
      missing_permission: 'farms.delete',
    });
    expect((await call(manager.token, 'POST', `/api/farms/${farm.id}/restore`)).statusCode).toBe(403);
    expect((await call(owner.token, 'GET', `/api/farms/${farm.id}`)).statusCode).toBe(200);
  });
});
