// A farm's tasks (docs/product/tasks.md, docs/decisions/038): the work, who does it, when, on which field or crop,
// what it takes from the store and, when done, what it put into it. The server validates with these schemas and
// answers with them; the web app and the extension read the same ones.
import { z } from 'zod';
import { DecimalStringSchema, isoDate, numberFrom, optionalText, quantityInput } from './common';
import {
  QUALITY_GRADES,
  RECURRENCE_UNITS,
  TASK_KINDS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskStatus,
} from './farm-work-enums';

export const TASK_PAGE_DEFAULT = 25;
export const TASK_PAGE_MAX = 100;
/**
 * The list counts matching tasks up to this many and no further (a count of 100,000 rows costs more than the page
 * itself); past it `total_capped` is true and the screen reads "500+". Paging stops at the same place.
 */
export const TASK_COUNT_CAP = 200;
export const TASK_CHECKLIST_MAX = 50;
export const TASK_INPUTS_MAX = 30;

/** The statuses a person may set by editing; `done` is reached only by completing (which moves stock). */
export const EDITABLE_TASK_STATUSES = ['todo', 'in_progress', 'cancelled'] as const;
/** Still to be done: what "mine", "overdue" and the extension's list look at. */
export const OPEN_TASK_STATUSES = ['todo', 'in_progress'] as const satisfies readonly TaskStatus[];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const ref = z.object({ id: z.string(), name: z.string() });
/**
 * Who the task is for: a person (`user`) or a team. One plain object rather than a union of two, so the list's
 * answer is written by the fast serializer (docs/decisions/036).
 */
export const TaskAssigneeSchema = z.object({
  type: z.enum(['user', 'team']),
  id: z.string(),
  name: z.string(),
});
export type TaskAssignee = z.infer<typeof TaskAssigneeSchema>;

export const RecurrenceSchema = z.object({
  every: z.number().int(),
  unit: z.enum(RECURRENCE_UNITS),
  /** The last day an occurrence may fall on; null repeats until someone stops it. */
  until: z.string().nullable(),
});
export type Recurrence = z.infer<typeof RecurrenceSchema>;

export const TaskSchema = z.object({
  id: z.string(),
  farm_id: z.string(),
  farm_name: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  kind: z.enum(TASK_KINDS),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  assignee: TaskAssigneeSchema.nullable(),
  field: ref.nullable(),
  crop: ref.nullable(),
  crop_stage_id: z.string().nullable(),
  item: ref.nullable(),
  due_date: z.string(),
  /** HH:MM in the farm's time zone. */
  due_time: z.string().nullable(),
  /** Open and due before the farm's local today (farms.timezone). */
  overdue: z.boolean(),
  hours_worked: DecimalStringSchema,
  recurrence: RecurrenceSchema.nullable(),
  series_id: z.string().nullable(),
  checklist_done: z.number().int(),
  checklist_total: z.number().int(),
  input_count: z.number().int(),
  completed_at: z.string().nullable(),
  completed_by: ref.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Task = z.infer<typeof TaskSchema>;

export const TaskInputSchema = z.object({
  id: z.string(),
  item_id: z.string().nullable(),
  item_name: z.string().nullable(),
  input_name: z.string(),
  quantity: DecimalStringSchema,
  unit: z.string(),
  /** Taken out of stock when the task was completed (`movement_id` names the ledger row). */
  consumed: z.boolean(),
  movement_id: z.string().nullable(),
});
export type TaskInput = z.infer<typeof TaskInputSchema>;

export const ChecklistItemSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  text: z.string(),
  done: z.boolean(),
});
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

export const TaskCommentSchema = z.object({
  id: z.string(),
  /** null when the author's account is gone. */
  author: ref.nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type TaskComment = z.infer<typeof TaskCommentSchema>;

export const TaskHarvestSchema = z.object({
  id: z.string(),
  quantity: DecimalStringSchema,
  unit: z.string(),
  lot: z.string().nullable(),
  quality_grade: z.enum(QUALITY_GRADES).nullable(),
  item: ref,
});
export type TaskHarvest = z.infer<typeof TaskHarvestSchema>;

export const TaskDetailSchema = TaskSchema.extend({
  inputs: z.array(TaskInputSchema),
  checklist: z.array(ChecklistItemSchema),
  comments: z.array(TaskCommentSchema),
  /** A done harvest task's harvest; null otherwise. */
  harvest: TaskHarvestSchema.nullable(),
});
export type TaskDetail = z.infer<typeof TaskDetailSchema>;

// -- Inputs -----------------------------------------------------------------------------------------------------

const idOf = (what: string) =>
  z
    .string({ error: `Choose ${what} from the list.` })
    .regex(UUID, `Choose ${what} from the list.`)
    .nullish()
    .transform((v) => v ?? null);

const title = z
  .string({ error: 'Enter the task title.' })
  .trim()
  .min(1, 'Enter the task title.')
  .max(160, 'Use at most 160 characters for the title.');

const dueTime = z
  .string()
  .trim()
  .regex(TIME, 'Enter the due time as HH:MM, like 07:30.')
  .nullish()
  .transform((v) => (v ? v.slice(0, 5) : null));

export const RecurrenceInput = z
  .object({
    every: numberFrom(
      z
        .number({ error: 'Enter how often the task repeats as a whole number.' })
        .int('Enter how often the task repeats as a whole number.')
        .min(1, 'A task repeats at least every 1 day or week.')
        .max(365, 'A task repeats at most every 365 days or weeks.'),
    ),
    unit: z.enum(RECURRENCE_UNITS, { error: 'Choose days or weeks for the repeat.' }),
    until: isoDate('repeat end date')
      .nullish()
      .transform((v) => v ?? null),
  })
  .nullish()
  .transform((v) => v ?? null);

/** One thing the task uses: an item of the farm's stock, or a name to link to an item before completing. */
export const TaskInputInput = z
  .object({
    item_id: idOf('an item of this farm'),
    input_name: optionalText('input name', 160),
    quantity: quantityInput('input quantity', { positive: true }),
    unit: z.string({ error: 'Choose the input’s unit.' }).trim().min(1, 'Choose the input’s unit.').max(20),
  })
  .refine((input) => input.item_id || input.input_name, {
    path: ['input_name'],
    error: 'Choose an item from stock or enter the input’s name.',
  });
export type TaskInputInput = z.input<typeof TaskInputInput>;

const checklistText = z
  .string({ error: 'Enter the checklist item.' })
  .trim()
  .min(1, 'Enter the checklist item.')
  .max(300, 'Use at most 300 characters for a checklist item.');

const taskFields = {
  title,
  description: optionalText('description', 4000),
  kind: z.enum(TASK_KINDS, { error: 'Choose the kind of task from the list.' }),
  priority: z.enum(TASK_PRIORITIES, { error: 'Choose a priority: low, medium, high or urgent.' }),
  /** At most one of the two: a member of this farm or a team of this farm. */
  assignee_user_id: idOf('a person of this farm'),
  assignee_team_id: idOf('a team of this farm'),
  field_id: idOf('a field of this farm'),
  crop_id: idOf('a crop of this farm'),
  crop_stage_id: idOf('a stage of the crop'),
  item_id: idOf('an item of this farm'),
  due_date: isoDate('due date'),
  due_time: dueTime,
  recurrence: RecurrenceInput,
};

const oneAssignee = (input: { assignee_user_id?: string | null; assignee_team_id?: string | null }) =>
  !(input.assignee_user_id && input.assignee_team_id);
const ONE_ASSIGNEE = {
  path: ['assignee_team_id'],
  error: 'Assign the task to a person or to a team, not both.',
};
const untilAfterDue = (input: { due_date?: string; recurrence?: { until: string | null } | null }) =>
  !input.due_date || !input.recurrence?.until || input.recurrence.until >= input.due_date;
const UNTIL_AFTER_DUE = {
  path: ['recurrence', 'until'],
  error: 'The repeat end date must be on or after the due date.',
};

/** POST /api/farms/{farmId}/tasks. */
export const CreateTaskInput = z
  .object({
    ...taskFields,
    kind: taskFields.kind.default('general'),
    priority: taskFields.priority.default('medium'),
    inputs: z
      .array(TaskInputInput)
      .max(TASK_INPUTS_MAX, `A task can use at most ${TASK_INPUTS_MAX} inputs.`)
      .default([]),
    checklist: z
      .array(checklistText)
      .max(TASK_CHECKLIST_MAX, `A checklist can hold at most ${TASK_CHECKLIST_MAX} items.`)
      .default([]),
  })
  .refine(oneAssignee, ONE_ASSIGNEE)
  .refine(untilAfterDue, UNTIL_AFTER_DUE);
export type CreateTaskInput = z.input<typeof CreateTaskInput>;

/**
 * PATCH /api/farms/{farmId}/tasks/{taskId}: only what is sent changes. `inputs`, when sent, replaces the inputs
 * (not once the task is done: they were consumed). `status` may not be `done` here: completing does that.
 */
export const UpdateTaskInput = z
  .object({
    ...taskFields,
    status: z.enum(EDITABLE_TASK_STATUSES, {
      error: 'Choose to do, in progress or cancelled; complete the task to mark it done.',
    }),
    inputs: z.array(TaskInputInput).max(TASK_INPUTS_MAX, `A task can use at most ${TASK_INPUTS_MAX} inputs.`),
  })
  .partial()
  .refine(oneAssignee, ONE_ASSIGNEE)
  .refine(untilAfterDue, UNTIL_AFTER_DUE);
export type UpdateTaskInput = z.input<typeof UpdateTaskInput>;

export const HarvestOnCompleteInput = z.object({
  quantity: quantityInput('harvest quantity', { positive: true }),
  unit: z.string({ error: 'Choose the harvest’s unit.' }).trim().min(1, 'Choose the harvest’s unit.').max(20),
  lot: optionalText('lot', 60),
  quality_grade: z
    .enum(QUALITY_GRADES, { error: 'Choose a quality grade from the list.' })
    .nullish()
    .transform((v) => v ?? null),
  /** The product item it goes into; null creates one named after the crop, stored at `location_id`. */
  item_id: idOf('a product of this farm'),
  location_id: idOf('a storage location of this farm'),
});
export type HarvestOnCompleteInput = z.input<typeof HarvestOnCompleteInput>;

/** POST /api/farms/{farmId}/tasks/{taskId}/complete, with an Idempotency-Key. */
export const CompleteTaskInput = z.object({
  hours_worked: numberFrom(
    z
      .number({ error: 'Enter the hours worked as a number.' })
      .min(0, 'The hours worked cannot be negative.')
      .max(10_000, 'The hours worked are too many.')
      .refine(
        (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
        'Use at most two decimals for the hours.',
      ),
  ).optional(),
  /** Required for a harvest task: what was harvested. */
  harvest: HarvestOnCompleteInput.nullish(),
});
export type CompleteTaskInput = z.input<typeof CompleteTaskInput>;

export const CreateChecklistItemInput = z.object({ text: checklistText });
export type CreateChecklistItemInput = z.input<typeof CreateChecklistItemInput>;
export const UpdateChecklistItemInput = z
  .object({
    text: checklistText,
    done: z.boolean({ error: 'Done is true or false.' }),
    position: numberFrom(
      z
        .number({ error: 'Enter the position as a whole number.' })
        .int('Enter the position as a whole number.')
        .min(0, 'The position cannot be negative.')
        .max(1000, 'The position is too large.'),
    ),
  })
  .partial();
export type UpdateChecklistItemInput = z.input<typeof UpdateChecklistItemInput>;

export const CreateCommentInput = z.object({
  body: z
    .string({ error: 'Write the comment.' })
    .trim()
    .min(1, 'Write the comment.')
    .max(4000, 'Use at most 4000 characters for a comment.'),
});
export type CreateCommentInput = z.input<typeof CreateCommentInput>;

// -- The list ---------------------------------------------------------------------------------------------------

const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', ''])], { error: 'Use 1 or 0 for a yes/no filter.' })
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true');

/** `status=todo,in_progress` or `status=todo&status=in_progress`. */
const statuses = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : v ? [v] : [])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine((list) => list.every((s) => (TASK_STATUSES as readonly string[]).includes(s)), {
    error: 'Choose statuses from: todo, in_progress, done, cancelled.',
  })
  .transform((list) => list as TaskStatus[]);

export const TASK_SORTS = ['due_date', '-due_date', 'priority', 'created_at', '-created_at'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];
/** Windows of the farm's local calendar: today, or Monday to Sunday of this week. */
export const TASK_DUE_WINDOWS = ['today', 'this_week'] as const;

/**
 * GET /api/farms/{farmId}/tasks. Every filter optional; they combine. `mine` is what is assigned to the caller or
 * to a team they are in. `due_from`/`due_to` are days, both included. `priority` sorts urgent first.
 */
export const TaskListQuerySchema = z
  .object({
    mine: flag,
    assignee_user_id: idOf('a person of this farm').optional(),
    team_id: idOf('a team of this farm').optional(),
    status: statuses,
    overdue: flag,
    due: z.enum(TASK_DUE_WINDOWS, { error: 'Choose today or this_week.' }).optional(),
    due_from: isoDate('from date').optional(),
    due_to: isoDate('to date').optional(),
    crop_id: idOf('a crop of this farm').optional(),
    field_id: idOf('a field of this farm').optional(),
    kind: z.enum(TASK_KINDS, { error: 'Choose the kind of task from the list.' }).optional(),
    search: z.string().trim().max(100, 'Use at most 100 characters for the search.').optional(),
    sort: z.enum(TASK_SORTS, { error: `Sort by one of: ${TASK_SORTS.join(', ')}.` }).default('due_date'),
    page: numberFrom(
      z
        .number({ error: 'Enter the page as a whole number.' })
        .int('Enter the page as a whole number.')
        .min(1, 'The page starts at 1.'),
    ).default(1),
    per_page: numberFrom(
      z
        .number({ error: 'Enter the rows a page as a whole number.' })
        .int('Enter the rows a page as a whole number.')
        .min(1, 'Ask for at least 1 row a page.')
        .max(TASK_PAGE_MAX, `Ask for at most ${TASK_PAGE_MAX} rows a page.`),
    ).default(TASK_PAGE_DEFAULT),
  })
  .refine((q) => !q.due_from || !q.due_to || q.due_from <= q.due_to, {
    path: ['due_to'],
    error: 'The to date must be on or after the from date.',
  })
  .refine((q) => (q.page - 1) * q.per_page < TASK_COUNT_CAP, {
    path: ['page'],
    error: `Only the first ${TASK_COUNT_CAP} tasks can be paged through; narrow the filters to see more.`,
  });
export type TaskListQuery = z.input<typeof TaskListQuerySchema>;

export const TaskPageMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  /** Tasks matching the filters, counted up to TASK_COUNT_CAP. */
  total: z.number().int(),
  /** True when there are more than `total` (the count stopped at the cap). */
  total_capped: z.boolean(),
});
export type TaskPageMeta = z.infer<typeof TaskPageMetaSchema>;
export const TaskPageSchema = z.object({ data: z.array(TaskSchema), meta: TaskPageMetaSchema });
export type TaskPage = z.infer<typeof TaskPageSchema>;

export const TaskResponseSchema = z.object({ message: z.string(), data: TaskDetailSchema });
export const TaskDetailResponseSchema = z.object({ data: TaskDetailSchema });
export const ChecklistItemResponseSchema = z.object({ message: z.string(), data: ChecklistItemSchema });
export const CommentResponseSchema = z.object({ message: z.string(), data: TaskCommentSchema });
export const CommentListSchema = z.object({ data: z.array(TaskCommentSchema) });

/** GET /api/tasks/mine: open tasks of the caller and their teams across every farm they may see tasks of. */
export const MY_TASKS_WINDOWS = ['today', 'overdue', 'week'] as const;
export const MyTasksQuerySchema = z.object({
  due: z.enum(MY_TASKS_WINDOWS, { error: 'Choose today, overdue or week.' }).default('today'),
});
export type MyTasksQuery = z.input<typeof MyTasksQuerySchema>;
export const MY_TASKS_MAX = 50;
export const MyTasksResponseSchema = z.object({
  /** Due in the window (today and overdue ones for `today`), oldest due first, at most MY_TASKS_MAX. */
  data: z.array(TaskSchema),
  /** Open tasks past due on every farm, for the badge's tooltip. */
  overdue_count: z.number().int(),
});
export type MyTasksResponse = z.infer<typeof MyTasksResponseSchema>;
