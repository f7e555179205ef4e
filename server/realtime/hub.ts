// In-memory channel membership for one process. The WebSocket layer adds clients; the HTTP publish API calls
// publish(). Each event is serialised once per channel (the frame names its channel), never once per subscriber,
// and sent as a Buffer so the socket layer does not re-encode a string for every client.
// Each private subscription remembers the grant that authorized it (grants.ts), so revoking a sign-in or an embed
// key ends exactly the subscriptions it authorized (revoke), here and, through the fan-out, on every instance.
import { randomInt } from 'node:crypto';
import { grantParts } from './grants';
import { frames, REVOKED_SUBSCRIPTION_MESSAGE } from './protocol';

export interface HubClient {
  readonly socketId: string;
  /** Sends one ready-made text frame. */
  send(frame: Buffer): void;
}

interface Member {
  client: HubClient;
  /**
   * Each channel, with the grant that authorized it (none for public channels and grant-less signatures); a grant
   * made of several (grants.ts allOfGrants) ends when any of them is revoked.
   */
  channels: Map<string, string | undefined>;
}

/** Revoked grants are refused for this long: longer than a signed authorization is accepted (GRANT_MAX_AGE_MS). */
export const REVOKED_GRANT_MEMORY_MS = 10 * 60_000;
const MAX_REVOKED_GRANTS = 50_000;

export type RevocationListener = (grants: readonly string[]) => void;

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
  private readonly byGrant = new Map<string, Set<Member>>();
  /** Grant → when it may be forgotten (performance.now()); insertion order is revocation order. */
  private readonly revoked = new Map<string, number>();
  private readonly revocationListeners = new Set<RevocationListener>();
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
    this.members.set(client.socketId, { client, channels: new Map() });
  }

  /** Drops the client and every membership it had (called when its socket closes). */
  remove(socketId: string): void {
    const member = this.members.get(socketId);
    if (!member) return;
    for (const channel of [...member.channels.keys()]) this.leave(member, channel);
    this.members.delete(socketId);
  }

  /** Returns false for an unknown socket. Subscribing twice is harmless; the latest grant is the one kept. */
  subscribe(socketId: string, channel: string, grant?: string): boolean {
    const member = this.members.get(socketId);
    if (!member) return false;
    if (member.channels.has(channel)) {
      const before = member.channels.get(channel);
      if (before === grant) return true;
      member.channels.set(channel, grant);
      if (before !== undefined) this.dropGrantIndex(member, before);
      if (grant !== undefined) this.indexGrant(member, grant);
      return true;
    }
    member.channels.set(channel, grant);
    let set = this.channels.get(channel);
    if (!set) this.channels.set(channel, (set = new Set()));
    set.add(member);
    if (grant !== undefined) this.indexGrant(member, grant);
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

  /**
   * Ends every subscription these grants authorized: each client is told with a pusher:subscription_error on the
   * channel (AuthError, 401) and hears nothing more there; its socket stays open. The grants are then refused for
   * REVOKED_GRANT_MEMORY_MS, so a saved authorization cannot subscribe again. Returns how many subscriptions ended.
   */
  revoke(grants: readonly string[]): number {
    const now = performance.now();
    let ended = 0;
    for (const grant of grants) {
      this.revoked.delete(grant);
      this.revoked.set(grant, now + REVOKED_GRANT_MEMORY_MS);
      for (const member of [...(this.byGrant.get(grant) ?? [])]) {
        for (const [channel, by] of [...member.channels]) {
          if (by === undefined || !grantParts(by).includes(grant)) continue;
          this.leave(member, channel);
          member.client.send(
            Buffer.from(frames.subscriptionError(channel, 'AuthError', REVOKED_SUBSCRIPTION_MESSAGE, 401)),
          );
          ended += 1;
        }
      }
    }
    this.forgetOldRevocations(now);
    for (const listener of this.revocationListeners) listener(grants);
    return ended;
  }

  /** Whether a grant, or any grant it is made of, was revoked recently (a subscription it signed is refused). */
  isRevoked(grant: string): boolean {
    const now = performance.now();
    return grantParts(grant).some((part) => {
      const until = this.revoked.get(part);
      return until !== undefined && until > now;
    });
  }

  /** Called after every revocation this hub applies, made here or by another instance. */
  onRevoked(listener: RevocationListener): () => void {
    this.revocationListeners.add(listener);
    return () => this.revocationListeners.delete(listener);
  }

  counts(): HubCounts {
    return {
      connections: this.members.size,
      channels: this.channels.size,
      subscriptions: this.subscriptions,
    };
  }

  private leave(member: Member, channel: string): void {
    const grant = member.channels.get(channel);
    member.channels.delete(channel);
    if (grant !== undefined) this.dropGrantIndex(member, grant);
    const set = this.channels.get(channel);
    if (!set) return;
    set.delete(member);
    this.subscriptions -= 1;
    if (set.size === 0) this.channels.delete(channel);
  }

  private indexGrant(member: Member, grant: string): void {
    for (const part of grantParts(grant)) {
      let set = this.byGrant.get(part);
      if (!set) this.byGrant.set(part, (set = new Set()));
      set.add(member);
    }
  }

  /** Unindexes the member for each part of a grant once none of its channels holds that part any more. */
  private dropGrantIndex(member: Member, grant: string): void {
    for (const part of grantParts(grant)) {
      let held = false;
      for (const by of member.channels.values())
        if (by !== undefined && grantParts(by).includes(part)) held = true;
      if (held) continue;
      const set = this.byGrant.get(part);
      set?.delete(member);
      if (set?.size === 0) this.byGrant.delete(part);
    }
  }

  private forgetOldRevocations(now: number): void {
    for (const [grant, until] of this.revoked) {
      if (until > now && this.revoked.size <= MAX_REVOKED_GRANTS) break;
      this.revoked.delete(grant);
    }
  }
}
