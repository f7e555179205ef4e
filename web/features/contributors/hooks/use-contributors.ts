// Contributor queries and writes (docs/product/contributors.md). Money writes refresh the cash book and the
// finance overview too, since each contribution is a cash-book entry.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContribution,
  createContributor,
  deleteContribution,
  deleteContributor,
  getContributor,
  listContributions,
  listContributors,
  updateContribution,
  updateContributor,
  type CreateContributionInput,
  type CreateContributorInput,
  type UpdateContributionInput,
  type UpdateContributorInput,
} from '@/shared/api/contributors';
import { useApi } from '@/web/lib/api';

export const contributorKeys = {
  all: (farmId: string) => ['contributors', farmId] as const,
  one: (farmId: string, id: string) => ['contributors', farmId, 'one', id] as const,
  money: (farmId: string, id: string) => ['contributors', farmId, 'money', id] as const,
};

export function useContributors(farmId: string) {
  const api = useApi();
  return useQuery({ queryKey: contributorKeys.all(farmId), queryFn: () => listContributors(api, farmId) });
}

export function useContributor(farmId: string, id: string) {
  const api = useApi();
  return useQuery({
    queryKey: contributorKeys.one(farmId, id),
    queryFn: () => getContributor(api, farmId, id),
  });
}

export function useContributions(farmId: string, id: string) {
  const api = useApi();
  return useQuery({
    queryKey: contributorKeys.money(farmId, id),
    queryFn: () => listContributions(api, farmId, id),
  });
}

function useRefresh(farmId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: contributorKeys.all(farmId) }),
      client.invalidateQueries({ queryKey: ['cash-book', farmId] }),
      client.invalidateQueries({ queryKey: ['finance-overview', farmId] }),
    ]);
}

export function useSaveContributor(farmId: string, id: string | null) {
  const api = useApi();
  const refresh = useRefresh(farmId);
  return useMutation({
    mutationFn: (input: CreateContributorInput | UpdateContributorInput) =>
      id
        ? updateContributor(api, farmId, id, input)
        : createContributor(api, farmId, input as CreateContributorInput),
    onSuccess: refresh,
  });
}

export function useDeleteContributor(farmId: string) {
  const api = useApi();
  const refresh = useRefresh(farmId);
  return useMutation({ mutationFn: (id: string) => deleteContributor(api, farmId, id), onSuccess: refresh });
}

export function useSaveContribution(farmId: string, contributorId: string, id: string | null) {
  const api = useApi();
  const refresh = useRefresh(farmId);
  return useMutation({
    mutationFn: (input: CreateContributionInput | UpdateContributionInput) =>
      id
        ? updateContribution(api, farmId, id, input)
        : createContribution(api, farmId, contributorId, input as CreateContributionInput),
    onSuccess: refresh,
  });
}

export function useDeleteContribution(farmId: string) {
  const api = useApi();
  const refresh = useRefresh(farmId);
  return useMutation({ mutationFn: (id: string) => deleteContribution(api, farmId, id), onSuccess: refresh });
}
