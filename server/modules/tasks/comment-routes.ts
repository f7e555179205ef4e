// docs/product/tasks.md "Comments": a task's comments under /api/farms/{farmId}/tasks/{taskId}/comments.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CommentListSchema, CommentResponseSchema, CreateCommentInput } from '@/shared/contracts/tasks';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import { currentUser } from '@/server/plugins/auth';
import { isUuid, requireFarmPermission } from '@/server/modules/farms/farm-access';
import { addComment, deleteComment } from './comments';
import { createTaskWriter, type TaskRouteOptions } from './task-context';
import { commentsOf, taskNotFound } from './task-detail';
import { TASK_MESSAGES } from './task-messages';
import { taskOfFarm } from './task-rows';
import { CommentParams, TaskParams } from './params';

export const commentRoutes: FastifyPluginAsyncZod<TaskRouteOptions> = async (app, options) => {
  const { ctx } = options;
  const write = createTaskWriter(options);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/:farmId/tasks/:taskId/comments',
    {
      config: { farmPermission: 'tasks.view' },
      schema: { params: TaskParams, response: { 200: CommentListSchema } },
    },
    async (request) => {
      const { farmId, taskId } = request.params;
      const { farm } = await requireFarmPermission(ctx.db, currentUser(request).id, farmId, 'tasks.view');
      const task = isUuid(taskId) ? await taskOfFarm(ctx.db, farm.id, taskId, ctx.clock.now()) : undefined;
      if (!task) throw taskNotFound();
      return { data: await commentsOf(ctx.db, task.id) };
    },
  );

  app.post(
    '/:farmId/tasks/:taskId/comments',
    {
      config: { farmPermission: 'tasks.edit' },
      schema: { params: TaskParams, body: CreateCommentInput, response: { 201: CommentResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'tasks.edit', 201, async (w) => ({
        message: TASK_MESSAGES.commentAdded,
        data: await addComment(w, request.params.taskId, request.body),
      })),
  );

  app.delete(
    '/:farmId/tasks/:taskId/comments/:commentId',
    {
      config: { farmPermission: 'tasks.edit' },
      schema: { params: CommentParams, response: { 200: MessageResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'tasks.edit', 200, async (w) => {
        await deleteComment(w, request.params.taskId, request.params.commentId);
        return { success: true, message: TASK_MESSAGES.commentDeleted };
      }),
  );
};
