// docs/product/expenses.md "Categories": the defaults and the farm's own under
// /api/farms/{farmId}/expense-categories. Reading is for anyone who sees the farm's money; changing is editing it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ExpenseCategoryInput,
  ExpenseCategoryListSchema,
  ExpenseCategoryResponseSchema,
} from '@/shared/contracts/expenses';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import { FarmParams } from '@/server/lib/params';
import { currentUser } from '@/server/plugins/auth';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { createCategory, deleteCategory, listCategories, renameCategory } from './expense-categories';
import { createExpenseWriter, type ExpenseRouteOptions } from './expense-context';
import { EXPENSE_MESSAGES } from './expense-messages';
import { CategoryParams } from './params';

const CategoryListQuery = z.object({ archived: z.enum(['0', '1']).optional() });

export const categoryRoutes: FastifyPluginAsyncZod<ExpenseRouteOptions> = async (app, options) => {
  const { ctx } = options;
  const write = createExpenseWriter(options);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/:farmId/expense-categories',
    {
      config: { farmPermission: 'finances.view' },
      schema: {
        params: FarmParams,
        querystring: CategoryListQuery,
        response: { 200: ExpenseCategoryListSchema },
      },
    },
    async (request) => {
      const { farm } = await requireFarmPermission(
        ctx.db,
        currentUser(request).id,
        request.params.farmId,
        'finances.view',
      );
      return { data: await listCategories(ctx.db, farm.id, request.query.archived === '1') };
    },
  );

  app.post(
    '/:farmId/expense-categories',
    {
      config: { farmPermission: 'finances.edit' },
      schema: {
        params: FarmParams,
        body: ExpenseCategoryInput,
        response: { 201: ExpenseCategoryResponseSchema },
      },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'finances.edit', 201, async (w) => ({
        message: EXPENSE_MESSAGES.categoryCreated,
        data: await createCategory(w, request.body.name),
      })),
  );

  app.patch(
    '/:farmId/expense-categories/:categoryId',
    {
      config: { farmPermission: 'finances.edit' },
      schema: {
        params: CategoryParams,
        body: ExpenseCategoryInput,
        response: { 200: ExpenseCategoryResponseSchema },
      },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'finances.edit', 200, async (w) => ({
        message: EXPENSE_MESSAGES.categorySaved,
        data: await renameCategory(w, request.params.categoryId, request.body.name),
      })),
  );

  app.delete(
    '/:farmId/expense-categories/:categoryId',
    {
      config: { farmPermission: 'finances.edit' },
      schema: { params: CategoryParams, response: { 200: MessageResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'finances.edit', 200, async (w) => {
        const outcome = await deleteCategory(w, request.params.categoryId);
        const message =
          outcome === 'archived' ? EXPENSE_MESSAGES.categoryArchived : EXPENSE_MESSAGES.categoryDeleted;
        return { success: true, message };
      }),
  );
};
