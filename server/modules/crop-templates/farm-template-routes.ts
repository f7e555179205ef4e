// A farm's crop templates (docs/product/crop-templates.md): the platform's and the farm's own to choose from when
// adding a crop, a preview of the plan one would make, saving a crop as a template and deleting a private one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CropTemplateListResponseSchema,
  CropTemplateResponseSchema,
  SaveCropAsTemplateInput,
  TemplatePreviewQuery,
  TemplatePreviewResponseSchema,
} from '@/shared/contracts/crop-templates';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { actorOf } from '@/server/modules/activity/surface';
import { currentUser } from '@/server/plugins/auth';
import { createFarmTemplateService } from './farm-templates';
import { FarmCropParams, FarmTemplateParams } from './params';

export const farmTemplateRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const templates = createFarmTemplateService(ctx);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/:farmId/crop-templates',
    {
      config: { farmPermission: 'crops.view' },
      schema: { params: FarmParams, response: { 200: CropTemplateListResponseSchema } },
    },
    async (request) => ({ data: await templates.list(currentUser(request).id, request.params.farmId) }),
  );

  app.get(
    '/:farmId/crop-templates/:templateId',
    {
      config: { farmPermission: 'crops.view' },
      schema: { params: FarmTemplateParams, response: { 200: CropTemplateResponseSchema } },
    },
    async (request) => ({
      data: {
        template: await templates.get(
          currentUser(request).id,
          request.params.farmId,
          request.params.templateId,
        ),
      },
    }),
  );

  app.get(
    '/:farmId/crop-templates/:templateId/preview',
    {
      config: { farmPermission: 'crops.view' },
      schema: {
        params: FarmTemplateParams,
        querystring: TemplatePreviewQuery,
        response: { 200: TemplatePreviewResponseSchema },
      },
    },
    async (request) => ({
      data: await templates.preview(
        currentUser(request).id,
        request.params.farmId,
        request.params.templateId,
        request.query,
      ),
    }),
  );

  app.delete(
    '/:farmId/crop-templates/:templateId',
    { config: { farmPermission: 'crops.delete' }, schema: { params: FarmTemplateParams } },
    async (request, reply) => {
      await templates.remove(actorOf(request), request.params.farmId, request.params.templateId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/:farmId/crops/:cropId/save-as-template',
    {
      config: { farmPermission: 'crops.create' },
      schema: {
        params: FarmCropParams,
        body: SaveCropAsTemplateInput,
        response: { 201: CropTemplateResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: {
          template: await templates.saveCrop(
            actorOf(request),
            request.params.farmId,
            request.params.cropId,
            request.body.name,
          ),
        },
      }),
  );
};
