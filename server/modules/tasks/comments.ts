// Comments on a task (docs/product/tasks.md "Comments"): anyone who may change the farm's tasks may comment; only
// the author may delete a comment.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreateCommentInput, TaskComment } from '@/shared/contracts/tasks';
import { users } from '@/server/db/schema/auth';
import { taskComments } from '@/server/db/schema/tasks';
import { HttpError } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import type { TaskWrite } from './task-context';
import { recordTaskActivity } from './task-events';
import { TASK_MESSAGES } from './task-messages';
import { lockTask } from './task-write';

export async function addComment(
  w: TaskWrite,
  taskId: string,
  input: z.output<typeof CreateCommentInput>,
): Promise<TaskComment> {
  const task = await lockTask(w, taskId);
  const [comment] = await w.db
    .insert(taskComments)
    .values({ farmId: w.farmId, taskId: task.id, authorId: w.userId, body: input.body, createdAt: w.now })
    .returning();
  const [author] = await w.db.select({ name: users.name }).from(users).where(eq(users.id, w.userId));
  await recordTaskActivity(
    w,
    'create',
    `Commented on the task ${task.title}`,
    { id: comment!.id, recordType: 'task_comment' },
    { after: { task_id: task.id, body: comment!.body } },
  );
  return {
    id: comment!.id,
    author: { id: w.userId, name: author?.name ?? '' },
    body: comment!.body,
    created_at: comment!.createdAt.toISOString(),
  };
}

export async function deleteComment(w: TaskWrite, taskId: string, commentId: string): Promise<void> {
  const task = await lockTask(w, taskId);
  const [comment] = isUuid(commentId)
    ? await w.db
        .select()
        .from(taskComments)
        .where(and(eq(taskComments.id, commentId), eq(taskComments.taskId, task.id)))
    : [];
  if (!comment) throw new HttpError(404, TASK_MESSAGES.commentNotFound, { code: 'comment_not_found' });
  if (comment.authorId !== w.userId) {
    throw new HttpError(403, TASK_MESSAGES.onlyOwnComment, { code: 'not_comment_author' });
  }
  await w.db.delete(taskComments).where(eq(taskComments.id, comment.id));
  await recordTaskActivity(
    w,
    'delete',
    `Deleted a comment on the task ${task.title}`,
    { id: comment.id, recordType: 'task_comment' },
    { before: { task_id: task.id, body: comment.body } },
  );
}
