// A task's checklist (docs/product/tasks.md "Checklist"): steps added, renamed, moved and ticked one at a time.
// Each change is an activity entry of the task's farm.
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ChecklistItem,
  CreateChecklistItemInput,
  UpdateChecklistItemInput,
} from '@/shared/contracts/tasks';
import { TASK_CHECKLIST_MAX } from '@/shared/contracts/tasks';
import { taskChecklistItems } from '@/server/db/schema/tasks';
import { fieldError, HttpError } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import type { TaskWrite } from './task-context';
import { checklistItemOf } from './task-detail';
import { recordTaskActivity } from './task-events';
import { TASK_MESSAGES } from './task-messages';
import { lockTask } from './task-write';

const itemNotFound = () =>
  new HttpError(404, TASK_MESSAGES.checklistItemNotFound, { code: 'checklist_item_not_found' });

async function itemOfTask(w: TaskWrite, taskId: string, itemId: string) {
  const [item] = isUuid(itemId)
    ? await w.db
        .select()
        .from(taskChecklistItems)
        .where(and(eq(taskChecklistItems.id, itemId), eq(taskChecklistItems.taskId, taskId)))
    : [];
  if (!item) throw itemNotFound();
  return item;
}

export async function addChecklistItem(
  w: TaskWrite,
  taskId: string,
  input: z.output<typeof CreateChecklistItemInput>,
): Promise<ChecklistItem> {
  const task = await lockTask(w, taskId);
  const [{ count, last }] = (await w.db
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<number>`coalesce(max(${taskChecklistItems.position}), -1)::int`,
    })
    .from(taskChecklistItems)
    .where(eq(taskChecklistItems.taskId, task.id))) as [{ count: number; last: number }];
  if (count >= TASK_CHECKLIST_MAX) {
    throw fieldError('text', TASK_MESSAGES.checklistFull);
  }
  const [item] = await w.db
    .insert(taskChecklistItems)
    .values({ taskId: task.id, position: last + 1, text: input.text })
    .returning();
  await recordTaskActivity(
    w,
    'edit',
    `Added "${item!.text}" to the checklist of ${task.title}`,
    { id: task.id },
    { after: { checklist_item: item!.text } },
  );
  return checklistItemOf(item!);
}

export async function updateChecklistItem(
  w: TaskWrite,
  taskId: string,
  itemId: string,
  input: z.output<typeof UpdateChecklistItemInput>,
): Promise<ChecklistItem> {
  const task = await lockTask(w, taskId);
  const before = await itemOfTask(w, task.id, itemId);
  const ticking = input.done !== undefined && input.done !== before.done;
  const [after] = await w.db
    .update(taskChecklistItems)
    .set({
      ...(input.text !== undefined ? { text: input.text } : {}),
      ...(input.position !== undefined ? { position: input.position } : {}),
      ...(ticking
        ? { done: input.done, doneAt: input.done ? w.now : null, doneBy: input.done ? w.userId : null }
        : {}),
    })
    .where(eq(taskChecklistItems.id, before.id))
    .returning();
  const what = ticking ? (after!.done ? 'Ticked' : 'Unticked') : 'Changed';
  await recordTaskActivity(
    w,
    'edit',
    `${what} "${after!.text}" on the checklist of ${task.title}`,
    { id: task.id },
    {
      before: { checklist_item: before.text, done: before.done, position: before.position },
      after: { checklist_item: after!.text, done: after!.done, position: after!.position },
    },
  );
  return checklistItemOf(after!);
}

export async function deleteChecklistItem(w: TaskWrite, taskId: string, itemId: string): Promise<void> {
  const task = await lockTask(w, taskId);
  const item = await itemOfTask(w, task.id, itemId);
  await w.db.delete(taskChecklistItems).where(eq(taskChecklistItems.id, item.id));
  await recordTaskActivity(
    w,
    'edit',
    `Took "${item.text}" off the checklist of ${task.title}`,
    { id: task.id },
    { before: { checklist_item: item.text } },
  );
}
