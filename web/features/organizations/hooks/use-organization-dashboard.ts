// The organization's dashboard and the invitations it sends, through the shared cache: sending or withdrawing
// an invitation refreshes the dashboard, which lists the pending ones.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getOrganizationDashboard, inviteFarm, withdrawInvitation } from '@/shared/api/organizations';
import type { InviteFarmInput } from '@/shared/contracts/organizations';
import { useApi } from '@/web/lib/api';
import { organizationKeys } from '../organization-keys';

export function useOrganizationDashboard() {
  const api = useApi();
  return useQuery({ queryKey: organizationKeys.dashboard, queryFn: () => getOrganizationDashboard(api) });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: organizationKeys.dashboard });
}

export function useInviteFarm() {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: InviteFarmInput) => inviteFarm(api, input), onSuccess: refresh });
}

export function useWithdrawInvitation() {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => withdrawInvitation(api, id), onSuccess: refresh });
}
