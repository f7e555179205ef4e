// "My tasks today" (docs/product/farm-work-notifications.md "In the extension"): the person's open tasks due today
// or overdue on every farm, each with Mark done. Offline, or when the answer is lost on the way, the completion
// waits in the task queue with the key made at the press and the worker sends it once the connection is back. A
// harvest task needs the harvest written down, so it opens in the web app instead.
import { useEffect, useState } from 'react';
import type { ApiClient } from '@/shared/api/client';
import { isApiRequestError } from '@/shared/api/errors';
import { localizeApiMessage } from '@/shared/api/i18n';
import { newIdempotencyKey } from '@/shared/api/idempotency-key';
import { completeTask, listMyTasks } from '@/shared/api/tasks';
import type { MyTasksResponse, Task } from '@/shared/contracts/tasks';
import { paths } from '@/shared/routes/paths';
import { isConnectionFailure } from '../../background/inbox-sync';
import { askWorker } from '../../messages';
import { dismissQueuedTask, enqueueTaskCompletion } from '../../task-queue';
import { taskQueueItem } from '../../storage-items';
import { OfflineNotice } from '../offline-notice';
import { openWebApp } from '../open-page';
import { useCachedList } from '../use-cached-list';
import { useOnline } from '../use-session';
import { useStored } from '../use-stored';
import { extensionText } from '@/extension/i18n';

export const MY_TASKS_CACHE_KEY = 'my-tasks-today';

/** Today's tasks; null from a server without tasks (an older or other backend), which shows no section at all. */
async function loadTasks(api: ApiClient): Promise<MyTasksResponse | null> {
  try {
    return await listMyTasks(api, { due: 'today' });
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) return null;
    throw error;
  }
}

export function MyTasks({ api, serverUrl }: { api: ApiClient; serverUrl: string }) {
  const online = useOnline();
  const list = useCachedList(MY_TASKS_CACHE_KEY, () => loadTasks(api));
  const queue = useStored(taskQueueItem).value;
  const [done, setDone] = useState<string[]>([]);
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const waiting = queue.some((q) => q.status === 'pending');
  useEffect(() => {
    if (online && waiting) void askWorker({ type: 'flush-queue' });
  }, [online, waiting]);

  async function markDone(task: Task) {
    const key = newIdempotencyKey();
    const queueIt = async () => {
      await enqueueTaskCompletion({
        idempotencyKey: key,
        farmId: task.farm_id,
        taskId: task.id,
        title: task.title,
      });
      setNotice({ kind: 'status', text: extensionText.t('savedOffline') });
    };
    if (!online) return queueIt();
    try {
      await completeTask(api, task.farm_id, task.id, {}, key);
      setDone((ids) => [...ids, task.id]);
      setNotice({ kind: 'status', text: extensionText.t('taskDoneNotice', { title: task.title }) });
    } catch (failure) {
      if (isConnectionFailure(failure)) return queueIt();
      const message =
        failure instanceof Error && failure.message ? localizeApiMessage(failure.message) : null;
      setNotice({ kind: 'alert', text: message ?? extensionText.t('taskNotDone') });
    }
  }

  const queuedIds = new Set(queue.filter((q) => q.status === 'pending').map((q) => q.taskId));
  const tasks = (list.data?.data ?? []).filter((t) => !done.includes(t.id));
  if (!list.loading && !list.offline && !list.error && list.data === null) return null;
  return (
    <section aria-labelledby="my-tasks-heading" className="flex flex-col gap-2 px-3 py-2">
      <h2 id="my-tasks-heading" className="text-sm font-semibold">
        {extensionText.t('myTasksToday')}
      </h2>
      {list.offline && <OfflineNotice />}
      {list.error && (
        <p role="alert" className="text-error text-xs">
          {localizeApiMessage(list.error)}
        </p>
      )}
      {notice && (
        <p
          role={notice.kind}
          className={notice.kind === 'alert' ? 'text-error text-xs' : 'text-success text-xs'}
        >
          {notice.text}
        </p>
      )}
      {!list.loading && tasks.length === 0 && !list.error && (
        <p className="text-base-content/70 text-xs">{extensionText.t('noTasksToday')}</p>
      )}
      <ul className="flex max-h-40 flex-col overflow-y-auto">
        {tasks.map((task) => (
          <li
            key={task.id}
            className="border-base-300 flex items-center gap-2 border-b py-1 text-xs last:border-b-0"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium" title={task.title}>
                {task.title}
              </span>
              <span className="text-base-content/70 block truncate">{task.farm_name}</span>
            </span>
            {task.overdue && (
              <span className="badge badge-warning badge-sm">{extensionText.t('taskOverdue')}</span>
            )}
            {queuedIds.has(task.id) ? (
              <span className="badge badge-ghost badge-sm">{extensionText.t('taskWaiting')}</span>
            ) : task.kind === 'harvest' ? (
              <button
                type="button"
                className="btn btn-xs"
                aria-label={extensionText.t('openTaskToFinish', { title: task.title })}
                onClick={() => void openWebApp(serverUrl, paths.farmer.task(task.id))}
              >
                {extensionText.t('open')}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-xs btn-primary"
                aria-label={extensionText.t('markTaskDone', { title: task.title })}
                onClick={() => void markDone(task)}
              >
                {extensionText.t('markDone')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {queue.some((q) => q.status === 'failed') && (
        <ul aria-label={extensionText.t('pendingTasks')} className="flex flex-col gap-1">
          {queue
            .filter((q) => q.status === 'failed')
            .map((q) => (
              <li key={q.id} className="flex items-center gap-2 text-xs">
                <span className="badge badge-error badge-sm">{extensionText.t('notSent')}</span>
                <span className="flex-1">
                  {q.title}
                  <span className="text-error block">
                    {q.error ? localizeApiMessage(q.error) : extensionText.t('taskNotDone')}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  onClick={() => void dismissQueuedTask(q.id)}
                >
                  {extensionText.t('dismiss')}
                </button>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
