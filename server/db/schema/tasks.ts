// Tasks: the farm's work, assigned to a person or a team, linked to a field, crop or item, and closing the loop
// to stock when done (docs/product/crops-and-tasks.md).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { crops, cropStages, cropTemplateTasks } from './crops';
import { farms } from './farms';
import { fields } from './fields';
import { inventoryItems, stockMovements } from './inventory';
import { teams } from './staff';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    kind: text('kind').notNull().default('general'),
    priority: text('priority').notNull().default('medium'),
    status: text('status').notNull().default('todo'),
    // A person (a member of the farm) or a team of the farm, or nobody yet. The person's membership is a
    // hand-written foreign key in the migration (ON DELETE SET NULL of this column only, which Drizzle cannot say):
    // leaving the farm unassigns their tasks.
    assigneeUserId: uuid('assignee_user_id'),
    assigneeTeamId: uuid('assignee_team_id').references(() => teams.id, { onDelete: 'set null' }),
    fieldId: uuid('field_id').references(() => fields.id, { onDelete: 'set null' }),
    cropId: uuid('crop_id').references(() => crops.id, { onDelete: 'cascade' }),
    cropStageId: uuid('crop_stage_id').references(() => cropStages.id, { onDelete: 'set null' }),
    itemId: uuid('item_id').references(() => inventoryItems.id, { onDelete: 'set null' }),
    templateTaskId: uuid('template_task_id').references(() => cropTemplateTasks.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    dueTime: time('due_time'),
    hoursWorked: numeric('hours_worked', { precision: 8, scale: 2 }).notNull().default('0'),
    // Recurring tasks: each occurrence is its own row sharing `series_id`; the next is created when one is done.
    seriesId: uuid('series_id'),
    repeatEvery: integer('repeat_every'),
    repeatUnit: text('repeat_unit'),
    repeatUntil: date('repeat_until', { mode: 'string' }),
    completedAt: at('completed_at'),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('tasks_farm_due_idx').on(t.farmId, t.dueDate, t.id),
    index('tasks_farm_status_due_idx').on(t.farmId, t.status, t.dueDate, t.id),
    // The list walks one status of a person's, team's, crop's, field's or kind's tasks in due-date order
    // (server/modules/tasks/task-list.ts).
    index('tasks_farm_assignee_status_due_idx').on(t.farmId, t.assigneeUserId, t.status, t.dueDate, t.id),
    index('tasks_farm_team_status_due_idx').on(t.farmId, t.assigneeTeamId, t.status, t.dueDate, t.id),
    index('tasks_crop_status_due_idx').on(t.cropId, t.status, t.dueDate, t.id),
    index('tasks_field_status_due_idx').on(t.fieldId, t.status, t.dueDate, t.id),
    index('tasks_farm_kind_status_due_idx').on(t.farmId, t.kind, t.status, t.dueDate, t.id),
    check('tasks_status_known', sql`${t.status} in ('todo', 'in_progress', 'done', 'cancelled')`),
    check('tasks_priority_known', sql`${t.priority} in ('low', 'medium', 'high', 'urgent')`),
    check('tasks_repeat_unit_known', sql`${t.repeatUnit} is null or ${t.repeatUnit} in ('days', 'weeks')`),
    check('tasks_hours_not_negative', sql`${t.hoursWorked} >= 0`),
  ],
);

/**
 * An input the task uses, with the quantity for the task's area. Completing the task consumes each linked item
 * through the stock ledger in the same transaction; `movement_id` then names the movement, so a retry or a
 * second completion never consumes twice. An input with no item yet (from a platform template whose input the
 * farm does not stock) must be linked before the task can be done.
 */
export const taskInputs = pgTable(
  'task_inputs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => inventoryItems.id, { onDelete: 'restrict' }),
    inputName: text('input_name').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 2 }).notNull(),
    unit: text('unit').notNull(),
    movementId: uuid('movement_id').references(() => stockMovements.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('task_inputs_task_idx').on(t.taskId),
    index('task_inputs_item_idx').on(t.itemId),
    check('task_inputs_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const taskChecklistItems = pgTable(
  'task_checklist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    done: boolean('done').notNull().default(false),
    doneAt: at('done_at'),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('task_checklist_items_task_idx').on(t.taskId, t.position)],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('task_comments_task_idx').on(t.taskId, t.createdAt)],
);

/**
 * A counter per farm that moves with every change of its tasks and of its teams' members, bumped by triggers
 * (migration 0012) in the writer's transaction, whoever writes. The task list keeps which tasks a filter matches
 * under it (server/modules/tasks/task-page-cache.ts), so a kept answer is never older than the tasks.
 */
export const taskRevisions = pgTable('task_revisions', {
  farmId: uuid('farm_id')
    .primaryKey()
    .references(() => farms.id, { onDelete: 'cascade' }),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});
