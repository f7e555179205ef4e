// /api/admin/crop-templates (docs/product/crop-templates.md "Platform templates"): platform staff with the
// crop_templates permissions keep the templates every farm can start a crop from.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CropTemplateListResponseSchema,
  CropTemplateResponseSchema,
  SaveCropTemplateInput,
} from '@/shared/contracts/crop-templates';
import type { PlatformPermission } from '@/shared/contracts/platform-staff';
import type { RouteOptions } from '@/server/lib/route-options';
import { requirePlatformPermission } from '@/server/modules/platform-staff/platform-access';
import { currentUser } from '@/server/plugins/auth';
import { createAdminTemplateService } from './admin-templates';
import { AdminTemplateParams } from './params';

export const adminTemplateRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const templates = createAdminTemplateService(ctx);
  const needs = (permission: PlatformPermission) => requirePlatformPermission(app, ctx.db, permission);
  const config = { access: 'admin' } as const;

  app.get(
    '/crop-templates',
    {
      config,
      onRequest: needs('crop_templates.view'),
      schema: { response: { 200: CropTemplateListResponseSchema } },
    },
    async () => ({ data: await templates.list() }),
  );

  app.post(
    '/crop-templates',
    {
      config,
      onRequest: needs('crop_templates.create'),
      schema: { body: SaveCropTemplateInput, response: { 201: CropTemplateResponseSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: { template: await templates.create(currentUser(request).id, request.body) } }),
  );

  app.get(
    '/crop-templates/:templateId',
    {
      config,
      onRequest: needs('crop_templates.view'),
      schema: { params: AdminTemplateParams, response: { 200: CropTemplateResponseSchema } },
    },
    async (request) => ({ data: { template: await templates.get(request.params.templateId) } }),
  );

  app.put(
    '/crop-templates/:templateId',
    {
      config,
      onRequest: needs('crop_templates.edit'),
      schema: {
        params: AdminTemplateParams,
        body: SaveCropTemplateInput,
        response: { 200: CropTemplateResponseSchema },
      },
    },
    async (request) => ({
      data: {
        template: await templates.update(currentUser(request).id, request.params.templateId, request.body),
      },
    }),
  );

  app.delete(
    '/crop-templates/:templateId',
    { config, onRequest: needs('crop_templates.delete'), schema: { params: AdminTemplateParams } },
    async (request, reply) => {
      await templates.remove(request.params.templateId);
      return reply.code(204).send();
    },
  );
};
