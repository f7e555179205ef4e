// Where an event published to this instance's HTTP API goes (http-api.ts): to this instance's sockets, and, when
// several instances share one PostgreSQL database, to theirs too (pg-fan-out.ts, docs/decisions/025). Revocations
// (grants.ts) travel the same way, so a logout or a revoked embed key ends subscriptions on every instance.
import type { RealtimeHub } from './hub';
import type { ClusterEvent } from './notify-payload';

export type { ClusterEvent } from './notify-payload';

export type FanOutStatus = { mode: 'local' } | { mode: 'postgres'; listening: boolean };

export interface EventFanOut {
  /** Delivers to this instance's sockets at once; rejects when other instances could not be told. */
  publish(events: readonly ClusterEvent[]): Promise<void>;
  /** Ends the subscriptions these grants authorized here at once, then on the other instances (hub.revoke);
   *  rejects when the other instances could not be told. */
  revoke(grants: readonly string[]): Promise<void>;
  /** Called when the app is ready, before it listens. */
  start(): Promise<void>;
  close(): Promise<void>;
  status(): FanOutStatus;
}

export interface FanOutLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Builds the fan-out once the plugin has made its hub (realtimePlugin's `cluster` option). */
export type FanOutFactory = (hub: RealtimeHub, log: FanOutLog) => EventFanOut;

export const deliverLocally = (hub: RealtimeHub, events: readonly ClusterEvent[]) => {
  for (const e of events) hub.publish(e.channels, e.event, e.data, e.socketId);
};

/** One instance (PGlite, or an external Pusher host): this process's sockets are all there is. */
export function localFanOut(hub: RealtimeHub): EventFanOut {
  return {
    publish: async (events) => deliverLocally(hub, events),
    revoke: async (grants) => void hub.revoke(grants),
    start: async () => undefined,
    close: async () => undefined,
    status: () => ({ mode: 'local' }),
  };
}
