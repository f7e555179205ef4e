// The admin's browser-notification test (docs/product/notifications.md): one event to every user's notifications channel. Nothing is
// stored per user (it tests browser notifications, it is not an inbox message), so the answer is the number of
// users addressed.
import { randomUUID } from 'node:crypto';
import type { BrowserBroadcastPayload } from '@/shared/contracts/notifications';
import { users } from '@/server/db/schema/auth';
import type { Database } from '@/server/db/client';
import { HttpError } from '@/server/lib/http-error';
import type { Clock } from '@/server/lib/clock';
import type { RealtimePort } from './channels';
import { notificationsChannel } from './payloads';
import { NEW_NOTIFICATION_EVENT } from '@/shared/contracts/realtime-channels';

export interface BroadcastInput {
  title: string;
  message: string;
  icon?: string | null;
  play_sound: boolean;
}

export async function broadcastBrowserNotification(
  deps: { db: Database; clock: Clock; realtime: RealtimePort },
  input: BroadcastInput,
): Promise<number> {
  const reason = deps.realtime.unavailable();
  if (reason)
    throw new HttpError(503, `Realtime is not available: ${reason}`, { code: 'realtime_unavailable' });
  const rows = await deps.db.select({ id: users.id }).from(users);
  const payload: BrowserBroadcastPayload = {
    id: randomUUID(),
    type: 'system',
    title: input.title,
    message: input.message,
    severity: 'info',
    link: null,
    created_at: deps.clock.now().toISOString(),
    // None given: each browser shows its default (docs/product/notifications.md: default icon and badge are under /icons).
    icon: input.icon?.trim() || null,
    play_sound: input.play_sound,
  };
  const result = await deps.realtime.publish(
    rows.map((r) => notificationsChannel(r.id)),
    NEW_NOTIFICATION_EVENT,
    payload,
  );
  if (!result.ok) {
    throw new HttpError(503, 'The browser notification could not be published. Please try again.', {
      code: 'realtime_unavailable',
    });
  }
  return rows.length;
}
