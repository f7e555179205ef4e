// docs/product/invoices.md "Logo": PUT the image as the raw body (Content-Type image/png or image/jpeg, at most
// 1 MB), GET it back. This plugin reads every body type itself, so a JSON or form body reaches the handler and is
// refused with a 422 that says what to send.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVOICE_LOGO_MAX_BYTES, InvoiceSettingsSavedSchema } from '@/shared/contracts/invoices';
import { fieldError, HttpError } from '@/server/lib/http-error';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { recordActivity } from '@/server/modules/activity/record';
import { actorOf } from '@/server/modules/activity/surface';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { readBodyUpTo } from '@/server/modules/soil-samples/body-reader';
import { currentUser } from '@/server/plugins/auth';
import { defaultSettingsRow, resolveInvoiceSettings } from './invoice-settings-resolve';
import { INVOICE_MESSAGES } from './invoice-messages';
import { ensureFarmRow, logoOf, saveDefaultSettings, saveLogo, toSettingsDto } from './invoice-settings';
import type { FastifyReply } from 'fastify';

const SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** The declared image type when it is PNG or JPEG and the bytes agree; a 422 saying what to send otherwise. */
function logoTypeOf(contentType: string | undefined, bytes: unknown): { type: string; bytes: Buffer } {
  if (!Buffer.isBuffer(bytes)) throw fieldError('logo', INVOICE_MESSAGES.logoType);
  if (bytes.length === 0) throw fieldError('logo', INVOICE_MESSAGES.logoEmpty);
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const signature = SIGNATURES[type];
  if (!signature || !signature.every((byte, i) => bytes[i] === byte)) {
    throw fieldError('logo', INVOICE_MESSAGES.logoType);
  }
  return { type, bytes };
}

const noLogo = () => new HttpError(404, INVOICE_MESSAGES.noLogo, { code: 'logo_missing' });

function sendLogo(reply: FastifyReply, logo: { bytes: Buffer; contentType: string } | null) {
  if (!logo) throw noLogo();
  return reply
    .header('content-type', logo.contentType)
    .header('cache-control', 'private, no-cache')
    .send(logo.bytes);
}

export const invoiceLogoRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireUser);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    readBodyUpTo(request, payload, INVOICE_LOGO_MAX_BYTES, INVOICE_MESSAGES.logoTooLarge).then(
      (bytes) => done(null, bytes),
      (error: Error) => done(error, undefined),
    );
  });

  app.put(
    '/invoice-settings/default/logo',
    { config: { access: 'account' }, schema: { response: { 200: InvoiceSettingsSavedSchema } } },
    async (request) => {
      const userId = currentUser(request).id;
      const logo = logoTypeOf(request.headers['content-type'], request.body);
      const now = ctx.clock.now();
      let row = await defaultSettingsRow(ctx.db, userId);
      if (!row) {
        await saveDefaultSettings(
          ctx.db,
          userId,
          {
            business_name: null,
            address: null,
            phone: null,
            email: null,
            tax_id: null,
            payment_instructions: null,
            footer: null,
            number_prefix: 'INV-',
            starting_number: 1,
            payment_terms_days: 14,
          },
          now,
        );
        row = await defaultSettingsRow(ctx.db, userId);
      }
      await saveLogo(ctx.db, row!.id, logo.type, logo.bytes, now);
      return {
        success: true,
        message: INVOICE_MESSAGES.logoSaved,
        data: toSettingsDto(await defaultSettingsRow(ctx.db, userId)),
      };
    },
  );

  app.get('/invoice-settings/default/logo', { config: { access: 'account' } }, async (request, reply) => {
    const row = await defaultSettingsRow(ctx.db, currentUser(request).id);
    return sendLogo(reply, await logoOf(ctx.db, row?.logo ? row.id : null));
  });

  app.put(
    '/farms/:farmId/invoice-settings/logo',
    {
      config: { farmPermission: 'finances.edit' },
      schema: { params: FarmParams, response: { 200: InvoiceSettingsSavedSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { farm } = await requireFarmPermission(ctx.db, actor.id, request.params.farmId, 'finances.edit');
      const logo = logoTypeOf(request.headers['content-type'], request.body);
      const now = ctx.clock.now();
      const row = await ctx.db.transaction(async (tx) => {
        const own = await ensureFarmRow(tx, farm.id, now);
        await saveLogo(tx, own.id, logo.type, logo.bytes, now);
        await recordActivity(tx, {
          farmId: farm.id,
          actor,
          module: 'finances',
          action: 'edit',
          recordType: 'invoice_settings',
          recordId: farm.id,
          summary: 'Changed the invoice logo',
          after: { logo_content_type: logo.type, logo_bytes: logo.bytes.length },
          at: now,
        });
        return (await resolveInvoiceSettings(tx, farm.id)).farmRow;
      });
      return { success: true, message: INVOICE_MESSAGES.logoSaved, data: toSettingsDto(row) };
    },
  );

  app.get(
    '/farms/:farmId/invoice-settings/logo',
    { config: { farmPermission: 'sales.view' }, schema: { params: FarmParams } },
    async (request, reply) => {
      const { farm } = await requireFarmPermission(
        ctx.db,
        currentUser(request).id,
        request.params.farmId,
        'sales.view',
      );
      const settings = await resolveInvoiceSettings(ctx.db, farm.id);
      return sendLogo(reply, await logoOf(ctx.db, settings.logoSettingsId));
    },
  );
};
