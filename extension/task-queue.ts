// Tasks marked done offline wait here and are sent once, in order, when the connection returns, as the stock
// actions are (stock-queue.ts). The worker sends them, so this file keeps clear of the screens' catalogues and of
// the tasks contract (the worker's 80 KB budget): it posts the completion itself and keeps the server's words.
import type { ApiClient } from '@/shared/api/client';
import { isApiRequestError, statusMessage } from '@/shared/api/errors';
import { newIdempotencyKey } from '@/shared/api/idempotency-key';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/contracts/inventory-enums';
import { isConnectionFailure } from './background/inbox-sync';
import type { QueuedTaskCompletion } from './queued-task';
import { taskQueueItem } from './storage-items';

export type NewQueuedTask = Pick<QueuedTaskCompletion, 'idempotencyKey' | 'farmId' | 'taskId' | 'title'>;

export async function enqueueTaskCompletion(task: NewQueuedTask): Promise<QueuedTaskCompletion> {
  const queued: QueuedTaskCompletion = {
    ...task,
    id: newIdempotencyKey(),
    queuedAt: new Date().toISOString(),
    status: 'pending',
  };
  const queue = await taskQueueItem.getValue();
  // Pressed twice while offline: one completion waits, not two.
  if (queue.some((q) => q.taskId === task.taskId && q.status === 'pending')) return queued;
  await taskQueueItem.setValue([...queue, queued]);
  return queued;
}

export async function dismissQueuedTask(id: string): Promise<void> {
  await taskQueueItem.setValue((await taskQueueItem.getValue()).filter((q) => q.id !== id));
}

async function update(id: string, change: ((q: QueuedTaskCompletion) => QueuedTaskCompletion) | null) {
  const queue = await taskQueueItem.getValue();
  await taskQueueItem.setValue(
    change ? queue.map((q) => (q.id === id ? change(q) : q)) : queue.filter((q) => q.id !== id),
  );
}

/** POST /api/farms/{farmId}/tasks/{taskId}/complete, as shared/api/tasks' completeTask sends it. */
export const completionPath = (farmId: string, taskId: string) =>
  `/api/farms/${encodeURIComponent(farmId)}/tasks/${encodeURIComponent(taskId)}/complete`;

async function send(api: ApiClient, queued: QueuedTaskCompletion): Promise<void> {
  await api.post(
    completionPath(queued.farmId, queued.taskId),
    {},
    {
      headers: { [IDEMPOTENCY_KEY_HEADER]: queued.idempotencyKey },
    },
  );
}

function refusalOf(error: unknown): string | undefined {
  if (isApiRequestError(error))
    return error.status !== undefined && error.message !== statusMessage(error.status)
      ? error.message
      : undefined;
  return error instanceof Error && error.message ? error.message : undefined;
}

export interface TaskFlushResult {
  sent: number;
  failed: number;
  waiting: number;
}

let running: Promise<TaskFlushResult> | null = null;
let again = false;

/** Sends the pending completions in order; one flush at a time, and one asked for meanwhile runs after it. */
export function flushTaskQueue(api: ApiClient): Promise<TaskFlushResult> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let result: TaskFlushResult;
    do {
      again = false;
      result = await sendPending(api);
    } while (again);
    return result;
  })().finally(() => (running = null));
  return running;
}

async function sendPending(api: ApiClient): Promise<TaskFlushResult> {
  const result: TaskFlushResult = { sent: 0, failed: 0, waiting: 0 };
  const pending = (await taskQueueItem.getValue()).filter((q) => q.status === 'pending');
  for (const [index, queued] of pending.entries()) {
    try {
      await send(api, queued);
      await update(queued.id, null);
      result.sent += 1;
    } catch (error) {
      if (isConnectionFailure(error) || (isApiRequestError(error) && error.status === 401)) {
        result.waiting = pending.length - index;
        break;
      }
      await update(queued.id, (q) => ({ ...q, status: 'failed', error: refusalOf(error) }));
      result.failed += 1;
    }
  }
  return result;
}
