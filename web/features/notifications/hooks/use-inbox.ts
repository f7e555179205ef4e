// The bell's inbox (docs/product/notifications.md Notification): GET /api/notifications, polled on the docs/product/notifications.md schedule for the
// realtime state, and the actions that change it. A live notification, a read or a delete updates the cached
// inbox at once, then the pages of the full list are refetched.
import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@/shared/api/notifications';
import {
  applyDelete,
  applyIncoming,
  applyRead,
  applyReadAll,
  EMPTY_INBOX,
  type InboxState,
} from '@/shared/notifications/inbox';
import { toNotificationView, type NotificationView } from '@/shared/notifications/notification-view';
import { pollInterval, type ConnectionState } from '@/shared/notifications/rules';
import { useApi } from '@/web/lib/api';
import { notificationKeys } from '../lib/query-keys';

export function useInboxQuery(realtimeState: ConnectionState, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: notificationKeys.inbox,
    enabled,
    queryFn: async (): Promise<InboxState> => {
      // docs/product/notifications.md: the bell lists unread notifications only; the newest 50 are plenty for a dropdown.
      const { notifications, unreadCount } = await listNotifications(api, { unread: true, per_page: 50 });
      return { items: notifications.map((n) => toNotificationView(n)), unreadCount };
    },
    // docs/product/notifications.md: polling runs in every realtime state, slower while the socket is up.
    refetchInterval: pollInterval(realtimeState),
    // docs/product/notifications.md "a polling fallback runs in all states": a hidden tab too (TanStack Query skips interval fetches
    // there by default), so a tab left in the background with the socket down still hears of new notifications.
    refetchIntervalInBackground: true,
    // docs/product/notifications.md: a failed first load leaves an empty list (no retries piling up behind the bell).
    retry: 1,
  });
}

export function useInboxActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const update = useCallback(
    (change: (state: InboxState) => InboxState) =>
      queryClient.setQueryData<InboxState>(notificationKeys.inbox, (state) => change(state ?? EMPTY_INBOX)),
    [queryClient],
  );
  const refreshLists = useCallback(
    () => queryClient.invalidateQueries({ queryKey: notificationKeys.logsAll }),
    [queryClient],
  );

  const receive = useCallback(
    (notification: NotificationView) => {
      update((state) => applyIncoming(state, notification));
      // Shown at once; then read back from the server, which also replaces a first load still on its way that
      // was answered before this notification existed (it would otherwise hide it until the next poll).
      void queryClient.invalidateQueries({ queryKey: notificationKeys.inbox });
      void refreshLists();
    },
    [update, refreshLists, queryClient],
  );
  const markRead = useCallback(
    async (id: string) => {
      const count = await markNotificationRead(api, id);
      update((state) => applyRead(state, id, count));
      void refreshLists();
    },
    [api, update, refreshLists],
  );
  const markAllRead = useCallback(async () => {
    await markAllNotificationsRead(api);
    update(applyReadAll);
    void refreshLists();
  }, [api, update, refreshLists]);
  const remove = useCallback(
    async (id: string) => {
      await deleteNotification(api, id);
      update((state) => applyDelete(state, id));
      void refreshLists();
    },
    [api, update, refreshLists],
  );
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    [queryClient],
  );
  return useMemo(
    () => ({ receive, markRead, markAllRead, remove, refresh }),
    [receive, markRead, markAllRead, remove, refresh],
  );
}
