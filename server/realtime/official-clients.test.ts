// End to end with the OFFICIAL libraries: pusher-js (Node build) subscribes through /broadcasting/auth, and the
// `pusher` server SDK publishes over the signed HTTP API, exactly as the web app and the server will.
import type PusherJs from 'pusher-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FORBIDDEN_CHANNEL_MESSAGE } from './broadcasting-auth';
import { pusherJsFor, sdkFor, startTestServer, type TestServer } from './test-support';

type Channel = ReturnType<PusherJs['subscribe']>;

let server: TestServer;
const clients: PusherJs[] = [];

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  await server.close();
});

const connect = async (userId: string) => {
  const client = pusherJsFor(server, userId);
  clients.push(client);
  await new Promise<void>((resolve, reject) => {
    client.connection.bind('connected', () => resolve());
    client.connection.bind('failed', () => reject(new Error('pusher-js could not connect')));
  });
  return client;
};

const subscribed = (channel: Channel) =>
  new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
  });

const refused = (channel: Channel) =>
  new Promise<{ status?: number; error?: string }>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => reject(new Error('subscription was accepted')));
    channel.bind('pusher:subscription_error', (e: { status?: number; error?: string }) => resolve(e));
  });

const nextEvent = <T>(channel: Channel, event: string, timeoutMs = 3_000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    channel.bind(event, (data: T) => {
      clearTimeout(timer);
      resolve(data);
    });
  });

const quietFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('pusher-js and the pusher SDK against the embedded endpoint', () => {
  it('subscribes to the user’s own private channels', async () => {
    const client = await connect('7');
    await subscribed(client.subscribe('private-user.7'));
    await subscribed(client.subscribe('private-notifications.user.7'));
    expect(server.app.realtime.hub.counts()).toMatchObject({ connections: 1, channels: 2 });
  });

  it('refuses another user’s private channel', async () => {
    const client = await connect('7');
    const error = await refused(client.subscribe('private-user.8'));
    expect(error.status).toBe(403);
    expect(server.app.realtime.hub.subscriptionCount('private-user.8')).toBe(0);
  });

  it('answers /broadcasting/auth with 403 and the message for another user’s channel', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-user-id': '7' },
      payload: 'socket_id=1.2&channel_name=private-user.8',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: FORBIDDEN_CHANNEL_MESSAGE, code: 'forbidden' });
  });

  it('delivers an event published with the SDK, with the exact payload', async () => {
    const client = await connect('7');
    const channel = client.subscribe('private-notifications.user.7');
    await subscribed(channel);
    const payload = {
      id: 41,
      type: 'task',
      title: 'Irrigate block B',
      message: 'Due at 06:00 — “urgent” ✓',
      created_at: '2025-01-02T03:04:05Z',
      data: { severity: 'warning', action_url: '/farmer/tasks/9' },
    };
    const received = nextEvent(channel, 'new-notification');
    const result = await server.app.realtime.publisher.publish(
      'private-notifications.user.7',
      'new-notification',
      payload,
    );
    expect(result).toEqual({ ok: true, requests: 1 });
    expect(await received).toEqual(payload);
  });

  it('delivers nothing after unsubscribe', async () => {
    const client = await connect('7');
    const channel = client.subscribe('private-user.7');
    await subscribed(channel);
    let count = 0;
    channel.bind('notification', () => (count += 1));
    client.unsubscribe('private-user.7');
    await quietFor(100);
    expect(server.app.realtime.hub.subscriptionCount('private-user.7')).toBe(0);
    await server.app.realtime.publisher.publish('private-user.7', 'notification', { id: 1 });
    await quietFor(200);
    expect(count).toBe(0);
  });

  it('leaves out the excluded socket_id', async () => {
    const [a, b] = [await connect('7'), await connect('7')];
    const [ca, cb] = [a.subscribe('private-user.7'), b.subscribe('private-user.7')];
    await Promise.all([subscribed(ca), subscribed(cb)]);
    let gotA = 0;
    ca.bind('notification', () => (gotA += 1));
    const toB = nextEvent(cb, 'notification');
    await sdkFor(server).trigger(
      'private-user.7',
      'notification',
      { id: 2 },
      { socket_id: a.connection.socket_id },
    );
    expect(await toB).toEqual({ id: 2 });
    await quietFor(150);
    expect(gotA).toBe(0);
  });

  it('delivers batch_events, each to its own channel', async () => {
    const [seven, eight] = [await connect('7'), await connect('8')];
    const [c7, c8] = [seven.subscribe('private-user.7'), eight.subscribe('private-user.8')];
    await Promise.all([subscribed(c7), subscribed(c8)]);
    const got7 = nextEvent(c7, 'notification');
    const got8 = nextEvent(c8, 'notification');
    const result = await server.app.realtime.publisher.publishBatch([
      { channel: 'private-user.7', event: 'notification', payload: { for: 7 } },
      { channel: 'private-user.8', event: 'notification', payload: { for: 8 } },
    ]);
    expect(result.ok).toBe(true);
    expect([await got7, await got8]).toEqual([{ for: 7 }, { for: 8 }]);
  });

  it('refuses a publish signed with a wrong secret (401)', async () => {
    const forged = sdkFor(server, 'not-the-secret');
    await expect(forged.trigger('private-user.7', 'notification', {})).rejects.toMatchObject({ status: 401 });
    await expect(forged.triggerBatch([{ channel: 'a', name: 'e', data: '{}' }])).rejects.toMatchObject({
      status: 401,
    });
  });

  it('answers channel queries signed with GET', async () => {
    const client = await connect('7');
    await subscribed(client.subscribe('private-user.7'));
    const sdk = sdkFor(server);
    const one = await sdk.get({ path: '/channels/private-user.7', params: {} });
    expect(await one.json()).toEqual({ occupied: true, subscription_count: 1 });
    const all = await sdk.get({ path: '/channels', params: { filter_by_prefix: 'private-user.' } });
    expect(await all.json()).toEqual({ channels: { 'private-user.7': {} } });
  });
});

describe('keep-alive with pusher-js', () => {
  it('pings within the server’s activity_timeout, gets pong, and stays connected past the pong timeout', async () => {
    await server.close();
    server = await startTestServer({ activityTimeout: 1, pongTimeout: 1 });
    const client = await connect('7');
    const socketId = client.connection.socket_id;
    const events: string[] = [];
    client.connection.bind('message', (message: { event: string }) => events.push(message.event));
    await quietFor(3_500);
    expect(events).toContain('pusher:pong');
    expect(client.connection.state).toBe('connected');
    expect(client.connection.socket_id).toBe(socketId); // the same connection, never dropped and redialled
  });
});
