// <farm-notification-bell> (docs/product/widgets.md): a bell with the unread count (99+ above 99) that opens a
// panel of unread notifications, live over the Pusher protocol. Choosing one sends `farm-notification-select`;
// each arrival sends `farm-notification-receive`.
import { useState } from 'react';
import clsx from 'clsx';
import { Bell } from 'lucide-react';
import { formatNumber } from '@/shared/i18n/format';
import { getLanguage } from '@/shared/i18n/runtime';
import { badgeText } from '@/shared/notifications/rules';
import { NotificationRow } from '@/shared/ui/notifications/notification-row';
import type { WidgetProps } from '../lib/define-widget';
import { emit } from '../lib/emit';
import { useNotifications } from '../lib/use-notifications';
import { useWidgetApi } from '../lib/use-widget';
import { WidgetFrame } from '../lib/widget-frame';
import { widgetsText } from '@/widgets/i18n';

export const NOTIFICATION_SELECT = 'farm-notification-select';
export const NOTIFICATION_RECEIVE = 'farm-notification-receive';

export function NotificationBell(props: WidgetProps) {
  const api = useWidgetApi(props);
  const [open, setOpen] = useState(false);
  // The panel opens toward the middle of the page, so a bell at either edge keeps it on screen.
  const [side, setSide] = useState<'left' | 'right'>('right');
  const toggle = () => {
    const host = (props.container as unknown as ShadowRoot | undefined)?.host;
    const box = host?.getBoundingClientRect();
    if (box) setSide(box.left + box.width / 2 < window.innerWidth / 2 ? 'left' : 'right');
    setOpen((o) => !o);
  };
  const feed = useNotifications(api, true, (n) => emit(props.container, NOTIFICATION_RECEIVE, n));
  const count = feed.data?.unreadCount ?? 0;
  const label = feed.error
    ? widgetsText.t('notificationsUnavailable')
    : count > 0
      ? widgetsText.t('notificationsUnread', { count: formatNumber(count) })
      : widgetsText.t('notifications');
  return (
    <div
      className="farm-widget farm-bell"
      data-theme={props.theme === 'dark' ? 'dark' : 'light'}
      lang={getLanguage()}
    >
      <button
        type="button"
        className="btn btn-ghost btn-circle relative"
        aria-label={label}
        aria-expanded={open}
        onClick={toggle}
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        {count > 0 && (
          <span
            className="badge badge-error badge-xs absolute -right-0.5 -top-0.5 px-1"
            data-testid="unread-badge"
          >
            {badgeText(count)}
          </span>
        )}
        {feed.error && <span className="badge badge-warning badge-xs absolute -right-0.5 -top-0.5">!</span>}
      </button>
      {open && (
        <div
          className={clsx(
            'absolute top-full z-50 mt-1 h-96 w-80 max-w-[90vw]',
            side === 'left' ? 'left-0' : 'right-0',
          )}
          role="dialog"
          aria-label={widgetsText.t('unreadNotifications')}
        >
          <WidgetFrame
            theme={props.theme}
            title={
              feed.data
                ? widgetsText.t('notificationsAtFarm', { farm: feed.data.farmName })
                : widgetsText.t('notifications')
            }
            loading={feed.loading}
            error={feed.error}
            onRetry={feed.reload}
          >
            {feed.data?.items.length === 0 ? (
              <p className="px-4 py-8 text-center text-sm text-base-content/70">
                {widgetsText.t('youReAllCaughtUp')}
              </p>
            ) : (
              <ul className="divide-y divide-base-300">
                {feed.data?.items.map((n) => (
                  <li key={n.id}>
                    <NotificationRow
                      notification={n}
                      onOpen={(chosen) => emit(props.container, NOTIFICATION_SELECT, chosen)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </WidgetFrame>
        </div>
      )}
    </div>
  );
}
