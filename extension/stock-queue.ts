// Quick stock actions taken offline wait here, shown as pending, and are sent once when the
// connection returns. Each keeps the Idempotency-Key made when it was submitted, so a retry after a lost answer
// is applied by the server once.
import type { ApiClient } from '@/shared/api/client';
import { isApiRequestError } from '@/shared/api/errors';
import { isConnectionFailure } from './background/inbox-sync';
import { newIdempotencyKey } from '@/shared/api/idempotency-key';
import { moveStock } from '@/shared/api/stock';
import { failureMessage } from '@/shared/api/form-errors';
import { STOCK_ACTION_FAILED } from '@/shared/inventory/stock-action-messages';
import type { QueuedStockAction } from './queued-action';
import { stockQueueItem } from './storage-items';

export type NewQueuedAction = Omit<QueuedStockAction, 'id' | 'queuedAt' | 'status' | 'error'>;

export async function enqueueStockAction(action: NewQueuedAction): Promise<QueuedStockAction> {
  const queued: QueuedStockAction = {
    ...action,
    id: newIdempotencyKey(),
    queuedAt: new Date().toISOString(),
    status: 'pending',
  };
  await stockQueueItem.setValue([...(await stockQueueItem.getValue()), queued]);
  return queued;
}

export async function dismissQueuedAction(id: string): Promise<void> {
  await stockQueueItem.setValue((await stockQueueItem.getValue()).filter((q) => q.id !== id));
}

async function update(id: string, change: ((q: QueuedStockAction) => QueuedStockAction) | null) {
  const queue = await stockQueueItem.getValue();
  await stockQueueItem.setValue(
    change ? queue.map((q) => (q.id === id ? change(q) : q)) : queue.filter((q) => q.id !== id),
  );
}

export interface FlushResult {
  sent: number;
  failed: number;
  /** Still waiting: the connection dropped again (or the session ended) part-way. */
  waiting: number;
}

let running: Promise<FlushResult> | null = null;

/** Sends the pending actions in the order they were taken; one flush at a time, so none is sent twice. */
export function flushStockQueue(api: ApiClient): Promise<FlushResult> {
  running ??= sendPending(api).finally(() => (running = null));
  return running;
}

async function sendPending(api: ApiClient): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, failed: 0, waiting: 0 };
  const pending = (await stockQueueItem.getValue()).filter((q) => q.status === 'pending');
  for (const [index, queued] of pending.entries()) {
    try {
      await moveStock(api, queued.farmId, queued.itemId, queued.action, queued.input, {
        idempotencyKey: queued.idempotencyKey,
      });
      await update(queued.id, null);
      result.sent += 1;
    } catch (error) {
      // No answer, or the session ended (401): keep this and the rest for the next try, in order.
      if (isConnectionFailure(error) || (isApiRequestError(error) && error.status === 401)) {
        result.waiting = pending.length - index;
        break;
      }
      const message = failureMessage(error, STOCK_ACTION_FAILED[queued.action]);
      await update(queued.id, (q) => ({ ...q, status: 'failed', error: message }));
      result.failed += 1;
    }
  }
  return result;
}
