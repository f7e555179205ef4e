import { describe, expect, it } from 'vitest';
import { RealtimeHub } from './hub';
import {
  checkHandshake,
  frames,
  handleClientMessage,
  MAX_CHANNELS_PER_CONNECTION,
  PusherCode,
} from './protocol';
import { grantChannelData, GRANT_MAX_AGE_MS } from './grants';
import { authorizeChannel } from './signing';

const key = 'k';
const secret = 'secret-for-tests';

function session() {
  const hub = new RealtimeHub();
  const socketId = hub.newSocketId();
  hub.add({ socketId, send: () => undefined });
  const sent: Array<{ event: string; channel?: string; data: unknown }> = [];
  const s = { socketId, key, secret, hub, send: (frame: string) => void sent.push(JSON.parse(frame)) };
  const handle = (message: unknown) =>
    handleClientMessage(s, typeof message === 'string' ? message : JSON.stringify(message));
  return { hub, socketId, sent, handle, last: () => sent.at(-1) };
}

describe('checkHandshake', () => {
  const url = (path: string) => new URL(path, 'http://localhost');
  it.each([
    ['/app/k?protocol=7&client=js&version=8.6.0', true],
    ['/app/k?protocol=5', true],
    ['/app/other?protocol=7', PusherCode.AppDoesNotExist],
    ['/app/%E0%A4%A?protocol=7', PusherCode.AppDoesNotExist],
    ['/app/k', PusherCode.UnsupportedProtocol],
    ['/app/k?protocol=4', PusherCode.UnsupportedProtocol],
    ['/app/k?protocol=abc', PusherCode.UnsupportedProtocol],
  ])('%s → %s', (path, expected) => {
    const result = checkHandshake(url(path), key);
    if (expected === true) expect(result).toEqual({ ok: true });
    else expect(result).toMatchObject({ ok: false, code: expected, message: expect.any(String) });
  });
});

describe('frames', () => {
  it('sends connection_established data as a JSON-encoded string', () => {
    const frame = JSON.parse(frames.connectionEstablished('1.2', 20));
    expect(frame.event).toBe('pusher:connection_established');
    expect(JSON.parse(frame.data)).toEqual({ socket_id: '1.2', activity_timeout: 20 });
  });
});

describe('handleClientMessage', () => {
  it('answers pusher:ping with pusher:pong', () => {
    const s = session();
    s.handle({ event: 'pusher:ping', data: {} });
    expect(s.last()).toEqual({ event: 'pusher:pong', data: {} });
  });

  it.each([['not json'], ['[1,2]'], ['{"data":{}}'], ['{"event":42}']])(
    'answers malformed %s with pusher:error',
    (raw) => {
      const s = session();
      expect(() => s.handle(raw)).not.toThrow();
      expect(s.last()).toMatchObject({ event: 'pusher:error', data: { message: expect.any(String) } });
    },
  );

  it('subscribes to a public channel directly', () => {
    const s = session();
    s.handle({ event: 'pusher:subscribe', data: { channel: 'farm-news' } });
    expect(s.last()).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'farm-news',
      data: '{}',
    });
    expect(s.hub.isSubscribed(s.socketId, 'farm-news')).toBe(true);
  });

  it('accepts data sent as a JSON string too', () => {
    const s = session();
    s.handle({ event: 'pusher:subscribe', data: JSON.stringify({ channel: 'farm-news' }) });
    expect(s.last()?.event).toBe('pusher_internal:subscription_succeeded');
  });

  it('subscribes to a private channel with a valid auth, and refuses a forged one', () => {
    const s = session();
    const { auth } = authorizeChannel({ key, secret, socketId: s.socketId, channelName: 'private-user.1' });
    s.handle({ event: 'pusher:subscribe', data: { channel: 'private-user.1', auth } });
    expect(s.last()?.event).toBe('pusher_internal:subscription_succeeded');

    s.handle({ event: 'pusher:subscribe', data: { channel: 'private-user.2', auth } });
    expect(s.sent.at(-2)).toMatchObject({
      event: 'pusher:subscription_error',
      channel: 'private-user.2',
      data: { type: 'AuthError', status: 401, error: expect.stringContaining('Invalid signature') },
    });
    expect(s.last()).toMatchObject({ event: 'pusher:error', data: { code: PusherCode.Unauthorized } });
    expect(s.hub.isSubscribed(s.socketId, 'private-user.2')).toBe(false);
  });

  it('records the grant signed into channel_data, and refuses a revoked, stale or altered one', () => {
    const s = session();
    const channel = 'private-user.1';
    const signed = (grant: string, now = Date.now()) =>
      authorizeChannel({
        key,
        secret,
        socketId: s.socketId,
        channelName: channel,
        channelData: grantChannelData(grant, now),
      });
    const subscribe = (answer: { auth: string; channel_data?: string }) =>
      s.handle({ event: 'pusher:subscribe', data: { channel, ...answer } });

    subscribe(signed('session:1:t1'));
    expect(s.last()?.event).toBe('pusher_internal:subscription_succeeded');
    expect(s.hub.revoke(['session:1:t1'])).toBe(1);
    subscribe(signed('session:1:t1'));
    expect(s.sent.at(-2)).toMatchObject({
      event: 'pusher:subscription_error',
      data: { type: 'AuthError', status: 401, error: expect.stringContaining('was revoked') },
    });
    subscribe(signed('session:1:t2', Date.now() - GRANT_MAX_AGE_MS - 1_000));
    expect(s.sent.at(-2)).toMatchObject({ data: { error: expect.stringContaining('has expired') } });
    // The grant cannot be changed or dropped: the signature covers it.
    const other = signed('session:1:t3');
    subscribe({ auth: other.auth, channel_data: grantChannelData('session:1:t4') });
    expect(s.sent.at(-2)).toMatchObject({ data: { error: expect.stringContaining('Invalid signature') } });
    subscribe({ auth: other.auth });
    expect(s.sent.at(-2)).toMatchObject({ data: { error: expect.stringContaining('Invalid signature') } });
    expect(s.hub.isSubscribed(s.socketId, channel)).toBe(false);
    subscribe(other);
    expect(s.last()?.event).toBe('pusher_internal:subscription_succeeded');
    expect(s.hub.revoke(['session:1:t3'])).toBe(1);
  });

  it.each([
    ['presence-farm', 'Presence channels are not supported'],
    ['private-encrypted-x', 'Encrypted channels are not supported'],
    ['bad channel!', 'Channel names use'],
  ])('refuses %s with a clear subscription_error', (channel, message) => {
    const s = session();
    s.handle({ event: 'pusher:subscribe', data: { channel } });
    expect(s.last()).toMatchObject({
      event: 'pusher:subscription_error',
      data: { error: expect.stringContaining(message) },
    });
  });

  it('unsubscribes', () => {
    const s = session();
    s.handle({ event: 'pusher:subscribe', data: { channel: 'a' } });
    s.handle({ event: 'pusher:unsubscribe', data: { channel: 'a' } });
    expect(s.hub.isSubscribed(s.socketId, 'a')).toBe(false);
  });

  it('refuses client events', () => {
    const s = session();
    s.handle({ event: 'client-typing', channel: 'private-user.1', data: {} });
    expect(s.last()).toMatchObject({
      event: 'pusher:error',
      data: { message: expect.stringContaining('Client events') },
    });
  });

  it('refuses unknown events without closing', () => {
    const s = session();
    s.handle({ event: 'pusher:signin', data: {} });
    expect(s.last()).toMatchObject({
      event: 'pusher:error',
      data: { message: 'Unsupported event: pusher:signin.' },
    });
  });

  it(`limits a connection to ${MAX_CHANNELS_PER_CONNECTION} channels`, () => {
    const s = session();
    for (let i = 0; i < MAX_CHANNELS_PER_CONNECTION; i++)
      s.handle({ event: 'pusher:subscribe', data: { channel: `c${i}` } });
    s.handle({ event: 'pusher:subscribe', data: { channel: 'one-too-many' } });
    expect(s.last()).toMatchObject({ event: 'pusher:subscription_error', data: { status: 429 } });
    s.handle({ event: 'pusher:subscribe', data: { channel: 'c0' } }); // already held: still fine
    expect(s.last()?.event).toBe('pusher_internal:subscription_succeeded');
  });
});
