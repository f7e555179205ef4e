// Quick stock actions taken offline wait here, shown as pending, and are sent once when the
// connection returns. Each keeps the Idempotency-Key made when it was submitted, so a retry after a lost answer
// is applied by the server once.
// The worker sends them, so this file stays clear of the screens' texts and labels (the shared fetchers and
// stock-action-messages bring catalogues the worker's 80 KB budget has no room for): it posts the action itself and
// keeps the server's own words; the popup shows them in the person's language (pending-actions.tsx).
import type { ApiClient } from '@/shared/api/client';
import { isApiRequestError, statusMessage } from '@/shared/api/errors';
import { isConnectionFailure } from './background/inbox-sync';
import { newIdempotencyKey } from '@/shared/api/idempotency-key';
import { INVALID_INPUT_CODE, validInput } from '@/shared/api/input';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/contracts/inventory-enums';
import {
  ConsumeInput,
  MovementResultSchema,
  ReceiveInput,
  TransferInput,
} from '@/shared/contracts/stock-movements';
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

const INPUTS = { consume: ConsumeInput, transfer: TransferInput, receive: ReceiveInput } as const;

/** POST /api/farms/{farmId}/inventory/{itemId}/{action} as shared/api/stock's moveStock sends it: the input checked
 *  with the contract, the key made when the action was taken. */
async function send(api: ApiClient, queued: QueuedStockAction): Promise<void> {
  const path = `/api/farms/${encodeURIComponent(queued.farmId)}/inventory/${encodeURIComponent(queued.itemId)}`;
  const result = await api.post(`${path}/${queued.action}`, validInput(INPUTS[queued.action], queued.input), {
    schema: MovementResultSchema,
    headers: { [IDEMPOTENCY_KEY_HEADER]: queued.idempotencyKey },
  });
  if (!result.success) throw new Error(result.message || 'The stock change was not recorded');
}

/** The server's reason for a refusal, in its words (English); none when it gave only a status. */
function refusalOf(error: unknown): string | undefined {
  if (isApiRequestError(error)) {
    const fromServer = error.status !== undefined && error.message !== statusMessage(error.status);
    return fromServer || error.code === INVALID_INPUT_CODE ? error.message : undefined;
  }
  return error instanceof Error && error.message ? error.message : undefined;
}

let again = false;

/**
 * Sends the pending actions in the order they were taken; one flush at a time, so none is sent twice. A flush
 * asked for while one runs (the connection came back while the running one was still failing offline) runs again
 * once that one ends, so the request is never swallowed by a flush that had already given up.
 */
export function flushStockQueue(api: ApiClient): Promise<FlushResult> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let result: FlushResult;
    do {
      again = false;
      result = await sendPending(api);
    } while (again);
    return result;
  })().finally(() => (running = null));
  return running;
}

async function sendPending(api: ApiClient): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, failed: 0, waiting: 0 };
  const pending = (await stockQueueItem.getValue()).filter((q) => q.status === 'pending');
  for (const [index, queued] of pending.entries()) {
    try {
      await send(api, queued);
      await update(queued.id, null);
      result.sent += 1;
    } catch (error) {
      // No answer, or the session ended (401): keep this and the rest for the next try, in order.
      if (isConnectionFailure(error) || (isApiRequestError(error) && error.status === 401)) {
        result.waiting = pending.length - index;
        break;
      }
      const reason = refusalOf(error);
      await update(queued.id, (q) => ({ ...q, status: 'failed', error: reason }));
      result.failed += 1;
    }
  }
  return result;
}
