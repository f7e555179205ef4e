// The unread inbox a client holds between fetches (docs/product/notifications.md Notification): a new notification arriving live, one
// read, all read, one deleted. The count never goes below zero and a notification is never counted twice (the
// same one arrives on both realtime channels, and again with the next poll).
import { decrementUnread } from './rules';
import type { NotificationView } from './notification-view';

export interface InboxState {
  items: NotificationView[];
  unreadCount: number;
}

export const EMPTY_INBOX: InboxState = { items: [], unreadCount: 0 };

/** A new notification goes on top; one already held changes nothing. */
export function applyIncoming(state: InboxState, incoming: NotificationView): InboxState {
  if (state.items.some((n) => n.id === incoming.id)) return state;
  return {
    items: [incoming, ...state.items],
    unreadCount: incoming.read ? state.unreadCount : state.unreadCount + 1,
  };
}

/** docs/product/notifications.md: marking one as read lowers the count by one, never below zero; an already read one changes nothing. */
export function applyRead(state: InboxState, id: string, serverCount?: number): InboxState {
  const target = state.items.find((n) => n.id === id);
  const wasUnread = target ? !target.read : false;
  return {
    items: state.items.map((n) => (n.id === id ? { ...n, read: true } : n)),
    unreadCount: serverCount ?? (wasUnread ? decrementUnread(state.unreadCount) : state.unreadCount),
  };
}

/** docs/product/notifications.md: mark all sets every notification read and resets the count to zero. */
export function applyReadAll(state: InboxState): InboxState {
  return { items: state.items.map((n) => (n.read ? n : { ...n, read: true })), unreadCount: 0 };
}

export function applyDelete(state: InboxState, id: string, serverCount?: number): InboxState {
  const target = state.items.find((n) => n.id === id);
  const wasUnread = target ? !target.read : false;
  return {
    items: state.items.filter((n) => n.id !== id),
    unreadCount: serverCount ?? (wasUnread ? decrementUnread(state.unreadCount) : state.unreadCount),
  };
}

export const unreadOnly = (items: readonly NotificationView[]) => items.filter((n) => !n.read);
