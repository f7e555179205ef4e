// The crops API (docs/product/crops.md): a farm's crops, one crop with its stages, harvests and costs, and the
// crops of every farm the caller may see. Writes go through crop-writer.ts (permission, transaction, idempotency).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AllCropsQuery,
  CopySeasonInput,
  CopySeasonResponseSchema,
  CreateCropInput,
  CropDetailResponseSchema,
  CropListQuery,
  CropListResponseSchema,
  UpdateCropInput,
} from '@/shared/contracts/crops';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import { FarmParams } from '@/server/lib/params';
import { farmIdsWithPermission, requireFarmPermission } from '@/server/modules/farms/farm-access';
import { currentUser } from '@/server/plugins/auth';
import { getCropDetail, listCrops } from './crop-read';
import { createCrop, deleteCrop, updateCrop } from './crop-write';
import { createCropWriter, type CropRouteOptions } from './crop-writer';
import { CropParams } from './params';
import { copySeason } from './season-copy';

export const cropRoutes: FastifyPluginAsyncZod<CropRouteOptions> = async (app, options) => {
  const { ctx } = options;
  const write = createCropWriter(options);
  app.addHook('onRequest', app.requireUser);
  const detail = { 200: CropDetailResponseSchema, 201: CropDetailResponseSchema };

  app.get(
    '/crops',
    {
      // Every farm where the caller's role grants crops.view (farm_id narrows to one of them).
      config: { access: 'account' },
      schema: { querystring: AllCropsQuery, response: { 200: CropListResponseSchema } },
    },
    async (request) => {
      const allowed = await farmIdsWithPermission(ctx.db, currentUser(request).id, 'crops.view');
      const { farm_id: farmId, ...query } = request.query;
      const farmIds = farmId ? allowed.filter((id) => id === farmId) : allowed;
      return { data: await listCrops(ctx.db, farmIds, query) };
    },
  );

  app.get(
    '/farms/:farmId/crops',
    {
      config: { farmPermission: 'crops.view' },
      schema: { params: FarmParams, querystring: CropListQuery, response: { 200: CropListResponseSchema } },
    },
    async (request) => {
      const access = await requireFarmPermission(
        ctx.db,
        currentUser(request).id,
        request.params.farmId,
        'crops.view',
      );
      return { data: await listCrops(ctx.db, [access.farm.id], request.query) };
    },
  );

  app.get(
    '/farms/:farmId/crops/:cropId',
    { config: { farmPermission: 'crops.view' }, schema: { params: CropParams, response: detail } },
    async (request) => {
      const access = await requireFarmPermission(
        ctx.db,
        currentUser(request).id,
        request.params.farmId,
        'crops.view',
      );
      return {
        data: { crop: await getCropDetail(ctx.db, access.farm.id, request.params.cropId, ctx.clock.now()) },
      };
    },
  );

  app.post(
    '/farms/:farmId/crops',
    {
      config: { farmPermission: 'crops.create' },
      schema: { params: FarmParams, body: CreateCropInput, response: detail },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'crops.create', 201, async (w) => {
        const crop = await createCrop(w, request.body);
        return { data: { crop: await getCropDetail(w.db, w.farmId, crop.id, w.now) } };
      }),
  );

  app.patch(
    '/farms/:farmId/crops/:cropId',
    {
      config: { farmPermission: 'crops.edit' },
      schema: { params: CropParams, body: UpdateCropInput, response: detail },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'crops.edit', 200, async (w) => {
        const crop = await updateCrop(w, request.params.cropId, request.body);
        return { data: { crop: await getCropDetail(w.db, w.farmId, crop.id, w.now) } };
      }),
  );

  app.delete(
    '/farms/:farmId/crops/:cropId',
    {
      config: { farmPermission: 'crops.delete' },
      schema: { params: CropParams, response: { 200: MessageResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'crops.delete', 200, async (w) => {
        await deleteCrop(w, request.params.cropId);
        return { success: true, message: 'Crop deleted' };
      }),
  );

  app.post(
    '/farms/:farmId/crops/copy-season',
    {
      config: { farmPermission: 'crops.create' },
      schema: { params: FarmParams, body: CopySeasonInput, response: { 201: CopySeasonResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'crops.create', 201, async (w) => {
        const { cropIds, tasksCopied } = await copySeason(w, request.body);
        const copied = (await listCrops(w.db, [w.farmId], { season: request.body.to_season })).filter((c) =>
          cropIds.includes(c.id),
        );
        return { data: { created: cropIds.length, tasks_copied: tasksCopied, crops: copied } };
      }),
  );
};
