// docs/product/widgets.md: a widget presents a publishable key from a page origin. Only an origin on the key's list
// gets a session and CORS headers; a session reads only its key's farm, within its scopes, from its own origin;
// revoking the key ends its sessions on the very next call.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbedKeyResponseSchema, WidgetSessionSchema, type EmbedScope } from '@/shared/contracts/embed';
import { InventoryItemResponseSchema, InventoryPageSchema } from '@/shared/contracts/inventory';
import { notifications } from '@/server/db/schema/notifications';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer } from '@/server/test/users';
import { createItem, createTestFarm, type TestFarm } from '@/server/modules/inventory/inventory-fixtures';

const PARTNER = 'https://coop.example.org';
const STRANGER = 'https://evil.example.net';

let t: TestApp;
let farm: TestFarm;
let other: TestFarm;
let itemId: string;
beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t);
  other = await createTestFarm(t, { name: 'Other Farm' });
  itemId = (await createItem(t, farm, { name: 'DAP Fertilizer', quantity: 50 })).id;
  await createItem(t, other, { name: 'Secret Seed', quantity: 9 });
});
afterAll(() => t.close());

async function makeKey(scopes: EmbedScope[], owner = farm) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/embed-keys',
    headers: bearer(owner.token),
    payload: { name: 'Partner', farm_id: owner.farmId, allowed_origins: [PARTNER], scopes },
  });
  return EmbedKeyResponseSchema.parse(res.json()).data;
}
const exchange = (key: string, origin?: string) =>
  t.app.inject({ method: 'POST', url: `/api/widget/${key}/session`, headers: origin ? { origin } : {} });
async function session(key: string) {
  return WidgetSessionSchema.parse((await exchange(key, PARTNER)).json()).token;
}
const widgetGet = (key: string, path: string, token: string, origin = PARTNER) =>
  t.app.inject({ url: `/api/widget/${key}/${path}`, headers: { ...bearer(token), origin } });
const consume = (key: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/widget/${key}/inventory/${itemId}/consume`,
    headers: { ...bearer(token), origin: PARTNER },
    payload: { quantity: 2 },
  });

describe('widget sessions', () => {
  it('issues a short-lived session to an allowed origin, limited to the key’s farm and scopes', async () => {
    const key = await makeKey(['inventory:read']);
    const res = await exchange(key.publishable_key, PARTNER);
    expect(res.statusCode).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    const body = WidgetSessionSchema.parse(res.json());
    expect(body).toMatchObject({ scopes: ['inventory:read'], farm: { id: farm.farmId, name: 'Mlima Farm' } });
    const minutes = (Date.parse(body.expires_at) - t.clock.now().getTime()) / 60_000;
    expect(minutes).toBe(15);
  });

  it('carries the key owner’s language, English until they choose another', async () => {
    const owner = await createTestFarm(t, { name: 'Shamba la Wanjiru' });
    const key = await makeKey(['inventory:read'], owner);
    const before = WidgetSessionSchema.parse((await exchange(key.publishable_key, PARTNER)).json());
    expect(before.language).toBe('en');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: bearer(owner.token),
      payload: { language: 'sw' },
    });
    expect(saved.statusCode).toBe(200);
    const after = WidgetSessionSchema.parse((await exchange(key.publishable_key, PARTNER)).json());
    expect(after.language).toBe('sw');
    // Another farmer's key keeps its owner's language.
    const others = WidgetSessionSchema.parse(
      (await exchange((await makeKey(['inventory:read'])).publishable_key, PARTNER)).json(),
    );
    expect(others.language).toBe('en');
  });

  it('refuses an origin not on the key’s list (403, no CORS headers) and a request without one', async () => {
    const key = await makeKey(['inventory:read']);
    const res = await exchange(key.publishable_key, STRANGER);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('origin_not_allowed');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect((await exchange(key.publishable_key)).statusCode).toBe(403);
    expect((await exchange('pk_unknown', PARTNER)).statusCode).toBe(401);
  });

  it('answers a CORS preflight only for an allowed origin of that key', async () => {
    const key = await makeKey(['inventory:read']);
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: `/api/widget/${key.publishable_key}/inventory`,
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    const allowed = await preflight(PARTNER);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('authorization');
    const refused = await preflight(STRANGER);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    // Another key's origins do not open this one.
    const elsewhere = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/widget/pk_unknown/inventory',
      headers: { origin: PARTNER, 'access-control-request-method': 'GET' },
    });
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('widget reads and writes', () => {
  it('lists the key’s farm inventory and locations, never another farm’s', async () => {
    const key = await makeKey(['inventory:read']);
    const token = await session(key.publishable_key);
    const res = await widgetGet(key.publishable_key, 'inventory', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    const names = InventoryPageSchema.parse(res.json()).data.map((i) => i.name);
    expect(names).toEqual(['DAP Fertilizer']);
    const locations = await widgetGet(key.publishable_key, 'storage-locations', token);
    expect(
      locations
        .json()
        .data.map((l: { name: string }) => l.name)
        .sort(),
    ).toEqual(['Cold room', 'Main store']);
  });

  it('binds a session to its key and its origin', async () => {
    const key = await makeKey(['inventory:read']);
    const otherKey = await makeKey(['inventory:read'], other);
    const token = await session(key.publishable_key);
    expect((await widgetGet(key.publishable_key, 'inventory', token, STRANGER)).statusCode).toBe(401);
    expect((await widgetGet(otherKey.publishable_key, 'inventory', token)).statusCode).toBe(401);
    expect((await widgetGet(key.publishable_key, 'inventory', 'forged-token')).statusCode).toBe(401);
  });

  it('ends a session when it expires', async () => {
    const key = await makeKey(['inventory:read']);
    const token = await session(key.publishable_key);
    t.clock.advance(15 * 60_000 + 1);
    const res = await widgetGet(key.publishable_key, 'inventory', token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('widget_session_invalid');
  });

  it('keeps a read-only key from writing (403, stock unchanged) and lets a write key consume', async () => {
    const readOnly = await makeKey(['inventory:read']);
    const denied = await consume(readOnly.publishable_key, await session(readOnly.publishable_key));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('scope_missing');
    const writer = await makeKey(['inventory:read', 'inventory:write']);
    const done = await consume(writer.publishable_key, await session(writer.publishable_key));
    expect(done.statusCode).toBe(200);
    expect(InventoryItemResponseSchema.parse(done.json()).data.quantity).toBe('48.00');
  });

  it('puts the low-stock alert a widget consume raised in the bell at once, as a web app write does', async () => {
    // A farm of its own: the other tests count the bell of `farm`.
    const alerted = await createTestFarm(t, { name: 'Alert Farm' });
    const low = await createItem(t, alerted, { name: 'Urea', quantity: 12, reorder_level: 10 });
    const writer = await makeKey(['inventory:read', 'inventory:write'], alerted);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/widget/${writer.publishable_key}/inventory/${low.id}/consume`,
      headers: { ...bearer(await session(writer.publishable_key)), origin: PARTNER },
      payload: { quantity: 5 },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The scheduler is off in tests: only the write itself can have put it there.
    const titles = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.farmId, alerted.farmId));
    expect(titles.filter((n) => n.title === 'Low stock: Urea')).toHaveLength(1);
  });

  it('applies a consume once when the loader retries it with the same Idempotency-Key', async () => {
    const writer = await makeKey(['inventory:read', 'inventory:write']);
    const token = await session(writer.publishable_key);
    const retried = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/widget/${writer.publishable_key}/inventory/${itemId}/consume`,
        headers: { ...bearer(token), origin: PARTNER, 'idempotency-key': 'widget-action-1' },
        payload: { quantity: 1 },
      });
    const [first, second] = [await retried(), await retried()];
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const after = InventoryItemResponseSchema.parse(first.json()).data.quantity;
    expect(InventoryItemResponseSchema.parse(second.json()).data.quantity).toBe(after);
    const page = InventoryPageSchema.parse(
      (await widgetGet(writer.publishable_key, 'inventory', token)).json(),
    );
    expect(page.data.find((item) => item.id === itemId)?.quantity).toBe(after);
  });

  it('shows the key owner’s notifications only with notifications:read', async () => {
    await t.db.insert(notifications).values({
      userId: farm.userId,
      farmId: farm.farmId,
      type: 'system',
      category: 'system',
      title: 'Rain tomorrow',
      message: 'Cover the drying maize.',
    });
    const reader = await makeKey(['notifications:read']);
    const res = await widgetGet(
      reader.publishable_key,
      'notifications',
      await session(reader.publishable_key),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ unread_count: 1, data: [{ title: 'Rain tomorrow' }] });
    const inventoryOnly = await makeKey(['inventory:read']);
    const denied = await widgetGet(
      inventoryOnly.publishable_key,
      'notifications',
      await session(inventoryOnly.publishable_key),
    );
    expect(denied.statusCode).toBe(403);
  });

  it('shows only the key’s farm: its list, its unread count, and marks only its notifications read', async () => {
    const farmA = await createTestFarm(t, { name: 'Shamba A' });
    const farmB = await createTestFarm(t, {
      name: 'Shamba B',
      owner: { token: farmA.token, userId: farmA.userId },
    });
    const note = (farmId: string | null, title: string) =>
      t.db
        .insert(notifications)
        .values({ userId: farmA.userId, farmId, type: 'system', category: 'system', title, message: title })
        .returning({ id: notifications.id })
        .then((rows) => rows[0]!.id);
    const a1 = await note(farmA.farmId, 'A: frost tonight');
    await note(farmA.farmId, 'A: maize seed low');
    const b1 = await note(farmB.farmId, 'B: sale to the co-op');
    await note(null, 'Your password was changed');
    const key = await makeKey(['notifications:read'], farmA);
    const token = await session(key.publishable_key);
    const read = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/widget/${key.publishable_key}/notifications/${id}/read`,
        headers: { ...bearer(token), origin: PARTNER },
      });

    const list = await widgetGet(key.publishable_key, 'notifications', token);
    expect(list.statusCode).toBe(200);
    const titles = (res: typeof list) => res.json().data.map((n: { title: string }) => n.title);
    expect(titles(list).sort()).toEqual(['A: frost tonight', 'A: maize seed low']);
    expect(list.json()).toMatchObject({ unread_count: 2, meta: { total: 2 } });

    // Another farm's notification is not found through this key, and stays unread.
    const other = await read(b1);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('notification_not_found');
    const mine = await read(a1);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ success: true, unread_count: 1 });
    const unread = await widgetGet(key.publishable_key, 'notifications?unread=1', token);
    expect(titles(unread)).toEqual(['A: maize seed low']);
    expect(unread.json().unread_count).toBe(1);
    const [stillUnread] = await t.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, b1));
    expect(stillUnread!.readAt).toBeNull();

    // The owner's own inbox still holds everything: both farms and the account notice.
    const inbox = await t.app.inject({
      url: '/api/notifications/unread-count',
      headers: bearer(farmA.token),
    });
    expect(inbox.json()).toEqual({ count: 3 });
  });

  it('stops a revoked key at once: its live session and any new exchange are refused', async () => {
    const key = await makeKey(['inventory:read']);
    const token = await session(key.publishable_key);
    expect((await widgetGet(key.publishable_key, 'inventory', token)).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/embed-keys/${key.id}`,
      headers: bearer(farm.token),
    });
    expect(revoke.statusCode).toBe(200);
    expect((await widgetGet(key.publishable_key, 'inventory', token)).statusCode).toBe(401);
    const again = await exchange(key.publishable_key, PARTNER);
    expect(again.statusCode).toBe(401);
    expect(again.headers['access-control-allow-origin']).toBeUndefined();
  });
});
