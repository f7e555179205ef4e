// Quick actions waiting for the connection, shown as pending; one the server refused says why.
import { useEffect } from 'react';
import { askWorker } from '../../messages';
import { localizeApiMessage } from '@/shared/api/i18n';
import { formatQuantity } from '@/shared/inventory/labels';
import { STOCK_ACTION_FAILED } from '@/shared/inventory/stock-action-messages';
import type { QueuedStockAction } from '../../queued-action';
import { dismissQueuedAction } from '../../stock-queue';
import { stockQueueItem } from '../../storage-items';
import { useOnline } from '../use-session';
import { useStored } from '../use-stored';
import { extensionText } from '@/extension/i18n';

const ACTION_LABEL = {
  consume: 'actionConsume',
  transfer: 'actionTransfer',
  receive: 'actionReceive',
} as const;

/** "Consume 2 kg of Urea". */
function describeQueuedAction(queued: QueuedStockAction): string {
  return extensionText.t('queuedAction', {
    action: extensionText.t(ACTION_LABEL[queued.action]),
    quantity: formatQuantity(String(queued.input.quantity)),
    unit: queued.unit,
    name: queued.itemName,
  });
}

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
              {q.status === 'failed' && (
                <span className="text-error block">
                  {/* The worker keeps the server's words (English), or none: shown here in the person's language. */}
                  {q.error ? localizeApiMessage(q.error) : STOCK_ACTION_FAILED[q.action]}
                </span>
              )}
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
