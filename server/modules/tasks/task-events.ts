// What a task write leaves behind besides the row: the farm's activity entry and, when someone is given the task,
// the 'task.assigned' domain event the notification service delivers (docs/decisions/038). Both in the write's
// transaction.
import { eq } from 'drizzle-orm';
import type { ActivityAction } from '@/shared/contracts/activity-log';
import { crops } from '@/server/db/schema/crops';
import type { tasks } from '@/server/db/schema/tasks';
import { recordDomainEvent } from '@/server/lib/domain-events';
import type { FarmWorkEventPayloads } from '@/server/lib/farm-work-events';
import { recordActivity } from '@/server/modules/activity/record';
import type { TaskWrite } from './task-context';

export type TaskRecord = typeof tasks.$inferSelect;

/** The task as the activity log keeps it: what a person reads to see what changed. */
export const taskSnapshot = (task: TaskRecord) => ({
  title: task.title,
  kind: task.kind,
  priority: task.priority,
  status: task.status,
  assignee_user_id: task.assigneeUserId,
  assignee_team_id: task.assigneeTeamId,
  field_id: task.fieldId,
  crop_id: task.cropId,
  due_date: task.dueDate,
  due_time: task.dueTime,
  hours_worked: task.hoursWorked,
});

export async function recordTaskActivity(
  w: TaskWrite,
  action: ActivityAction,
  summary: string,
  change: { id: string; before?: TaskRecord | null; after?: TaskRecord | null; recordType?: string },
  extra: { before?: object; after?: object } = {},
) {
  await recordActivity(w.db, {
    farmId: w.farmId,
    actor: { id: w.userId, surface: w.surface },
    module: 'tasks',
    action,
    recordType: change.recordType ?? 'task',
    recordId: change.id,
    summary,
    before: change.before ? { ...taskSnapshot(change.before), ...extra.before } : (extra.before ?? null),
    after: change.after ? { ...taskSnapshot(change.after), ...extra.after } : (extra.after ?? null),
    at: w.now,
  });
}

/** Who the task is for, as one comparable key ("user:<id>", "team:<id>", or "" for nobody). */
export const assigneeKey = (task: Pick<TaskRecord, 'assigneeUserId' | 'assigneeTeamId'>) =>
  task.assigneeUserId
    ? `user:${task.assigneeUserId}`
    : task.assigneeTeamId
      ? `team:${task.assigneeTeamId}`
      : '';

/** Records 'task.assigned' when the task now has an assignee it did not have before. */
export async function recordAssignment(w: TaskWrite, task: TaskRecord, previousKey: string) {
  const key = assigneeKey(task);
  if (!key || key === previousKey) return;
  const [crop] = task.cropId
    ? await w.db.select({ name: crops.name }).from(crops).where(eq(crops.id, task.cropId))
    : [];
  const payload: FarmWorkEventPayloads['task.assigned'] = {
    task_id: task.id,
    task_title: task.title,
    due_date: task.dueDate,
    assignee_user_id: task.assigneeUserId,
    assignee_team_id: task.assigneeTeamId,
    assigned_by: w.userId,
    crop_id: task.cropId,
    crop_name: crop?.name ?? null,
  };
  await recordDomainEvent(w.db, {
    farmId: w.farmId,
    type: 'task.assigned',
    subjectId: task.id,
    payload: { ...payload },
    // Each assignment is news: assigning back to someone later tells them again.
    dedupeKey: null,
    createdAt: w.now,
  });
}
