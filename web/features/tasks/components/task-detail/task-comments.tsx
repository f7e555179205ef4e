// The conversation on a task: who said what and when, newest last; each person may delete their own comments.
import { useState, type FormEvent } from 'react';
import type { TaskComment } from '@/shared/api/tasks';
import { failureMessage } from '@/shared/api/form-errors';
import { useDueFormat } from '../../hooks/use-due-format';
import { useCommentWrites } from '../../hooks/use-task-writes';
import { tasksText } from '../../i18n';

export function TaskComments({
  farmId,
  taskId,
  comments,
  currentUserId,
  mayComment,
}: {
  farmId: string;
  taskId: string;
  comments: readonly TaskComment[];
  currentUserId?: string;
  mayComment: boolean;
}) {
  const writes = useCommentWrites(farmId, taskId);
  const format = useDueFormat();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await writes.add.mutateAsync(body);
      setBody('');
    } catch (failure) {
      setError(failureMessage(failure, tasksText.t('commentCouldNotBeSaved')));
    }
  };

  return (
    <section aria-labelledby="task-comments" className="rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id="task-comments" className="mb-2 font-semibold">
        {tasksText.t('comments')}
      </h2>
      {comments.length === 0 && <p className="text-sm text-base-content/70">{tasksText.t('noComments')}</p>}
      <ul className="grid gap-3">
        {comments.map((comment) => (
          <li key={comment.id} className="rounded-box bg-base-200 p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="font-medium">{comment.author?.name ?? tasksText.t('formerMember')}</span>
              <span className="text-base-content/70">{format.moment(comment.created_at)}</span>
            </div>
            <p className="mt-1 whitespace-pre-wrap">{comment.body}</p>
            {comment.author && comment.author.id === currentUserId && (
              <button
                type="button"
                className="btn btn-ghost btn-xs mt-1"
                onClick={() => writes.remove.mutate(comment.id)}
              >
                {tasksText.t('deleteComment')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {mayComment && (
        <form onSubmit={send} className="mt-3 grid gap-2" noValidate>
          <label className="text-sm font-medium" htmlFor="new-task-comment">
            {tasksText.t('addAComment')}
          </label>
          <textarea
            id="new-task-comment"
            className="textarea w-full"
            rows={2}
            value={body}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setBody(event.target.value)}
          />
          {error && <p className="text-sm text-error">{error}</p>}
          <div>
            <button type="submit" className="btn btn-sm" disabled={writes.add.isPending}>
              {tasksText.t('postComment')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
