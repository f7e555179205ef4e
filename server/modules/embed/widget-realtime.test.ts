// A widget session with notifications:read may subscribe to one channel, the key owner's notifications of the key's
// farm — signed like /broadcasting/auth, with the key as its grant — and to nothing else of the owner's; without the
// scope it may not hear it (the farm's stock channel: widget-stock-realtime.test.ts). With the official pusher-js client on the listening app: a notification about another of the
// owner's farms never reaches the widget's socket, and revoking the key ends its live feed at once.
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EmbedScope } from '@/shared/contracts/embed';
import { RealtimeClientConfigSchema } from '@/shared/contracts/notifications';
import { loadRealtimeConfig } from '@/server/realtime/config';
import { embedKeyGrant, readGrant } from '@/server/realtime/grants';
import { verifyChannelAuth } from '@/server/realtime/signing';
import { farmNotificationsChannel } from '@/shared/contracts/realtime-channels';
import { REVOKED_SUBSCRIPTION_MESSAGE } from '@/server/realtime/protocol';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer } from '@/server/test/users';
import { createTestFarm, type TestFarm } from '@/server/modules/inventory/inventory-fixtures';
import {
  authorizeWidgetChannel,
  closeWidgetSockets,
  createWidgetSession,
  openWidgetSocket,
  PARTNER,
  type WidgetSocket,
} from './test-support';

const realtime = loadRealtimeConfig({ PUSHER_SECRET: 'widget-test-secret' });
let t: TestApp;
let farm: TestFarm;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ realtime });
  farm = await createTestFarm(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterEach(closeWidgetSockets);
afterAll(() => t.close());

const widgetSession = (scopes: EmbedScope[], owner = farm) => createWidgetSession(t, owner, scopes);
const auth = (key: string, token: string, channel: string) => authorizeWidgetChannel(t, key, token, channel);

describe('widget realtime', () => {
  it('points pusher-js at the widget’s own channel authorization', async () => {
    const { key, token } = await widgetSession(['notifications:read']);
    const res = await t.app.inject({
      url: `/api/widget/${key}/realtime/config`,
      headers: { ...bearer(token), origin: PARTNER },
    });
    const config = RealtimeClientConfigSchema.parse(res.json());
    expect(config).toMatchObject({ key: realtime.key, enabled: true });
    expect(config.authEndpoint).toBe(`/api/widget/${key}/broadcasting/auth`);
  });

  it('signs the key’s farm channel, with the key as its grant, and refuses any other', async () => {
    const { key, token, keyId } = await widgetSession(['notifications:read']);
    const channel = farmNotificationsChannel(farm.farmId, farm.userId);
    const res = await auth(key, token, channel);
    expect(res.statusCode).toBe(200);
    const { auth: signature, channel_data: channelData } = res.json();
    expect(readGrant(channelData)?.grant).toBe(embedKeyGrant(keyId));
    const ok = verifyChannelAuth({
      key: realtime.key,
      secret: realtime.secret,
      socketId: '123.456',
      channelName: channel,
      channelData,
      auth: signature,
    });
    expect(ok).toBe(true);
    // The owner's own channels carry their other farms too: never a widget's.
    for (const refused of [
      `private-user.${farm.userId}`,
      `private-notifications.user.${farm.userId}`,
      farmNotificationsChannel('00000000-0000-4000-8000-000000000000', farm.userId),
      'private-user.00000000-0000-4000-8000-000000000000',
    ]) {
      expect((await auth(key, token, refused)).statusCode).toBe(403);
    }
  });

  it('refuses the notification channel to a key without notifications:read', async () => {
    const { key, token } = await widgetSession(['inventory:read']);
    expect((await auth(key, token, farmNotificationsChannel(farm.farmId, farm.userId))).statusCode).toBe(403);
  });
});

const widgetSocket = (key: string, token: string) => openWidgetSocket(port, key, token);

const notify = async (userId: string, farmId: string | null, message: string) =>
  (
    await t.app.notifications.service.notify({
      userId,
      farmId,
      type: 'weather_alert',
      title: 'Heavy rain tonight',
      message,
    })
  ).row.id;
const heardIds = (socket: WidgetSocket) => socket.heard.map((h) => h.data.id).filter(Boolean);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('widget realtime over pusher-js', () => {
  it('delivers the key’s farm’s notifications and counts, never another farm’s of the same owner', async () => {
    const farmA = await createTestFarm(t, { name: 'Shamba A' });
    const farmB = await createTestFarm(t, {
      name: 'Shamba B',
      owner: { token: farmA.token, userId: farmA.userId },
    });
    const { key, token } = await widgetSession(['notifications:read'], farmA);
    const socket = await widgetSocket(key, token);
    // The owner's own channels (all their farms) are refused to the widget.
    expect(await socket.subscribe(`private-user.${farmA.userId}`)).toBe(403);
    expect(await socket.subscribe(farmNotificationsChannel(farmB.farmId, farmA.userId))).toBe(403);
    expect(await socket.subscribe(farmNotificationsChannel(farmA.farmId, farmA.userId))).toBe('subscribed');

    const aboutB = await notify(farmA.userId, farmB.farmId, 'Farm B: the co-op collects on Friday');
    const aboutNoFarm = await notify(farmA.userId, null, 'Your account: a new sign-in');
    const aboutA = await notify(farmA.userId, farmA.farmId, 'Farm A: frost tonight');
    await expect.poll(() => heardIds(socket), { timeout: 2_000, interval: 20 }).toContain(aboutA);
    await pause(300);
    expect(heardIds(socket)).toEqual([aboutA]);
    expect(heardIds(socket)).not.toContain(aboutB);
    expect(heardIds(socket)).not.toContain(aboutNoFarm);

    // Read in the web app: the widget hears its farm's new count, and nothing for the other farm's.
    const readThere = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/notification-logs/${id}/read`,
        headers: bearer(farmA.token),
      });
    expect((await readThere(aboutB)).statusCode).toBe(200);
    expect((await readThere(aboutA)).statusCode).toBe(200);
    const counts = () => socket.heard.filter((h) => h.event === 'unread-count').map((h) => h.data);
    await expect.poll(counts, { timeout: 2_000, interval: 20 }).toEqual([{ unread_count: 0 }]);
    await pause(200);
    expect(counts()).toEqual([{ unread_count: 0 }]);
  });

  it('ends a revoked key’s live feed within 2 s; another key’s widget keeps hearing', async () => {
    const revoked = await widgetSession(['notifications:read']);
    const kept = await widgetSession(['notifications:read']);
    const channel = farmNotificationsChannel(farm.farmId, farm.userId);
    const [gone, staying] = await Promise.all([
      widgetSocket(revoked.key, revoked.token),
      widgetSocket(kept.key, kept.token),
    ]);
    expect(await gone.subscribe(channel)).toBe('subscribed');
    expect(await staying.subscribe(channel)).toBe('subscribed');
    const before = await notify(farm.userId, farm.farmId, 'Before the revocation');
    for (const socket of [gone, staying]) {
      await expect.poll(() => heardIds(socket), { timeout: 2_000, interval: 20 }).toContain(before);
    }

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/embed-keys/${revoked.keyId}`,
      headers: bearer(farm.token),
    });
    expect(res.statusCode).toBe(200);
    await expect
      .poll(() => gone.errors, { timeout: 2_000, interval: 20 })
      .toEqual([{ channel, type: 'AuthError', error: REVOKED_SUBSCRIPTION_MESSAGE, status: 401 }]);
    const after = await notify(farm.userId, farm.farmId, 'After the revocation');
    await expect.poll(() => heardIds(staying), { timeout: 2_000, interval: 20 }).toContain(after);
    await pause(300);
    expect(heardIds(gone)).toEqual([before]);
  });
});
