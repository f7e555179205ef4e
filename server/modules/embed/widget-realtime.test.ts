// A widget session with notifications:read may subscribe to the key owner's two notification
// channels — signed like /broadcasting/auth — and to nothing else; without the scope it gets no realtime at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbedKeyResponseSchema, WidgetSessionSchema, type EmbedScope } from '@/shared/contracts/embed';
import { RealtimeClientConfigSchema } from '@/shared/contracts/notifications';
import { loadRealtimeConfig } from '@/server/realtime/config';
import { verifyChannelAuth } from '@/server/realtime/signing';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer } from '@/server/test/users';
import { createTestFarm, type TestFarm } from '@/server/modules/inventory/inventory-fixtures';

const PARTNER = 'https://coop.example.org';
const realtime = loadRealtimeConfig({ PUSHER_SECRET: 'widget-test-secret' });
let t: TestApp;
let farm: TestFarm;
beforeAll(async () => {
  t = await createTestApp({ realtime });
  farm = await createTestFarm(t);
});
afterAll(() => t.close());

async function widgetSession(scopes: EmbedScope[]) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/embed-keys',
    headers: bearer(farm.token),
    payload: { name: 'Bell', farm_id: farm.farmId, allowed_origins: [PARTNER], scopes },
  });
  const key = EmbedKeyResponseSchema.parse(created.json()).data.publishable_key;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/widget/${key}/session`,
    headers: { origin: PARTNER },
  });
  return { key, token: WidgetSessionSchema.parse(res.json()).token };
}
const auth = (key: string, token: string, channel: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/widget/${key}/broadcasting/auth`,
    headers: { ...bearer(token), origin: PARTNER, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ socket_id: '123.456', channel_name: channel }).toString(),
  });

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

  it('signs the key owner’s notification channels and refuses any other', async () => {
    const { key, token } = await widgetSession(['notifications:read']);
    for (const channel of [`private-user.${farm.userId}`, `private-notifications.user.${farm.userId}`]) {
      const res = await auth(key, token, channel);
      expect(res.statusCode).toBe(200);
      const ok = verifyChannelAuth({
        key: realtime.key,
        secret: realtime.secret,
        socketId: '123.456',
        channelName: channel,
        auth: res.json().auth,
      });
      expect(ok).toBe(true);
    }
    const someoneElse = await auth(key, token, 'private-user.00000000-0000-4000-8000-000000000000');
    expect(someoneElse.statusCode).toBe(403);
  });

  it('gives no realtime to a key without notifications:read', async () => {
    const { key, token } = await widgetSession(['inventory:read']);
    expect((await auth(key, token, `private-user.${farm.userId}`)).statusCode).toBe(403);
  });
});
