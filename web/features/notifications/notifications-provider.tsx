// docs/product/notifications.md Push notifications: active only while the user is authenticated; otherwise children render without it.
// It loads the inbox, subscribes to realtime, polls on the docs/product/notifications.md schedule, and announces each new notification
// (badge at once, sound at the stored volume, browser notification when permitted).
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { EMPTY_INBOX, type InboxState } from '@/shared/notifications/inbox';
import {
  safeLink,
  toNotificationView,
  type NotificationView,
} from '@/shared/notifications/notification-view';
import { useSession } from '@/web/lib/session';
import { useInboxActions, useInboxQuery } from './hooks/use-inbox';
import { usePreferencesSync } from './hooks/use-preferences-sync';
import { usePushRegistration } from './hooks/use-push-registration';
import { useNotificationRealtime } from './hooks/use-realtime';
import { readSoundPreferences } from './hooks/use-sound-preferences';
import { playNotificationSound, showBrowserNotification } from './lib/alerts';
import { NotificationsContext, type NotificationsContextValue } from './lib/notifications-context';

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { user, token } = useSession();
  if (!user || !token) return <>{children}</>;
  // A new user id (another account in this tab) starts over: new channels, new inbox.
  return (
    <ActiveNotifications key={user.id} userId={user.id} token={token}>
      {children}
    </ActiveNotifications>
  );
}

function ActiveNotifications({
  userId,
  token,
  children,
}: {
  userId: string;
  token: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const actions = useInboxActions();
  const announced = useRef(new Set<string>());

  // Once per notification, whether it came live, with a poll, or both.
  const announce = useCallback(
    (n: NotificationView) => {
      if (announced.current.has(n.id)) return;
      announced.current.add(n.id);
      playNotificationSound(readSoundPreferences());
      const link = safeLink(n.link);
      showBrowserNotification(n, () => {
        if (link?.external) window.open(link.to, '_blank', 'noopener');
        else if (link) navigate(link.to);
      });
    },
    [navigate],
  );

  const { state, handle } = useNotificationRealtime(userId, {
    onNotification: (payload) => {
      const view = toNotificationView(payload);
      actions.receive(view);
      announce(view);
    },
    // docs/product/notifications.md: the admin's test is not stored, so it leaves the bell and the badge alone: only the alert, with
    // its icon, and the sound unless the admin turned it off (this device's own sound setting still applies).
    onBroadcast: (broadcast) => {
      if (broadcast.playSound) playNotificationSound(readSoundPreferences());
      const { id, title, message, severity, icon } = broadcast;
      showBrowserNotification({ id, title, message, severity, icon: icon ?? undefined });
    },
    // Read or deleted in another tab, the extension or a widget: catch up unless this tab already shows it.
    onUnreadCount: (count) => {
      if (count !== unreadShown.current) void actions.refresh();
    },
  });
  const inbox = useInboxQuery(state);
  const unreadShown = useRef<number | null>(null);
  unreadShown.current = inbox.data?.unreadCount ?? null;
  useAnnounceArrivals(inbox.data, announce);
  const push = usePushRegistration(token, actions.refresh);
  usePreferencesSync(userId, state, inbox.dataUpdatedAt);

  const value = useMemo<NotificationsContextValue>(
    () => ({
      userId,
      inbox: inbox.data ?? EMPTY_INBOX, // docs/product/notifications.md: a failed first load leaves an empty list
      loading: inbox.isPending,
      realtimeState: state,
      realtime: handle,
      push,
      markRead: actions.markRead,
      markAllRead: actions.markAllRead,
      remove: actions.remove,
      refresh: () => void actions.refresh(),
    }),
    [userId, inbox.data, inbox.isPending, state, handle, push, actions],
  );
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

/**
 * Notifications a poll brings that were not there before (the socket was down) are announced too; the first
 * load is not, and a live one is already in the inbox when the poll sees it.
 */
function useAnnounceArrivals(data: InboxState | undefined, announce: (n: NotificationView) => void) {
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!data) return;
    const fresh = known.current ? data.items.filter((n) => !n.read && !known.current!.has(n.id)) : [];
    known.current = new Set(data.items.map((n) => n.id));
    for (const n of fresh.slice(0, 3)) announce(n);
  }, [data, announce]);
}
