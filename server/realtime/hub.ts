// In-memory channel membership for one process. The WebSocket layer adds clients; the HTTP publish API calls
// publish(). Each event is serialised once per channel (the frame names its channel), never once per subscriber,
// and sent as a Buffer so the socket layer does not re-encode a string for every client.
import { randomInt } from 'node:crypto';

export interface HubClient {
  readonly socketId: string;
  /** Sends one ready-made text frame. */
  send(frame: Buffer): void;
}

interface Member {
  client: HubClient;
  channels: Set<string>;
}

export interface HubCounts {
  connections: number;
  channels: number;
  subscriptions: number;
}

/** The frame a subscriber receives: data is a string, as the protocol's server events carry it. */
export function encodeChannelEvent(event: string, channel: string, data: string): Buffer {
  return Buffer.from(JSON.stringify({ event, channel, data }), 'utf8');
}

export class RealtimeHub {
  private readonly members = new Map<string, Member>();
  private readonly channels = new Map<string, Set<Member>>();
  private subscriptions = 0;

  /** A fresh socket id in the protocol's "1234.5678" form, unique among the open connections. */
  newSocketId(): string {
    for (;;) {
      const id = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
      if (!this.members.has(id)) return id;
    }
  }

  add(client: HubClient): void {
    if (this.members.has(client.socketId))
      throw new Error(`Socket id ${client.socketId} is already connected`);
    this.members.set(client.socketId, { client, channels: new Set() });
  }

  /** Drops the client and every membership it had (called when its socket closes). */
  remove(socketId: string): void {
    const member = this.members.get(socketId);
    if (!member) return;
    for (const channel of member.channels) this.leave(member, channel);
    this.members.delete(socketId);
  }

  /** Returns false for an unknown socket. Subscribing twice is harmless. */
  subscribe(socketId: string, channel: string): boolean {
    const member = this.members.get(socketId);
    if (!member) return false;
    if (member.channels.has(channel)) return true;
    member.channels.add(channel);
    let set = this.channels.get(channel);
    if (!set) this.channels.set(channel, (set = new Set()));
    set.add(member);
    this.subscriptions += 1;
    return true;
  }

  unsubscribe(socketId: string, channel: string): void {
    const member = this.members.get(socketId);
    if (member?.channels.has(channel)) this.leave(member, channel);
  }

  channelCountOf(socketId: string): number {
    return this.members.get(socketId)?.channels.size ?? 0;
  }

  isSubscribed(socketId: string, channel: string): boolean {
    return this.members.get(socketId)?.channels.has(channel) ?? false;
  }

  /** Sends the event to every subscriber of each channel except `exceptSocketId` ("Excluding event recipients").
   *  Returns how many frames were handed to sockets. */
  publish(channels: readonly string[], event: string, data: string, exceptSocketId?: string): number {
    let sent = 0;
    for (const channel of channels) {
      const subscribers = this.channels.get(channel);
      if (!subscribers) continue;
      const frame = encodeChannelEvent(event, channel, data);
      for (const member of subscribers) {
        if (member.client.socketId === exceptSocketId) continue;
        member.client.send(frame);
        sent += 1;
      }
    }
    return sent;
  }

  subscriptionCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  /** Occupied channels (at least one subscriber), optionally those starting with a prefix. */
  channelNames(prefix = ''): string[] {
    return [...this.channels.keys()].filter((name) => name.startsWith(prefix));
  }

  counts(): HubCounts {
    return {
      connections: this.members.size,
      channels: this.channels.size,
      subscriptions: this.subscriptions,
    };
  }

  private leave(member: Member, channel: string): void {
    member.channels.delete(channel);
    const set = this.channels.get(channel);
    if (!set) return;
    set.delete(member);
    this.subscriptions -= 1;
    if (set.size === 0) this.channels.delete(channel);
  }
}
