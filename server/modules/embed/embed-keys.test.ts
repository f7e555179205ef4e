// Farmers manage embed keys for their farms. Creating checks farm membership and role like every farm
// route (404 outside the farm, 403 when the role cannot grant the scopes); a key is its creator's alone; bad
// input answers 422 with per-field messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbedKeyListSchema, EmbedKeyResponseSchema } from '@/shared/contracts/embed';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer } from '@/server/test/users';
import { addMember, createTestFarm, type TestFarm } from '@/server/modules/inventory/inventory-fixtures';

let t: TestApp;
let farm: TestFarm;
let other: TestFarm;
beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t);
  other = await createTestFarm(t);
});
afterAll(() => t.close());

const keyInput = (farmId: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Co-op site',
  farm_id: farmId,
  allowed_origins: ['https://coop.example.org'],
  scopes: ['inventory:read', 'notifications:read'],
  ...overrides,
});
const create = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/embed-keys', headers: bearer(token), payload });

describe('embed keys', () => {
  it('creates a publishable key for the farmer’s farm and lists it', async () => {
    const res = await create(farm.token, keyInput(farm.farmId));
    expect(res.statusCode).toBe(201);
    const { data } = EmbedKeyResponseSchema.parse(res.json());
    expect(data).toMatchObject({
      farm_id: farm.farmId,
      farm_name: 'Mlima Farm',
      allowed_origins: ['https://coop.example.org'],
      scopes: ['inventory:read', 'notifications:read'],
      revoked_at: null,
    });
    expect(data.publishable_key).toMatch(/^pk_[\w-]{20,}$/);
    const list = await t.app.inject({ url: '/api/embed-keys', headers: bearer(farm.token) });
    expect(EmbedKeyListSchema.parse(list.json()).data.map((k) => k.id)).toContain(data.id);
  });

  it('answers 422 with a message per field for bad input', async () => {
    const res = await create(
      farm.token,
      keyInput(farm.farmId, {
        name: ' ',
        allowed_origins: ['https://coop.example.org/path', 'coop.example.org'],
        scopes: ['inventory:write'],
      }),
    );
    expect(res.statusCode).toBe(422);
    const { errors } = res.json() as { errors: Record<string, string[]> };
    expect(errors.name).toEqual(['Give the key a name.']);
    expect(errors['allowed_origins.0']?.[0]).toContain('is not an origin');
    expect(errors['allowed_origins.1']?.[0]).toContain('is not an origin');
    expect(errors.scopes).toEqual(['Changing inventory needs reading it too: add inventory:read.']);
    const empty = await create(farm.token, keyInput(farm.farmId, { allowed_origins: [], scopes: [] }));
    expect(empty.json().errors).toMatchObject({
      allowed_origins: ['Add at least one allowed origin.'],
      scopes: ['Choose at least one scope.'],
    });
  });

  it('answers 404 for a farm the user is not a member of, and creates nothing', async () => {
    const res = await create(other.token, keyInput(farm.farmId));
    expect(res.statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/embed-keys', headers: bearer(other.token) });
    expect(EmbedKeyListSchema.parse(list.json()).data).toEqual([]);
  });

  it('needs settings.create, and the role must itself allow what the key shares', async () => {
    const viewer = await addMember(t, farm.farmId, 'viewer');
    const refused = await create(viewer.token, keyInput(farm.farmId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().missing_permission).toBe('settings.create');
    const sharer = await addMember(t, farm.farmId, {
      permissions: ['farms.view', 'inventory.view', 'settings.create', 'settings.view'],
    });
    expect((await create(sharer.token, keyInput(farm.farmId))).statusCode).toBe(201);
    const write = await create(
      sharer.token,
      keyInput(farm.farmId, { scopes: ['inventory:read', 'inventory:write'] }),
    );
    expect(write.statusCode).toBe(403);
    expect(write.json().missing_permission).toBe('inventory.edit');
  });

  it('lists a farm’s keys with settings.view and revokes with settings.delete', async () => {
    const keeper = await addMember(t, farm.farmId, {
      permissions: ['farms.view', 'inventory.view', 'settings.create', 'settings.view'],
    });
    const { data } = EmbedKeyResponseSchema.parse((await create(keeper.token, keyInput(farm.farmId))).json());
    const listed = await t.app.inject({
      url: `/api/embed-keys?farm_id=${farm.farmId}`,
      headers: bearer(keeper.token),
    });
    expect(EmbedKeyListSchema.parse(listed.json()).data.map((k) => k.id)).toEqual([data.id]);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/embed-keys/${data.id}`,
      headers: bearer(keeper.token),
    });
    expect(revoke.statusCode).toBe(403);
    expect(revoke.json().missing_permission).toBe('settings.delete');
    const worker = await addMember(t, farm.farmId, 'worker');
    const hidden = await t.app.inject({
      url: `/api/embed-keys?farm_id=${farm.farmId}`,
      headers: bearer(worker.token),
    });
    expect(hidden.statusCode).toBe(403);
  });

  it('keeps each key to its creator: others neither list nor revoke it (404)', async () => {
    const { data } = EmbedKeyResponseSchema.parse((await create(farm.token, keyInput(farm.farmId))).json());
    const manager = await addMember(t, farm.farmId, 'manager');
    const theirs = await t.app.inject({ url: '/api/embed-keys', headers: bearer(manager.token) });
    expect(EmbedKeyListSchema.parse(theirs.json()).data).toEqual([]);
    for (const token of [manager.token, other.token]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/embed-keys/${data.id}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(404);
    }
    const mine = await t.app.inject({
      method: 'DELETE',
      url: `/api/embed-keys/${data.id}`,
      headers: bearer(farm.token),
    });
    expect(mine.statusCode).toBe(200);
    expect(EmbedKeyResponseSchema.parse(mine.json()).data.revoked_at).not.toBeNull();
  });

  it('turns away a caller who is not signed in', async () => {
    expect((await t.app.inject({ url: '/api/embed-keys' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/embed-keys',
      payload: keyInput(farm.farmId),
    });
    expect(res.statusCode).toBe(401);
  });
});
