// The unread notifications (docs/product/extension.md: the bell lists unread ones only) with open, mark read and
// Mark all as read. The list is the worker's stored inbox, so it is there at once and offline too.
import { useState } from 'react';
import { askWorker, type ExtensionMessage } from '../../messages';
import { inboxItem } from '../../storage-items';
import { NotificationItem } from '../notification-item';
import { OfflineNotice } from '../offline-notice';
import { openNotificationPage } from '../open-page';
import { useStored } from '../use-stored';
import { extensionText } from '@/extension/i18n';

export function UnreadNotifications({ serverUrl }: { serverUrl: string }) {
  const inbox = useStored(inboxItem).value;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (message: ExtensionMessage) => {
    setBusy(true);
    const answer = await askWorker(message);
    setBusy(false);
    setError(answer.ok ? null : answer.error);
  };

  return (
    <section aria-labelledby="unread-heading" className="flex flex-col">
      <header className="flex items-center justify-between px-3 py-2">
        <h2 id="unread-heading" className="text-sm font-semibold">
          {extensionText.t('unreadNotifications')}{' '}
          <span className="badge badge-sm badge-primary">{inbox.unreadCount}</span>
        </h2>
        <button
          type="button"
          className="btn btn-ghost btn-xs"
          disabled={busy || inbox.unreadCount === 0}
          onClick={() => void send({ type: 'mark-all-read' })}
        >
          {extensionText.t('markAllAsRead')}
        </button>
      </header>
      {inbox.offline && <OfflineNotice />}
      {error && (
        <div role="alert" className="alert alert-error mx-3 py-1 text-xs">
          {error}
          <button type="button" className="btn btn-xs" onClick={() => setError(null)}>
            {extensionText.t('tryAgain')}
          </button>
        </div>
      )}
      {inbox.items.length === 0 ? (
        <p className="text-base-content/60 px-3 py-4 text-center text-sm">
          {extensionText.t('noUnreadNotifications')}
        </p>
      ) : (
        <ul className="max-h-56 overflow-y-auto">
          {inbox.items.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              actions={
                <>
                  <button
                    type="button"
                    className="link link-primary"
                    onClick={() => {
                      void openNotificationPage(serverUrl, n);
                      void send({ type: 'mark-read', id: n.id });
                    }}
                  >
                    {extensionText.t('open')}
                  </button>
                  <button
                    type="button"
                    className="link"
                    aria-label={extensionText.t('markTitleAsRead', { title: n.title })}
                    onClick={() => void send({ type: 'mark-read', id: n.id })}
                  >
                    {extensionText.t('markRead')}
                  </button>
                </>
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
