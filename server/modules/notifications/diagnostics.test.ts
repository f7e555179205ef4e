// docs/product/notifications.md Test and diagnostics: open to any signed-in user outside production, superadmins only in production
// (404 for everyone else); each test type of docs/product/notifications.md becomes a real notification of the matching type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationLogPageSchema, TestNotificationResponseSchema } from '@/shared/contracts/notifications';
import { insertFarm, registerSuperadmin, type TestUser } from './test-fixtures';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';

let t: TestApp;
let prod: TestApp;
beforeAll(async () => {
  [t, prod] = await Promise.all([createTestApp(), createTestApp({ config: { NODE_ENV: 'production' } })]);
});
afterAll(async () => {
  await Promise.all([t.close(), prod.close()]);
});

const post = (app: TestApp, user: TestUser | null, url: string, payload: object = {}) =>
  app.app.inject({ method: 'POST', url, headers: user ? bearer(user.token) : {}, payload });
const direct = (app: TestApp, user: TestUser | null, address: string, message = 'Hello there') =>
  app.app.inject({
    method: 'GET',
    url: `/direct-test-notification/${encodeURIComponent(address)}?message=${encodeURIComponent(message)}`,
    headers: user ? bearer(user.token) : {},
  });

describe('test notifications outside production', () => {
  it('generates a notification of the matching type, preference and category', async () => {
    const user = await registerUser(t.app);
    const res = await post(t, user, '/api/test/generate-notification', {
      type: 'weather_alert',
      message: 'Frost expected at dawn.',
      category: 'weather',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = TestNotificationResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      success: true,
      notification: { type: 'weather_alert', category: 'weather', message: 'Frost expected at dawn.' },
    });
    expect(body.notification.metadata).toMatchObject({
      preference_type: 'weather',
      test_type: 'weather_alert',
    });

    const second = await post(t, user, '/api/test-notification', {
      type: 'task_due',
      message: 'Weed plot 3',
      category: 'tasks',
    });
    expect(second.json()).toMatchObject({
      success: true,
      message: 'Test notification sent.',
      notification: { type: 'task' },
    });
    expect(typeof second.json().notification.id).toBe('string');

    const list = NotificationLogPageSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/notification-logs', headers: bearer(user.token) })
      ).json(),
    );
    expect(list.data).toHaveLength(2);
  });

  it('takes defaults, checks the farm and answers 422 for unknown types', async () => {
    const user = await registerUser(t.app);
    const plain = await post(t, user, '/api/test-notification');
    expect(plain.json().notification).toMatchObject({
      type: 'system',
      category: 'test',
      title: 'Test notification',
    });

    const farm = await insertFarm(t.db, user.user.id, 'Kilimo Bora');
    const withFarm = await post(t, user, '/api/test-notification', {
      farm_id: farm.id,
      type: 'input_stock',
      category: 'inputs',
    });
    expect(withFarm.json().notification).toMatchObject({
      farm_id: farm.id,
      action_url: `/farmer/farms/${farm.id}`,
      data: { farm_name: 'Kilimo Bora' },
    });
    const stranger = await registerUser(t.app);
    expect((await post(t, stranger, '/api/test-notification', { farm_id: farm.id })).statusCode).toBe(404);
    const bad = await post(t, user, '/api/test/generate-notification', {
      type: 'earthquake',
      category: 'nope',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['category', 'type']);
  });

  it('sends a direct test notification to one’s own address only', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const res = await direct(t, user, user.user.email, 'Direct hello');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      notification: { message: 'Direct hello', category: 'test' },
    });
    expect((await direct(t, user, other.user.email)).statusCode).toBe(403);
    expect((await direct(t, user, 'nobody@example.test')).statusCode).toBe(403);

    const admin = await registerSuperadmin(t.app, t.db);
    expect((await direct(t, admin, other.user.email)).statusCode).toBe(200);
    expect((await direct(t, admin, 'nobody@example.test')).statusCode).toBe(404);
  });

  it('limits test sends to 30 a minute per address', async () => {
    const limited = await createTestApp();
    try {
      const user = await registerUser(limited.app);
      for (let i = 0; i < 30; i++)
        expect((await direct(limited, user, user.user.email)).statusCode).toBe(200);
      const over = await direct(limited, user, user.user.email);
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('needs a signed-in user', async () => {
    expect((await post(t, null, '/api/test-notification')).statusCode).toBe(401);
  });
});

describe('test notifications in production', () => {
  it('answers 404 to farmers and to anonymous callers, and works for superadmins', async () => {
    const farmer = await registerUser(prod.app);
    for (const url of ['/api/test/generate-notification', '/api/test-notification']) {
      for (const caller of [farmer, null]) {
        const res = await post(prod, caller, url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'There is nothing at this address.', code: 'not_found' });
      }
    }
    expect((await direct(prod, farmer, farmer.user.email)).statusCode).toBe(404);

    const admin = await registerSuperadmin(prod.app, prod.db);
    expect((await post(prod, admin, '/api/test-notification')).statusCode).toBe(200);
    expect((await direct(prod, admin, farmer.user.email)).statusCode).toBe(200);
  });
});
