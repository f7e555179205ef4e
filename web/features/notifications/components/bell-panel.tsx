// The bell's dropdown (docs/product/notifications.md): unread notifications only, Mark all as read, the settings gear, View all.
import { Link } from 'react-router-dom';
import { CheckCheck, Settings } from 'lucide-react';
import type { NotificationView } from '@/shared/notifications/notification-view';
import { paths } from '@/shared/routes/paths';
import { Spinner } from '@/shared/ui/spinner';
import { useMinuteTick } from '../hooks/use-minute-tick';
import { NotificationRow } from '@/shared/ui/notifications/notification-row';
import { PanelError } from './panel-error';
import { notificationsText } from '@/web/features/notifications/i18n';

export interface BellPanelProps {
  unread: NotificationView[];
  unreadCount: number;
  loading: boolean;
  error: string | null;
  onClearError: () => void;
  onOpen: (n: NotificationView) => void;
  onMarkAll: () => void;
  onSettings: () => void;
  onNavigate: () => void;
  /** docs/product/notifications.md: /farmer/notifications; a superadmin, who cannot open the farmer area, gets the admin log. */
  viewAllTo?: string;
}

export function BellPanel(props: BellPanelProps) {
  const { unread, unreadCount, loading, error } = props;
  useMinuteTick();
  return (
    <div
      role="dialog"
      aria-label={notificationsText.t('unreadNotifications')}
      className="fixed inset-x-2 top-16 z-50 mt-1 overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:w-96"
    >
      <div className="flex items-center gap-1 border-b border-base-300 px-4 py-2">
        <h2 className="flex-1 font-semibold">
          {notificationsText.t('notifications')}
          {unreadCount > 0 && (
            <span className="ml-2 text-sm font-normal text-base-content/60">
              {notificationsText.t('unreadcountUnread', { unreadCount: unreadCount })}
            </span>
          )}
        </h2>
        <button
          type="button"
          className="btn btn-ghost btn-xs"
          onClick={props.onMarkAll}
          disabled={unreadCount === 0}
        >
          <CheckCheck className="h-4 w-4" aria-hidden="true" />
          {notificationsText.t('markAllAsRead')}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-circle btn-xs"
          aria-label={notificationsText.t('notificationSettings')}
          onClick={props.onSettings}
        >
          <Settings className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>

      <PanelError error={error} onClear={props.onClearError} />

      <div className="max-h-[60vh] overflow-y-auto sm:max-h-96">
        {loading ? (
          <div className="flex justify-center py-8">
            <Spinner label={notificationsText.t('loadingNotifications')} />
          </div>
        ) : unread.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-base-content/70">
            {notificationsText.t('youReAllCaughtUp')}
          </p>
        ) : (
          <ul className="divide-y divide-base-300">
            {unread.map((n) => (
              <li key={n.id}>
                <NotificationRow notification={n} onOpen={props.onOpen} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="border-t border-base-300 p-2 text-center">
        <Link
          to={props.viewAllTo ?? paths.farmer.notifications}
          className="btn btn-ghost btn-sm btn-block"
          onClick={props.onNavigate}
        >
          {notificationsText.t('viewAllNotifications')}
        </Link>
      </div>
    </div>
  );
}
