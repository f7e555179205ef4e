// Farm, storage location, supplier, embed key and widget writes, and the daily expiry job, each leave one entry in
// the farm's activity log with who, from where and the record before and after (docs/product/activity-log.md).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '@/server/db/schema/activity';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import {
  createFarm,
  createLocation,
  createSupplier,
  locationPayload,
} from '@/server/modules/farms/farm-fixtures';
import { createItem, createTestFarm } from '@/server/modules/inventory/inventory-fixtures';
import { refreshExpiredStatuses } from '@/server/modules/inventory/inventory-alerts';
import { addDays, todayOf } from '@/server/modules/inventory/inventory-status';
import { createWidgetSession, PARTNER } from '@/server/modules/embed/test-support';
import { activityOf } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const web = { 'x-shamba-surface': 'web' };

async function owner() {
  const user = await registerUser(t.app, { name: 'Achieng Otieno' });
  const farm = await createFarm(t.app, user.token, { name: 'Shamba Letu' });
  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...bearer(user.token), ...web } });
  return { user, farm, call };
}

const entriesOf = (farmId: string, recordType: string) =>
  activityOf(t.db, farmId, eq(activityLog.recordType, recordType));

describe('farm writes', () => {
  it('records the farm created, edited, archived and restored', async () => {
    const { user, farm, call } = await owner();
    expect((await call('PUT', `/api/farms/${farm.id}`, { name: 'Shamba Yetu' })).statusCode).toBe(200);
    // A farm with a storage location is archived rather than deleted.
    await createLocation(t.app, user.token, farm.id);
    expect((await call('DELETE', `/api/farms/${farm.id}`)).json()).toMatchObject({ outcome: 'archived' });
    expect((await call('POST', `/api/farms/${farm.id}/restore`)).statusCode).toBe(200);

    const entries = await entriesOf(farm.id, 'farm');
    expect(entries.map((e) => [e.action, e.summary, e.actorName])).toEqual([
      ['create', 'Created farm Shamba Letu', 'Achieng Otieno'],
      ['edit', 'Edited farm Shamba Yetu', 'Achieng Otieno'],
      ['archive', 'Archived farm Shamba Yetu', 'Achieng Otieno'],
      ['restore', 'Restored farm Shamba Yetu', 'Achieng Otieno'],
    ]);
    expect(entries[1]).toMatchObject({
      surface: 'web',
      module: 'farms',
      before: expect.objectContaining({ name: 'Shamba Letu' }),
      after: expect.objectContaining({ name: 'Shamba Yetu' }),
    });
    expect(entries[2]!.after).toMatchObject({ status: 'archived' });
  });
});

describe('storage location and supplier writes', () => {
  it('records a location added, edited and deleted', async () => {
    const { user, farm, call } = await owner();
    const location = await createLocation(t.app, user.token, farm.id, { name: 'Shed' });
    const edit = await call(
      'PUT',
      `/api/inventory/storage-locations/${location.id}`,
      locationPayload(farm.id, { name: 'Big shed' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await call('DELETE', `/api/inventory/storage-locations/${location.id}`)).statusCode).toBe(200);
    const entries = await entriesOf(farm.id, 'storage_location');
    expect(entries.map((e) => [e.action, e.summary])).toEqual([
      ['create', 'Added storage location Shed'],
      ['edit', 'Edited storage location Big shed'],
      ['delete', 'Deleted storage location Big shed'],
    ]);
    expect(entries.every((e) => e.recordId === location.id && e.module === 'inventory')).toBe(true);
    expect(entries[1]).toMatchObject({ before: expect.objectContaining({ name: 'Shed' }), surface: 'web' });
    expect(entries[2]).toMatchObject({ after: null, before: expect.objectContaining({ name: 'Big shed' }) });
  });

  it('records a supplier added, edited and deleted', async () => {
    const { user, farm, call } = await owner();
    const supplier = await createSupplier(t.app, user.token, farm.id, 'Agrovet');
    const edit = await call('PUT', `/api/suppliers/${supplier.id}`, {
      farm_id: farm.id,
      name: 'Agrovet Ltd',
      phone: '+254700000001',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await call('DELETE', `/api/suppliers/${supplier.id}`)).statusCode).toBe(200);
    const entries = await entriesOf(farm.id, 'supplier');
    expect(entries.map((e) => [e.action, e.summary])).toEqual([
      ['create', 'Added supplier Agrovet'],
      ['edit', 'Edited supplier Agrovet Ltd'],
      ['delete', 'Deleted supplier Agrovet Ltd'],
    ]);
    expect(entries[1]!.after).toMatchObject({ name: 'Agrovet Ltd', phone: '+254700000001' });
  });

  it('records nothing when a write is refused', async () => {
    const { user, farm, call } = await owner();
    await createSupplier(t.app, user.token, farm.id, 'Agrovet');
    const duplicate = await call('POST', '/api/suppliers', { farm_id: farm.id, name: 'Agrovet' });
    expect(duplicate.statusCode).toBe(409);
    expect(await entriesOf(farm.id, 'supplier')).toHaveLength(1);
  });
});

describe('embed keys and widgets', () => {
  it('records a key created and revoked, without anything secret', async () => {
    const { farm, call } = await owner();
    const created = await call('POST', '/api/embed-keys', {
      name: 'Co-op site',
      farm_id: farm.id,
      allowed_origins: [PARTNER],
      scopes: ['inventory:read'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const keyId = created.json().data.id as string;
    expect((await call('DELETE', `/api/embed-keys/${keyId}`)).statusCode).toBe(200);
    // Revoking again changes nothing and records nothing.
    expect((await call('DELETE', `/api/embed-keys/${keyId}`)).statusCode).toBe(200);
    const entries = await entriesOf(farm.id, 'embed_key');
    expect(entries.map((e) => [e.module, e.action, e.summary])).toEqual([
      ['settings', 'create', 'Created embed key Co-op site'],
      ['settings', 'revoke', 'Revoked embed key Co-op site'],
    ]);
    expect(entries[1]!.before).toMatchObject({ revoked_at: null });
    expect(entries[1]!.after).toMatchObject({ revoked_at: expect.any(String) });
  });

  it("records a widget's stock change as the widget's, in the key creator's name", async () => {
    const farm = await createTestFarm(t);
    const item = await createItem(t, farm);
    const session = await createWidgetSession(t, farm, ['inventory:read', 'inventory:write']);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/widget/${session.key}/inventory/${item.id}/consume`,
      headers: { ...bearer(session.token), origin: PARTNER, 'x-shamba-surface': 'web' },
      payload: { quantity: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await activityOf(t.db, farm.farmId)).filter((e) => e.action === 'consume');
    expect(entry).toMatchObject({ actorId: farm.userId, surface: 'widget', recordId: item.id });
  });
});

describe('the daily expiry job', () => {
  it('records each item it marks expired, with no person and the system surface', async () => {
    const farm = await createTestFarm(t);
    const today = todayOf(t.clock);
    const item = await createItem(t, farm, { name: 'Ridomil', quantity: 4, expiry_date: addDays(today, 2) });
    const later = addDays(today, 5);
    expect(await refreshExpiredStatuses(t.db, later, new Date(`${later}T02:00:00Z`))).toMatchObject({
      expired: 1,
    });
    const [entry] = (await activityOf(t.db, farm.farmId)).filter((e) => e.action === 'expire');
    expect(entry).toMatchObject({
      actorId: null,
      actorName: null,
      surface: 'system',
      module: 'inventory',
      recordType: 'inventory_item',
      recordId: item.id,
      summary: `Ridomil passed its expiry date (${addDays(today, 2)})`,
      before: { status: 'normal' },
      after: { status: 'expired' },
    });
    // A second run the same day changes nothing and records nothing.
    await refreshExpiredStatuses(t.db, later);
    expect((await activityOf(t.db, farm.farmId)).filter((e) => e.action === 'expire')).toHaveLength(1);
  });
});
