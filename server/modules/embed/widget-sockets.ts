// Which realtime subscriptions each embed key authorized (a revoked key stops working at once, live
// widgets included). Revoking drops those subscriptions from the embedded Pusher-protocol hub, so the page gets
// no further events. In memory, like the hub itself: one embedded endpoint serves one instance.
export interface WidgetSocketRegistry {
  remember(keyId: string, socketId: string, channel: string): void;
  /** The subscriptions of a key, forgotten as they are returned. */
  take(keyId: string): { socketId: string; channel: string }[];
}

export function createWidgetSocketRegistry(): WidgetSocketRegistry {
  const byKey = new Map<string, Map<string, { socketId: string; channel: string }>>();
  return {
    remember(keyId, socketId, channel) {
      const entries = byKey.get(keyId) ?? new Map();
      entries.set(`${socketId} ${channel}`, { socketId, channel });
      byKey.set(keyId, entries);
    },
    take(keyId) {
      const entries = [...(byKey.get(keyId)?.values() ?? [])];
      byKey.delete(keyId);
      return entries;
    },
  };
}
