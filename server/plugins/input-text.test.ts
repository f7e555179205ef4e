// A NUL (or another control character) anywhere a request carries text: answered 422 under the field that holds
// it, before any route reads it; PostgreSQL would refuse NUL in text and the request would end as a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farms } from '@/server/db/schema/farms';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  client,
  createItem,
  createTestFarm,
  itemUrl,
  type TestFarm,
} from '@/server/modules/inventory/inventory-fixtures';
import { CONTROL_CHARACTERS_MESSAGE, fieldsWithControlCharacters } from './input-text';

const refused = (res: { statusCode: number; json: () => unknown }, errors: Record<string, string[]>) => {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({ message: 'Some fields need fixing.', code: 'validation_failed', errors });
};
const nul = [CONTROL_CHARACTERS_MESSAGE];

describe('control characters in requests', () => {
  let t: TestApp;
  let farm: TestFarm;
  let call: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp();
    farm = await createTestFarm(t);
    call = client(t, farm.token);
  });
  afterAll(() => t.close());

  it('refuses a NUL in a text field of the body, naming the field, and stores nothing', async () => {
    const before = await t.db.select().from(farms);
    refused(await call.post('/api/farms', { name: 'Mlima\u0000Farm', location: 'Nakuru' }), { name: nul });
    refused(await call.post('/api/farms', { name: 'Mlima', location: 'x\u0000' }), { location: nul });
    expect(await t.db.select().from(farms)).toEqual(before);
  });

  it('names nested fields and list entries the way validation errors do', async () => {
    refused(
      await call.put('/api/user/settings', { profile: { dashboard_layout: 'a\u0000' }, language: 'sw' }),
      { 'profile.dashboard_layout': nul },
    );
    refused(
      await call.post('/api/embed-keys', {
        name: 'Coop',
        farm_id: farm.farmId,
        allowed_origins: ['https://coop.example.org', 'https://x\u0000.org'],
        scopes: ['inventory:read'],
      }),
      { 'allowed_origins.1': nul },
    );
  });

  it('refuses a NUL in a path parameter', async () => {
    refused(await call.get(`/api/farms/${farm.farmId}%00`), { farmId: nul });
    const item = await createItem(t, farm);
    refused(await call.post(itemUrl(farm, `${item.id}%00`, '/consume'), { quantity: 1 }), { itemId: nul });
  });

  it('refuses a NUL in a query value, which reached the database before', async () => {
    const list = `/api/farms/${farm.farmId}/inventory`;
    refused(await call.get(`${list}?search=DAP%00`), { search: nul });
    refused(await call.get(`${list}?category=Seeds%00`), { category: nul });
    expect((await call.get(`${list}?search=DAP`)).statusCode).toBe(200);
  });

  it('refuses the other invisible control characters but keeps tabs and line breaks', async () => {
    refused(await call.post('/api/farms', { name: 'Mlima\u001b[31m' }), { name: nul });
    const ok = await call.post('/api/farms', {
      name: 'Mlima',
      location: 'Line one\nLine two\twith a tab\r\n',
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('finds control characters at any depth, in keys too, without recursing', () => {
    expect(fieldsWithControlCharacters({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, 'body')).toEqual(['a.1.c']);
    expect(fieldsWithControlCharacters({ 'k\u0000': 1 }, 'body')).toEqual(['k\uFFFD']);
    expect(fieldsWithControlCharacters('\u0000', 'body')).toEqual(['body']);
    expect(fieldsWithControlCharacters({ a: 'tab\there', b: 2, c: null }, 'body')).toEqual([]);
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(fieldsWithControlCharacters(deep, 'body')).toHaveLength(1);
  });
});
