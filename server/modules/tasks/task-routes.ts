// docs/product/tasks.md: a farm's tasks under /api/farms/{farmId}/tasks. Handlers only check access and call the
// services; every write goes through the task writer (task-context.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompleteTaskInput,
  CreateTaskInput,
  TaskDetailResponseSchema,
  TaskListQuerySchema,
  TaskPageSchema,
  TaskResponseSchema,
  UpdateTaskInput,
} from '@/shared/contracts/tasks';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import { FarmParams } from '@/server/lib/params';
import { currentUser } from '@/server/plugins/auth';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { createTaskWriter, type TaskRouteOptions, type TaskWrite } from './task-context';
import { completeTask, reopenTask } from './task-complete';
import { taskDetail } from './task-detail';
import { listTasks } from './task-list';
import { TASK_MESSAGES } from './task-messages';
import { createTask, deleteTask, updateTask } from './task-write';
import { TaskParams } from './params';

const answer = async (w: TaskWrite, message: string, taskId: string) => ({
  message,
  data: await taskDetail(w.db, w.farmId, taskId, w.now),
});

export const taskRoutes: FastifyPluginAsyncZod<TaskRouteOptions> = async (app, options) => {
  const { ctx } = options;
  const write = createTaskWriter(options);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/:farmId/tasks',
    {
      config: { farmPermission: 'tasks.view' },
      schema: { params: FarmParams, querystring: TaskListQuerySchema, response: { 200: TaskPageSchema } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { farm } = await requireFarmPermission(ctx.db, userId, request.params.farmId, 'tasks.view');
      return listTasks(ctx.db, farm, userId, request.query, ctx.clock.now());
    },
  );

  app.get(
    '/:farmId/tasks/:taskId',
    {
      config: { farmPermission: 'tasks.view' },
      schema: { params: TaskParams, response: { 200: TaskDetailResponseSchema } },
    },
    async (request) => {
      const { farmId, taskId } = request.params;
      const { farm } = await requireFarmPermission(ctx.db, currentUser(request).id, farmId, 'tasks.view');
      return { data: await taskDetail(ctx.db, farm.id, taskId, ctx.clock.now()) };
    },
  );

  app.post(
    '/:farmId/tasks',
    {
      config: { farmPermission: 'tasks.create' },
      schema: { params: FarmParams, body: CreateTaskInput, response: { 201: TaskResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'tasks.create', 201, async (w) =>
        answer(w, TASK_MESSAGES.created, await createTask(w, request.body)),
      ),
  );

  app.patch(
    '/:farmId/tasks/:taskId',
    {
      config: { farmPermission: 'tasks.edit' },
      schema: { params: TaskParams, body: UpdateTaskInput, response: { 200: TaskResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'tasks.edit', 200, async (w) => {
        await updateTask(w, request.params.taskId, request.body);
        return answer(w, TASK_MESSAGES.saved, request.params.taskId);
      }),
  );

  app.delete(
    '/:farmId/tasks/:taskId',
    {
      config: { farmPermission: 'tasks.delete' },
      schema: { params: TaskParams, response: { 200: MessageResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'tasks.delete', 200, async (w) => {
        await deleteTask(w, request.params.taskId);
        return { success: true, message: TASK_MESSAGES.deleted };
      }),
  );

  app.post(
    '/:farmId/tasks/:taskId/complete',
    {
      config: { farmPermission: 'tasks.edit' },
      schema: { params: TaskParams, body: CompleteTaskInput, response: { 200: TaskResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'tasks.edit', 200, async (w) => {
        await completeTask(w, request.params.taskId, request.body ?? {});
        return answer(w, TASK_MESSAGES.completed, request.params.taskId);
      }),
  );

  app.post(
    '/:farmId/tasks/:taskId/reopen',
    {
      config: { farmPermission: 'tasks.edit' },
      schema: { params: TaskParams, response: { 200: TaskResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'tasks.edit', 200, async (w) => {
        await reopenTask(w, request.params.taskId);
        return answer(w, TASK_MESSAGES.reopened, request.params.taskId);
      }),
  );
};
