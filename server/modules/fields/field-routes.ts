// docs/product/fields-and-soil.md: /api/farms/{farmId}/fields and a field's history. Writes answer success,
// message and the field, like the other farm writes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FieldDeleteResponseSchema,
  FieldDetailResponseSchema,
  FieldHistoryResponseSchema,
  FieldInput,
  FieldListQuerySchema,
  FieldListResponseSchema,
  FieldPatchInput,
  FieldResponseSchema,
} from '@/shared/contracts/fields';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { actorOf } from '@/server/modules/activity/surface';
import { currentUser } from '@/server/plugins/auth';
import { FIELD_MESSAGES } from './field-messages';
import { fieldHistory } from './field-history';
import { createFieldService } from './fields';
import { FieldParams } from './params';

export const fieldRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const fields = createFieldService(ctx);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/:farmId/fields',
    {
      config: { farmPermission: 'crops.view' },
      schema: {
        params: FarmParams,
        querystring: FieldListQuerySchema,
        response: { 200: FieldListResponseSchema },
      },
    },
    async (request) => ({
      data: await fields.list(currentUser(request).id, request.params.farmId, request.query.include_archived),
    }),
  );

  app.post(
    '/:farmId/fields',
    {
      config: { farmPermission: 'crops.create' },
      schema: { params: FarmParams, body: FieldInput, response: { 201: FieldResponseSchema } },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true,
        message: FIELD_MESSAGES.added,
        data: await fields.create(actorOf(request), request.params.farmId, request.body),
      }),
  );

  app.get(
    '/:farmId/fields/:fieldId',
    {
      config: { farmPermission: 'crops.view' },
      schema: { params: FieldParams, response: { 200: FieldDetailResponseSchema } },
    },
    async (request) => ({
      data: await fields.get(currentUser(request).id, request.params.farmId, request.params.fieldId),
    }),
  );

  app.patch(
    '/:farmId/fields/:fieldId',
    {
      config: { farmPermission: 'crops.edit' },
      schema: { params: FieldParams, body: FieldPatchInput, response: { 200: FieldResponseSchema } },
    },
    async (request) => ({
      success: true,
      message: FIELD_MESSAGES.updated,
      data: await fields.update(
        actorOf(request),
        request.params.farmId,
        request.params.fieldId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/:farmId/fields/:fieldId',
    {
      config: { farmPermission: 'crops.delete' },
      schema: { params: FieldParams, response: { 200: FieldDeleteResponseSchema } },
    },
    async (request) => fields.remove(actorOf(request), request.params.farmId, request.params.fieldId),
  );

  app.get(
    '/:farmId/fields/:fieldId/history',
    {
      config: { farmPermission: 'crops.view' },
      schema: { params: FieldParams, response: { 200: FieldHistoryResponseSchema } },
    },
    async (request) => ({
      data: await fieldHistory(ctx, currentUser(request).id, request.params.farmId, request.params.fieldId),
    }),
  );
};
