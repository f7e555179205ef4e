// A bell and an inbox of one key share one socket: one connect for both, every event reaches both, a late
// joiner hears the current state, and only the last one to leave disconnects.
import { describe, expect, it, vi } from 'vitest';
import type { RealtimeConnectOptions } from '../realtime/entry';
import { subscribeRealtime, type RealtimeListener } from './shared-realtime';
import type { WidgetApi } from './widget-api';

function fakeApi(): WidgetApi {
  return {
    session: async () => ({ user_id: 'user-1', farm: { id: 'farm-1', name: 'Mlima Farm' } }),
  } as unknown as WidgetApi;
}

function fakeConnect() {
  const opened: RealtimeConnectOptions[] = [];
  const disconnect = vi.fn();
  const connect = vi.fn((options: RealtimeConnectOptions) => {
    opened.push(options);
    return { disconnect } as never;
  });
  return { opened, disconnect, load: async () => connect, connect };
}

const listener = () => ({
  onNotification: vi.fn<RealtimeListener['onNotification']>(),
  onUnreadCount: vi.fn<RealtimeListener['onUnreadCount']>(),
  onStateChange: vi.fn<RealtimeListener['onStateChange']>(),
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('subscribeRealtime', () => {
  it('opens one connection for two widgets of one key and gives each event to both', async () => {
    const api = fakeApi();
    const socket = fakeConnect();
    const bell = listener();
    const inbox = listener();
    subscribeRealtime(api, bell, socket.load);
    subscribeRealtime(api, inbox, socket.load);
    await settle();

    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(socket.opened[0]).toMatchObject({ userId: 'user-1', farmId: 'farm-1' });
    socket.opened[0]!.onStateChange!('connected');
    socket.opened[0]!.onUnreadCount!(4);
    const arrived = { id: 'n1', title: 'Low stock' } as never;
    socket.opened[0]!.onNotification(arrived);
    for (const widget of [bell, inbox]) {
      expect(widget.onStateChange).toHaveBeenCalledWith('connected');
      expect(widget.onUnreadCount).toHaveBeenCalledWith(4);
      expect(widget.onNotification).toHaveBeenCalledWith(arrived);
    }
  });

  it('tells a widget that joins later the state the connection is already in', async () => {
    const api = fakeApi();
    const socket = fakeConnect();
    subscribeRealtime(api, listener(), socket.load);
    await settle();
    socket.opened[0]!.onStateChange!('connected');

    const late = listener();
    subscribeRealtime(api, late, socket.load);
    expect(late.onStateChange).toHaveBeenCalledWith('connected');
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('disconnects when the last widget leaves, and a new widget then connects again', async () => {
    const api = fakeApi();
    const socket = fakeConnect();
    const leaveBell = subscribeRealtime(api, listener(), socket.load);
    const leaveInbox = subscribeRealtime(api, listener(), socket.load);
    await settle();

    leaveBell();
    expect(socket.disconnect).not.toHaveBeenCalled();
    leaveInbox();
    expect(socket.disconnect).toHaveBeenCalledTimes(1);

    subscribeRealtime(api, listener(), socket.load);
    await settle();
    expect(socket.connect).toHaveBeenCalledTimes(2);
  });

  it('does not connect when every widget left while the script was loading', async () => {
    const api = fakeApi();
    const socket = fakeConnect();
    const leave = subscribeRealtime(api, listener(), socket.load);
    leave();
    await settle();
    expect(socket.connect).not.toHaveBeenCalled();
  });

  it('keeps the keys of a page apart', async () => {
    const socket = fakeConnect();
    subscribeRealtime(fakeApi(), listener(), socket.load);
    subscribeRealtime(fakeApi(), listener(), socket.load);
    await settle();
    expect(socket.connect).toHaveBeenCalledTimes(2);
  });

  it('lets the next widget try again after the realtime script failed to load', async () => {
    const api = fakeApi();
    const socket = fakeConnect();
    subscribeRealtime(api, listener(), () => Promise.reject(new Error('offline')));
    await settle();
    subscribeRealtime(api, listener(), socket.load);
    await settle();
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });
});
