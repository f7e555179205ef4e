// The WebSocket endpoint at the protocol level, with a raw `ws` client (what a forger or an old client could send).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PusherCode } from './protocol';
import { authorizeChannel } from './signing';
import {
  connected,
  protocolPath,
  rawClient,
  startTestServer,
  type RawClient,
  type TestServer,
} from './test-support';

let server: TestServer;
const clients: RawClient[] = [];
const open = (path: string) => {
  const client = rawClient(server.port, path);
  clients.push(client);
  return client;
};

beforeEach(async () => {
  server = await startTestServer({ activityTimeout: 1, pongTimeout: 1 });
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.ws.terminate();
  await server.close();
});

describe('WebSocket endpoint /app/{key}', () => {
  it('establishes a connection with a socket id and the activity timeout', async () => {
    const client = open(protocolPath(server.config.key));
    const frame = await client.next((f) => f.event === 'pusher:connection_established');
    expect(typeof frame.data).toBe('string');
    expect(JSON.parse(String(frame.data))).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 1,
    });
    expect(server.app.realtime.hub.counts().connections).toBe(1);
  });

  it('refuses an unknown app key with 4001 and closes', async () => {
    const client = open(protocolPath('no-such-key'));
    const error = await client.next((f) => f.event === 'pusher:error');
    expect(error.data).toMatchObject({
      code: PusherCode.AppDoesNotExist,
      message: expect.stringContaining('does not exist'),
    });
    expect((await client.closed).code).toBe(4001);
  });

  it('refuses a missing or old protocol version with 4007', async () => {
    for (const path of [`/app/${server.config.key}`, `/app/${server.config.key}?protocol=4`]) {
      const client = open(path);
      expect((await client.next((f) => f.event === 'pusher:error')).data).toMatchObject({ code: 4007 });
      expect((await client.closed).code).toBe(4007);
    }
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const client = open(protocolPath(server.config.key));
    await connected(client);
    client.send('pusher:ping', {});
    await client.next((f) => f.event === 'pusher:pong');
  });

  it('refuses a forged private-channel signature', async () => {
    const client = open(protocolPath(server.config.key));
    const socketId = await connected(client);
    const forged = authorizeChannel({
      key: server.config.key,
      secret: 'guessed-secret',
      socketId,
      channelName: 'private-user.1',
    });
    client.send('pusher:subscribe', { channel: 'private-user.1', auth: forged.auth });
    const error = await client.next((f) => f.event === 'pusher:subscription_error');
    expect(error).toMatchObject({ channel: 'private-user.1', data: { type: 'AuthError', status: 401 } });
    expect(server.app.realtime.hub.subscriptionCount('private-user.1')).toBe(0);
  });

  it('answers malformed messages with pusher:error and keeps the connection', async () => {
    const client = open(protocolPath(server.config.key));
    await connected(client);
    client.ws.send('{not json');
    client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await client.next(
      (f) => f.event === 'pusher:error' && String((f.data as { message: string }).message).includes('JSON'),
    );
    await client.next(
      (f) => f.event === 'pusher:error' && String((f.data as { message: string }).message).includes('Binary'),
    );
    client.send('pusher:ping', {});
    await client.next((f) => f.event === 'pusher:pong');
  });

  it('pings a silent client and closes it with 4201 when it never answers', async () => {
    const client = open(protocolPath(server.config.key));
    await connected(client);
    await client.next((f) => f.event === 'pusher:ping', { timeoutMs: 4_000 });
    expect((await client.closed).code).toBe(PusherCode.PongNotReceived);
    expect(server.app.realtime.hub.counts().connections).toBe(0);
  });

  it('keeps a client that answers the server ping', async () => {
    const client = open(protocolPath(server.config.key));
    await connected(client);
    client.ws.on('message', (data) => {
      if (String(data).includes('"pusher:ping"')) client.send('pusher:pong', {});
    });
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    expect(client.frames.filter((f) => f.event === 'pusher:ping').length).toBeGreaterThanOrEqual(1);
  });

  it('drains on close: every socket gets 4200 (reconnect now) and the server stops', async () => {
    const client = open(protocolPath(server.config.key));
    await connected(client);
    const started = Date.now();
    await server.app.close();
    expect((await client.closed).code).toBe(PusherCode.ReconnectNow);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('leaves upgrades of other paths alone', async () => {
    let seen = false;
    server.app.server.on('upgrade', (request, socket) => {
      if (request.url === '/other') seen = true;
      socket.destroy();
    });
    const client = open('/other');
    await client.closed;
    expect(seen).toBe(true);
  });
});
