// The admin's browser-notification broadcast (docs/product/notifications.md): one event per user on the notifications channel, in the
// shape the browsers read (BrowserBroadcastPayloadSchema), with the icon left to them when none was given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserBroadcastPayloadSchema } from '@/shared/contracts/notifications';
import type { DatabaseHandle } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { openTestDatabase } from '@/server/test/database';
import { broadcastBrowserNotification } from './broadcast';
import type { RealtimePort } from './channels';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.insert(users).values([
    { name: 'Wanjiku', email: 'wanjiku@example.test', passwordHash: 'x' },
    { name: 'Otieno', email: 'otieno@example.test', passwordHash: 'x' },
  ]);
});
afterAll(() => handle.close());

function recordingRealtime() {
  const published: { channels: readonly string[]; event: string; payload: unknown }[] = [];
  const realtime: RealtimePort = {
    unavailable: () => null,
    publish: async (channels, event, payload) => {
      published.push({ channels, event, payload });
      return { ok: true, requests: 1 };
    },
    publishBatch: async () => ({ ok: true, requests: 1 }),
  };
  return { realtime, published };
}

const clock = { now: () => new Date('2026-03-01T08:00:00.000Z') };

describe('broadcastBrowserNotification', () => {
  it('publishes the broadcast payload to every user, leaving the icon to the browser when none is given', async () => {
    const { realtime, published } = recordingRealtime();
    const count = await broadcastBrowserNotification(
      { db: handle.db, clock, realtime },
      { title: 'Maintenance tonight', message: 'Down 22:00–22:15.', play_sound: false },
    );
    const ids = (await handle.db.select({ id: users.id }).from(users)).map((u) => u.id);
    expect(count).toBe(ids.length);
    expect(published).toHaveLength(1);
    expect(published[0]!.event).toBe('new-notification');
    expect([...published[0]!.channels].sort()).toEqual(
      ids.map((id) => `private-notifications.user.${id}`).sort(),
    );
    expect(BrowserBroadcastPayloadSchema.parse(published[0]!.payload)).toMatchObject({
      title: 'Maintenance tonight',
      icon: null,
      play_sound: false,
      created_at: '2026-03-01T08:00:00.000Z',
    });
  });

  it('passes a given icon on', async () => {
    const { realtime, published } = recordingRealtime();
    await broadcastBrowserNotification(
      { db: handle.db, clock, realtime },
      { title: 'T', message: 'M', icon: '/icons/maintenance.png', play_sound: true },
    );
    expect(published[0]!.payload).toMatchObject({ icon: '/icons/maintenance.png', play_sound: true });
  });
});
