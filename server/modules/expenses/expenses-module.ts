// A farm's expenses and their categories (docs/product/expenses.md, docs/decisions/039) under
// /api/farms/{farmId}/expenses and /expense-categories. One idempotency service for the module's writes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createIdempotency } from '@/server/lib/idempotency';
import type { RouteOptions } from '@/server/lib/route-options';
import { categoryRoutes } from './category-routes';
import type { ExpenseRouteOptions } from './expense-context';
import { expenseRoutes } from './expense-routes';
import { receiptRoutes } from './receipt-routes';

export const expensesModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const options: ExpenseRouteOptions = { ctx, idempotency: createIdempotency(ctx.db, ctx.clock) };
  await app.register(categoryRoutes, { ...options, prefix: '/api/farms' });
  await app.register(expenseRoutes, { ...options, prefix: '/api/farms' });
  await app.register(receiptRoutes, { ...options, prefix: '/api/farms' });
};
