import { createHash, createHmac } from 'node:crypto';
import Pusher from 'pusher';
import { describe, expect, it } from 'vitest';
import {
  authorizeChannel,
  md5Hex,
  requestStringToSign,
  safeEqual,
  signChannel,
  verifyChannelAuth,
  verifyRequestSignature,
} from './signing';

const key = 'app-key';
const secret = 'app-secret-0123456789';
// Computed here with node:crypto directly, not through the code under test.
const hmac = (message: string) => createHmac('sha256', secret).update(message).digest('hex');

describe('channel signatures', () => {
  it('signs "socket_id:channel_name" with HMAC-SHA256 as hex', () => {
    const expected = hmac('1234.5678:private-user.7');
    expect(signChannel({ secret, socketId: '1234.5678', channelName: 'private-user.7' })).toBe(expected);
    expect(authorizeChannel({ key, secret, socketId: '1234.5678', channelName: 'private-user.7' })).toEqual({
      auth: `${key}:${expected}`,
    });
  });

  it('matches the example of the Pusher authorization docs', () => {
    const docs = authorizeChannel({
      key: '278d425bdf160c739803',
      secret: '7ad3773142a6692b25b8',
      socketId: '1234.1234',
      channelName: 'private-foobar',
    });
    expect(docs.auth).toBe(
      '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    );
  });

  it('agrees with the official SDK', () => {
    const sdk = new Pusher({ appId: '1', key, secret, host: '127.0.0.1' });
    expect(authorizeChannel({ key, secret, socketId: '99.1', channelName: 'private-x' })).toEqual(
      sdk.authorizeChannel('99.1', 'private-x'),
    );
  });

  it('verifies the auth string of a subscribe, and refuses others', () => {
    const good = authorizeChannel({ key, secret, socketId: '1.2', channelName: 'private-a' }).auth;
    const input = { key, secret, socketId: '1.2', channelName: 'private-a' };
    expect(verifyChannelAuth({ ...input, auth: good })).toBe(true);
    expect(verifyChannelAuth({ ...input, socketId: '1.3', auth: good })).toBe(false);
    expect(verifyChannelAuth({ ...input, channelName: 'private-b', auth: good })).toBe(false);
    expect(verifyChannelAuth({ ...input, auth: good.replace(key, 'other-key') })).toBe(false);
    expect(verifyChannelAuth({ ...input, auth: `${key}:${'0'.repeat(64)}` })).toBe(false);
    expect(verifyChannelAuth({ ...input, auth: 'no-colon' })).toBe(false);
    expect(verifyChannelAuth({ ...input, auth: undefined })).toBe(false);
  });

  it('compares safely whatever the lengths', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
  });
});

describe('HTTP API request signatures', () => {
  const now = 1_700_000_000;
  const body = Buffer.from('{"name":"e","channels":["a"],"data":"{}"}');
  const signedParams = (overrides: Record<string, string> = {}): Record<string, string> => {
    const params: Record<string, string> = {
      auth_key: key,
      auth_timestamp: String(now),
      auth_version: '1.0',
      body_md5: createHash('md5').update(body).digest('hex'),
      ...overrides,
    };
    const query = Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    return { ...params, auth_signature: hmac(`POST\n/apps/1/events\n${query}`) };
  };
  const verify = (
    params: Record<string, string>,
    extra: Partial<Parameters<typeof verifyRequestSignature>[0]> = {},
  ) =>
    verifyRequestSignature({
      key,
      secret,
      method: 'POST',
      path: '/apps/1/events',
      params,
      rawBody: body,
      nowSeconds: now,
      ...extra,
    });

  it('builds the string to sign with sorted keys and without auth_signature', () => {
    expect(requestStringToSign('get', '/p', { b: '2', auth_signature: 'x', a: '1' })).toBe(
      'GET\n/p\na=1&b=2',
    );
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('accepts a correctly signed request', () => expect(verify(signedParams())).toEqual({ ok: true }));

  it('accepts what the official SDK signs', () => {
    const sdk = new Pusher({ appId: '1', key, secret, host: '127.0.0.1' });
    const query = sdk.createSignedQueryString({
      method: 'GET',
      path: '/apps/1/channels',
      params: { filter_by_prefix: 'private-' },
    });
    const params = Object.fromEntries(new URLSearchParams(query));
    expect(verifyRequestSignature({ key, secret, method: 'GET', path: '/apps/1/channels', params })).toEqual({
      ok: true,
    });
  });

  it.each([
    ['a wrong key', { ...signedParams(), auth_key: 'nope' }, 'Unknown auth_key'],
    ['a stale timestamp', signedParams({ auth_timestamp: String(now - 601) }), 'within 600 s'],
    ['a future timestamp', signedParams({ auth_timestamp: String(now + 601) }), 'within 600 s'],
    ['another auth_version', signedParams({ auth_version: '2.0' }), 'auth_version'],
    ['a body_md5 of another body', signedParams({ body_md5: md5Hex('other') }), 'body_md5'],
    ['a tampered parameter', { ...signedParams(), extra: '1' }, 'Invalid signature'],
    ['no signature', { ...signedParams(), auth_signature: '' }, 'Invalid signature'],
  ])('refuses %s with 401', (_name, params, message) => {
    const result = verify(params);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.status).toBe(401);
      expect(result.message).toContain(message);
    }
  });

  it('refuses a body without body_md5', () => {
    const { body_md5: _dropped, ...rest } = signedParams();
    expect(verify(rest).ok).toBe(false);
  });

  it('refuses a signature made with another secret', () => {
    expect(verify(signedParams(), { secret: 'another-secret' }).ok).toBe(false);
  });
});
