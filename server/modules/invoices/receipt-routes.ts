// docs/product/invoices.md "Receipts": the point of sale's receipt as an 80 mm PDF and as an SMS.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReceiptSmsInput } from '@/shared/contracts/invoices';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import { HttpError } from '@/server/lib/http-error';
import { languageOf } from '@/server/lib/i18n';
import type { RouteOptions } from '@/server/lib/route-options';
import { isUuid, requireFarmPermission } from '@/server/modules/farms/farm-access';
import { currentUser } from '@/server/plugins/auth';
import { INVOICE_MESSAGES } from './invoice-messages';
import { disposition } from './invoice-routes';
import { SaleParams } from './params';
import { loadReceipt, receiptNumber, receiptPdf, receiptSms } from './receipt';

const saleNotFound = () => new HttpError(404, INVOICE_MESSAGES.saleNotFound, { code: 'sale_not_found' });

export const receiptRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireUser);

  async function receiptFor(
    userId: string,
    farmId: string,
    saleId: string,
    permission: 'sales.view' | 'sales.create',
  ) {
    const farm = await requireFarmPermission(ctx.db, userId, farmId, permission);
    if (!isUuid(saleId)) throw saleNotFound();
    return loadReceipt(ctx.db, farm.farm.id, saleId);
  }

  app.get(
    '/farms/:farmId/sales/:saleId/receipt.pdf',
    { config: { farmPermission: 'sales.view' }, schema: { params: SaleParams } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const receipt = await receiptFor(userId, request.params.farmId, request.params.saleId, 'sales.view');
      const bytes = await receiptPdf(receipt, await languageOf(ctx.db, userId));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', disposition(`receipt-${receiptNumber(receipt)}.pdf`, 'inline'))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.post(
    '/farms/:farmId/sales/:saleId/receipt/sms',
    {
      config: { farmPermission: 'sales.create' },
      schema: { params: SaleParams, body: ReceiptSmsInput, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const receipt = await receiptFor(userId, request.params.farmId, request.params.saleId, 'sales.create');
      await ctx.messages.sendSms({
        to: request.body.phone.replace(/\s+/g, ''),
        body: receiptSms(receipt, await languageOf(ctx.db, userId)),
      });
      return { success: true, message: INVOICE_MESSAGES.receiptSent };
    },
  );
};
