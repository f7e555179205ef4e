// The inventory and storage widgets stay live (docs/product/widgets.md "Live updates"): every change to a farm's
// items, through the web app's API or a widget, reaches the farm's stock channel as `inventory-changed` with the
// farm's id only, heard by pusher-js on the listening app. Only a widget session of that farm with inventory:read
// may join the channel, and revoking its key ends the subscription.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeClientConfigSchema } from '@/shared/contracts/notifications';
import {
  farmInventoryChannel,
  farmNotificationsChannel,
  INVENTORY_CHANGED_EVENT,
} from '@/shared/contracts/realtime-channels';
import { farmRoles } from '@/server/db/schema/farms';
import { loadRealtimeConfig } from '@/server/realtime/config';
import { allOfGrants, embedKeyGrant, farmMemberGrant, readGrant } from '@/server/realtime/grants';
import { REVOKED_SUBSCRIPTION_MESSAGE } from '@/server/realtime/protocol';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer } from '@/server/test/users';
import {
  addMember,
  client,
  createItem,
  createTestFarm,
  itemUrl,
  type TestFarm,
} from '@/server/modules/inventory/inventory-fixtures';
import { STOCK_EVENT_DELAY_MS } from './stock-change-events';
import {
  authorizeWidgetChannel,
  closeWidgetSockets,
  createWidgetSession,
  openWidgetSocket,
  PARTNER,
  type WidgetSocket,
} from './test-support';

const realtime = loadRealtimeConfig({ PUSHER_SECRET: 'widget-stock-test-secret' });
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ realtime });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterEach(closeWidgetSockets);
afterAll(() => t.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stockEvents = (socket: WidgetSocket) => socket.heard.filter((h) => h.event === INVENTORY_CHANGED_EVENT);

/** A widget of the farm with inventory:read, subscribed to the farm's stock channel. */
async function stockWidget(farm: TestFarm) {
  const { key, keyId, token } = await createWidgetSession(t, farm, ['inventory:read']);
  const socket = await openWidgetSocket(port, key, token);
  expect(await socket.subscribe(farmInventoryChannel(farm.farmId))).toBe('subscribed');
  return { key, keyId, token, socket };
}

/** Runs the write and waits until the socket has heard one more stock event than before it. */
async function expectAnnounced(
  socket: WidgetSocket,
  write: () => Promise<{ statusCode: number; body: string }>,
) {
  const before = stockEvents(socket).length;
  const res = await write();
  expect(res.statusCode, res.body).toBeLessThan(300);
  await expect.poll(() => stockEvents(socket).length, { timeout: 2_000, interval: 20 }).toBe(before + 1);
}

describe('live stock for the widgets', () => {
  it('announces every kind of stock change on the farm’s stock channel, with the farm’s id only', async () => {
    const farm = await createTestFarm(t);
    const { socket } = await stockWidget(farm);
    const api = client(t, farm.token);
    const item = await createItem(t, farm, { quantity: 100 });
    await expect.poll(() => stockEvents(socket).length, { timeout: 2_000, interval: 20 }).toBe(1);

    await expectAnnounced(socket, () => api.post(itemUrl(farm, item.id, '/consume'), { quantity: 5 }));
    await expectAnnounced(socket, () => api.post(itemUrl(farm, item.id, '/receive'), { quantity: 20 }));
    await expectAnnounced(socket, () =>
      api.post(itemUrl(farm, item.id, '/transfer'), { quantity: 10, to_location_id: farm.locations[1] }),
    );
    await expectAnnounced(socket, () =>
      api.post(itemUrl(farm, item.id, '/adjust'), { counted_quantity: 90, note: 'recount' }),
    );
    await expectAnnounced(socket, () => api.put(itemUrl(farm, item.id), { name: 'DAP 50 kg bags' }));
    // An item with stock history keeps it; one without can be deleted.
    const spare = await createItem(t, farm, { name: 'Spare sacks', quantity: 0 });
    await expect.poll(() => stockEvents(socket).length, { timeout: 2_000, interval: 20 }).toBe(7);
    await expectAnnounced(socket, () => api.delete(itemUrl(farm, spare.id)));

    expect(stockEvents(socket).every((h) => h.channel === farmInventoryChannel(farm.farmId))).toBe(true);
    expect(stockEvents(socket).map((h) => h.data)).toEqual(
      Array.from({ length: 8 }, () => ({ farm_id: farm.farmId })),
    );
  });

  it('announces a widget’s own consume, and nothing for a refused write or another farm’s change', async () => {
    const farm = await createTestFarm(t);
    const other = await createTestFarm(t);
    const otherItem = await createItem(t, other, { quantity: 30 });
    const { socket } = await stockWidget(farm);
    const item = await createItem(t, farm, { quantity: 30 });
    await expect.poll(() => stockEvents(socket).length, { timeout: 2_000, interval: 20 }).toBe(1);
    const writer = await createWidgetSession(t, farm, ['inventory:read', 'inventory:write']);

    await expectAnnounced(socket, () =>
      t.app.inject({
        method: 'POST',
        url: `/api/widget/${writer.key}/inventory/${item.id}/consume`,
        headers: { ...bearer(writer.token), origin: PARTNER },
        payload: { quantity: 3 },
      }),
    );
    const heard = stockEvents(socket).length;
    // More than there is: refused (409), nothing changed, nothing announced.
    const refused = await client(t, farm.token).post(itemUrl(farm, item.id, '/consume'), { quantity: 500 });
    expect(refused.statusCode).toBe(409);
    // Another farm's stock moves on its own channel only.
    const elsewhere = await client(t, other.token).post(itemUrl(other, otherItem.id, '/consume'), {
      quantity: 1,
    });
    expect(elsewhere.statusCode).toBe(200);
    await pause(600);
    expect(stockEvents(socket)).toHaveLength(heard);
  });
});

describe('who may hear a farm’s stock', () => {
  it('signs the stock channel for a session with inventory:read, with its key and its creator’s membership as the grant', async () => {
    const farm = await createTestFarm(t);
    const { key, keyId, token } = await createWidgetSession(t, farm, ['inventory:read']);
    const config = await t.app.inject({
      url: `/api/widget/${key}/realtime/config`,
      headers: { ...bearer(token), origin: PARTNER },
    });
    expect(config.statusCode).toBe(200);
    expect(RealtimeClientConfigSchema.parse(config.json()).authEndpoint).toBe(
      `/api/widget/${key}/broadcasting/auth`,
    );
    const res = await authorizeWidgetChannel(t, key, token, farmInventoryChannel(farm.farmId));
    expect(res.statusCode).toBe(200);
    // docs/product/roles-and-permissions.md "Live updates": the creator leaving the farm ends it too.
    expect(readGrant(res.json<{ channel_data: string }>().channel_data)?.grant).toBe(
      allOfGrants(embedKeyGrant(keyId), farmMemberGrant(farm.farmId, farm.userId)),
    );
    // Its notification channel needs notifications:read, which this key lacks.
    const notifications = await authorizeWidgetChannel(
      t,
      key,
      token,
      farmNotificationsChannel(farm.farmId, farm.userId),
    );
    expect(notifications.statusCode).toBe(403);
  });

  it('refuses a key of another farm, and a key without inventory:read', async () => {
    const farm = await createTestFarm(t);
    const other = await createTestFarm(t);
    const stranger = await createWidgetSession(t, other, ['inventory:read', 'notifications:read']);
    expect(
      (await authorizeWidgetChannel(t, stranger.key, stranger.token, farmInventoryChannel(farm.farmId)))
        .statusCode,
    ).toBe(403);
    const bellOnly = await createWidgetSession(t, farm, ['notifications:read']);
    const refused = await authorizeWidgetChannel(
      t,
      bellOnly.key,
      bellOnly.token,
      farmInventoryChannel(farm.farmId),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      'This embed key does not allow: Read inventory.',
    );
    // Over a real socket too: the subscription is refused and nothing of the farm's stock arrives.
    const socket = await openWidgetSocket(port, bellOnly.key, bellOnly.token);
    expect(await socket.subscribe(farmInventoryChannel(farm.farmId))).toBe(403);
    await createItem(t, farm);
    await pause(500);
    expect(stockEvents(socket)).toEqual([]);
  });

  it('refuses the channel once the key’s creator may no longer read inventory', async () => {
    const farm = await createTestFarm(t);
    const member = await addMember(t, farm.farmId, {
      permissions: ['farms.view', 'inventory.view', 'settings.create'],
    });
    const memberFarm = { ...farm, token: member.token, userId: member.user.id };
    const session = await createWidgetSession(t, memberFarm, ['inventory:read']);
    expect(
      (await authorizeWidgetChannel(t, session.key, session.token, farmInventoryChannel(farm.farmId)))
        .statusCode,
    ).toBe(200);
    // The farm narrows the member's custom role: the next authorization reads it.
    await t.db
      .update(farmRoles)
      .set({ permissions: ['farms.view', 'settings.create'] })
      .where(eq(farmRoles.id, member.roleId!));
    expect(
      (await authorizeWidgetChannel(t, session.key, session.token, farmInventoryChannel(farm.farmId)))
        .statusCode,
    ).toBe(403);
  });

  it('ends a revoked key’s stock feed at once', async () => {
    const farm = await createTestFarm(t);
    const item = await createItem(t, farm, { quantity: 50 });
    await pause(STOCK_EVENT_DELAY_MS * 3); // its own event is out before the widget subscribes
    const { keyId, socket } = await stockWidget(farm);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/embed-keys/${keyId}`,
      headers: bearer(farm.token),
    });
    expect(revoked.statusCode).toBe(200);
    await expect
      .poll(() => socket.errors, { timeout: 2_000, interval: 20 })
      .toEqual([
        {
          channel: farmInventoryChannel(farm.farmId),
          type: 'AuthError',
          error: REVOKED_SUBSCRIPTION_MESSAGE,
          status: 401,
        },
      ]);
    const heard = stockEvents(socket).length;
    await client(t, farm.token).post(itemUrl(farm, item.id, '/consume'), { quantity: 1 });
    await pause(600);
    expect(stockEvents(socket)).toHaveLength(heard);
  });
});
