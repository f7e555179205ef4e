// The Pusher Channels protocol, version 7 (https://pusher.com/docs/channels/library_auth_reference/
// pusher-websockets-protocol): handshake checks, server frames and the client messages we accept. No sockets
// here: websocket.ts feeds raw text in and writes the frames out, so this file is tested without a network.
import { z } from 'zod';
import { GRANT_MAX_AGE_MS, readGrant } from './grants';
import type { RealtimeHub } from './hub';
import { verifyChannelAuth } from './signing';

/** Close and error codes of the protocol: 4000–4099 do not reconnect, 4100–4199 back off, 4200–4299 retry now. */
export const PusherCode = {
  AppDoesNotExist: 4001,
  UnsupportedProtocol: 4007,
  Unauthorized: 4009,
  ReconnectNow: 4200, // our shutdown/drain: pusher-js reconnects at once (to this or another instance)
  PongNotReceived: 4201,
} as const;

export const MIN_PROTOCOL = 5;
export const MAX_PROTOCOL = 7;
/** A connection may hold this many channels; we use two per user. */
export const MAX_CHANNELS_PER_CONNECTION = 100;
/** Pusher's channel-name alphabet and length limit. */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

export const isValidChannelName = (name: string) => CHANNEL_NAME.test(name);

/** Sent (as a pusher:subscription_error) on each subscription whose sign-in or embed key was revoked. */
export const REVOKED_SUBSCRIPTION_MESSAGE =
  'The sign-in or embed key that authorized this subscription was revoked: no more events will arrive here.';

const frame = (event: string, data: unknown, channel?: string) =>
  JSON.stringify(channel === undefined ? { event, data } : { event, channel, data });

/** Server frames. connection_established carries its data JSON-encoded as a string, per the protocol. */
export const frames = {
  connectionEstablished: (socketId: string, activityTimeout: number) =>
    frame(
      'pusher:connection_established',
      JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeout }),
    ),
  error: (code: number | null, message: string) => frame('pusher:error', { code, message }),
  ping: () => frame('pusher:ping', {}),
  pong: () => frame('pusher:pong', {}),
  subscriptionSucceeded: (channel: string) => frame('pusher_internal:subscription_succeeded', '{}', channel),
  /** Same shape pusher-js emits for a failed authorization request, so one handler serves both cases. */
  subscriptionError: (channel: string, type: string, error: string, status: number) =>
    frame('pusher:subscription_error', { type, error, status }, channel),
};

export type HandshakeResult = { ok: true } | { ok: false; code: number; message: string };

/** Checks GET /app/{key}?protocol=7&client=js&version=… before the connection is established. */
export function checkHandshake(url: URL, appKey: string): HandshakeResult {
  const raw = url.pathname.slice('/app/'.length).replace(/\/$/, '');
  let key = raw;
  try {
    key = decodeURIComponent(raw);
  } catch {
    // a malformed escape is simply not our key
  }
  if (key !== appKey) {
    return {
      ok: false,
      code: PusherCode.AppDoesNotExist,
      message: `App key ${key.slice(0, 64)} does not exist.`,
    };
  }
  const protocol = Number(url.searchParams.get('protocol') ?? NaN);
  if (!Number.isInteger(protocol) || protocol < MIN_PROTOCOL || protocol > MAX_PROTOCOL) {
    const message = `Unsupported protocol version: connect with protocol=${MIN_PROTOCOL} to ${MAX_PROTOCOL}.`;
    return { ok: false, code: PusherCode.UnsupportedProtocol, message };
  }
  return { ok: true };
}

export interface ProtocolSession {
  socketId: string;
  key: string;
  secret: string;
  hub: RealtimeHub;
  send(frame: string): void;
  /** Wall clock in ms, for the age of a signed authorization; Date.now by default. */
  now?: () => number;
}

const Envelope = z.object({ event: z.string().min(1), data: z.unknown().optional() });
const SubscribeData = z.object({
  channel: z.string(),
  auth: z.unknown().optional(),
  channel_data: z.unknown().optional(),
});
const UnsubscribeData = z.object({ channel: z.string() });

/** `data` is an object from pusher-js; some clients send it JSON-encoded as a string. */
function dataOf(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** Handles one text message from a client. Never throws: bad input gets a pusher:error and the socket stays. */
export function handleClientMessage(session: ProtocolSession, raw: string): void {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return session.send(
      frames.error(null, 'Invalid JSON: every message must be a JSON object with an event.'),
    );
  }
  const envelope = Envelope.safeParse(json);
  if (!envelope.success)
    return session.send(frames.error(null, 'Invalid message: "event" must be a string.'));
  const { event } = envelope.data;
  const data = dataOf(envelope.data.data);

  if (event === 'pusher:ping') return session.send(frames.pong());
  if (event === 'pusher:pong') return; // any message counts as activity; websocket.ts records it
  if (event === 'pusher:subscribe') return subscribe(session, data);
  if (event === 'pusher:unsubscribe') {
    const parsed = UnsubscribeData.safeParse(data);
    if (!parsed.success) return session.send(frames.error(null, 'pusher:unsubscribe needs data.channel.'));
    return session.hub.unsubscribe(session.socketId, parsed.data.channel);
  }
  if (event.startsWith('client-')) {
    return session.send(frames.error(null, 'Client events are not enabled on this server.'));
  }
  session.send(frames.error(null, `Unsupported event: ${event.slice(0, 64)}.`));
}

function subscribe(session: ProtocolSession, data: unknown): void {
  const parsed = SubscribeData.safeParse(data);
  if (!parsed.success) return session.send(frames.error(null, 'pusher:subscribe needs data.channel.'));
  const { channel, auth, channel_data: channelData } = parsed.data;
  const refuse = (type: string, error: string, status: number) =>
    session.send(frames.subscriptionError(channel, type, error, status));

  if (!isValidChannelName(channel)) {
    return refuse(
      'InvalidChannel',
      'Channel names use A-Z a-z 0-9 _ - = @ , . ; and at most 164 characters.',
      400,
    );
  }
  if (channel.startsWith('presence-')) {
    return refuse('UnsupportedChannel', 'Presence channels are not supported by this server.', 400);
  }
  if (channel.startsWith('private-encrypted-')) {
    return refuse('UnsupportedChannel', 'Encrypted channels are not supported by this server.', 400);
  }
  let grant: string | undefined;
  if (channel.startsWith('private-')) {
    const { socketId, key, secret } = session;
    const unauthorized = (message: string) => {
      refuse('AuthError', message, 401);
      session.send(frames.error(PusherCode.Unauthorized, message));
    };
    const data = typeof channelData === 'string' ? channelData : undefined;
    if (
      (channelData != null && data === undefined) ||
      !verifyChannelAuth({ key, secret, socketId, channelName: channel, auth, channelData: data })
    ) {
      return unauthorized(
        `Invalid signature for ${channel}: subscribe with the auth that /broadcasting/auth returned for this connection.`,
      );
    }
    // Signed by our endpoint: the grant that authorized it, so a revocation can end it (grants.ts).
    const signed = data === undefined ? null : readGrant(data);
    if (signed) {
      if (session.hub.isRevoked(signed.grant)) {
        return unauthorized(`The sign-in or embed key that authorized ${channel} was revoked.`);
      }
      if (Math.abs((session.now?.() ?? Date.now()) - signed.issuedAtMs) > GRANT_MAX_AGE_MS) {
        return unauthorized(`The authorization for ${channel} has expired: ask for a new one.`);
      }
      grant = signed.grant;
    }
  }
  const already = session.hub.isSubscribed(session.socketId, channel);
  if (!already && session.hub.channelCountOf(session.socketId) >= MAX_CHANNELS_PER_CONNECTION) {
    return refuse(
      'LimitReached',
      `A connection may subscribe to at most ${MAX_CHANNELS_PER_CONNECTION} channels.`,
      429,
    );
  }
  session.hub.subscribe(session.socketId, channel, grant);
  session.send(frames.subscriptionSucceeded(channel));
}
