// GET /api/tasks/mine (docs/product/tasks.md "My tasks"): the caller's open tasks across their farms.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MyTasksQuerySchema, MyTasksResponseSchema } from '@/shared/contracts/tasks';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { myTasks } from './my-tasks';

export const myTasksRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireUser);
  app.get(
    '/mine',
    {
      config: { access: 'account' },
      schema: { querystring: MyTasksQuerySchema, response: { 200: MyTasksResponseSchema } },
    },
    async (request) => myTasks(ctx.db, currentUser(request).id, request.query.due, ctx.clock.now()),
  );
};
