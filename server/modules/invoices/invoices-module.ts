// Invoices (docs/product/invoices.md, docs/decisions/039): invoice settings and logos, a farm's invoices with
// gapless numbers, the printable invoice's data and PDF, e-mailing it, and the point of sale's receipts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/lib/route-options';
import { invoiceLogoRoutes } from './invoice-logo-routes';
import { invoiceRoutes } from './invoice-routes';
import { invoiceSettingsRoutes } from './invoice-settings-routes';
import { receiptRoutes } from './receipt-routes';

export const invoicesModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await app.register(invoiceSettingsRoutes, { ctx, prefix: '/api' });
  await app.register(invoiceLogoRoutes, { ctx, prefix: '/api' });
  await app.register(invoiceRoutes, { ctx, prefix: '/api' });
  await app.register(receiptRoutes, { ctx, prefix: '/api' });
};
