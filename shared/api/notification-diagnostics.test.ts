// @vitest-environment node
// Test and diagnostics fetchers (docs/product/notifications.md) against a real HTTP server: what goes on the wire, what is read back.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import {
  broadcastBrowserNotification,
  generateTestNotification,
  getRealtimeConfig,
  listAllDeliveries,
  listMyDeliveries,
  listOutbox,
  sendDirectTestNotification,
  sendPushTest,
  sendTestNotification,
} from './notification-diagnostics';

if (typeof globalThis.localStorage === 'undefined') {
  Object.defineProperty(globalThis, 'localStorage', { value: { clear() {} }, configurable: true });
}

const seen: { method: string; path: string; query: Record<string, string>; body: unknown }[] = [];
const answers: Record<string, unknown> = {};
let server: http.Server;
let api: ReturnType<typeof createApiClient>;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: raw ? JSON.parse(raw) : undefined,
      });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify(answers[url.pathname] ?? { success: true, message: 'ok', notification: { id: 'n1' } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = createApiClient({
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    getToken: () => 'tok',
    setToken: () => {},
    onUnauthorized: () => {},
    onReloadRequired: () => {},
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const last = () => seen[seen.length - 1]!;

describe('test notifications (docs/product/notifications.md Test notification payload)', () => {
  it('POST /api/test/generate-notification {type, message, category, farm_id?}', async () => {
    const answer = await generateTestNotification(api, {
      type: 'weather_alert',
      message: ' Frost ',
      category: 'weather',
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/test/generate-notification',
      body: { type: 'weather_alert', message: 'Frost', category: 'weather' },
    });
    expect(answer.notification?.id).toBe('n1');
  });

  it('refuses a type docs/product/notifications.md does not list, before sending', async () => {
    const before = seen.length;
    expect(() =>
      generateTestNotification(api, { type: 'bogus' as never, message: 'x', category: 'test' }),
    ).toThrow();
    expect(seen).toHaveLength(before);
  });

  it('POST /api/test-notification reads success, message and notification.id', async () => {
    const answer = await sendTestNotification(api);
    expect(last()).toMatchObject({ method: 'POST', path: '/api/test-notification' });
    expect(answer).toMatchObject({ success: true, message: 'ok', notification: { id: 'n1' } });
  });

  it('GET /direct-test-notification/{address}?message=', async () => {
    await sendDirectTestNotification(api, 'amina@example.test', 'Hello there');
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/direct-test-notification/amina%40example.test',
      query: { message: 'Hello there' },
    });
  });

  it('POST /api/notifications/fcm-test reads the push outcome', async () => {
    answers['/api/notifications/fcm-test'] = {
      success: true,
      message: 'Test notification sent.',
      notification: { id: 'n2' },
      push: { status: 'off', detail: 'push is not configured' },
    };
    expect((await sendPushTest(api)).push).toEqual({ status: 'off', detail: 'push is not configured' });
  });
});

describe('admin and monitor calls', () => {
  it('POST …/test-browser-notification {title, message, icon, play_sound} reads message and count', async () => {
    answers['/api/admin/notifications/system/test-browser-notification'] = {
      message: 'Sent to 3 browsers.',
      count: 3,
    };
    const answer = await broadcastBrowserNotification(api, {
      title: 'Hi',
      message: 'All',
      icon: '/logo.png',
    });
    expect(last().body).toEqual({ title: 'Hi', message: 'All', icon: '/logo.png', play_sound: true });
    expect(answer).toEqual({ message: 'Sent to 3 browsers.', count: 3 });
  });

  it('delivery logs and the outbox pass their filters as the query', async () => {
    const page = { data: [], meta: { page: 1, per_page: 25, total: 0, unfiltered_total: 0 }, summary: {} };
    answers['/api/farmer/notifications/deliveries'] = page;
    answers['/api/admin/notifications/deliveries'] = page;
    answers['/api/admin/outbox'] = { data: [], meta: page.meta };
    await listMyDeliveries(api, { channel: 'email' });
    expect(last()).toMatchObject({
      path: '/api/farmer/notifications/deliveries',
      query: { page: '1', per_page: '25', channel: 'email' },
    });
    await listAllDeliveries(api, { status: 'failed', page: 3 });
    expect(last()).toMatchObject({
      path: '/api/admin/notifications/deliveries',
      query: { page: '3', status: 'failed' },
    });
    await listOutbox(api, { channel: 'sms' });
    expect(last()).toMatchObject({ path: '/api/admin/outbox', query: { channel: 'sms' } });
  });

  it('GET /api/realtime/config', async () => {
    const config = {
      key: 'k',
      wsHost: 'h',
      wsPort: 1,
      forceTLS: true,
      cluster: 'us3',
      enabled: true,
      authEndpoint: '/broadcasting/auth',
    };
    answers['/api/realtime/config'] = config;
    expect(await getRealtimeConfig(api)).toEqual(config);
  });
});
