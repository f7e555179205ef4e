// A farm's tasks (docs/product/tasks.md): the filtered, paged list, one task with its inputs, checklist and
// comments, the writes, completing (an Idempotency-Key write: it takes the inputs out of stock once however often
// it is retried) and reopening, and the caller's own tasks across farms for the extension. Inputs are checked
// with the contract the server uses, so a bad date fails here as a 422 would.
import {
  ChecklistItemResponseSchema,
  CommentListSchema,
  CommentResponseSchema,
  CompleteTaskInput,
  CreateChecklistItemInput,
  CreateCommentInput,
  CreateTaskInput,
  MyTasksResponseSchema,
  TaskDetailResponseSchema,
  TaskPageSchema,
  TaskResponseSchema,
  UpdateChecklistItemInput,
  UpdateTaskInput,
  type ChecklistItem,
  type MyTasksQuery,
  type MyTasksResponse,
  type Task,
  type TaskComment,
  type TaskDetail,
  type TaskInput,
  type TaskListQuery,
  type TaskPage,
} from '@/shared/contracts/tasks';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/contracts/inventory-enums';
import { MessageResponseSchema, type MessageResponse } from '@/shared/contracts/errors';
import type { ApiClient } from './client';
import { newIdempotencyKey } from './idempotency-key';
import { validInput } from './input';

export type {
  ChecklistItem,
  CompleteTaskInput,
  CreateChecklistItemInput,
  CreateCommentInput,
  CreateTaskInput,
  MyTasksQuery,
  MyTasksResponse,
  Task,
  TaskComment,
  TaskDetail,
  TaskInput,
  TaskListQuery,
  TaskPage,
  UpdateChecklistItemInput,
  UpdateTaskInput,
};

export const TASKS_LOAD_ERROR = 'Failed to load the tasks';
export const TASK_LOAD_ERROR = 'Failed to load the task';

const tasksPath = (farmId: string, ...rest: string[]) =>
  ['/api/farms', farmId, 'tasks', ...rest]
    .map((part, i) => (i === 0 ? part : encodeURIComponent(part)))
    .join('/');

/** Filters left empty are not sent; statuses travel as one comma-separated value. */
function listParams(query: TaskListQuery): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length) params[key] = value.join(',');
    } else params[key] = value === true ? '1' : value;
  }
  return params;
}

/** GET /api/farms/{farmId}/tasks: 25 a page by default, due date first. */
export async function listTasks(
  api: ApiClient,
  farmId: string,
  query: TaskListQuery = {},
  signal?: AbortSignal,
): Promise<TaskPage> {
  return api.get(tasksPath(farmId), {
    params: listParams(query),
    signal,
    schema: TaskPageSchema,
    parseErrorMessage: TASKS_LOAD_ERROR,
  });
}

export async function getTask(api: ApiClient, farmId: string, taskId: string): Promise<TaskDetail> {
  const body = await api.get(tasksPath(farmId, taskId), {
    schema: TaskDetailResponseSchema,
    parseErrorMessage: TASK_LOAD_ERROR,
  });
  return body.data;
}

export interface TaskWriteResult {
  message: string;
  task: TaskDetail;
}

export async function createTask(
  api: ApiClient,
  farmId: string,
  input: CreateTaskInput,
): Promise<TaskWriteResult> {
  const body = await api.post(tasksPath(farmId), validInput(CreateTaskInput, input), {
    schema: TaskResponseSchema,
  });
  return { message: body.message, task: body.data };
}

export async function updateTask(
  api: ApiClient,
  farmId: string,
  taskId: string,
  input: UpdateTaskInput,
): Promise<TaskWriteResult> {
  const body = await api.patch(tasksPath(farmId, taskId), validInput(UpdateTaskInput, input), {
    schema: TaskResponseSchema,
  });
  return { message: body.message, task: body.data };
}

export async function deleteTask(api: ApiClient, farmId: string, taskId: string): Promise<MessageResponse> {
  return api.delete(tasksPath(farmId, taskId), { schema: MessageResponseSchema });
}

/**
 * Marks the task done, consuming its inputs (and recording a harvest task's harvest) in one server transaction.
 * Pass the same `idempotencyKey` when retrying one submission: the server then answers as it did the first time.
 */
export async function completeTask(
  api: ApiClient,
  farmId: string,
  taskId: string,
  input: CompleteTaskInput = {},
  idempotencyKey: string = newIdempotencyKey(),
): Promise<TaskWriteResult> {
  const body = await api.post(tasksPath(farmId, taskId, 'complete'), validInput(CompleteTaskInput, input), {
    schema: TaskResponseSchema,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return { message: body.message, task: body.data };
}

/** Back to "to do". Stock it consumed stays consumed: the message says so. */
export async function reopenTask(api: ApiClient, farmId: string, taskId: string): Promise<TaskWriteResult> {
  const body = await api.post(tasksPath(farmId, taskId, 'reopen'), undefined, { schema: TaskResponseSchema });
  return { message: body.message, task: body.data };
}

// -- Checklist --------------------------------------------------------------------------------------------------

export async function addChecklistItem(
  api: ApiClient,
  farmId: string,
  taskId: string,
  input: CreateChecklistItemInput,
): Promise<ChecklistItem> {
  const body = await api.post(
    tasksPath(farmId, taskId, 'checklist'),
    validInput(CreateChecklistItemInput, input),
    { schema: ChecklistItemResponseSchema },
  );
  return body.data;
}

/** Ticks or unticks (`done`), renames or moves one item. */
export async function updateChecklistItem(
  api: ApiClient,
  farmId: string,
  taskId: string,
  itemId: string,
  input: UpdateChecklistItemInput,
): Promise<ChecklistItem> {
  const body = await api.patch(
    tasksPath(farmId, taskId, 'checklist', itemId),
    validInput(UpdateChecklistItemInput, input),
    { schema: ChecklistItemResponseSchema },
  );
  return body.data;
}

export async function deleteChecklistItem(
  api: ApiClient,
  farmId: string,
  taskId: string,
  itemId: string,
): Promise<MessageResponse> {
  return api.delete(tasksPath(farmId, taskId, 'checklist', itemId), { schema: MessageResponseSchema });
}

// -- Comments ---------------------------------------------------------------------------------------------------

export async function listComments(api: ApiClient, farmId: string, taskId: string): Promise<TaskComment[]> {
  const body = await api.get(tasksPath(farmId, taskId, 'comments'), {
    schema: CommentListSchema,
    parseErrorMessage: TASK_LOAD_ERROR,
  });
  return body.data;
}

export async function addComment(
  api: ApiClient,
  farmId: string,
  taskId: string,
  input: CreateCommentInput,
): Promise<TaskComment> {
  const body = await api.post(tasksPath(farmId, taskId, 'comments'), validInput(CreateCommentInput, input), {
    schema: CommentResponseSchema,
  });
  return body.data;
}

/** Only the comment's author may delete it. */
export async function deleteComment(
  api: ApiClient,
  farmId: string,
  taskId: string,
  commentId: string,
): Promise<MessageResponse> {
  return api.delete(tasksPath(farmId, taskId, 'comments', commentId), { schema: MessageResponseSchema });
}

// -- Across farms -----------------------------------------------------------------------------------------------

/** GET /api/tasks/mine: the caller's open tasks on every farm (the extension's "My tasks today"). */
export async function listMyTasks(api: ApiClient, query: MyTasksQuery = {}): Promise<MyTasksResponse> {
  return api.get('/api/tasks/mine', {
    params: { due: query.due ?? 'today' },
    schema: MyTasksResponseSchema,
    parseErrorMessage: TASKS_LOAD_ERROR,
  });
}
