import { describe, expect, it } from 'vitest';
import { connectionLabel, testPageConnectionLabel } from './labels';
import {
  createSeenIds,
  mapPusherState,
  readBroadcastPayload,
  readRealtimePayload,
  readUnreadCount,
  UNREAD_COUNT_EVENT,
} from './realtime-payload';

describe('realtime payloads (docs/product/realtime.md)', () => {
  const at = '2026-01-01T00:00:00.000Z';

  it('reads the in-app payload (event notification)', () => {
    const data = {
      id: 'n1',
      type: 'task',
      title: 'T',
      message: 'M',
      created_at: at,
      data: { severity: 'error', action_url: '/x' },
    };
    expect(readRealtimePayload('notification', data)).toEqual({
      id: 'n1',
      type: 'task',
      title: 'T',
      message: 'M',
      created_at: at,
      severity: 'error',
      link: '/x',
    });
  });

  it('reads the push payload (event new-notification)', () => {
    const data = {
      id: 'n1',
      type: 'task',
      title: 'T',
      message: 'M',
      severity: 'warning',
      link: null,
      created_at: at,
    };
    expect(readRealtimePayload('new-notification', data)).toEqual(data);
  });

  it('reads the admin broadcast (docs/product/realtime.md) as a broadcast, never as a notification', () => {
    const push = {
      id: 'b1',
      type: 'system',
      title: 'T',
      message: 'M',
      severity: 'info',
      link: null,
      created_at: at,
    };
    const data = { ...push, icon: '/icons/x.png', play_sound: false };
    expect(readRealtimePayload('new-notification', data)).toBeNull();
    expect(readBroadcastPayload('new-notification', data)).toEqual({
      id: 'b1',
      title: 'T',
      message: 'M',
      severity: 'info',
      icon: '/icons/x.png',
      playSound: false,
    });
    expect(readBroadcastPayload('new-notification', { ...data, icon: '' })).toMatchObject({ icon: null });
    // A stored notification's push payload is not a broadcast.
    expect(readBroadcastPayload('new-notification', push)).toBeNull();
    expect(readBroadcastPayload('notification', data)).toBeNull();
  });

  it('ignores other events and malformed payloads', () => {
    expect(readRealtimePayload('pusher:subscription_succeeded', {})).toBeNull();
    expect(readRealtimePayload('notification', { id: 1 })).toBeNull();
  });
});

describe('connection states (docs/product/realtime.md)', () => {
  it.each([
    ['initialized', 'connecting'],
    ['connecting', 'connecting'],
    ['connected', 'connected'],
    ['unavailable', 'failed'],
    ['failed', 'failed'],
    ['disconnected', 'disconnected'],
  ])('pusher-js %s is %s', (pusher, ours) => expect(mapPusherState(pusher)).toBe(ours));

  it.each([
    ['connected', 'connected'],
    ['connecting', 'connecting'],
    ['disconnected', 'disconnected'],
    ['failed', 'error'],
    ['init_failed', 'error'],
  ] as const)('the channels page shows %s as %s', (state, label) =>
    expect(connectionLabel(state)).toBe(label),
  );

  it.each([
    ['connected', 'connected'],
    ['connecting', 'disconnected'],
    ['disconnected', 'disconnected'],
    ['failed', 'error'],
    ['init_failed', 'error'],
  ] as const)('the test pages show %s as %s (docs/product/realtime.md: three states)', (state, label) =>
    expect(testPageConnectionLabel(state)).toBe(label),
  );
});

describe('createSeenIds', () => {
  it('says whether an id was seen, forgetting the oldest past the limit', () => {
    const seen = createSeenIds(2);
    expect([seen('a'), seen('a'), seen('b'), seen('c'), seen('a')]).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('readUnreadCount', () => {
  it('reads the count the server publishes after a read elsewhere, and nothing else', () => {
    expect(readUnreadCount(UNREAD_COUNT_EVENT, { unread_count: 3 })).toBe(3);
    expect(readUnreadCount(UNREAD_COUNT_EVENT, { unread_count: 0 })).toBe(0);
    expect(readUnreadCount(UNREAD_COUNT_EVENT, { unread_count: -1 })).toBeNull();
    expect(readUnreadCount(UNREAD_COUNT_EVENT, { unread_count: '3' })).toBeNull();
    expect(readUnreadCount('notification', { unread_count: 3 })).toBeNull();
    expect(readUnreadCount(UNREAD_COUNT_EVENT, null)).toBeNull();
  });
});
