// A farm's budget plans with actual against plan (docs/product/budgets.md).
import {
  BudgetPlanDetailSchema,
  BudgetPlanListSchema,
  BudgetPlanResponseSchema,
  CreateBudgetPlanInput,
  UpdateBudgetPlanInput,
  type BudgetLine,
  type BudgetLineInput,
  type BudgetPlan,
  type BudgetPlanSummary,
} from '@/shared/contracts/budgets';
import { MessageResponseSchema, type MessageResponse } from '@/shared/contracts/errors';
import type { ApiClient } from './client';
import { validInput } from './input';

export type {
  BudgetLine,
  BudgetLineInput,
  BudgetPlan,
  BudgetPlanSummary,
  CreateBudgetPlanInput,
  UpdateBudgetPlanInput,
};

export const BUDGETS_LOAD_ERROR = 'Failed to load the plans';

const planPath = (farmId: string, ...rest: string[]) =>
  ['/api/farms', farmId, 'budgets', ...rest]
    .map((part, i) => (i === 0 ? part : encodeURIComponent(part)))
    .join('/');

export async function listPlans(api: ApiClient, farmId: string): Promise<BudgetPlanSummary[]> {
  const body = await api.get(planPath(farmId), {
    schema: BudgetPlanListSchema,
    parseErrorMessage: BUDGETS_LOAD_ERROR,
  });
  return body.data;
}

export async function getPlan(api: ApiClient, farmId: string, id: string): Promise<BudgetPlan> {
  const body = await api.get(planPath(farmId, id), {
    schema: BudgetPlanDetailSchema,
    parseErrorMessage: BUDGETS_LOAD_ERROR,
  });
  return body.data;
}

export async function createPlan(api: ApiClient, farmId: string, input: CreateBudgetPlanInput) {
  return api.post(planPath(farmId), validInput(CreateBudgetPlanInput, input), {
    schema: BudgetPlanResponseSchema,
  });
}

export async function updatePlan(api: ApiClient, farmId: string, id: string, input: UpdateBudgetPlanInput) {
  return api.patch(planPath(farmId, id), validInput(UpdateBudgetPlanInput, input), {
    schema: BudgetPlanResponseSchema,
  });
}

export async function deletePlan(api: ApiClient, farmId: string, id: string): Promise<MessageResponse> {
  return api.delete(planPath(farmId, id), { schema: MessageResponseSchema });
}

/** A new plan for the next period with the same lines. */
export async function copyPlan(api: ApiClient, farmId: string, id: string) {
  return api.post(planPath(farmId, id, 'copy'), undefined, { schema: BudgetPlanResponseSchema });
}
