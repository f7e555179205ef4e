// The realtime script joins the channels of the key's farm that the session's scopes open, and turns the stock
// channel's `inventory-changed` into onInventoryChange. pusher-js is replaced by a recording stand-in; the real
// client against the real server is server/modules/embed/widget-stock-realtime.test.ts and tests/e2e/widgets.test.ts.
import { describe, expect, it, vi } from 'vitest';
import {
  farmInventoryChannel,
  farmNotificationsChannel,
  INVENTORY_CHANGED_EVENT,
} from '@/shared/contracts/realtime-channels';
import type { WidgetApi } from '../lib/widget-api';

const pusher = vi.hoisted(() => {
  type Handler = (data: unknown) => void;
  const channels = new Map<
    string,
    { handlers: Map<string, Handler[]>; global: ((e: string, d: unknown) => void)[] }
  >();
  class FakePusher {
    connection = { socket_id: '1.2', bind: () => undefined };
    subscribe(name: string) {
      const channel = {
        handlers: new Map<string, Handler[]>(),
        global: [] as ((e: string, d: unknown) => void)[],
      };
      channels.set(name, channel);
      return {
        bind: (event: string, handler: Handler) =>
          channel.handlers.set(event, [...(channel.handlers.get(event) ?? []), handler]),
        bind_global: (handler: (e: string, d: unknown) => void) => channel.global.push(handler),
      };
    }
    disconnect() {}
  }
  /** The server sends `event` on `name`, as pusher-js would hand it to the channel's listeners. */
  const emit = (name: string, event: string, data: unknown) =>
    channels.get(name)?.global.forEach((handler) => handler(event, data));
  return { FakePusher, channels, emit };
});
vi.mock('pusher-js', () => ({ default: pusher.FakePusher }));

const { connect } = await import('./entry');

const config = {
  key: 'app-key',
  wsHost: '127.0.0.1',
  wsPort: 6001,
  forceTLS: false,
  cluster: 'mt1',
  enabled: true,
  authEndpoint: '/api/widget/pk_live/broadcasting/auth',
};
const api = {
  apiBase: 'https://shamba.example.org',
  publishableKey: 'pk_live',
  raw: async () => new Response(JSON.stringify(config), { headers: { 'content-type': 'application/json' } }),
} as unknown as WidgetApi;

async function connected(scopes?: ('notifications:read' | 'inventory:read' | 'inventory:write')[]) {
  pusher.channels.clear();
  const onInventoryChange = vi.fn();
  const onNotification = vi.fn();
  const realtime = connect({
    api,
    userId: 'user-1',
    farmId: 'farm-1',
    scopes,
    onNotification,
    onInventoryChange,
  });
  await realtime.ready;
  return { onInventoryChange, onNotification, channels: [...pusher.channels.keys()] };
}

describe('the widgets’ realtime script', () => {
  it('joins the farm’s stock channel with inventory:read and reports its stock changes', async () => {
    const { channels, onInventoryChange, onNotification } = await connected([
      'inventory:read',
      'inventory:write',
    ]);
    expect(channels).toEqual([farmInventoryChannel('farm-1')]);
    pusher.emit(farmInventoryChannel('farm-1'), INVENTORY_CHANGED_EVENT, { farm_id: 'farm-1' });
    expect(onInventoryChange).toHaveBeenCalledTimes(1);
    expect(onNotification).not.toHaveBeenCalled();
  });

  it('joins both channels with both scopes, and hears stock changes on the stock channel only', async () => {
    const { channels, onInventoryChange } = await connected(['notifications:read', 'inventory:read']);
    expect(channels).toEqual([farmNotificationsChannel('farm-1', 'user-1'), farmInventoryChannel('farm-1')]);
    pusher.emit(farmNotificationsChannel('farm-1', 'user-1'), INVENTORY_CHANGED_EVENT, { farm_id: 'farm-1' });
    expect(onInventoryChange).not.toHaveBeenCalled();
  });

  it('connects a loader of an earlier release, which names no scopes, for its bell and inbox only', async () => {
    const { channels } = await connected(undefined);
    expect(channels).toEqual([farmNotificationsChannel('farm-1', 'user-1')]);
  });
});
