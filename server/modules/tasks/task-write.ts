// Creating, changing and deleting a task (docs/product/tasks.md). Every write checks what the task links to
// against the farm (task-links.ts), records its activity entry and, when someone is given the task, the
// 'task.assigned' event, in the caller's transaction.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreateTaskInput, UpdateTaskInput } from '@/shared/contracts/tasks';
import { taskChecklistItems, taskInputs, tasks } from '@/server/db/schema/tasks';
import { HttpError } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import type { TaskWrite } from './task-context';
import { taskNotFound } from './task-detail';
import { assigneeKey, recordAssignment, recordTaskActivity, type TaskRecord } from './task-events';
import { checkLinks, resolveInputs, type NewTaskInput } from './task-links';
import { TASK_MESSAGES } from './task-messages';

type CreateInput = z.output<typeof CreateTaskInput>;
type UpdateInput = z.output<typeof UpdateTaskInput>;

/** The task row of this farm, locked until the write commits (completing and editing wait for each other). */
export async function lockTask(w: TaskWrite, taskId: string): Promise<TaskRecord> {
  const [task] = isUuid(taskId)
    ? await w.db
        .select()
        .from(tasks)
        .where(and(eq(tasks.id, taskId), eq(tasks.farmId, w.farmId)))
        .for('update')
    : [];
  if (!task) throw taskNotFound();
  return task;
}

async function insertInputs(w: TaskWrite, taskId: string, inputs: NewTaskInput[]) {
  if (inputs.length === 0) return;
  await w.db.insert(taskInputs).values(inputs.map((input) => ({ farmId: w.farmId, taskId, ...input })));
}

export async function createTask(w: TaskWrite, input: CreateInput): Promise<string> {
  await checkLinks(w.db, w.farmId, input, input.crop_id);
  const inputs = await resolveInputs(w.db, w.farmId, input.inputs);
  const [task] = await w.db
    .insert(tasks)
    .values({
      farmId: w.farmId,
      title: input.title,
      description: input.description,
      kind: input.kind,
      priority: input.priority,
      assigneeUserId: input.assignee_user_id,
      assigneeTeamId: input.assignee_team_id,
      fieldId: input.field_id,
      cropId: input.crop_id,
      cropStageId: input.crop_stage_id,
      itemId: input.item_id,
      dueDate: input.due_date,
      dueTime: input.due_time,
      seriesId: input.recurrence ? randomUUID() : null,
      repeatEvery: input.recurrence?.every ?? null,
      repeatUnit: input.recurrence?.unit ?? null,
      repeatUntil: input.recurrence?.until ?? null,
      createdBy: w.userId,
      createdAt: w.now,
      updatedAt: w.now,
    })
    .returning();
  await insertInputs(w, task!.id, inputs);
  if (input.checklist.length > 0) {
    await w.db
      .insert(taskChecklistItems)
      .values(input.checklist.map((text, position) => ({ taskId: task!.id, position, text })));
  }
  await recordAssignment(w, task!, '');
  await recordTaskActivity(w, 'create', `Added the task ${task!.title}`, { id: task!.id, after: task! });
  return task!.id;
}

/** The row's new values for the fields the request sent; undefined leaves a column as it is. */
function changesOf(task: TaskRecord, input: UpdateInput): Partial<typeof tasks.$inferInsert> {
  const changes: Partial<typeof tasks.$inferInsert> = {
    title: input.title,
    description: input.description,
    kind: input.kind,
    priority: input.priority,
    status: input.status,
    fieldId: input.field_id,
    cropId: input.crop_id,
    cropStageId: input.crop_stage_id,
    itemId: input.item_id,
    dueDate: input.due_date,
    dueTime: input.due_time,
  };
  // One assignee at a time: naming a person unassigns the team, and the other way round.
  if (input.assignee_user_id !== undefined || input.assignee_team_id !== undefined) {
    changes.assigneeUserId = input.assignee_user_id ?? null;
    changes.assigneeTeamId = input.assignee_user_id ? null : (input.assignee_team_id ?? null);
  }
  // A stage of the crop the task leaves goes with it.
  if (input.crop_id !== undefined && input.crop_id !== task.cropId && input.crop_stage_id === undefined) {
    changes.cropStageId = null;
  }
  if (input.recurrence !== undefined) {
    const rule = input.recurrence;
    changes.repeatEvery = rule?.every ?? null;
    changes.repeatUnit = rule?.unit ?? null;
    changes.repeatUntil = rule?.until ?? null;
    changes.seriesId = rule ? (task.seriesId ?? randomUUID()) : task.seriesId;
  }
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

export async function updateTask(w: TaskWrite, taskId: string, input: UpdateInput): Promise<void> {
  const before = await lockTask(w, taskId);
  if (before.status === 'done' && input.status !== undefined) {
    throw new HttpError(409, TASK_MESSAGES.doneNotEditable, { code: 'task_done' });
  }
  if (before.status === 'done' && input.inputs !== undefined) {
    throw new HttpError(409, TASK_MESSAGES.doneInputsFixed, { code: 'task_done' });
  }
  const changes = changesOf(before, input);
  const cropId = changes.cropId !== undefined ? changes.cropId : before.cropId;
  const dueDate = changes.dueDate ?? before.dueDate;
  if (changes.repeatUntil && changes.repeatUntil < dueDate) {
    throw new HttpError(422, 'The repeat end date must be on or after the due date.', {
      errors: { 'recurrence.until': ['The repeat end date must be on or after the due date.'] },
    });
  }
  await checkLinks(
    w.db,
    w.farmId,
    { ...input, crop_stage_id: changes.cropStageId === undefined ? undefined : changes.cropStageId },
    cropId ?? null,
  );
  if (input.inputs !== undefined) {
    const inputs = await resolveInputs(w.db, w.farmId, input.inputs);
    await w.db.delete(taskInputs).where(and(eq(taskInputs.taskId, before.id), isNull(taskInputs.movementId)));
    await insertInputs(w, before.id, inputs);
  }
  const [after] = await w.db
    .update(tasks)
    .set({ ...changes, updatedAt: w.now })
    .where(eq(tasks.id, before.id))
    .returning();
  await recordAssignment(w, after!, assigneeKey(before));
  await recordTaskActivity(w, 'edit', `Changed the task ${after!.title}`, { id: after!.id, before, after });
}

export async function deleteTask(w: TaskWrite, taskId: string): Promise<TaskRecord> {
  const task = await lockTask(w, taskId);
  // Stock movements and harvests it made stay in the ledger; their task_id becomes null (migration 0011).
  await w.db.delete(tasks).where(eq(tasks.id, task.id));
  await recordTaskActivity(w, 'delete', `Deleted the task ${task.title}`, { id: task.id, before: task });
  return task;
}
