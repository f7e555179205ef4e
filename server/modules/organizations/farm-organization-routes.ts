// A farm's organizations, under /api/farms/{farmId}/organizations (docs/product/organizations.md "On the farm").
// Seeing them needs farms.view; answering, changing what is shared and leaving need the owner (farms.delete,
// then the Owner role itself: farm-organizations.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FarmOrganizationListSchema,
  FarmOrganizationResponseSchema,
  ShareChoiceInput,
} from '@/shared/contracts/organizations';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { actorOf } from '@/server/modules/activity/surface';
import { requireFeatureOnFarm } from '@/server/modules/entitlements/farm-guards';
import { createFarmOrganizationService } from './farm-organizations';
import { FarmOrganizationParams } from './params';

export const farmOrganizationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const links = createFarmOrganizationService(ctx);
  app.addHook('onRequest', app.requireUser);
  const reply200 = { 200: FarmOrganizationResponseSchema };

  app.get(
    '/:farmId/organizations',
    {
      config: { farmPermission: 'farms.view' },
      schema: { params: FarmParams, response: { 200: FarmOrganizationListSchema } },
    },
    async (request) => ({ data: await links.list(currentUser(request).id, request.params.farmId) }),
  );

  app.post(
    '/:farmId/organizations/:organizationId/accept',
    {
      config: { farmPermission: 'farms.delete' },
      schema: { params: FarmOrganizationParams, body: ShareChoiceInput, response: reply200 },
    },
    async (request) => {
      const { farmId, organizationId } = request.params;
      // Joining an organization is a package feature of the farm's owner (docs/product/packages.md).
      await requireFeatureOnFarm(ctx, currentUser(request).id, farmId, 'farms.delete', 'organizations');
      return {
        data: await links.accept(actorOf(request), farmId, organizationId, request.body.shares),
      };
    },
  );

  app.post(
    '/:farmId/organizations/:organizationId/decline',
    {
      config: { farmPermission: 'farms.delete' },
      schema: { params: FarmOrganizationParams, response: reply200 },
    },
    async (request) => {
      const { farmId, organizationId } = request.params;
      return { data: await links.decline(actorOf(request), farmId, organizationId) };
    },
  );

  app.patch(
    '/:farmId/organizations/:organizationId',
    {
      config: { farmPermission: 'farms.delete' },
      schema: { params: FarmOrganizationParams, body: ShareChoiceInput, response: reply200 },
    },
    async (request) => {
      const { farmId, organizationId } = request.params;
      return {
        data: await links.changeShares(actorOf(request), farmId, organizationId, request.body.shares),
      };
    },
  );

  app.post(
    '/:farmId/organizations/:organizationId/leave',
    {
      config: { farmPermission: 'farms.delete' },
      schema: { params: FarmOrganizationParams, response: reply200 },
    },
    async (request) => {
      const { farmId, organizationId } = request.params;
      return { data: await links.leave(actorOf(request), farmId, organizationId) };
    },
  );
};
