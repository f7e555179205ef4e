// What the notifications provider shares with the bell and the notification pages.
import { createContext, useContext } from 'react';
import type { InboxState } from '@/shared/notifications/inbox';
import type { NotificationRealtime, RealtimeState } from '@/shared/notifications/realtime';
import type { PushStatus } from '../hooks/use-push-registration';

export interface NotificationsContextValue {
  userId: string;
  inbox: InboxState;
  loading: boolean;
  realtimeState: RealtimeState;
  realtime: NotificationRealtime | null;
  push: PushStatus;
  markRead(id: string): Promise<void>;
  markAllRead(): Promise<void>;
  remove(id: string): Promise<void>;
  refresh(): void;
}

export const NotificationsContext = createContext<NotificationsContextValue | null>(null);

/** null outside a signed-in session (docs/product/notifications.md: the provider is active only while authenticated). */
export function useNotifications(): NotificationsContextValue | null {
  return useContext(NotificationsContext);
}
