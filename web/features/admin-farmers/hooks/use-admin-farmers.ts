// The farmers administration through the shared cache: a page of accounts (the previous page stays on screen while
// the next loads), one account, and the actions, each refreshing the account and the list.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  actOnFarmer,
  getFarmer,
  listFarmers,
  type FarmerAction,
  type FarmerListQuery,
} from '@/shared/api/admin-farmers';
import { listPackages } from '@/shared/api/packages';
import { myPlatformPermissions } from '@/shared/api/platform-staff';
import { useApi } from '@/web/lib/api';

const keys = {
  all: ['admin', 'farmers'] as const,
  page: (query: FarmerListQuery) => ['admin', 'farmers', 'page', query] as const,
  one: (id: string) => ['admin', 'farmers', 'one', id] as const,
};

export function useFarmerPage(query: FarmerListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: keys.page(query),
    queryFn: ({ signal }) => listFarmers(api, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFarmer(id: string) {
  const api = useApi();
  return useQuery({ queryKey: keys.one(id), queryFn: () => getFarmer(api, id) });
}

/** The packages for the filter; a role without packages.view simply gets no package choices. */
export function usePackageChoices() {
  const api = useApi();
  const { data } = useQuery({
    queryKey: ['admin', 'farmers', 'package-choices'],
    queryFn: () => listPackages(api),
    retry: false,
  });
  return (data ?? []).map((p) => ({ id: p.id, name: p.name }));
}

export function useFarmerAction(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: FarmerAction; reason?: string }) =>
      actOnFarmer(api, id, action, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Whether the signed-in administrator's role grants farmers.edit; false until it answers (buttons appear then). */
export function useMayEditFarmers() {
  const api = useApi();
  const { data } = useQuery({ queryKey: ['platform', 'me'], queryFn: () => myPlatformPermissions(api) });
  return data?.includes('farmers.edit') ?? false;
}
