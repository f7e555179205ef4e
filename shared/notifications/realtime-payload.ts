// What arrives on the realtime channels (docs/product/realtime.md Realtime payloads, docs/architecture.md "Realtime and push"), read into one
// shape, and pusher-js's connection states mapped onto docs/product/realtime.md. Pure, for every surface.
import {
  BrowserBroadcastPayloadSchema,
  InAppPayloadSchema,
  PushPayloadSchema,
} from '../contracts/notifications';
import { normalizeSeverity, type ConnectionState, type Severity } from './rules';
import { NEW_NOTIFICATION_EVENT, NOTIFICATION_EVENT } from '@/shared/contracts/realtime-channels';

/** docs/product/realtime.md Realtime connection states, plus init_failed (the config could not be loaded; docs/product/realtime.md polls at 1 min). */
export type RealtimeState = ConnectionState;

export interface RealtimeNotification {
  id: string;
  type: string;
  title: string;
  message: string;
  severity: Severity;
  link: string | null;
  created_at: string;
}

/** The admin's browser-notification test (docs/product/realtime.md): an alert to show, not a stored notification. */
export interface RealtimeBroadcast {
  id: string;
  title: string;
  message: string;
  severity: Severity;
  /** null: the surface's default icon. */
  icon: string | null;
  playSound: boolean;
}

/** `unavailable` is pusher-js's "the connection failed and is being retried". */
export function mapPusherState(state: string): RealtimeState {
  if (state === 'connected') return 'connected';
  if (state === 'unavailable' || state === 'failed') return 'failed';
  if (state === 'disconnected') return 'disconnected';
  return 'connecting';
}

/** Both channels carry the same notification (event `notification` and event `new-notification`). */
export function readRealtimePayload(event: string, data: unknown): RealtimeNotification | null {
  if (event === NOTIFICATION_EVENT) {
    const parsed = InAppPayloadSchema.safeParse(data);
    if (!parsed.success) return null;
    const { data: extra, ...rest } = parsed.data;
    return { ...rest, severity: normalizeSeverity(extra.severity), link: extra.action_url };
  }
  if (event === NEW_NOTIFICATION_EVENT) {
    // A broadcast parses as a push payload too; it must not reach an inbox, a list or a badge.
    if (readBroadcastPayload(event, data)) return null;
    const parsed = PushPayloadSchema.safeParse(data);
    return parsed.success ? parsed.data : null;
  }
  return null;
}

/** The broadcast comes as event `new-notification` too, told apart by its icon and play_sound. */
export function readBroadcastPayload(event: string, data: unknown): RealtimeBroadcast | null {
  if (event !== NEW_NOTIFICATION_EVENT) return null;
  const parsed = BrowserBroadcastPayloadSchema.safeParse(data);
  if (!parsed.success) return null;
  const { id, title, message, severity, icon, play_sound } = parsed.data;
  return { id, title, message, severity, icon: icon || null, playSound: play_sound };
}

/** On the user channel after a mark read, mark all or delete elsewhere: the user's unread count now. */
export const UNREAD_COUNT_EVENT = 'unread-count';

export function readUnreadCount(event: string, data: unknown): number | null {
  if (event !== UNREAD_COUNT_EVENT || typeof data !== 'object' || data === null) return null;
  const count = (data as { unread_count?: unknown }).unread_count;
  return Number.isInteger(count) && (count as number) >= 0 ? (count as number) : null;
}

/** Remembers the last ids seen, so one notification on two channels (and a reconnect replay) counts once. */
export function createSeenIds(limit = 200) {
  const seen = new Set<string>();
  return (id: string): boolean => {
    if (seen.has(id)) return true;
    seen.add(id);
    if (seen.size > limit) seen.delete(seen.values().next().value as string);
    return false;
  };
}
