// One notification on /farmer/notifications: opens the detail, with Mark as read and Delete.
import clsx from 'clsx';
import { Check, Trash2 } from 'lucide-react';
import { typeLabel } from '@/shared/notifications/labels';
import type { NotificationView } from '@/shared/notifications/notification-view';
import { relativeTime } from '@/shared/notifications/rules';
import { SEVERITY_STYLE } from './severity-style';
import { uiNotificationsText } from '@/shared/ui/notifications/i18n';

export function NotificationListItem({
  notification: n,
  onOpen,
  onMarkRead,
  onDelete,
}: {
  notification: NotificationView;
  onOpen: () => void;
  onMarkRead: () => void;
  onDelete: () => void;
}) {
  const style = SEVERITY_STYLE[n.severity];
  return (
    <li
      className={clsx(
        'flex items-start gap-3 border-l-4 px-3 py-3 sm:px-4',
        style.border,
        !n.read && 'bg-primary/5',
      )}
    >
      <button type="button" onClick={onOpen} className="min-w-0 flex-1 text-left">
        <span className="flex flex-wrap items-baseline gap-x-2">
          {!n.read && (
            <span
              className="h-2 w-2 self-center rounded-full bg-primary"
              aria-label={uiNotificationsText.t('unread')}
            />
          )}
          <span className={clsx('truncate', n.read ? 'font-normal' : 'font-semibold')}>{n.title}</span>
        </span>
        <span className="mt-0.5 line-clamp-2 block text-sm text-base-content/75">{n.message}</span>
        <span className="mt-1 flex flex-wrap gap-x-3 text-xs text-base-content/60">
          <span>{typeLabel(n.type)}</span>
          <time dateTime={n.createdAt} title={new Date(n.createdAt).toLocaleString()}>
            {relativeTime(n.createdAt)}
          </time>
        </span>
      </button>
      <div className="flex shrink-0 gap-1">
        {!n.read && (
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-square"
            aria-label={uiNotificationsText.t('markTitleAsRead', { title: n.title })}
            title={uiNotificationsText.t('markAsRead')}
            onClick={onMarkRead}
          >
            <Check className="h-4 w-4" aria-hidden="true" />
          </button>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-xs btn-square text-error"
          aria-label={uiNotificationsText.t('deleteTitle', { title: n.title })}
          title={uiNotificationsText.t('delete')}
          onClick={onDelete}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
