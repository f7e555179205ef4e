// A stand-in for pusher-js in component tests: records instances and lets a test deliver events on a channel.
type Handler = (data: unknown) => void;

class FakeChannel {
  handlers = new Map<string, Handler[]>();
  global: ((event: string, data: unknown) => void)[] = [];
  constructor(readonly name: string) {}
  bind(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }
  bind_global(handler: (event: string, data: unknown) => void) {
    this.global.push(handler);
  }
  emit(event: string, data: unknown) {
    for (const h of this.handlers.get(event) ?? []) h(data);
    for (const h of this.global) h(event, data);
  }
}

export class FakePusher {
  static instances: FakePusher[] = [];
  channels = new Map<string, FakeChannel>();
  stateHandlers: Handler[] = [];
  disconnected = false;
  connection = {
    socket_id: '1.2',
    bind: (event: string, handler: Handler) => {
      if (event === 'state_change') this.stateHandlers.push(handler);
    },
  };
  constructor(
    readonly key: string,
    readonly options: unknown,
  ) {
    FakePusher.instances.push(this);
  }
  subscribe(name: string) {
    const channel = new FakeChannel(name);
    this.channels.set(name, channel);
    return channel;
  }
  disconnect() {
    this.disconnected = true;
  }
  /** Moves the connection to a pusher-js state and accepts every subscription when connected. */
  setState(current: string) {
    for (const h of this.stateHandlers) h({ previous: 'connecting', current });
    if (current === 'connected')
      for (const c of this.channels.values()) c.emit('pusher:subscription_succeeded', {});
  }
  static latest(): FakePusher {
    const last = FakePusher.instances[FakePusher.instances.length - 1];
    if (!last) throw new Error('pusher-js was not started');
    return last;
  }
}
