// docs/product/expenses.md: a farm's expenses under /api/farms/{farmId}/expenses. Handlers only check access and
// call the services; every write goes through the expense writer (expense-context.ts), with its Idempotency-Key.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateExpenseInput,
  ExpenseDetailResponseSchema,
  ExpenseListQuerySchema,
  ExpensePageSchema,
  ExpenseResponseSchema,
  UpdateExpenseInput,
} from '@/shared/contracts/expenses';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import { FarmParams } from '@/server/lib/params';
import { currentUser } from '@/server/plugins/auth';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { createExpenseWriter, type ExpenseRouteOptions } from './expense-context';
import { EXPENSE_MESSAGES } from './expense-messages';
import { listExpenses, loadExpense } from './expense-rows';
import { createExpense, deleteExpense, updateExpense } from './expense-write';
import { ExpenseParams } from './params';

export const expenseRoutes: FastifyPluginAsyncZod<ExpenseRouteOptions> = async (app, options) => {
  const { ctx } = options;
  const write = createExpenseWriter(options);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/:farmId/expenses',
    {
      config: { farmPermission: 'finances.view' },
      schema: {
        params: FarmParams,
        querystring: ExpenseListQuerySchema,
        response: { 200: ExpensePageSchema },
      },
    },
    async (request) => {
      const { farm } = await requireFarmPermission(
        ctx.db,
        currentUser(request).id,
        request.params.farmId,
        'finances.view',
      );
      return listExpenses(ctx.db, farm, request.query);
    },
  );

  app.get(
    '/:farmId/expenses/:expenseId',
    {
      config: { farmPermission: 'finances.view' },
      schema: { params: ExpenseParams, response: { 200: ExpenseDetailResponseSchema } },
    },
    async (request) => {
      const { farmId, expenseId } = request.params;
      const { farm } = await requireFarmPermission(ctx.db, currentUser(request).id, farmId, 'finances.view');
      return { data: await loadExpense(ctx.db, farm.id, expenseId) };
    },
  );

  app.post(
    '/:farmId/expenses',
    {
      config: { farmPermission: 'finances.create' },
      schema: { params: FarmParams, body: CreateExpenseInput, response: { 201: ExpenseResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'finances.create', 201, async (w) => ({
        message: EXPENSE_MESSAGES.created,
        data: await loadExpense(w.db, w.farmId, await createExpense(w, request.body)),
      })),
  );

  app.patch(
    '/:farmId/expenses/:expenseId',
    {
      config: { farmPermission: 'finances.edit' },
      schema: { params: ExpenseParams, body: UpdateExpenseInput, response: { 200: ExpenseResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'finances.edit', 200, async (w) => {
        await updateExpense(w, request.params.expenseId, request.body);
        return {
          message: EXPENSE_MESSAGES.saved,
          data: await loadExpense(w.db, w.farmId, request.params.expenseId),
        };
      }),
  );

  app.delete(
    '/:farmId/expenses/:expenseId',
    {
      config: { farmPermission: 'finances.delete' },
      schema: { params: ExpenseParams, response: { 200: MessageResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'finances.delete', 200, async (w) => {
        await deleteExpense(w, request.params.expenseId);
        return { success: true, message: EXPENSE_MESSAGES.deleted };
      }),
  );
};
