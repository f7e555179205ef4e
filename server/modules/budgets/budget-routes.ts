// docs/product/budgets.md: a farm's budget plans under /api/farms/{farmId}/budgets. Handlers check access and
// call the services; every write goes through the finance writer, with its Idempotency-Key.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BudgetPlanDetailSchema,
  BudgetPlanListSchema,
  BudgetPlanResponseSchema,
  CreateBudgetPlanInput,
  UpdateBudgetPlanInput,
} from '@/shared/contracts/budgets';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import { FarmParams } from '@/server/lib/params';
import { currentUser } from '@/server/plugins/auth';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { createFinanceWriter, type FinanceRouteOptions } from '@/server/modules/contributors/finance-writer';
import { BUDGET_MESSAGES } from './budget-messages';
import { listPlans, loadPlan } from './budget-rows';
import { copyPlan, createPlan, deletePlan, updatePlan } from './budget-write';

const PlanParams = FarmParams.extend({ planId: z.string() });

export const budgetRoutes: FastifyPluginAsyncZod<FinanceRouteOptions> = async (app, options) => {
  const { ctx } = options;
  const write = createFinanceWriter(options);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/:farmId/budgets',
    {
      config: { farmPermission: 'finances.view' },
      schema: { params: FarmParams, response: { 200: BudgetPlanListSchema } },
    },
    async (request) => {
      const { farm } = await requireFarmPermission(
        ctx.db,
        currentUser(request).id,
        request.params.farmId,
        'finances.view',
      );
      return { data: await listPlans(ctx.db, farm.id) };
    },
  );

  app.post(
    '/:farmId/budgets',
    {
      config: { farmPermission: 'finances.create' },
      schema: {
        params: FarmParams,
        body: CreateBudgetPlanInput,
        response: { 201: BudgetPlanResponseSchema },
      },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'finances.create', 201, async (w) => ({
        message: BUDGET_MESSAGES.created,
        data: await loadPlan(w.db, w.farmId, await createPlan(w, request.body)),
      })),
  );

  app.get(
    '/:farmId/budgets/:planId',
    {
      config: { farmPermission: 'finances.view' },
      schema: { params: PlanParams, response: { 200: BudgetPlanDetailSchema } },
    },
    async (request) => {
      const { farm } = await requireFarmPermission(
        ctx.db,
        currentUser(request).id,
        request.params.farmId,
        'finances.view',
      );
      return { data: await loadPlan(ctx.db, farm.id, request.params.planId) };
    },
  );

  app.patch(
    '/:farmId/budgets/:planId',
    {
      config: { farmPermission: 'finances.edit' },
      schema: {
        params: PlanParams,
        body: UpdateBudgetPlanInput,
        response: { 200: BudgetPlanResponseSchema },
      },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'finances.edit', 200, async (w) => {
        await updatePlan(w, request.params.planId, request.body);
        return {
          message: BUDGET_MESSAGES.saved,
          data: await loadPlan(w.db, w.farmId, request.params.planId),
        };
      }),
  );

  app.delete(
    '/:farmId/budgets/:planId',
    {
      config: { farmPermission: 'finances.delete' },
      schema: { params: PlanParams, response: { 200: MessageResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'finances.delete', 200, async (w) => {
        await deletePlan(w, request.params.planId);
        return { success: true, message: BUDGET_MESSAGES.deleted };
      }),
  );

  app.post(
    '/:farmId/budgets/:planId/copy',
    {
      config: { farmPermission: 'finances.create' },
      schema: { params: PlanParams, response: { 201: BudgetPlanResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'finances.create', 201, async (w) => ({
        message: BUDGET_MESSAGES.copied,
        data: await loadPlan(w.db, w.farmId, await copyPlan(w, request.params.planId)),
      })),
  );
};
