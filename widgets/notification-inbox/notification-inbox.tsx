// <farm-notification-inbox> (docs/product/widgets.md): the key owner's recent notifications, read and unread, live over the
// Pusher protocol, with an All / Unread switch. Choosing one sends `farm-notification-select`.
import { useState } from 'react';
import clsx from 'clsx';
import { formatNumber } from '@/shared/i18n/format';
import { NotificationRow } from '@/shared/ui/notifications/notification-row';
import type { WidgetProps } from '../lib/define-widget';
import { emit } from '../lib/emit';
import { useNotifications } from '../lib/use-notifications';
import { useWidgetApi } from '../lib/use-widget';
import { WidgetFrame } from '../lib/widget-frame';
import { NOTIFICATION_RECEIVE, NOTIFICATION_SELECT } from '../notification-bell/notification-bell';
import { widgetsText } from '@/widgets/i18n';

export function NotificationInbox(props: WidgetProps & { heading?: string }) {
  const api = useWidgetApi(props);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const feed = useNotifications(api, false, (n) => emit(props.container, NOTIFICATION_RECEIVE, n));
  const items = (feed.data?.items ?? []).filter((n) => !unreadOnly || !n.read);
  const tab = (value: boolean, text: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={unreadOnly === value}
      className={clsx('tab', unreadOnly === value && 'tab-active')}
      onClick={() => setUnreadOnly(value)}
    >
      {text}
    </button>
  );
  return (
    <WidgetFrame
      theme={props.theme}
      title={
        props.heading ||
        (feed.data
          ? widgetsText.t('notificationsAtFarm', { farm: feed.data.farmName })
          : widgetsText.t('notifications'))
      }
      loading={feed.loading}
      error={feed.error}
      onRetry={feed.reload}
      actions={
        feed.data && (
          <div role="tablist" className="tabs">
            {tab(false, widgetsText.t('all'))}
            {tab(true, widgetsText.t('unreadCount', { count: formatNumber(feed.data.unreadCount) }))}
          </div>
        )
      }
    >
      {items.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-base-content/70">
          {widgetsText.t('noNotificationsYet')}
        </p>
      ) : (
        <ul className="divide-y divide-base-300" aria-label={widgetsText.t('notifications')}>
          {items.map((n) => (
            <li key={n.id} className={clsx(!n.read && 'bg-primary/5')}>
              <NotificationRow
                notification={n}
                onOpen={(chosen) => emit(props.container, NOTIFICATION_SELECT, chosen)}
              />
            </li>
          ))}
        </ul>
      )}
    </WidgetFrame>
  );
}
