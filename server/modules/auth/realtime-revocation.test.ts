// docs/product/realtime.md "Ending subscriptions": a revoked sign-in loses its live feed. After a logout, a sign-out
// of all sessions, a password change or a password reset, a pusher-js client whose private channels were authorized
// with the revoked token is told (pusher:subscription_error, 401) and hears nothing more within 2 s, while the
// person's other, unrevoked sessions (and everyone else) keep hearing their notifications. The official pusher-js
// client on the real app listening on a free port; one instance (PGlite). Two instances: cluster.pg-test.ts.
import type PusherJs from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PasswordChangedResponseSchema } from '@/shared/contracts/auth';
import { REVOKED_SUBSCRIPTION_MESSAGE } from '@/server/realtime/protocol';
import { bearer, login, PASSWORD, registerUser } from '@/server/test/users';
import { startListeningTestApp, type ListeningTestApp } from '@/server/realtime/test-support';

type Channel = ReturnType<PusherJs['subscribe']>;

let t: ListeningTestApp;

beforeAll(async () => {
  t = await startListeningTestApp();
});
afterEach(() => t.disconnectClients());
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new password';

interface Listener {
  /** Ids of the notifications heard, on either channel. */
  heard: Set<string>;
  /** The subscription errors the server sent, per channel. */
  errors: Array<{ channel: string; status?: number; error?: string }>;
}

/** pusher-js as the web app builds it, with one sign-in's token, subscribed to the user's two channels. */
async function listen(userId: string, token: string): Promise<Listener> {
  const client = t.connectClient(token);
  const listener: Listener = { heard: new Set(), errors: [] };
  const subscribe = (name: string, event: string) =>
    new Promise<Channel>((resolve, reject) => {
      const channel = client.subscribe(name);
      channel.bind('pusher:subscription_succeeded', () => resolve(channel));
      channel.bind('pusher:subscription_error', (e: { status?: number; error?: string }) => {
        listener.errors.push({ channel: name, ...e });
        reject(new Error(JSON.stringify(e)));
      });
      channel.bind(event, (data: { id: string }) => listener.heard.add(data.id));
    });
  await Promise.all([
    subscribe(`private-user.${userId}`, 'notification'),
    subscribe(`private-notifications.user.${userId}`, 'new-notification'),
  ]);
  return listener;
}

const notify = async (userId: string, message: string) =>
  (
    await t.app.notifications.service.notify({
      userId,
      type: 'weather_alert',
      title: 'Heavy rain tonight',
      message,
    })
  ).row.id;

/**
 * After the revocation: every revoked listener is told on both channels within 2 s; a notification then reaches
 * the ones that keep their sign-in and none of the revoked ones.
 */
async function expectCutOff(userId: string, revoked: Listener[], kept: Listener[]) {
  for (const listener of revoked) {
    await expect
      .poll(() => listener.errors.map((e) => e.channel).sort(), { timeout: 2_000, interval: 20 })
      .toEqual([`private-notifications.user.${userId}`, `private-user.${userId}`]);
    expect(listener.errors.every((e) => e.status === 401 && e.error === REVOKED_SUBSCRIPTION_MESSAGE)).toBe(
      true,
    );
  }
  const id = await notify(userId, `After the revocation ${Math.random()}`);
  for (const listener of kept) {
    await expect.poll(() => listener.heard.has(id), { timeout: 2_000, interval: 20 }).toBe(true);
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const listener of revoked) expect(listener.heard.has(id)).toBe(false);
}

/** Two sign-ins of one person, and a bystander, all listening and hearing a first notification. */
async function twoSessions() {
  const first = await registerUser(t.app);
  const second = (await login(t.app, first.user.email)).json().access_token as string;
  const bystander = await registerUser(t.app);
  const userId = String(first.user.id);
  const [a, b, other] = await Promise.all([
    listen(userId, first.token),
    listen(userId, second),
    listen(String(bystander.user.id), bystander.token),
  ]);
  const before = await notify(userId, 'Before the revocation');
  for (const listener of [a, b]) {
    await expect.poll(() => listener.heard.has(before), { timeout: 2_000, interval: 20 }).toBe(true);
  }
  return { userId, email: first.user.email, tokens: [first.token, second], a, b, other, bystander };
}

describe('a revoked sign-in loses its live feed', () => {
  it('logout: that session stops hearing, the person’s other session keeps hearing', async () => {
    const s = await twoSessions();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(s.tokens[0]!),
    });
    expect(res.statusCode).toBe(200);
    await expectCutOff(s.userId, [s.a], [s.b]);
    // Signed in again, the person hears as before.
    const again = (await login(t.app, s.email)).json().access_token as string;
    await expectCutOff(s.userId, [], [await listen(s.userId, again), s.b]);
  });

  it('sign-out of all sessions: every session stops hearing; a new sign-in and other people hear', async () => {
    const s = await twoSessions();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: bearer(s.tokens[1]!),
    });
    expect(res.statusCode).toBe(200);
    const fresh = (await login(t.app, s.email)).json().access_token as string;
    await expectCutOff(s.userId, [s.a, s.b], [await listen(s.userId, fresh)]);
    // Someone else's feed was never touched.
    const theirs = await notify(String(s.bystander.user.id), 'For the bystander');
    await expect.poll(() => s.other.heard.has(theirs), { timeout: 2_000, interval: 20 }).toBe(true);
    expect(s.other.errors).toEqual([]);
  });

  it('password change: every old session stops hearing; the token the change answers with hears', async () => {
    const s = await twoSessions();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: bearer(s.tokens[0]!),
      payload: { current_password: PASSWORD, password: NEW_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { access_token: renewed } = PasswordChangedResponseSchema.parse(res.json());
    await expectCutOff(s.userId, [s.a, s.b], [await listen(s.userId, renewed)]);
  });

  it('password reset: every session stops hearing; a sign-in with the new password hears', async () => {
    const s = await twoSessions();
    t.clock.advance(1_000); // the code's e-mail is then the newest message, after the notifications' e-mails
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: s.email } });
    const code = await t.outbox.latestCode(s.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: s.email, code, password: NEW_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = (await login(t.app, s.email, NEW_PASSWORD)).json().access_token as string;
    await expectCutOff(s.userId, [s.a, s.b], [await listen(s.userId, fresh)]);
  });

  it('refuses to subscribe again with an authorization signed for the revoked sign-in', async () => {
    const { token, user } = await registerUser(t.app);
    const client = t.connectClient({
      // A saved answer, replayed after the logout (what a client keeping an old authorization would do).
      customHandler: ({ socketId, channelName }, callback) => {
        void saved(socketId, channelName).then((answer) => callback(null, answer));
      },
    });
    const answers = new Map<string, { auth: string; channel_data?: string }>();
    const saved = async (socketId: string, channelName: string) => {
      const key = `${socketId} ${channelName}`;
      if (!answers.has(key)) {
        const res = await fetch(`http://127.0.0.1:${t.port}/broadcasting/auth`, {
          method: 'POST',
          headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }),
        });
        answers.set(key, (await res.json()) as { auth: string; channel_data?: string });
      }
      return answers.get(key)!;
    };
    const outcome = (channel: Channel) =>
      new Promise<string>((resolve) => {
        channel.bind('pusher:subscription_succeeded', () => resolve('subscribed'));
        channel.bind('pusher:subscription_error', (e: { status?: number }) => resolve(`refused ${e.status}`));
      });
    const name = `private-user.${user.id}`;
    expect(await outcome(client.subscribe(name))).toBe('subscribed');
    const ended = outcome(client.channel(name));
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(await ended).toBe('refused 401');
    client.unsubscribe(name);
    expect(await outcome(client.subscribe(name))).toBe('refused 401');
  });
});
