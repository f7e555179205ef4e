// docs/product/invoices.md: a farm's invoices under /api/farms/{farmId}/invoices, issuing one for a sale, voiding,
// the PDF and e-mailing it; and /api/invoices/{invoiceId} for the printable page, which knows only the invoice.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmailInvoiceInput,
  InvoiceDetailResponseSchema,
  InvoiceListQuerySchema,
  InvoicePageSchema,
  InvoiceResponseSchema,
  VoidInvoiceInput,
} from '@/shared/contracts/invoices';
import { eq } from 'drizzle-orm';
import { invoices } from '@/server/db/schema/sales';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { actorOf } from '@/server/modules/activity/surface';
import { isUuid } from '@/server/modules/farms/farm-access';
import { currentUser } from '@/server/plugins/auth';
import { invoiceNotFound, listInvoices } from './invoice-read';
import { INVOICE_MESSAGES } from './invoice-messages';
import { createInvoiceService, todayOf } from './invoice-service';
import { InvoiceIdParams, InvoiceParams, SaleParams } from './params';

/** RFC 6266: a plain ASCII name for old clients and the exact name, percent-encoded, for the rest. */
export const disposition = (name: string, kind: 'attachment' | 'inline' = 'attachment') =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const invoiceRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const service = createInvoiceService(ctx);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/farms/:farmId/invoices',
    {
      config: { farmPermission: 'sales.view' },
      schema: {
        params: FarmParams,
        querystring: InvoiceListQuerySchema,
        response: { 200: InvoicePageSchema },
      },
    },
    async (request) => {
      const farm = await service.access(currentUser(request).id, request.params.farmId, 'sales.view');
      return listInvoices(ctx.db, farm.farm.id, request.query, todayOf(farm, ctx.clock.now()));
    },
  );

  app.post(
    '/farms/:farmId/sales/:saleId/invoice',
    {
      config: { farmPermission: 'sales.create' },
      schema: { params: SaleParams, response: { 200: InvoiceResponseSchema, 201: InvoiceResponseSchema } },
    },
    async (request, reply) => {
      const { farmId, saleId } = request.params;
      const { created, invoice } = await service.issue(actorOf(request), farmId, saleId);
      return reply
        .code(created ? 201 : 200)
        .send({ success: true, message: INVOICE_MESSAGES.issued, data: invoice });
    },
  );

  app.get(
    '/farms/:farmId/invoices/:invoiceId',
    {
      config: { farmPermission: 'sales.view' },
      schema: { params: InvoiceParams, response: { 200: InvoiceDetailResponseSchema } },
    },
    async (request) => {
      const farm = await service.access(currentUser(request).id, request.params.farmId, 'sales.view');
      return { data: await service.detail(farm, request.params.invoiceId) };
    },
  );

  app.post(
    '/farms/:farmId/invoices/:invoiceId/void',
    {
      config: { farmPermission: 'sales.edit' },
      schema: { params: InvoiceParams, body: VoidInvoiceInput, response: { 200: InvoiceResponseSchema } },
    },
    async (request) => {
      const { farmId, invoiceId } = request.params;
      const data = await service.void(actorOf(request), farmId, invoiceId, request.body.reason);
      return { success: true, message: INVOICE_MESSAGES.voided, data };
    },
  );

  app.get(
    '/farms/:farmId/invoices/:invoiceId/pdf',
    { config: { farmPermission: 'sales.view' }, schema: { params: InvoiceParams } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const farm = await service.access(userId, request.params.farmId, 'sales.view');
      const { bytes, fileName } = await service.pdf(farm, request.params.invoiceId, userId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', disposition(fileName))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.post(
    '/farms/:farmId/invoices/:invoiceId/email',
    {
      config: { farmPermission: 'sales.create' },
      schema: { params: InvoiceParams, body: EmailInvoiceInput, response: { 200: InvoiceResponseSchema } },
    },
    async (request) => {
      const { farmId, invoiceId } = request.params;
      const data = await service.email(actorOf(request), farmId, invoiceId, request.body.to);
      return { success: true, message: INVOICE_MESSAGES.emailed, data };
    },
  );

  // The printable page has only the invoice's id: find its farm, then check the caller may see that farm's sales
  // (a person who may not reads "not found", like any other farm's record).
  app.get(
    '/invoices/:invoiceId',
    {
      config: { access: 'account' },
      schema: { params: InvoiceIdParams, response: { 200: InvoiceDetailResponseSchema } },
    },
    async (request) => {
      const { invoiceId } = request.params;
      if (!isUuid(invoiceId)) throw invoiceNotFound();
      const [row] = await ctx.db
        .select({ farmId: invoices.farmId })
        .from(invoices)
        .where(eq(invoices.id, invoiceId));
      if (!row) throw invoiceNotFound();
      const farm = await service.access(currentUser(request).id, row.farmId, 'sales.view').catch(() => {
        throw invoiceNotFound();
      });
      return { data: await service.detail(farm, invoiceId) };
    },
  );
};
