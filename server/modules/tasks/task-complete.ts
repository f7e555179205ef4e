// Completing a task closes the loop to stock (docs/decisions/038): under the task's row lock, each input not yet
// taken is consumed through the stock ledger (one 'consume' movement naming the task), a harvest task records its
// harvest, the task becomes done and a recurring task gets its next occurrence. One transaction: short stock
// refuses the whole completion and nothing is consumed. Retries with the same Idempotency-Key get the stored
// answer (task-context.ts); a second completion with another key finds the task done (409).
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompleteTaskInput } from '@/shared/contracts/tasks';
import type { QualityGrade } from '@/shared/contracts/farm-work-enums';
import { taskChecklistItems, taskInputs, tasks } from '@/server/db/schema/tasks';
import { fieldError, HttpError } from '@/server/lib/http-error';
import { recordHarvest } from '@/server/modules/crops/harvest-record';
import { assertPermission } from '@/server/modules/farms/farm-access';
import { changeStock } from '@/server/modules/inventory/stock-movements';
import { farmToday } from './farm-calendar';
import type { TaskWrite } from './task-context';
import { recordAssignment, recordTaskActivity, type TaskRecord } from './task-events';
import { TASK_MESSAGES } from './task-messages';
import { lockTask } from './task-write';
import { nextDueDate } from './recurrence';

type CompleteInput = z.output<typeof CompleteTaskInput>;

const ONLY_STOCKED = {
  types: ['input', 'product'],
  message: 'Equipment is not consumed; transfer or adjust it instead.',
} as const;

function refuseUnlessOpen(task: TaskRecord) {
  if (task.status === 'done') throw new HttpError(409, TASK_MESSAGES.alreadyDone, { code: 'task_done' });
  if (task.status === 'cancelled') {
    throw new HttpError(409, TASK_MESSAGES.alreadyCancelled, { code: 'task_cancelled' });
  }
}

/** The harvest the request describes, checked against the task before anything moves. */
function harvestOf(task: TaskRecord, input: CompleteInput) {
  if (task.kind !== 'harvest') {
    if (input.harvest) throw fieldError('harvest', TASK_MESSAGES.harvestOnlyForHarvestTasks);
    return null;
  }
  if (!input.harvest) throw fieldError('harvest', TASK_MESSAGES.harvestNeeded);
  if (!task.cropId) throw fieldError('crop_id', TASK_MESSAGES.harvestNeedsCrop);
  return { ...input.harvest, cropId: task.cropId };
}

export async function completeTask(w: TaskWrite, taskId: string, input: CompleteInput): Promise<void> {
  const task = await lockTask(w, taskId);
  refuseUnlessOpen(task);
  const pending = await w.db
    .select()
    .from(taskInputs)
    .where(and(eq(taskInputs.taskId, task.id), isNull(taskInputs.movementId)));
  const harvest = harvestOf(task, input);
  // Taking stock out of the store (or putting a harvest in) is an inventory change too (docs/decisions/038).
  if (pending.length > 0 || harvest) assertPermission(w.access, 'inventory.edit');
  const unlinked = pending.find((line) => !line.itemId);
  if (unlinked) throw fieldError('inputs', TASK_MESSAGES.linkInput(unlinked.inputName), 'input_not_linked');

  for (const line of pending) {
    const { movementId } = await changeStock(w, line.itemId!, {
      type: 'consume',
      quantity: Number(line.quantity),
      note: `Used for the task ${task.title}`,
      only: ONLY_STOCKED,
      taskId: task.id,
    });
    await w.db.update(taskInputs).set({ movementId }).where(eq(taskInputs.id, line.id));
  }
  if (harvest) {
    await recordHarvest(w, {
      cropId: harvest.cropId,
      taskId: task.id,
      quantity: harvest.quantity,
      unit: harvest.unit,
      lot: harvest.lot,
      qualityGrade: harvest.quality_grade as QualityGrade | null,
      harvestedOn: farmToday(w.now, w.access.farm.timezone),
      itemId: harvest.item_id,
      locationId: harvest.location_id,
    });
  }
  const [done] = await w.db
    .update(tasks)
    .set({
      status: 'done',
      completedAt: w.now,
      completedBy: w.userId,
      ...(input.hours_worked !== undefined ? { hoursWorked: input.hours_worked.toFixed(2) } : {}),
      updatedAt: w.now,
    })
    .where(eq(tasks.id, task.id))
    .returning();
  await recordTaskActivity(w, 'edit', `Completed the task ${task.title}`, {
    id: task.id,
    before: task,
    after: done,
  });
  await createNextOccurrence(w, done!);
}

/** The series' next task, once: a reopened and again completed occurrence finds it already there. */
async function createNextOccurrence(w: TaskWrite, task: TaskRecord) {
  if (!task.repeatEvery || !task.repeatUnit || !task.seriesId) return;
  const rule = {
    every: task.repeatEvery,
    unit: task.repeatUnit as 'days' | 'weeks',
    until: task.repeatUntil,
  };
  const due = nextDueDate(task.dueDate, rule);
  if (!due) return;
  const [existing] = await w.db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.seriesId, task.seriesId), eq(tasks.dueDate, due)))
    .limit(1);
  if (existing) return;
  const { id: _id, status: _s, completedAt: _c, completedBy: _b, hoursWorked: _h, ...copy } = task;
  const [next] = await w.db
    .insert(tasks)
    .values({ ...copy, dueDate: due, createdBy: w.userId, createdAt: w.now, updatedAt: w.now })
    .returning();
  const inputs = await w.db.select().from(taskInputs).where(eq(taskInputs.taskId, task.id));
  if (inputs.length > 0) {
    await w.db.insert(taskInputs).values(
      inputs.map((line) => ({
        farmId: line.farmId,
        taskId: next!.id,
        itemId: line.itemId,
        inputName: line.inputName,
        quantity: line.quantity,
        unit: line.unit,
      })),
    );
  }
  const checklist = await w.db
    .select()
    .from(taskChecklistItems)
    .where(eq(taskChecklistItems.taskId, task.id));
  if (checklist.length > 0) {
    await w.db
      .insert(taskChecklistItems)
      .values(checklist.map((item) => ({ taskId: next!.id, position: item.position, text: item.text })));
  }
  await recordAssignment(w, next!, '');
  await recordTaskActivity(w, 'create', `Added the next ${task.title} of its series, due ${due}`, {
    id: next!.id,
    after: next!,
  });
}

/** Done (or cancelled) back to "to do". Stock the completion consumed stays consumed: the answer says so. */
export async function reopenTask(w: TaskWrite, taskId: string): Promise<void> {
  const task = await lockTask(w, taskId);
  if (task.status !== 'done' && task.status !== 'cancelled') {
    throw new HttpError(409, TASK_MESSAGES.notDoneToReopen, { code: 'task_not_done' });
  }
  const [after] = await w.db
    .update(tasks)
    .set({ status: 'todo', completedAt: null, completedBy: null, updatedAt: w.now })
    .where(eq(tasks.id, task.id))
    .returning();
  await recordTaskActivity(w, 'edit', `Reopened the task ${task.title}`, {
    id: task.id,
    before: task,
    after,
  });
}
