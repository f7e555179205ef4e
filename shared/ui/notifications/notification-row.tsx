// One notification in the bell's dropdown: severity colour, title, message and relative time (docs/product/notifications.md).
import clsx from 'clsx';
import type { NotificationView } from '@/shared/notifications/notification-view';
import { relativeTime } from '@/shared/notifications/rules';
import { SEVERITY_LABELS } from '@/shared/notifications/severity-labels';
import { SEVERITY_STYLE } from './severity-style';
import { uiText } from '@/shared/ui/i18n';

export function NotificationRow({
  notification,
  onOpen,
}: {
  notification: NotificationView;
  onOpen: (n: NotificationView) => void;
}) {
  const style = SEVERITY_STYLE[notification.severity];
  return (
    <button
      type="button"
      onClick={() => onOpen(notification)}
      className={clsx(
        'flex w-full gap-3 border-l-4 px-4 py-3 text-left transition-colors hover:bg-base-200 focus-visible:bg-base-200 focus-visible:outline-none',
        style.border,
      )}
    >
      <span className={clsx('mt-1.5 h-2 w-2 shrink-0 rounded-full', style.dot)} aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className="flex-1 truncate font-medium">{notification.title}</span>
          <time dateTime={notification.createdAt} className="shrink-0 text-xs text-base-content/60">
            {relativeTime(notification.createdAt)}
          </time>
        </span>
        <span className="mt-0.5 line-clamp-2 block text-sm text-base-content/75">{notification.message}</span>
        <span className="sr-only">
          {uiText.t('severityValue', { value: SEVERITY_LABELS[notification.severity] })}
        </span>
      </span>
    </button>
  );
}
