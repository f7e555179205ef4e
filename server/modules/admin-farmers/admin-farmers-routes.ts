// /api/admin/farmers (docs/product/admin-farmers.md): reads need farmers.view, actions farmers.edit, checked on
// every request by requirePlatformPermission.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FarmerActionResponseSchema,
  FarmerDetailResponseSchema,
  FarmerListQuerySchema,
  FarmerPageSchema,
  FarmerParamsSchema,
  isFarmerId,
  SuspendFarmerInput,
} from '@/shared/contracts/admin-farmers';
import type { RouteOptions } from '@/server/lib/route-options';
import { HttpError } from '@/server/lib/http-error';
import { currentUser } from '@/server/plugins/auth';
import { requirePlatformPermission } from '@/server/modules/platform-staff/platform-access';
import { createFarmerActions } from './farmer-actions';
import { FARMER_NOT_FOUND, farmerDetail } from './farmer-detail';
import { listFarmers } from './farmer-list';

export const adminFarmersRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const actions = createFarmerActions(ctx);
  const config = { access: 'admin' } as const;
  const view = requirePlatformPermission(app, ctx.db, 'farmers.view');
  const edit = requirePlatformPermission(app, ctx.db, 'farmers.edit');
  const known = (id: string) => {
    if (!isFarmerId(id)) throw new HttpError(404, FARMER_NOT_FOUND, { code: 'not_found' });
    return id;
  };
  const actor = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, name: user.name };
  };
  const action = {
    config,
    onRequest: edit,
    schema: { params: FarmerParamsSchema, response: { 200: FarmerActionResponseSchema } },
  };

  app.get(
    '/farmers',
    {
      config,
      onRequest: view,
      schema: { querystring: FarmerListQuerySchema, response: { 200: FarmerPageSchema } },
    },
    async (request) => listFarmers(ctx.db, request.query),
  );

  app.get(
    '/farmers/:id',
    {
      config,
      onRequest: view,
      schema: { params: FarmerParamsSchema, response: { 200: FarmerDetailResponseSchema } },
    },
    async (request) => ({ data: await farmerDetail(ctx, known(request.params.id)) }),
  );

  app.post(
    '/farmers/:id/suspend',
    { ...action, schema: { ...action.schema, body: SuspendFarmerInput } },
    async (request) => actions.suspend(actor(request), known(request.params.id), request.body.reason),
  );

  app.post('/farmers/:id/reactivate', action, async (request) =>
    actions.reactivate(actor(request), known(request.params.id)),
  );

  app.post('/farmers/:id/resend-verification', action, async (request) =>
    actions.resendVerification(actor(request), known(request.params.id)),
  );

  app.post('/farmers/:id/password-reset', action, async (request) =>
    actions.sendPasswordReset(actor(request), known(request.params.id)),
  );
};
