// The realtime endpoint wired into the app (server/realtime): /broadcasting/auth signs only the signed-in
// user's own channels (docs/architecture.md "Realtime and push").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRealtimeConfig } from '@/server/realtime/config';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ realtime: loadRealtimeConfig({ PUSHER_SECRET: 'a-test-secret-1234' }) });
});
afterAll(() => t.close());

const auth = (channel: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/broadcasting/auth',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ socket_id: '1234.5678', channel_name: channel }).toString(),
  });

describe('POST /broadcasting/auth', () => {
  it("signs the user's own two channels", async () => {
    const { token, user } = await registerUser(t.app);
    for (const channel of [`private-user.${user.id}`, `private-notifications.user.${user.id}`]) {
      const res = await auth(channel, bearer(token));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().auth).toMatch(/^[^:]+:[0-9a-f]{64}$/);
    }
  });

  it("refuses another user's channel, and anyone without a session", async () => {
    const { token } = await registerUser(t.app);
    const other = await registerUser(t.app);
    expect((await auth(`private-user.${other.user.id}`, bearer(token))).statusCode).toBe(403);
    const anonymous = await auth(`private-user.${other.user.id}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Please log in to continue.', code: 'unauthenticated' });
  });
});
