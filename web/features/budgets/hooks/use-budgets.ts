// Budget plan queries and writes (docs/product/budgets.md), and the categories and crops a line may plan.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  copyPlan,
  createPlan,
  deletePlan,
  getPlan,
  listPlans,
  updatePlan,
  type CreateBudgetPlanInput,
  type UpdateBudgetPlanInput,
} from '@/shared/api/budgets';
import { listExpenseCategories } from '@/shared/api/expenses';
import { listCrops } from '@/shared/api/crops';
import { categoryName } from '../labels';
import { useApi } from '@/web/lib/api';

export const budgetKeys = {
  all: (farmId: string) => ['budgets', farmId] as const,
  one: (farmId: string, id: string) => ['budgets', farmId, 'one', id] as const,
  options: (farmId: string, what: string) => ['budgets', farmId, 'options', what] as const,
};

export function usePlans(farmId: string) {
  const api = useApi();
  return useQuery({ queryKey: budgetKeys.all(farmId), queryFn: () => listPlans(api, farmId) });
}

export function usePlan(farmId: string, id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: budgetKeys.one(farmId, id ?? ''),
    queryFn: () => getPlan(api, farmId, id!),
    enabled: id !== null,
  });
}

export function useLineOptions(farmId: string) {
  const api = useApi();
  const categories = useQuery({
    queryKey: budgetKeys.options(farmId, 'categories'),
    queryFn: async () =>
      (await listExpenseCategories(api, farmId))
        .filter((c) => !c.archived)
        .map((c) => ({ id: c.id, name: c.default ? categoryName(c.id, c.name) : c.name })),
  });
  const crops = useQuery({
    queryKey: budgetKeys.options(farmId, 'crops'),
    queryFn: async () =>
      (await listCrops(api, farmId)).map((c) => ({ id: c.id, name: `${c.name} · ${c.season}` })),
  });
  return { categories: categories.data ?? [], crops: crops.data ?? [] };
}

function useRefresh(farmId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: budgetKeys.all(farmId) });
}

export function useSavePlan(farmId: string, id: string | null) {
  const api = useApi();
  const refresh = useRefresh(farmId);
  return useMutation({
    mutationFn: (input: CreateBudgetPlanInput | UpdateBudgetPlanInput) =>
      id ? updatePlan(api, farmId, id, input) : createPlan(api, farmId, input as CreateBudgetPlanInput),
    onSuccess: refresh,
  });
}

export function useCopyPlan(farmId: string) {
  const api = useApi();
  const refresh = useRefresh(farmId);
  return useMutation({ mutationFn: (id: string) => copyPlan(api, farmId, id), onSuccess: refresh });
}

export function useDeletePlan(farmId: string) {
  const api = useApi();
  const refresh = useRefresh(farmId);
  return useMutation({ mutationFn: (id: string) => deletePlan(api, farmId, id), onSuccess: refresh });
}
