// @vitest-environment node
// The notification fetchers against a real HTTP server: paths, methods, query strings and bodies on the wire,
// and each answer read with the contract (docs/product/notifications.md Notifications and device tokens; a failed token save returns false).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import {
  deleteDeviceToken,
  deleteNotification,
  getNotificationPreferences,
  getUnreadCount,
  listNotificationLogs,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  saveDeviceToken,
  updateNotificationPreferences,
} from './notifications';

if (typeof globalThis.localStorage === 'undefined') {
  Object.defineProperty(globalThis, 'localStorage', { value: { clear() {} }, configurable: true });
}

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}
const seen: Seen[] = [];
const answers = new Map<string, { status?: number; body: unknown }>();
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
      const answer = answers.get(`${req.method} ${url.pathname}`) ?? { body: { success: true } };
      res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.body));
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
beforeEach(() => {
  seen.length = 0;
  answers.clear();
});
const last = () => seen[seen.length - 1]!;

const data = {
  title: 'T',
  message: 'M',
  severity: 'info',
  url: null,
  timestamp: '2026-01-01T00:00:00.000Z',
  recommendations: [],
  actions: [],
};
const log = {
  id: 'n1',
  type: 'task',
  category: 'tasks',
  title: 'T',
  message: 'M',
  severity: 'info',
  farm_id: null,
  read_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  action_url: null,
  metadata: {},
  data,
};
const meta = { page: 2, per_page: 5, total: 11, unfiltered_total: 20 };
const preference = {
  id: 'weather',
  type: 'weather',
  name: 'Weather alerts',
  description: 'd',
  channels: { email: true, push: true, sms: false },
};

describe('the list, both readings (docs/product/notifications.md)', () => {
  it('GET /api/notification-logs with page, per_page, unread=1 and type', async () => {
    answers.set('GET /api/notification-logs', { body: { data: [log], meta } });
    const page = await listNotificationLogs(api, { page: 2, per_page: 5, unread: true, type: 'task' });
    expect(last().query).toEqual({ page: '2', per_page: '5', unread: '1', type: 'task' });
    expect(page.data[0]?.id).toBe('n1');
    expect(page.meta).toEqual(meta);
  });

  it('leaves unread and type out when not asked for', async () => {
    answers.set('GET /api/notification-logs', { body: { data: [], meta } });
    await listNotificationLogs(api);
    expect(last().query).toEqual({ page: '1', per_page: '20' });
  });

  it('GET /api/notifications: the items with `read` and the unread count', async () => {
    const item = { ...log, body: 'M', read: false };
    answers.set('GET /api/notifications', {
      body: { success: true, notifications: [item], unread_count: 7 },
    });
    const result = await listNotifications(api, { unread: true, per_page: 50 });
    expect(last().query).toMatchObject({ unread: '1', per_page: '50' });
    expect(result.unreadCount).toBe(7);
    expect(result.notifications[0]).toMatchObject({ id: 'n1', read: false, body: 'M' });
  });

  it('GET /api/notifications/unread-count', async () => {
    answers.set('GET /api/notifications/unread-count', { body: { count: 104 } });
    expect(await getUnreadCount(api)).toBe(104);
  });

  it('rejects an answer that breaks the contract', async () => {
    answers.set('GET /api/notifications/unread-count', { body: { count: -1 } });
    await expect(getUnreadCount(api)).rejects.toThrow('Invalid response format');
  });
});

describe('read, read all, delete', () => {
  it('POST /api/notification-logs/{id}/read with no body answers the new count', async () => {
    answers.set('POST /api/notification-logs/a%2Fb/read', { body: { success: true, unread_count: 3 } });
    expect(await markNotificationRead(api, 'a/b')).toBe(3);
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/notification-logs/a%2Fb/read',
      body: undefined,
    });
  });

  it('POST /api/notification-logs/read-all answers how many were updated', async () => {
    answers.set('POST /api/notification-logs/read-all', {
      body: { success: true, unread_count: 0, updated: 12 },
    });
    expect(await markAllNotificationsRead(api)).toBe(12);
  });

  it('DELETE /api/notification-logs/{id}, and a 404 is an error', async () => {
    await deleteNotification(api, 'n1');
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/notification-logs/n1' });
    answers.set('DELETE /api/notification-logs/gone', {
      status: 404,
      body: { message: 'We could not find that notification.' },
    });
    await expect(deleteNotification(api, 'gone')).rejects.toMatchObject({ status: 404 });
  });
});

describe('preferences (docs/product/notifications.md: GET {status, data}; PUT {preferences:[{type, channels}]})', () => {
  it('reads the status wrapper and a bare array', async () => {
    answers.set('GET /api/farmer/notification-preferences', {
      body: { status: 'success', data: [preference] },
    });
    expect(await getNotificationPreferences(api)).toEqual([preference]);
    answers.set('GET /api/farmer/notification-preferences', { body: [preference] });
    expect(await getNotificationPreferences(api)).toEqual([preference]);
  });

  it('sends the changes and reads the message and the saved rows', async () => {
    answers.set('PUT /api/farmer/notification-preferences', {
      body: {
        status: 'success',
        message: 'Notification preferences updated successfully',
        data: [preference],
      },
    });
    const saved = await updateNotificationPreferences(api, [
      { type: 'weather', channels: { email: true, push: true, sms: false } },
    ]);
    expect(last().body).toEqual({
      preferences: [{ type: 'weather', channels: { email: true, push: true, sms: false } }],
    });
    expect(saved).toEqual({
      message: 'Notification preferences updated successfully',
      preferences: [preference],
    });
  });

  it('a server error keeps its status, for the offline decision', async () => {
    answers.set('PUT /api/farmer/notification-preferences', { status: 500, body: {} });
    await expect(updateNotificationPreferences(api, [])).rejects.toMatchObject({ status: 500 });
  });
});

describe('device token (docs/product/notifications.md)', () => {
  it('sends nothing without a token', async () => {
    expect(await saveDeviceToken(api, '  ')).toBe(false);
    expect(await saveDeviceToken(api, null)).toBe(false);
    expect(seen).toHaveLength(0);
  });

  it('POST /api/notifications/fcm-token {token}; a failure is logged and answers false', async () => {
    expect(await saveDeviceToken(api, ' abc ')).toBe(true);
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/notifications/fcm-token',
      body: { token: 'abc', platform: 'web' },
    });
    answers.set('POST /api/notifications/fcm-token', { status: 500, body: {} });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await saveDeviceToken(api, 'abc')).toBe(false);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('DELETE /api/notifications/fcm-token with the token in the body', async () => {
    await deleteDeviceToken(api, 'abc');
    expect(last()).toMatchObject({
      method: 'DELETE',
      path: '/api/notifications/fcm-token',
      body: { token: 'abc' },
    });
  });
});
