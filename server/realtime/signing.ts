// Signatures of the Pusher protocol ("Authentication and authorization signatures" and "HTTP API reference",
// https://pusher.com/docs/channels/library_auth_reference/). Both are HMAC-SHA256 with the app secret, as hex.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

export function md5Hex(body: Buffer | string): string {
  return createHash('md5').update(body).digest('hex');
}

/** Constant-time comparison; different lengths are unequal without comparing. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

interface ChannelSignatureInput {
  secret: string;
  socketId: string;
  channelName: string;
  /** Signed too when given ("socket_id:channel_name:channel_data", as for presence channels): our endpoint puts
   *  the grant that authorized a private subscription here (grants.ts), so no client can change or drop it. */
  channelData?: string;
}

/** Private channels: the signature is HMAC-SHA256(secret, "socket_id:channel_name"), or with ":channel_data". */
export function signChannel({ secret, socketId, channelName, channelData }: ChannelSignatureInput): string {
  const tail = channelData === undefined ? '' : `:${channelData}`;
  return hmacSha256Hex(secret, `${socketId}:${channelName}${tail}`);
}

/** The body /broadcasting/auth answers, and what pusher-js passes on in pusher:subscribe: auth "key:signature"
 *  (and channel_data, which pusher-js sends along unchanged). */
export function authorizeChannel(input: ChannelSignatureInput & { key: string }): {
  auth: string;
  channel_data?: string;
} {
  const auth = `${input.key}:${signChannel(input)}`;
  return input.channelData === undefined ? { auth } : { auth, channel_data: input.channelData };
}

/** Checks the `auth` of a pusher:subscribe for a private channel. */
export function verifyChannelAuth(input: ChannelSignatureInput & { key: string; auth: unknown }): boolean {
  if (typeof input.auth !== 'string') return false;
  const colon = input.auth.indexOf(':');
  if (colon < 0) return false;
  const keyMatches = safeEqual(input.auth.slice(0, colon), input.key);
  const signatureMatches = safeEqual(input.auth.slice(colon + 1), signChannel(input));
  return keyMatches && signatureMatches;
}

/** "METHOD\npath\nk=v&…": every query parameter except auth_signature, keys lower-cased and sorted, values as sent
 *  (not URL-encoded), exactly as the official `pusher` SDK builds it before signing. */
export function requestStringToSign(method: string, path: string, params: Record<string, string>): string {
  const query = Object.entries(params)
    .filter(([k]) => k !== 'auth_signature')
    .map(([k, v]) => [k.toLowerCase(), v] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return `${method.toUpperCase()}\n${path}\n${query}`;
}

export interface VerifyRequestInput {
  key: string;
  secret: string;
  method: string;
  /** The request path without the query, e.g. /apps/shamba/events. */
  path: string;
  /** Decoded query parameters, including the auth_* ones. */
  params: Record<string, string>;
  /** The body exactly as received; body_md5 must match it when present. */
  rawBody?: Buffer;
  nowSeconds?: number;
  /** Pusher rejects timestamps more than 600 s away from its clock. */
  maxSkewSeconds?: number;
}

export type VerifyResult = { ok: true } | { ok: false; status: 401; message: string };

const fail = (message: string): VerifyResult => ({ ok: false, status: 401, message });

/** Verifies a signed HTTP API request (auth_key, auth_timestamp, auth_version, body_md5, auth_signature). */
export function verifyRequestSignature(input: VerifyRequestInput): VerifyResult {
  const { params } = input;
  const now = input.nowSeconds ?? Math.floor(Date.now() / 1000);
  const skew = input.maxSkewSeconds ?? 600;
  if (!params.auth_key || !safeEqual(params.auth_key, input.key)) return fail('Unknown auth_key.');
  if (params.auth_version !== '1.0') return fail('auth_version must be 1.0.');
  const timestamp = Number(params.auth_timestamp);
  if (!/^\d+$/.test(params.auth_timestamp ?? '') || Math.abs(now - timestamp) > skew) {
    return fail(`auth_timestamp must be within ${skew} s of the server time (${now}).`);
  }
  const hasBody = input.rawBody !== undefined && input.rawBody.length > 0;
  if (hasBody && params.body_md5 === undefined)
    return fail('body_md5 is required for a request with a body.');
  if (params.body_md5 !== undefined && !safeEqual(params.body_md5, md5Hex(input.rawBody ?? ''))) {
    return fail('body_md5 does not match the request body.');
  }
  const expected = hmacSha256Hex(input.secret, requestStringToSign(input.method, input.path, params));
  if (!params.auth_signature || !safeEqual(params.auth_signature, expected)) {
    return fail('Invalid signature: check the app secret and that the request was signed as sent.');
  }
  return { ok: true };
}
