// docs/product/notifications.md Notifications on a real database: both readings of the list, paging and filters, mark read (both
// readings, idempotent, count never below zero), mark all, delete, and nobody reaches another user's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MarkReadResponseSchema,
  NotificationListResponseSchema,
  NotificationLogPageSchema,
  ReadAllResponseSchema,
  UnreadCountSchema,
} from '@/shared/contracts/notifications';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import type { TestUser } from './test-fixtures';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
});
afterAll(() => t.close());

const notify = async (user: TestUser, title: string, extra: Record<string, unknown> = {}) => {
  t.clock.advance(1_000); // distinct created_at, newest first
  const { row } = await t.app.notifications.service.notify({
    userId: user.user.id,
    title,
    message: `${title} body`,
    ...extra,
  });
  return row.id;
};
const get = (user: TestUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
const post = (user: TestUser, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
const unread = async (user: TestUser) =>
  UnreadCountSchema.parse((await get(user, '/api/notifications/unread-count')).json()).count;

describe('notification lists', () => {
  it('pages the log form newest first, with the unread and type filters', async () => {
    const user = await registerUser(t.app);
    const first = await notify(user, 'Rain tomorrow', { type: 'weather_alert', severity: 'warning' });
    await notify(user, 'Maize moved to tasseling', {
      type: 'crop_update',
      data: { crop_name: 'Maize', crop_id: 'c1' },
    });
    const third = await notify(user, 'Welcome');
    await post(user, `/api/notification-logs/${third}/read`);

    const page = NotificationLogPageSchema.parse(
      (await get(user, '/api/notification-logs?per_page=2')).json(),
    );
    expect(page.data.map((n) => n.title)).toEqual(['Welcome', 'Maize moved to tasseling']);
    expect(page.meta).toEqual({ page: 1, per_page: 2, total: 3, unfiltered_total: 3 });
    expect(page.data[0]!.read_at).not.toBeNull();
    expect(page.data[1]).toMatchObject({
      type: 'crop_update',
      category: 'general',
      severity: 'info',
      data: { crop_name: 'Maize', crop_id: 'c1', severity: 'info', recommendations: [], actions: [] },
    });

    const second = NotificationLogPageSchema.parse(
      (await get(user, '/api/notification-logs?page=2&per_page=2')).json(),
    );
    expect(second.data.map((n) => n.id)).toEqual([first]);

    const unreadOnly = NotificationLogPageSchema.parse(
      (await get(user, '/api/notification-logs?unread=1')).json(),
    );
    expect(unreadOnly.data).toHaveLength(2);
    expect(unreadOnly.meta).toMatchObject({ total: 2, unfiltered_total: 3 });

    const weather = NotificationLogPageSchema.parse(
      (await get(user, '/api/notification-logs?type=weather_alert')).json(),
    );
    expect(weather.data.map((n) => n.id)).toEqual([first]);
    expect(weather.data[0]).toMatchObject({ severity: 'warning', metadata: { priority: 'normal' } });

    expect((await get(user, '/api/notification-logs?type=gossip')).statusCode).toBe(422);
    expect((await get(user, '/api/notification-logs?per_page=500')).statusCode).toBe(422);
  });

  it('answers the second reading with read, title and body, and the unread count', async () => {
    const user = await registerUser(t.app);
    const id = await notify(user, 'Low stock: DAP');
    await notify(user, 'Read me');
    const res = await get(user, '/api/notifications');
    expect(res.statusCode).toBe(200);
    const body = NotificationListResponseSchema.parse(res.json());
    expect(body.success).toBe(true);
    expect(body.unread_count).toBe(2);
    expect(body.notifications.find((n) => n.id === id)).toMatchObject({
      title: 'Low stock: DAP',
      body: 'Low stock: DAP body',
      read: false,
    });
  });

  it('answers GET /api/farmer/notifications with data', async () => {
    const user = await registerUser(t.app);
    await notify(user, 'Farmer list');
    const body = NotificationLogPageSchema.parse((await get(user, '/api/farmer/notifications')).json());
    expect(body.data.map((n) => n.title)).toEqual(['Farmer list']);
  });

  it('marks one read in both readings, idempotently, never below zero', async () => {
    const user = await registerUser(t.app);
    const a = await notify(user, 'A');
    const b = await notify(user, 'B');
    expect(await unread(user)).toBe(2);

    const noBody = await post(user, `/api/notification-logs/${a}/read`);
    expect(noBody.statusCode).toBe(200);
    expect(MarkReadResponseSchema.parse(noBody.json())).toEqual({ success: true, unread_count: 1 });

    const again = await post(user, `/api/notification-logs/${a}/read`);
    expect(again.json()).toEqual({ success: true, unread_count: 1 });

    const withBody = await post(user, `/api/notification-logs/${b}/read`, { notification_id: b });
    expect(withBody.json()).toEqual({ success: true, unread_count: 0 });
    expect(
      (await post(user, `/api/notification-logs/${b}/read`, { notification_id: b })).json().unread_count,
    ).toBe(0);
    expect(await unread(user)).toBe(0);
  });

  it('marks all read and says how many changed', async () => {
    const user = await registerUser(t.app);
    await Promise.all([notify(user, 'One'), notify(user, 'Two'), notify(user, 'Three')]);
    const res = await post(user, '/api/notification-logs/read-all');
    expect(res.statusCode).toBe(200);
    expect(ReadAllResponseSchema.parse(res.json())).toEqual({ success: true, updated: 3, unread_count: 0 });
    expect((await post(user, '/api/notification-logs/read-all')).json()).toMatchObject({ updated: 0 });
    expect(await unread(user)).toBe(0);
  });

  it('deletes a notification and answers the new unread count', async () => {
    const user = await registerUser(t.app);
    const id = await notify(user, 'Delete me');
    await notify(user, 'Keep me');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/notification-logs/${id}`,
      headers: bearer(user.token),
    });
    expect(res.json()).toEqual({ success: true, unread_count: 1 });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/notification-logs/${id}`,
      headers: bearer(user.token),
    });
    expect(again.statusCode).toBe(404);
  });

  it('never lets one user read, mark or delete another user’s notification (404)', async () => {
    const id = await notify(alice, 'Private to Alice');
    expect((await post(bob, `/api/notification-logs/${id}/read`)).statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/notification-logs/${id}`,
      headers: bearer(bob.token),
    });
    expect(del.statusCode).toBe(404);
    expect(del.json()).toMatchObject({ code: 'notification_not_found' });
    await post(bob, '/api/notification-logs/read-all');
    const bobs = NotificationLogPageSchema.parse((await get(bob, '/api/notification-logs')).json());
    expect(bobs.data.map((n) => n.id)).not.toContain(id);
    expect(await unread(alice)).toBe(1);
    expect((await post(bob, '/api/notification-logs/not-a-uuid/read')).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    for (const url of [
      '/api/notification-logs',
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/farmer/notifications',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/notification-logs/read-all' })).statusCode).toBe(
      401,
    );
  });
});
