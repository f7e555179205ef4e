// The notifications of a bell or inbox: the key owner's list from the widget API, kept live over the Pusher
// protocol (one socket per key on the page, shared-realtime.ts) and, while the socket is down, by
// polling every minute (docs/product/widgets.md fallback).
import { useEffect, useRef } from 'react';
import type { NotificationLog } from '@/shared/contracts/notifications';
import { toNotificationView, type NotificationView } from '@/shared/notifications/notification-view';
import { subscribeRealtime } from './shared-realtime';
import { useLoad } from './use-widget';
import { WidgetError, type WidgetApi } from './widget-api';

const POLL_MS = 60_000;

export interface NotificationFeed {
  items: NotificationView[];
  unreadCount: number;
  farmName: string;
}

export function useNotifications(
  api: WidgetApi | WidgetError,
  unreadOnly: boolean,
  onArrive?: (n: NotificationView) => void,
) {
  const loaded = useLoad<NotificationFeed>(api, async (a) => {
    const [session, page] = await Promise.all([
      a.session(),
      a.get<{ data: NotificationLog[]; unread_count: number }>('notifications', {
        unread: unreadOnly ? '1' : undefined,
        per_page: 20,
      }),
    ]);
    return {
      items: page.data.map((n) => toNotificationView(n)),
      unreadCount: page.unread_count,
      farmName: session.farm.name,
    };
  });
  const { set, reload } = loaded;
  const arrive = useRef(onArrive);
  useEffect(() => {
    arrive.current = onArrive;
  });
  const ready = loaded.data !== null;

  useEffect(() => {
    if (api instanceof WidgetError || !ready) return;
    let live = false;
    const poll = setInterval(() => !live && reload(), POLL_MS);
    const leave = subscribeRealtime(api, {
      onStateChange: (state) => void (live = state === 'connected'),
      // Read or deleted in the web app or the extension: the badge follows at once, the list on a refetch.
      onUnreadCount: (count) => {
        set((feed) => (feed ? { ...feed, unreadCount: count } : feed));
        reload();
      },
      onNotification: (payload) => {
        const view = toNotificationView({ ...payload, read: false });
        set((feed) =>
          feed && !feed.items.some((n) => n.id === view.id)
            ? { ...feed, items: [view, ...feed.items], unreadCount: feed.unreadCount + 1 }
            : feed,
        );
        arrive.current?.(view);
      },
    });
    return () => {
      clearInterval(poll);
      leave();
    };
  }, [api, ready, reload, set]);
  return loaded;
}
