// Several instances on one PostgreSQL database, live everywhere, with no extra service (docs/decisions/025): an
// event published to any instance is delivered to that instance's sockets at once, then sent to the others with
// pg_notify through the app's pool. Each instance LISTENs on one connection of its own (never from the pool: a
// pooled connection is handed back and LISTEN would follow it to another request) and delivers what the others
// sent to its sockets. Its own messages come back to it too, and are skipped by their origin id: nothing is
// delivered twice, and local delivery never waits for the database.
// Revocations (grants.ts) go the same way: ended here at once, then by every other instance as its NOTIFY arrives.
// The listening connection reconnects after it is lost, with backoff; while it is down, events of other
// instances are missed here (clients also poll, docs/product/realtime.md).
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { RealtimeConfig } from './config';
import { deliverLocally, type EventFanOut, type FanOutFactory, type FanOutLog } from './fan-out';
import type { RealtimeHub } from './hub';
import { encodeNotifyPayloads, NotifyReassembler, originOf, PG_CHANNEL } from './notify-payload';

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'shamba realtime listener';

export interface PostgresFanOutOptions {
  connectionString: string;
  /** Sends the NOTIFYs: the app's Drizzle database on the pool (server/db/client.ts). */
  db: { execute(query: SQL): Promise<unknown> };
  /** First retry after this long, doubling up to maxMs (with jitter); defaults 250 ms and 10 s. */
  retry?: { initialMs: number; maxMs: number };
  connectTimeoutMs?: number;
}

/** The PostgreSQL fan-out when it applies: a DATABASE_URL and the embedded endpoint; otherwise undefined. */
export function postgresClusterFor(
  realtime: RealtimeConfig,
  databaseUrl: string | undefined,
  db: PostgresFanOutOptions['db'],
): FanOutFactory | undefined {
  if (!databaseUrl || !realtime.publisher.embedded) return undefined;
  return postgresFanOut({ connectionString: databaseUrl, db });
}

/** One statement, so every piece of a message commits, and is delivered, together. */
export function notifyStatement(payloads: readonly string[]): SQL {
  const calls = payloads.map((payload) => sql`pg_notify(${PG_CHANNEL}, ${payload})`);
  return sql`select ${sql.join(calls, sql`, `)}`;
}

export function postgresFanOut(options: PostgresFanOutOptions): FanOutFactory {
  return (hub, log) => new PostgresFanOut(options, hub, log);
}

class PostgresFanOut implements EventFanOut {
  /** Tells this instance's messages from the others' when they come back through LISTEN. */
  readonly origin = randomBytes(8).toString('hex');
  private seq = 0;
  private readonly reassembler = new NotifyReassembler();
  private client: pg.Client | undefined;
  private listening = false;
  private stopped = false;
  private failures = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: PostgresFanOutOptions,
    private readonly hub: RealtimeHub,
    private readonly log: FanOutLog,
  ) {}

  async publish(events: Parameters<EventFanOut['publish']>[0]): Promise<void> {
    if (events.length === 0) return;
    deliverLocally(this.hub, events);
    this.seq = (this.seq + 1) % Number.MAX_SAFE_INTEGER;
    await this.options.db.execute(notifyStatement(encodeNotifyPayloads(this.origin, this.seq, events)));
  }

  async revoke(grants: readonly string[]): Promise<void> {
    if (grants.length === 0) return;
    this.hub.revoke(grants);
    this.seq = (this.seq + 1) % Number.MAX_SAFE_INTEGER;
    const message = { events: [], revoked: grants };
    await this.options.db.execute(notifyStatement(encodeNotifyPayloads(this.origin, this.seq, message)));
  }

  start(): Promise<void> {
    return this.connect();
  }

  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    this.listening = false;
    await client?.end().catch(() => undefined);
  }

  status() {
    return { mode: 'postgres' as const, listening: this.listening };
  }

  private receive(payload: string): void {
    if (originOf(payload) === this.origin) return; // delivered locally when it was published
    try {
      const message = this.reassembler.accept(payload);
      if (message?.revoked) this.hub.revoke(message.revoked);
      if (message) deliverLocally(this.hub, message.events);
    } catch (error) {
      this.log.warn({ err: error }, 'realtime: could not deliver an event from another instance');
    }
  }

  /** One attempt; on failure the next one is scheduled. Never rejects. */
  private async connect(): Promise<void> {
    if (this.stopped) return;
    // Loaded here rather than at start-up: only a server on PostgreSQL listens (as server/db/postgres.ts).
    const { default: driver } = await import('pg');
    if (this.stopped) return;
    const client = new driver.Client({
      connectionString: this.options.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: this.options.connectTimeoutMs ?? 10_000,
    });
    this.client = client;
    // Without an 'error' listener a dropped connection would crash the process.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', (message) => {
      if (message.channel === PG_CHANNEL && message.payload !== undefined) this.receive(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${PG_CHANNEL}`);
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    if (this.client !== client) return; // closed or lost meanwhile
    this.listening = true;
    if (this.failures > 0) this.log.info({ after: this.failures }, 'realtime listener reconnected');
    this.failures = 0;
  }

  private lost(client: pg.Client, error: Error): void {
    if (this.client !== client) return; // an old connection, already replaced or closed
    this.client = undefined;
    this.listening = false;
    this.reassembler.clear();
    client.end().catch(() => undefined);
    if (this.stopped) return;
    const retry = this.options.retry ?? { initialMs: 250, maxMs: 10_000 };
    const delay = Math.min(retry.maxMs, retry.initialMs * 2 ** Math.min(this.failures, 16));
    const jittered = Math.round(delay * (0.5 + Math.random() / 2));
    this.failures += 1;
    this.log.warn(
      { err: error, retryInMs: jittered, failures: this.failures },
      'realtime listener lost its database connection: events of other instances are missed until it is back',
    );
    this.timer = setTimeout(() => void this.connect(), jittered);
    this.timer.unref();
  }
}
