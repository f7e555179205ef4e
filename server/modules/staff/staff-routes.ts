// docs/product/staff.md "Staff": the people of a farm, under /api/farms/{farmId}/staff.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  StaffDetailResponseSchema,
  StaffListQuerySchema,
  StaffListResponseSchema,
  StaffResponseSchema,
  UpdateStaffInput,
} from '@/shared/contracts/staff';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { actorOf } from '@/server/modules/activity/surface';
import { endFarmAccessWith } from './membership-ended';
import { StaffParams } from './params';
import { createStaffService } from './staff-members';

export const staffRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const staff = createStaffService(ctx, endFarmAccessWith(app, ctx));
  app.addHook('onRequest', app.requireUser);
  const actor = (request: Parameters<typeof actorOf>[0]) => ({
    ...actorOf(request),
    id: currentUser(request).id,
  });

  app.get(
    '/:farmId/staff',
    {
      config: { farmPermission: 'staff.view' },
      schema: {
        params: FarmParams,
        querystring: StaffListQuerySchema,
        response: { 200: StaffListResponseSchema },
      },
    },
    async (request) => ({
      data: await staff.list(currentUser(request).id, request.params.farmId, request.query),
    }),
  );

  app.get(
    '/:farmId/staff/:userId',
    {
      config: { farmPermission: 'staff.view' },
      schema: { params: StaffParams, response: { 200: StaffDetailResponseSchema } },
    },
    async (request) => ({
      data: await staff.get(currentUser(request).id, request.params.farmId, request.params.userId),
    }),
  );

  app.patch(
    '/:farmId/staff/:userId',
    {
      config: { farmPermission: 'staff.edit' },
      schema: { params: StaffParams, body: UpdateStaffInput, response: { 200: StaffResponseSchema } },
    },
    async (request) => ({
      message: 'Staff details saved',
      data: await staff.update(actor(request), request.params.farmId, request.params.userId, request.body),
    }),
  );

  app.delete(
    '/:farmId/staff/:userId',
    {
      config: { farmPermission: 'staff.delete' },
      schema: { params: StaffParams, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const removed = await staff.remove(actor(request), request.params.farmId, request.params.userId);
      return { success: true, message: `${removed.name} was removed from the farm.` };
    },
  );
};
