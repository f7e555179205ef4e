// Every notification, newest first, filtered by type and by unread; mark read through the worker
// so the badge follows at once.
import { useState } from 'react';
import type { ApiClient } from '@/shared/api/client';
import { listNotificationLogs } from '@/shared/api/notifications';
import { toNotificationView } from '@/shared/notifications/notification-view';
import { NOTIFICATION_TYPES, type NotificationType } from '@/shared/notifications/rules';
import { askWorker } from '../../messages';
import { NotificationItem } from '../notification-item';
import { OfflineNotice } from '../offline-notice';
import { openNotificationPage } from '../open-page';
import { useCachedList } from '../use-cached-list';
import { extensionText } from '@/extension/i18n';

const PAGE_SIZE = 20;
const typeLabel = (type: string) => type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

export function NotificationsPanel({ api, serverUrl }: { api: ApiClient; serverUrl: string }) {
  const [type, setType] = useState<NotificationType | ''>('');
  const [unread, setUnread] = useState(false);
  const [pages, setPages] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const query = { type: type || undefined, unread, page: 1, per_page: PAGE_SIZE * pages };
  const list = useCachedList(`notification-log|${api.baseURL}|${type}|${unread}|${pages}`, () =>
    listNotificationLogs(api, query),
  );
  const items = (list.data?.data ?? []).map((n) => toNotificationView(n));

  const markRead = async (id: string) => {
    const answer = await askWorker({ type: 'mark-read', id });
    setError(answer.ok ? null : answer.error);
    list.reload();
  };

  return (
    <section aria-label={extensionText.t('allNotifications')} className="flex flex-col gap-2 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label={extensionText.t('type')}
          className="select select-sm"
          value={type}
          onChange={(e) => setType(e.target.value as NotificationType | '')}
        >
          <option value="">{extensionText.t('allTypes')}</option>
          {NOTIFICATION_TYPES.map((t) => (
            <option key={t} value={t}>
              {typeLabel(t)}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-1 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={unread}
            onChange={(e) => setUnread(e.target.checked)}
          />
          {extensionText.t('unreadOnly')}
        </label>
      </div>
      {list.offline && <OfflineNotice />}
      {(error ?? list.error) && (
        <div role="alert" className="alert alert-error py-1 text-xs">
          {error ?? list.error}
          <button type="button" className="btn btn-xs" onClick={() => (setError(null), list.reload())}>
            {extensionText.t('tryAgain')}
          </button>
        </div>
      )}
      <ul className="rounded-box border-base-300 border">
        {items.map((n) => (
          <NotificationItem
            key={n.id}
            notification={n}
            actions={
              <>
                <button
                  type="button"
                  className="link link-primary"
                  onClick={() => void openNotificationPage(serverUrl, n)}
                >
                  {extensionText.t('open')}
                </button>
                {!n.read && (
                  <button type="button" className="link" onClick={() => void markRead(n.id)}>
                    {extensionText.t('markRead')}
                  </button>
                )}
              </>
            }
          />
        ))}
        {list.data && items.length === 0 && (
          <li className="text-base-content/60 p-4 text-center text-sm">
            {extensionText.t('noNotifications')}
          </li>
        )}
      </ul>
      {list.data && list.data.meta.total > items.length && (
        <button type="button" className="btn btn-sm btn-ghost" onClick={() => setPages((p) => p + 1)}>
          {extensionText.t('showMore')}
        </button>
      )}
    </section>
  );
}
