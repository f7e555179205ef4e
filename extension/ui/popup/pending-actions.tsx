// Quick actions waiting for the connection, shown as pending; one the server refused says why.
import { useEffect } from 'react';
import { askWorker } from '../../messages';
import { describeQueuedAction } from '../../queued-action';
import { dismissQueuedAction } from '../../stock-queue';
import { stockQueueItem } from '../../storage-items';
import { useOnline } from '../use-session';
import { useStored } from '../use-stored';
import { extensionText } from '@/extension/i18n';

export function PendingActions() {
  const queue = useStored(stockQueueItem).value;
  const online = useOnline();
  const waiting = queue.some((q) => q.status === 'pending');
  // The connection is back while the popup is open: send what waited now rather than at the next alarm.
  useEffect(() => {
    if (online && waiting) void askWorker({ type: 'flush-queue' });
  }, [online, waiting]);
  if (queue.length === 0) return null;
  return (
    <section aria-label={extensionText.t('pendingStockActions')} className="px-3 py-2">
      <ul className="flex flex-col gap-1">
        {queue.map((q) => (
          <li key={q.id} className="flex items-center gap-2 text-xs">
            <span
              className={
                q.status === 'failed' ? 'badge badge-error badge-sm' : 'badge badge-warning badge-sm'
              }
            >
              {q.status === 'failed' ? extensionText.t('notSent') : extensionText.t('pending')}
            </span>
            <span className="flex-1">
              {describeQueuedAction(q)}
              {q.error && <span className="text-error block">{q.error}</span>}
            </span>
            {q.status === 'failed' && (
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                onClick={() => void dismissQueuedAction(q.id)}
              >
                {extensionText.t('dismiss')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
