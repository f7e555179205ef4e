// docs/product/tasks.md "Checklist": a task's steps under /api/farms/{farmId}/tasks/{taskId}/checklist.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChecklistItemResponseSchema,
  CreateChecklistItemInput,
  UpdateChecklistItemInput,
} from '@/shared/contracts/tasks';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import { addChecklistItem, deleteChecklistItem, updateChecklistItem } from './checklist';
import { createTaskWriter, type TaskRouteOptions } from './task-context';
import { TASK_MESSAGES } from './task-messages';
import { ChecklistItemParams, TaskParams } from './params';

export const checklistRoutes: FastifyPluginAsyncZod<TaskRouteOptions> = async (app, options) => {
  const write = createTaskWriter(options);
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/:farmId/tasks/:taskId/checklist',
    {
      config: { farmPermission: 'tasks.edit' },
      schema: {
        params: TaskParams,
        body: CreateChecklistItemInput,
        response: { 201: ChecklistItemResponseSchema },
      },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'tasks.edit', 201, async (w) => ({
        message: TASK_MESSAGES.checklistAdded,
        data: await addChecklistItem(w, request.params.taskId, request.body),
      })),
  );

  app.patch(
    '/:farmId/tasks/:taskId/checklist/:itemId',
    {
      config: { farmPermission: 'tasks.edit' },
      schema: {
        params: ChecklistItemParams,
        body: UpdateChecklistItemInput,
        response: { 200: ChecklistItemResponseSchema },
      },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'tasks.edit', 200, async (w) => ({
        message: TASK_MESSAGES.checklistSaved,
        data: await updateChecklistItem(w, request.params.taskId, request.params.itemId, request.body),
      })),
  );

  app.delete(
    '/:farmId/tasks/:taskId/checklist/:itemId',
    {
      config: { farmPermission: 'tasks.edit' },
      schema: { params: ChecklistItemParams, response: { 200: MessageResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'tasks.edit', 200, async (w) => {
        await deleteChecklistItem(w, request.params.taskId, request.params.itemId);
        return { success: true, message: TASK_MESSAGES.checklistDeleted };
      }),
  );
};
