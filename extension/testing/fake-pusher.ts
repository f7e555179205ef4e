// A stand-in for pusher-js in unit tests: the worker's realtime code runs against it, and a test plays the
// server by changing the connection state and sending events on the subscribed channels.
type Callback = (data: never) => void;
type GlobalCallback = (event: string, data: unknown) => void;

export class FakePusher {
  static last: FakePusher | null = null;
  readonly channels = new Map<string, { callbacks: Map<string, Callback[]>; global: GlobalCallback[] }>();
  private connectionCallbacks: Callback[] = [];
  disconnected = false;
  connection = {
    socket_id: '1.1',
    bind: (event: string, callback: Callback) => {
      if (event === 'state_change') this.connectionCallbacks.push(callback);
    },
  };

  constructor(
    readonly key: string,
    readonly options: { activityTimeout?: number },
  ) {
    FakePusher.last = this;
  }

  subscribe(name: string) {
    const channel = { callbacks: new Map<string, Callback[]>(), global: [] as GlobalCallback[] };
    this.channels.set(name, channel);
    return {
      bind: (event: string, callback: Callback) =>
        channel.callbacks.set(event, [...(channel.callbacks.get(event) ?? []), callback]),
      bind_global: (callback: GlobalCallback) => channel.global.push(callback),
    };
  }

  disconnect() {
    this.disconnected = true;
  }

  /** The connection changing state, as pusher-js reports it. */
  setState(current: string) {
    for (const callback of this.connectionCallbacks) callback({ current } as never);
  }

  /** The server sending `event` on every subscribed channel (it publishes a notification on both). */
  emit(event: string, data: unknown) {
    for (const channel of this.channels.values())
      for (const callback of channel.global) callback(event, data);
  }

  /** The server sending `event` on one channel only (a settings change goes to the user channel alone). */
  emitOn(channelName: string, event: string, data: unknown) {
    for (const callback of this.channels.get(channelName)?.global ?? []) callback(event, data);
  }
}
