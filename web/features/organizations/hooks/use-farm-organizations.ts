// A farm's organizations and its owner's answers, through the shared cache.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerOrganization,
  changeSharedFigures,
  listFarmOrganizations,
  listAdminOrganizations,
} from '@/shared/api/organizations';
import type { OrganizationShare } from '@/shared/contracts/organizations';
import { useApi } from '@/web/lib/api';
import { organizationKeys } from '../organization-keys';

export function useFarmOrganizations(farmId: string) {
  const api = useApi();
  return useQuery({
    queryKey: organizationKeys.farm(farmId),
    queryFn: () => listFarmOrganizations(api, farmId),
  });
}

export interface OwnerAnswer {
  organizationId: string;
  action: 'accept' | 'decline' | 'leave' | 'change';
  shares?: OrganizationShare[];
}

export function useAnswerOrganization(farmId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, action, shares = [] }: OwnerAnswer) =>
      action === 'change'
        ? changeSharedFigures(api, farmId, organizationId, shares)
        : answerOrganization(api, farmId, organizationId, action, shares),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.farm(farmId) }),
  });
}

export function useAdminOrganizations() {
  const api = useApi();
  return useQuery({ queryKey: organizationKeys.admin, queryFn: () => listAdminOrganizations(api) });
}
