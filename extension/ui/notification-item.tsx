// One notification in the popup's unread list and the side panel's full list: title, message, relative time
// (docs/product/extension.md), and its actions.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { relativeTime } from '@/shared/notifications/rules';
import type { NotificationView } from '@/shared/notifications/notification-view';

const SEVERITY_DOT = { info: 'bg-info', warning: 'bg-warning', error: 'bg-error' } as const;

export function NotificationItem({
  notification,
  actions,
}: {
  notification: NotificationView;
  actions: ReactNode;
}) {
  return (
    <li
      className="border-base-300 flex gap-2 border-b px-3 py-2 last:border-b-0"
      aria-label={notification.title}
    >
      <span
        aria-label={notification.severity}
        className={clsx('mt-1.5 size-2 shrink-0 rounded-full', SEVERITY_DOT[notification.severity])}
      />
      <div className="min-w-0 flex-1">
        <p className={clsx('text-sm', !notification.read && 'font-semibold')}>{notification.title}</p>
        <p className="text-base-content/80 line-clamp-2 text-xs">{notification.message}</p>
        <div className="mt-1 flex items-center gap-2 text-xs">
          <span className="text-base-content/60">{relativeTime(notification.createdAt)}</span>
          {actions}
        </div>
      </div>
    </li>
  );
}
