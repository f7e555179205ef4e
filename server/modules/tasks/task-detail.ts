// One task with everything its page shows: inputs (and whether each was taken from stock), the checklist, the
// comments and, for a done harvest task, the harvest it recorded.
import { asc, eq } from 'drizzle-orm';
import type { ChecklistItem, TaskComment, TaskDetail, TaskHarvest } from '@/shared/contracts/tasks';
import type { QualityGrade } from '@/shared/contracts/farm-work-enums';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { harvests } from '@/server/db/schema/crops';
import { inventoryItems } from '@/server/db/schema/inventory';
import { taskChecklistItems, taskComments, taskInputs } from '@/server/db/schema/tasks';
import { HttpError } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import { TASK_MESSAGES } from './task-messages';
import { taskOfFarm } from './task-rows';

export const taskNotFound = () => new HttpError(404, TASK_MESSAGES.taskNotFound, { code: 'task_not_found' });

export async function inputsOf(db: Database, taskId: string) {
  const rows = await db
    .select({ input: taskInputs, itemName: inventoryItems.name })
    .from(taskInputs)
    .leftJoin(inventoryItems, eq(inventoryItems.id, taskInputs.itemId))
    .where(eq(taskInputs.taskId, taskId))
    .orderBy(asc(taskInputs.inputName), asc(taskInputs.id));
  return rows.map(({ input, itemName }) => ({
    id: input.id,
    item_id: input.itemId,
    item_name: itemName,
    input_name: input.inputName,
    quantity: input.quantity,
    unit: input.unit,
    consumed: input.movementId !== null,
    movement_id: input.movementId,
  }));
}

export const checklistItemOf = (row: typeof taskChecklistItems.$inferSelect): ChecklistItem => ({
  id: row.id,
  position: row.position,
  text: row.text,
  done: row.done,
});

export async function checklistOf(db: Database, taskId: string): Promise<ChecklistItem[]> {
  const rows = await db
    .select()
    .from(taskChecklistItems)
    .where(eq(taskChecklistItems.taskId, taskId))
    .orderBy(asc(taskChecklistItems.position), asc(taskChecklistItems.id));
  return rows.map(checklistItemOf);
}

export async function commentsOf(db: Database, taskId: string): Promise<TaskComment[]> {
  const rows = await db
    .select({ comment: taskComments, authorName: users.name })
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorId))
    .where(eq(taskComments.taskId, taskId))
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id));
  return rows.map(({ comment, authorName }) => ({
    id: comment.id,
    author: comment.authorId ? { id: comment.authorId, name: authorName ?? '' } : null,
    body: comment.body,
    created_at: comment.createdAt.toISOString(),
  }));
}

async function harvestOf(db: Database, taskId: string): Promise<TaskHarvest | null> {
  const [row] = await db
    .select({ harvest: harvests, itemName: inventoryItems.name })
    .from(harvests)
    .innerJoin(inventoryItems, eq(inventoryItems.id, harvests.itemId))
    .where(eq(harvests.taskId, taskId))
    .orderBy(asc(harvests.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    id: row.harvest.id,
    quantity: row.harvest.quantity,
    unit: row.harvest.unit,
    lot: row.harvest.lot,
    quality_grade: row.harvest.qualityGrade as QualityGrade | null,
    item: { id: row.harvest.itemId, name: row.itemName },
  };
}

/** The task of this farm with its parts; 404 when the farm has no such task. */
export async function taskDetail(
  db: Database,
  farmId: string,
  taskId: string,
  now: Date,
): Promise<TaskDetail> {
  const task = isUuid(taskId) ? await taskOfFarm(db, farmId, taskId, now) : undefined;
  if (!task) throw taskNotFound();
  const [inputs, checklist, comments, harvest] = await Promise.all([
    inputsOf(db, taskId),
    checklistOf(db, taskId),
    commentsOf(db, taskId),
    task.kind === 'harvest' && task.status === 'done' ? harvestOf(db, taskId) : null,
  ]);
  return { ...task, inputs, checklist, comments, harvest };
}
