// docs/product/fields-and-soil.md: a farm's soil samples, per field and for the whole farm, and a field's trend
// of one lab value for the chart.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import {
  SoilSampleDetailResponseSchema,
  SoilSampleFieldListResponseSchema,
  SoilSampleInput,
  SoilSampleListQuerySchema,
  SoilSampleListResponseSchema,
  SoilSamplePatchInput,
  SoilSampleResponseSchema,
  SoilTrendQuerySchema,
  SoilTrendResponseSchema,
} from '@/shared/contracts/soil-samples';
import { SOIL_VALUES } from '@/shared/contracts/farm-work-enums';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { actorOf } from '@/server/modules/activity/surface';
import { FieldParams, SampleParams } from '@/server/modules/fields/params';
import { currentUser } from '@/server/plugins/auth';
import { SOIL_MESSAGES } from './soil-messages';
import { createSoilSampleService } from './soil-samples';

export const soilSampleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const samples = createSoilSampleService(ctx);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/:farmId/fields/:fieldId/soil-samples',
    {
      config: { farmPermission: 'crops.view' },
      schema: { params: FieldParams, response: { 200: SoilSampleFieldListResponseSchema } },
    },
    async (request) => ({
      data: await samples.listOfField(currentUser(request).id, request.params.farmId, request.params.fieldId),
    }),
  );

  app.post(
    '/:farmId/fields/:fieldId/soil-samples',
    {
      config: { farmPermission: 'crops.create' },
      schema: { params: FieldParams, body: SoilSampleInput, response: { 201: SoilSampleResponseSchema } },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true,
        message: SOIL_MESSAGES.added,
        data: await samples.create(
          actorOf(request),
          request.params.farmId,
          request.params.fieldId,
          request.body,
        ),
      }),
  );

  app.get(
    '/:farmId/fields/:fieldId/soil-trend',
    {
      config: { farmPermission: 'crops.view' },
      schema: {
        params: FieldParams,
        querystring: SoilTrendQuerySchema,
        response: { 200: SoilTrendResponseSchema },
      },
    },
    async (request) => {
      const { farmId, fieldId } = request.params;
      const value = request.query.value;
      const points = await samples.trend(currentUser(request).id, farmId, fieldId, value);
      return { data: { value, unit: SOIL_VALUES[value], points } };
    },
  );

  app.get(
    '/:farmId/soil-samples',
    {
      config: { farmPermission: 'crops.view' },
      schema: {
        params: FarmParams,
        querystring: SoilSampleListQuerySchema,
        response: { 200: SoilSampleListResponseSchema },
      },
    },
    async (request) => samples.list(currentUser(request).id, request.params.farmId, request.query),
  );

  app.get(
    '/:farmId/soil-samples/:sampleId',
    {
      config: { farmPermission: 'crops.view' },
      schema: { params: SampleParams, response: { 200: SoilSampleDetailResponseSchema } },
    },
    async (request) => ({
      data: await samples.get(currentUser(request).id, request.params.farmId, request.params.sampleId),
    }),
  );

  app.patch(
    '/:farmId/soil-samples/:sampleId',
    {
      config: { farmPermission: 'crops.edit' },
      schema: {
        params: SampleParams,
        body: SoilSamplePatchInput,
        response: { 200: SoilSampleResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      message: SOIL_MESSAGES.updated,
      data: await samples.update(
        actorOf(request),
        request.params.farmId,
        request.params.sampleId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/:farmId/soil-samples/:sampleId',
    {
      config: { farmPermission: 'crops.delete' },
      schema: { params: SampleParams, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await samples.remove(actorOf(request), request.params.farmId, request.params.sampleId);
      return { success: true, message: SOIL_MESSAGES.deleted };
    },
  );
};
