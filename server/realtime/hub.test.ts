import { describe, expect, it } from 'vitest';
import { allOfGrants } from './grants';
import { RealtimeHub, type HubClient } from './hub';

function fakeClient(hub: RealtimeHub): HubClient & { frames: Buffer[] } {
  const frames: Buffer[] = [];
  const client = { socketId: hub.newSocketId(), frames, send: (frame: Buffer) => void frames.push(frame) };
  hub.add(client);
  return client;
}

const decoded = (frame: Buffer | undefined) => JSON.parse(String(frame)) as Record<string, unknown>;

describe('RealtimeHub', () => {
  it('hands out socket ids in the protocol form, unique', () => {
    const hub = new RealtimeHub();
    const ids = Array.from({ length: 200 }, () => fakeClient(hub).socketId);
    for (const id of ids) expect(id).toMatch(/^\d+\.\d+$/);
    expect(new Set(ids).size).toBe(200);
  });

  it('delivers to subscribers of the channel only, with data as a string', () => {
    const hub = new RealtimeHub();
    const [a, b, c] = [fakeClient(hub), fakeClient(hub), fakeClient(hub)];
    hub.subscribe(a.socketId, 'private-user.1');
    hub.subscribe(b.socketId, 'private-user.1');
    hub.subscribe(c.socketId, 'private-user.2');
    expect(hub.publish(['private-user.1'], 'notification', '{"id":1}')).toBe(2);
    expect(decoded(a.frames[0])).toEqual({
      event: 'notification',
      channel: 'private-user.1',
      data: '{"id":1}',
    });
    expect(b.frames).toHaveLength(1);
    expect(c.frames).toHaveLength(0);
  });

  it('serialises an event once per channel, not once per subscriber', () => {
    const hub = new RealtimeHub();
    const clients = Array.from({ length: 50 }, () => fakeClient(hub));
    for (const client of clients) hub.subscribe(client.socketId, 'broadcast');
    hub.publish(['broadcast'], 'e', 'x');
    const first = clients[0]?.frames[0];
    expect(clients.every((client) => client.frames[0] === first)).toBe(true);
  });

  it('leaves out the excluded socket', () => {
    const hub = new RealtimeHub();
    const [a, b] = [fakeClient(hub), fakeClient(hub)];
    hub.subscribe(a.socketId, 'room');
    hub.subscribe(b.socketId, 'room');
    expect(hub.publish(['room'], 'e', 'x', a.socketId)).toBe(1);
    expect(a.frames).toHaveLength(0);
    expect(b.frames).toHaveLength(1);
  });

  it('stops delivering after unsubscribe and forgets empty channels', () => {
    const hub = new RealtimeHub();
    const a = fakeClient(hub);
    hub.subscribe(a.socketId, 'room');
    hub.subscribe(a.socketId, 'room'); // twice is once
    expect(hub.counts()).toEqual({ connections: 1, channels: 1, subscriptions: 1 });
    hub.unsubscribe(a.socketId, 'room');
    expect(hub.publish(['room'], 'e', 'x')).toBe(0);
    expect(hub.counts()).toEqual({ connections: 1, channels: 0, subscriptions: 0 });
    expect(hub.channelNames()).toEqual([]);
  });

  it('cleans every membership up when a socket goes', () => {
    const hub = new RealtimeHub();
    const [a, b] = [fakeClient(hub), fakeClient(hub)];
    for (const channel of ['x', 'y', 'z']) hub.subscribe(a.socketId, channel);
    hub.subscribe(b.socketId, 'x');
    hub.remove(a.socketId);
    expect(hub.counts()).toEqual({ connections: 1, channels: 1, subscriptions: 1 });
    expect(hub.subscriptionCount('x')).toBe(1);
    expect(hub.subscribe(a.socketId, 'x')).toBe(false);
    hub.remove(a.socketId); // twice is harmless
  });

  it('answers channel queries', () => {
    const hub = new RealtimeHub();
    const a = fakeClient(hub);
    hub.subscribe(a.socketId, 'private-user.1');
    hub.subscribe(a.socketId, 'public');
    expect(hub.channelNames('private-').sort()).toEqual(['private-user.1']);
    expect(hub.subscriptionCount('public')).toBe(1);
    expect(hub.subscriptionCount('nobody')).toBe(0);
    expect(hub.channelCountOf(a.socketId)).toBe(2);
  });

  it('ends exactly the subscriptions a revoked grant authorized, tells each client, and remembers the grant', () => {
    const hub = new RealtimeHub();
    const [a, b] = [fakeClient(hub), fakeClient(hub)];
    hub.subscribe(a.socketId, 'private-user.1', 'session:1:t1');
    hub.subscribe(a.socketId, 'private-notifications.user.1', 'session:1:t1');
    hub.subscribe(a.socketId, 'public');
    hub.subscribe(b.socketId, 'private-user.1', 'session:1:t2');
    const heard: Array<readonly string[]> = [];
    hub.onRevoked((grants) => void heard.push(grants));

    expect(hub.revoke(['session:1:t1'])).toBe(2);
    expect(hub.isSubscribed(a.socketId, 'private-user.1')).toBe(false);
    expect(hub.isSubscribed(a.socketId, 'private-notifications.user.1')).toBe(false);
    expect(hub.isSubscribed(a.socketId, 'public')).toBe(true);
    expect(hub.isSubscribed(b.socketId, 'private-user.1')).toBe(true);
    expect(a.frames.map(decoded)).toEqual([
      expect.objectContaining({
        event: 'pusher:subscription_error',
        channel: 'private-user.1',
        data: expect.objectContaining({ type: 'AuthError', status: 401 }),
      }),
      expect.objectContaining({
        event: 'pusher:subscription_error',
        channel: 'private-notifications.user.1',
      }),
    ]);
    expect(hub.publish(['private-user.1'], 'notification', '{}')).toBe(1);
    expect(heard).toEqual([['session:1:t1']]);
    expect(hub.isRevoked('session:1:t1')).toBe(true);
    expect(hub.isRevoked('session:1:t2')).toBe(false);
    expect(hub.revoke(['session:1:t1'])).toBe(0); // twice, or on an instance without its sockets: harmless
  });

  it('keeps the latest grant of a channel subscribed again, and forgets grants of closed sockets', () => {
    const hub = new RealtimeHub();
    const a = fakeClient(hub);
    hub.subscribe(a.socketId, 'private-user.1', 'session:1:old');
    hub.subscribe(a.socketId, 'private-user.1', 'session:1:new');
    expect(hub.revoke(['session:1:old'])).toBe(0);
    expect(hub.revoke(['session:1:new'])).toBe(1);
    const b = fakeClient(hub);
    hub.subscribe(b.socketId, 'private-user.2', 'session:2:t');
    hub.remove(b.socketId);
    expect(hub.revoke(['session:2:t'])).toBe(0);
    expect(hub.counts()).toEqual({ connections: 1, channels: 0, subscriptions: 0 });
  });

  it('ends a subscription made of several grants when any one of them is revoked', () => {
    const hub = new RealtimeHub();
    const [a, b] = [fakeClient(hub), fakeClient(hub)];
    const both = allOfGrants('session:1:t1', 'farm-member:f:1');
    hub.subscribe(a.socketId, 'private-farm-inventory.f', both);
    hub.subscribe(a.socketId, 'private-user.1', 'session:1:t1');
    hub.subscribe(b.socketId, 'private-farm-inventory.f', allOfGrants('session:2:t2', 'farm-member:f:2'));
    expect(hub.revoke(['farm-member:f:1'])).toBe(1);
    expect(hub.isSubscribed(a.socketId, 'private-farm-inventory.f')).toBe(false);
    expect(hub.isSubscribed(a.socketId, 'private-user.1')).toBe(true);
    expect(hub.isRevoked(both)).toBe(true);
    expect(hub.isRevoked('session:1:t1')).toBe(false);
    // Its sign-in still ends what it alone authorized; the other person hears on.
    expect(hub.revoke(['session:1:t1'])).toBe(1);
    expect(hub.subscriptionCount('private-farm-inventory.f')).toBe(1);
    expect(hub.revoke(['session:2:t2'])).toBe(1);
    expect(hub.subscriptionCount('private-farm-inventory.f')).toBe(0);
  });

  it('refuses a duplicate socket id', () => {
    const hub = new RealtimeHub();
    const a = fakeClient(hub);
    expect(() => hub.add({ socketId: a.socketId, send: () => undefined })).toThrow(/already connected/);
  });
});
