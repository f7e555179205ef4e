// Publishing through the official `pusher` SDK over HTTP, always, even to our own endpoint: pointing PUSHER_HOST at
// Pusher cloud or another Pusher-protocol cluster then changes nothing else (docs/architecture.md "Realtime and push").
// Failures are logged and returned, never thrown: notification fan-out must not fail because realtime is down
// (clients also poll, docs/product/realtime.md).
import http from 'node:http';
import https from 'node:https';
import Pusher from 'pusher';
import type { RealtimeConfig } from './config';

/** Pusher's limits: 100 channels per trigger, 10 events per batch, 10 KB of data per event. */
export const MAX_CHANNELS_PER_PUBLISH = 100;
export const MAX_EVENTS_PER_BATCH = 10;
export const MAX_EVENT_DATA_BYTES = 10 * 1024;

export type PublishResult = { ok: true; requests: number } | { ok: false; requests: number; error: string };

export interface BatchItem {
  channel: string;
  event: string;
  payload: unknown;
  /** Leave out this connection (the one that caused the event). */
  socketId?: string;
}

export interface PublisherLog {
  warn(obj: object, msg: string): void;
}

export interface Publisher {
  publish(
    channels: string | readonly string[],
    event: string,
    payload: unknown,
    socketId?: string,
  ): Promise<PublishResult>;
  publishBatch(items: readonly BatchItem[]): Promise<PublishResult>;
  close(): void;
}

export interface PublisherOptions {
  log?: PublisherLog;
  /** For the embedded endpoint: where the server really listens (known only after listen; port 0 in tests). */
  resolveEndpoint?: () => { host: string; port: number } | undefined;
  timeoutMs?: number;
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

export function createPublisher(config: RealtimeConfig, options: PublisherOptions = {}): Publisher {
  const { publisher: target } = config;
  // Keep-alive: a notification burst reuses a few connections instead of a TCP handshake per request.
  const agent = target.useTLS ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  let client: { endpoint: string; sdk: Pusher } | undefined;

  const sdk = (): Pusher => {
    const live = target.embedded ? options.resolveEndpoint?.() : undefined;
    const host = live?.host ?? target.host;
    const port = live?.port ?? target.port;
    if (client?.endpoint === `${host}:${port}`) return client.sdk;
    const base = { appId: config.appId, key: config.key, secret: config.secret, useTLS: target.useTLS };
    const common = { ...base, agent, timeout: options.timeoutMs ?? 10_000 };
    const instance = host
      ? new Pusher({ ...common, host, port: port === undefined ? undefined : String(port) })
      : new Pusher({ ...common, cluster: target.cluster ?? 'mt1' });
    client = { endpoint: `${host}:${port}`, sdk: instance };
    return instance;
  };

  const run = async (what: string, requests: Array<() => Promise<unknown>>): Promise<PublishResult> => {
    // async wrapper: the SDK throws synchronously for bad channel names; that must become a result too.
    const outcomes = await Promise.allSettled(requests.map(async (send) => send()));
    const failures = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (failures.length === 0) return { ok: true, requests: requests.length };
    const reason = failures[0]?.reason as { message?: string; status?: number; body?: string } | undefined;
    const error = [reason?.message ?? String(reason), reason?.status, reason?.body].filter(Boolean).join(' ');
    options.log?.warn(
      { err: reason, failed: failures.length, of: requests.length },
      `realtime ${what} failed`,
    );
    return { ok: false, requests: requests.length, error };
  };

  const tooLarge = (data: string) => Buffer.byteLength(data) > MAX_EVENT_DATA_BYTES;

  return {
    async publish(channels, event, payload, socketId) {
      const list = typeof channels === 'string' ? [channels] : [...channels];
      const data = JSON.stringify(payload ?? null);
      if (list.length === 0) return { ok: true, requests: 0 };
      if (tooLarge(data)) return { ok: false, requests: 0, error: `Event ${event} is over 10 KB.` };
      const params = socketId ? { socket_id: socketId } : undefined;
      return run(
        'publish',
        chunks(list, MAX_CHANNELS_PER_PUBLISH).map((part) => () => sdk().trigger(part, event, data, params)),
      );
    },
    async publishBatch(items) {
      const batch = items.map((item) => ({
        channel: item.channel,
        name: item.event,
        data: JSON.stringify(item.payload ?? null),
        ...(item.socketId ? { socket_id: item.socketId } : {}),
      }));
      const big = batch.find((b) => tooLarge(b.data));
      if (big)
        return { ok: false, requests: 0, error: `Event ${big.name} for ${big.channel} is over 10 KB.` };
      return run(
        'batch publish',
        chunks(batch, MAX_EVENTS_PER_BATCH).map((part) => () => sdk().triggerBatch(part)),
      );
    },
    close: () => agent.destroy(),
  };
}
