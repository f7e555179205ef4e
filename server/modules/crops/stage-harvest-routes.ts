// A crop's stages and harvests (docs/product/crops.md "Stages", "Harvests"). Recording a harvest puts it into
// stock, so it also needs inventory.edit, and honours an Idempotency-Key: a retried harvest is recorded once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateStageInput,
  CropDetailResponseSchema,
  CropStageResponseSchema,
  HarvestResponseSchema,
  RecordHarvestInput,
  UpdateStageInput,
  type Harvest,
} from '@/shared/contracts/crops';
import type { QualityGrade } from '@/shared/contracts/farm-work-enums';
import { getCropDetail } from './crop-read';
import { addStage, startStage, updateStage, type StageRow } from './crop-stages';
import { createCropWriter, type CropRouteOptions } from './crop-writer';
import { lockCrop } from './crop-write';
import { requireRoomOnFarm } from '@/server/modules/entitlements/farm-guards';
import { currentUser } from '@/server/plugins/auth';
import { recordHarvest } from './harvest-record';
import { requireCropTask } from './harvest-task';
import { CropParams, StageParams } from './params';

const stageDto = (s: StageRow) => ({
  id: s.id,
  position: s.position,
  name: s.name,
  planned_start_date: s.plannedStartDate,
  started_on: s.startedOn,
  ended_on: s.endedOn,
});

export const stageHarvestRoutes: FastifyPluginAsyncZod<CropRouteOptions> = async (app, options) => {
  const write = createCropWriter(options);
  app.addHook('onRequest', app.requireUser);
  const stage = { 200: CropStageResponseSchema, 201: CropStageResponseSchema };

  app.post(
    '/farms/:farmId/crops/:cropId/stages',
    {
      config: { farmPermission: 'crops.edit' },
      schema: { params: CropParams, body: CreateStageInput, response: stage },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'crops.edit', 201, async (w) => ({
        data: { stage: stageDto(await addStage(w, request.params.cropId, request.body)) },
      })),
  );

  app.patch(
    '/farms/:farmId/crops/:cropId/stages/:stageId',
    {
      config: { farmPermission: 'crops.edit' },
      schema: { params: StageParams, body: UpdateStageInput, response: stage },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'crops.edit', 200, async (w) => ({
        data: {
          stage: stageDto(await updateStage(w, request.params.cropId, request.params.stageId, request.body)),
        },
      })),
  );

  app.post(
    '/farms/:farmId/crops/:cropId/stages/:stageId/start',
    {
      config: { farmPermission: 'crops.edit' },
      schema: { params: StageParams, response: { 200: CropDetailResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'crops.edit', 200, async (w) => {
        await startStage(w, request.params.cropId, request.params.stageId);
        return { data: { crop: await getCropDetail(w.db, w.farmId, request.params.cropId, w.now) } };
      }),
  );

  app.post(
    '/farms/:farmId/crops/:cropId/harvests',
    {
      config: { farmPermission: 'crops.edit' },
      schema: { params: CropParams, body: RecordHarvestInput, response: { 201: HarvestResponseSchema } },
    },
    async (request, reply) => {
      // A harvest into a new product item counts against the owner's item limit (docs/product/packages.md).
      if (!request.body.item_id) {
        const userId = currentUser(request).id;
        await requireRoomOnFarm(options.ctx, userId, request.params.farmId, 'crops.edit', 'items');
      }
      return write(
        request,
        reply,
        request.params.farmId,
        ['crops.edit', 'inventory.edit'],
        201,
        async (w) => {
          const body = request.body;
          // The crop's lock makes concurrent harvests of one crop take turns (and a delete wait for them).
          await lockCrop(w, request.params.cropId);
          const taskId = body.task_id ? await requireCropTask(w, request.params.cropId, body.task_id) : null;
          const row = await recordHarvest(w, {
            cropId: request.params.cropId,
            taskId,
            quantity: body.quantity,
            unit: body.unit,
            lot: body.lot,
            qualityGrade: (body.quality_grade ?? null) as QualityGrade | null,
            harvestedOn: body.harvested_on,
            itemId: body.item_id ?? null,
            locationId: body.location_id ?? null,
            itemName: body.item_name ?? undefined,
            category: body.category,
          });
          const detail = await getCropDetail(w.db, w.farmId, request.params.cropId, w.now);
          const harvest = detail.harvests.find((h) => h.id === row.id) as Harvest;
          return { data: { harvest } };
        },
      );
    },
  );
};
