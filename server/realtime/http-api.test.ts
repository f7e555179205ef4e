// The signed publish API and /broadcasting/auth through inject(): limits, refusals, and that the plugin's body
// parsers stay inside its own scope.
import Fastify, { type FastifyInstance } from 'fastify';
import Pusher from 'pusher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRealtimeConfig } from './config';
import { realtimePlugin } from './plugin';

const config = loadRealtimeConfig({
  PUSHER_APP_ID: '42',
  PUSHER_KEY: 'key',
  PUSHER_SECRET: 'secret-0123456789',
});
const sdk = new Pusher({ appId: '42', key: 'key', secret: config.secret, host: '127.0.0.1' });
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(realtimePlugin, {
    config,
    authorizeUserChannel: (request, channel) => {
      // Like the real rule: no credentials is an error the app's error handler answers (here Fastify's, 401).
      if (!request.headers['x-user-id'])
        throw Object.assign(new Error('Please log in to continue.'), { statusCode: 401 });
      return channel === `private-user.${request.headers['x-user-id']}`;
    },
  });
  app.post('/api/echo', async (request) => ({ body: request.body }));
  await app.ready();
});
afterAll(() => app.close());

/** Signs as the official SDK does (its own createSignedQueryString), then sends through inject. */
function signedPost(path: string, body: unknown, options: { secret?: string; raw?: string } = {}) {
  const payload = options.raw ?? JSON.stringify(body);
  const signer = options.secret
    ? new Pusher({ appId: '42', key: 'key', secret: options.secret, host: 'h' })
    : sdk;
  const query = signer.createSignedQueryString({ method: 'POST', path, body: payload });
  return app.inject({
    method: 'POST',
    url: `${path}?${query}`,
    headers: { 'content-type': 'application/json' },
    payload,
  });
}

const event = (overrides: Record<string, unknown> = {}) => ({
  name: 'notification',
  data: '{"id":1}',
  channel: 'c',
  ...overrides,
});

describe('POST /apps/:appId/events', () => {
  it('answers 200 {} to a signed publish', async () => {
    const response = await signedPost('/apps/42/events', event());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('refuses an unsigned request, a wrong secret and a body that is not the one signed (401)', async () => {
    const unsigned = await app.inject({ method: 'POST', url: '/apps/42/events', payload: event() });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toContain('auth_key');
    expect((await signedPost('/apps/42/events', event(), { secret: 'wrong-secret' })).json()).toEqual({
      message: expect.stringContaining('Invalid signature'),
    });
    const query = sdk.createSignedQueryString({
      method: 'POST',
      path: '/apps/42/events',
      body: JSON.stringify(event()),
    });
    const swapped = await app.inject({
      method: 'POST',
      url: `/apps/42/events?${query}`,
      payload: event({ data: '{"id":666}' }),
    });
    expect(swapped.statusCode).toBe(401);
    expect(swapped.json().message).toContain('body_md5');
  });

  it('answers 404 for another app id', async () => {
    expect((await signedPost('/apps/43/events', event())).statusCode).toBe(404);
  });

  it.each([
    ['no channel', { name: 'e', data: 'x' }],
    ['data that is not a string', event({ data: { id: 1 } })],
    ['a bad channel name', event({ channel: 'bad name' })],
    ['a bad socket_id', event({ socket_id: 'abc' })],
    [
      'more than 100 channels',
      { name: 'e', data: 'x', channels: Array.from({ length: 101 }, (_, i) => `c${i}`) },
    ],
  ])('answers 400 to %s', async (_name, body) => {
    const response = await signedPost('/apps/42/events', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('answers 400 to a signed body that is not JSON', async () => {
    expect((await signedPost('/apps/42/events', null, { raw: '{oops' })).statusCode).toBe(400);
  });

  it('answers 413 to event data over 10 KB', async () => {
    const response = await signedPost('/apps/42/events', event({ data: 'x'.repeat(10 * 1024 + 1) }));
    expect(response.statusCode).toBe(413);
  });
});

describe('POST /apps/:appId/batch_events', () => {
  const item = { name: 'e', data: '{}', channel: 'c' };
  it('accepts up to 10 events and refuses 11', async () => {
    expect((await signedPost('/apps/42/batch_events', { batch: Array(10).fill(item) })).statusCode).toBe(200);
    expect((await signedPost('/apps/42/batch_events', { batch: Array(11).fill(item) })).statusCode).toBe(400);
  });
});

describe('POST /broadcasting/auth', () => {
  const auth = (payload: string | object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      headers: { 'x-user-id': '7', ...headers },
      payload,
    });

  it('signs the user’s own channel, form-encoded or JSON', async () => {
    const form = await auth('socket_id=1.2&channel_name=private-user.7', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual(sdk.authorizeChannel('1.2', 'private-user.7'));
    const json = await auth({ socket_id: '1.2', channel_name: 'private-user.7' });
    expect(json.json()).toEqual(form.json());
  });

  it('lets an error of authorizeUserChannel through (401 without credentials)', async () => {
    const response = await auth({ socket_id: '1.2', channel_name: 'private-user.7' }, { 'x-user-id': '' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 422 with per-field messages for bad input, and for channels that need no authorization', async () => {
    const missing = await auth({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ message: 'Some fields need fixing.', code: 'validation_failed' });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['channel_name', 'socket_id']);
    expect((await auth({ socket_id: '1.2', channel_name: 'public-news' })).statusCode).toBe(422);
    expect((await auth({ socket_id: '1.2', channel_name: 'presence-farm' })).statusCode).toBe(422);
  });
});

describe('encapsulation', () => {
  it('leaves the app’s own JSON parser alone', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/echo', payload: { a: 1 } });
    expect(response.json()).toEqual({ body: { a: 1 } });
  });

  it('decorates the app with realtime', () => {
    expect(Object.keys(app.realtime).sort()).toEqual([
      'authorize',
      'config',
      'fanOut',
      'hub',
      'publisher',
      'revoke',
      'sockets',
    ]);
  });
});
