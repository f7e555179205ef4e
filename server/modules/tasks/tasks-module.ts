// A farm's tasks (docs/product/tasks.md, docs/decisions/038): the tasks with their checklists and comments under
// /api/farms/{farmId}/tasks, and the caller's own tasks across farms under /api/tasks. One idempotency service
// for the module's writes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createIdempotency } from '@/server/lib/idempotency';
import type { RouteOptions } from '@/server/lib/route-options';
import { checklistRoutes } from './checklist-routes';
import { commentRoutes } from './comment-routes';
import { myTasksRoutes } from './my-tasks-routes';
import type { TaskRouteOptions } from './task-context';
import { taskRoutes } from './task-routes';

export const tasksModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const options: TaskRouteOptions = { ctx, idempotency: createIdempotency(ctx.db, ctx.clock) };
  await app.register(taskRoutes, { ...options, prefix: '/api/farms' });
  await app.register(checklistRoutes, { ...options, prefix: '/api/farms' });
  await app.register(commentRoutes, { ...options, prefix: '/api/farms' });
  await app.register(myTasksRoutes, { ctx, prefix: '/api/tasks' });
};
