// The list part of /farmer/notifications: loading, error with Try Again, empty, the rows and the pager.
import type { UseQueryResult } from '@tanstack/react-query';
import type { PageMeta } from '@/shared/contracts/common';
import type { NotificationView } from '@/shared/notifications/notification-view';
import { localizeMessage } from '@/shared/i18n/messages';
import { Spinner } from '@/shared/ui/spinner';
import { PAGE_SIZE } from '../hooks/use-notification-logs';
import { NotificationListItem } from '@/shared/ui/notifications/notification-list-item';
import { Pager } from './pager';
import { notificationsText } from '@/web/features/notifications/i18n';

export function NotificationLog({
  query,
  tab,
  filtered,
  onOpen,
  onMarkRead,
  onDelete,
  onPage,
}: {
  query: UseQueryResult<{ items: NotificationView[]; meta: PageMeta }>;
  tab: 'all' | 'unread';
  filtered: boolean;
  onOpen: (n: NotificationView) => void;
  onMarkRead: (n: NotificationView) => void;
  onDelete: (n: NotificationView) => void;
  onPage: (page: number) => void;
}) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={notificationsText.t('loadingNotifications')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded-box bg-error/10 p-4 text-error">
        <p className="font-semibold">{notificationsText.t('weCouldNotLoadYour')}</p>
        <p className="mt-1 text-sm">{localizeMessage(query.error.message)}</p>
        <button
          type="button"
          className="btn btn-sm btn-outline btn-error mt-3"
          onClick={() => void query.refetch()}
        >
          {notificationsText.t('tryAgain')}
        </button>
      </div>
    );
  }
  const { items, meta } = query.data;
  if (items.length === 0) {
    const empty = filtered
      ? notificationsText.t('noNotificationsOfThisType')
      : tab === 'unread'
        ? notificationsText.t('noUnreadNotificationsCaughtUp')
        : notificationsText.t('noNotificationsYet');
    return <p className="py-12 text-center text-sm text-base-content/70">{empty}</p>;
  }
  return (
    <div>
      <p className="mb-2 text-xs text-base-content/60">
        {notificationsText.t('showingLengthOfTotal', { length: items.length, total: meta.total })}
      </p>
      <ul className="divide-y divide-base-300 overflow-hidden rounded-box border border-base-300">
        {items.map((n) => (
          <NotificationListItem
            key={n.id}
            notification={n}
            onOpen={() => onOpen(n)}
            onMarkRead={() => onMarkRead(n)}
            onDelete={() => onDelete(n)}
          />
        ))}
      </ul>
      <Pager page={meta.page} perPage={meta.per_page || PAGE_SIZE} total={meta.total} onPage={onPage} />
    </div>
  );
}
