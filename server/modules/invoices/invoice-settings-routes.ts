// docs/product/invoices.md "Settings": the signed-in person's default invoice settings (/api/invoice-settings/
// default) and a farm's own (/api/farms/{farmId}/invoice-settings), which answer the effective settings and say
// which fields come from the default.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FarmInvoiceSettingsInput,
  FarmInvoiceSettingsResponseSchema,
  FarmInvoiceSettingsSavedSchema,
  InvoiceSettingsInput,
  InvoiceSettingsResponseSchema,
  InvoiceSettingsSavedSchema,
} from '@/shared/contracts/invoices';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { recordActivity } from '@/server/modules/activity/record';
import { actorOf } from '@/server/modules/activity/surface';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { currentUser } from '@/server/plugins/auth';
import { defaultSettingsRow } from './invoice-settings-resolve';
import { INVOICE_MESSAGES } from './invoice-messages';
import { farmSettings, saveDefaultSettings, saveFarmSettings, toSettingsDto } from './invoice-settings';

export const invoiceSettingsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/invoice-settings/default',
    { config: { access: 'account' }, schema: { response: { 200: InvoiceSettingsResponseSchema } } },
    async (request) => ({ data: toSettingsDto(await defaultSettingsRow(ctx.db, currentUser(request).id)) }),
  );

  app.put(
    '/invoice-settings/default',
    {
      config: { access: 'account' },
      schema: { body: InvoiceSettingsInput, response: { 200: InvoiceSettingsSavedSchema } },
    },
    async (request) => ({
      success: true,
      message: INVOICE_MESSAGES.settingsSaved,
      data: await saveDefaultSettings(ctx.db, currentUser(request).id, request.body, ctx.clock.now()),
    }),
  );

  app.get(
    '/farms/:farmId/invoice-settings',
    {
      config: { farmPermission: 'sales.view' },
      schema: { params: FarmParams, response: { 200: FarmInvoiceSettingsResponseSchema } },
    },
    async (request) => {
      const { farm } = await requireFarmPermission(
        ctx.db,
        currentUser(request).id,
        request.params.farmId,
        'sales.view',
      );
      return { data: await farmSettings(ctx.db, farm.id) };
    },
  );

  app.put(
    '/farms/:farmId/invoice-settings',
    {
      config: { farmPermission: 'finances.edit' },
      schema: {
        params: FarmParams,
        body: FarmInvoiceSettingsInput,
        response: { 200: FarmInvoiceSettingsSavedSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { farm } = await requireFarmPermission(ctx.db, actor.id, request.params.farmId, 'finances.edit');
      const now = ctx.clock.now();
      const data = await ctx.db.transaction(async (tx) => {
        const { before, after } = await saveFarmSettings(tx, farm.id, request.body, now);
        await recordActivity(tx, {
          farmId: farm.id,
          actor,
          module: 'finances',
          action: 'edit',
          recordType: 'invoice_settings',
          recordId: farm.id,
          summary: 'Changed the invoice settings',
          before,
          after,
          at: now,
        });
        return after;
      });
      return { success: true, message: INVOICE_MESSAGES.settingsSaved, data };
    },
  );
};
