// GET /api/farms/{farmId}/activities and the people who appear in it (docs/product/activity-log.md). Reading the
// log takes staff.view (owners and managers among the built-in roles): it shows what everyone did. Nothing here
// changes or removes an entry; the database refuses that anyway.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivityPageSchema,
  ActivityPeopleSchema,
  ActivityQuerySchema,
} from '@/shared/contracts/activity-log';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { currentUser } from '@/server/plugins/auth';
import { activityPeople, listActivities } from './activity-query';

export const activityRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/:farmId/activities',
    {
      config: { farmPermission: 'staff.view' },
      schema: { params: FarmParams, querystring: ActivityQuerySchema, response: { 200: ActivityPageSchema } },
    },
    async (request) => {
      const { farm } = await requireFarmPermission(
        ctx.db,
        currentUser(request).id,
        request.params.farmId,
        'staff.view',
      );
      return listActivities(ctx.db, farm.id, request.query);
    },
  );

  app.get(
    '/:farmId/activities/people',
    {
      config: { farmPermission: 'staff.view' },
      schema: { params: FarmParams, response: { 200: ActivityPeopleSchema } },
    },
    async (request) => {
      const { farm } = await requireFarmPermission(
        ctx.db,
        currentUser(request).id,
        request.params.farmId,
        'staff.view',
      );
      return { data: await activityPeople(ctx.db, farm.id) };
    },
  );
};
