// docs/product/financial-settings.md: /api/farms/{farmId}/financial-settings and /tax-rates. Every member reads
// the settings (the point of sale needs the currency, methods and rates); finances.edit changes them
// (docs/decisions/039).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FinancialSettingsPatchInput,
  FinancialSettingsResponseSchema,
  FinancialSettingsSavedSchema,
  TaxRateDeleteResponseSchema,
  TaxRateInput,
  TaxRatePatchInput,
  TaxRateResponseSchema,
} from '@/shared/contracts/financial-settings';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { actorOf } from '@/server/modules/activity/surface';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { currentUser } from '@/server/plugins/auth';
import { FINANCIAL_MESSAGES } from './messages';
import { TaxRateParams } from './params';
import { readFinancialSettings } from './settings-read';
import { saveFinancialSettings } from './settings-write';
import { createTaxRate, removeTaxRate, updateTaxRate } from './tax-rate-write';

export const financialSettingsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, clock } = ctx;
  app.addHook('onRequest', app.requireUser);
  const editor = async (userId: string, farmId: string) =>
    (await requireFarmPermission(db, userId, farmId, 'finances.edit')).farm.id;

  app.get(
    '/farms/:farmId/financial-settings',
    {
      config: { farmPermission: 'farms.view' },
      schema: { params: FarmParams, response: { 200: FinancialSettingsResponseSchema } },
    },
    async (request) => {
      const access = await requireFarmPermission(
        db,
        currentUser(request).id,
        request.params.farmId,
        'farms.view',
      );
      return { data: await readFinancialSettings(db, access.farm.id) };
    },
  );

  app.patch(
    '/farms/:farmId/financial-settings',
    {
      config: { farmPermission: 'finances.edit' },
      schema: {
        params: FarmParams,
        body: FinancialSettingsPatchInput,
        response: { 200: FinancialSettingsSavedSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const farmId = await editor(actor.id, request.params.farmId);
      const data = await saveFinancialSettings(db, actor, farmId, request.body, clock.now());
      return { success: true, message: FINANCIAL_MESSAGES.saved, data };
    },
  );

  app.post(
    '/farms/:farmId/tax-rates',
    {
      config: { farmPermission: 'finances.edit' },
      schema: { params: FarmParams, body: TaxRateInput, response: { 201: TaxRateResponseSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const farmId = await editor(actor.id, request.params.farmId);
      const data = await createTaxRate(db, actor, farmId, request.body, clock.now());
      return reply.code(201).send({ success: true, message: FINANCIAL_MESSAGES.taxRateAdded, data });
    },
  );

  app.patch(
    '/farms/:farmId/tax-rates/:taxRateId',
    {
      config: { farmPermission: 'finances.edit' },
      schema: { params: TaxRateParams, body: TaxRatePatchInput, response: { 200: TaxRateResponseSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const farmId = await editor(actor.id, request.params.farmId);
      const data = await updateTaxRate(
        db,
        actor,
        farmId,
        request.params.taxRateId,
        request.body,
        clock.now(),
      );
      return { success: true, message: FINANCIAL_MESSAGES.taxRateUpdated, data };
    },
  );

  app.delete(
    '/farms/:farmId/tax-rates/:taxRateId',
    {
      config: { farmPermission: 'finances.edit' },
      schema: { params: TaxRateParams, response: { 200: TaxRateDeleteResponseSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const farmId = await editor(actor.id, request.params.farmId);
      return removeTaxRate(db, actor, farmId, request.params.taxRateId, clock.now());
    },
  );
};
