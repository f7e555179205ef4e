// A farm's roles through the shared cache, and the writes of the roles and permissions pages. A write refreshes the
// roles and the farms (a member's own role may have changed what they may do) and leaves the failure to the form,
// which shows the server's words: a 409 for a role still held says plainly who must move first.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createFarmRole,
  deleteFarmRole,
  listFarmRoles,
  updateFarmRole,
  type CreateFarmRoleInput,
  type UpdateFarmRoleInput,
} from '@/shared/api/farm-roles';
import { useApi } from '@/web/lib/api';
import { roleKeys } from '../role-keys';

export function useFarmRoles(farmId: string) {
  const api = useApi();
  return useQuery({ queryKey: roleKeys.list(farmId), queryFn: () => listFarmRoles(api, farmId) });
}

function useRefresh(farmId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roleKeys.list(farmId) }),
      queryClient.invalidateQueries({ queryKey: ['farms'] }),
    ]);
}

export function useCreateRole(farmId: string) {
  const api = useApi();
  const refresh = useRefresh(farmId);
  return useMutation({
    mutationFn: (input: CreateFarmRoleInput) => createFarmRole(api, farmId, input),
    onSuccess: refresh,
  });
}

export function useUpdateRole(farmId: string) {
  const api = useApi();
  const refresh = useRefresh(farmId);
  return useMutation({
    mutationFn: ({ roleId, input }: { roleId: string; input: UpdateFarmRoleInput }) =>
      updateFarmRole(api, farmId, roleId, input),
    onSuccess: refresh,
  });
}

export function useDeleteRole(farmId: string) {
  const api = useApi();
  const refresh = useRefresh(farmId);
  return useMutation({
    mutationFn: (roleId: string) => deleteFarmRole(api, farmId, roleId),
    onSuccess: refresh,
  });
}
