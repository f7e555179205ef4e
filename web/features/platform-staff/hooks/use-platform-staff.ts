// Platform staff, roles and the signed-in member's own permissions through the shared cache; each write refreshes
// the staff and the roles (a role's staff count changes with them).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addPlatformStaff,
  changePlatformStaffRole,
  createPlatformRole,
  deletePlatformRole,
  listPlatformRoles,
  listPlatformStaff,
  myPlatformPermissions,
  removePlatformStaff,
  updatePlatformRole,
} from '@/shared/api/platform-staff';
import type {
  CreatePlatformRoleInput,
  CreatePlatformStaffInput,
  PlatformPermission,
  UpdatePlatformRoleInput,
} from '@/shared/contracts/platform-staff';
import { useApi } from '@/web/lib/api';

const keys = {
  staff: ['platform', 'staff'] as const,
  roles: ['platform', 'roles'] as const,
  mine: ['platform', 'me'] as const,
};

export function usePlatformStaff() {
  const api = useApi();
  return useQuery({ queryKey: keys.staff, queryFn: () => listPlatformStaff(api) });
}

export function usePlatformRoles() {
  const api = useApi();
  return useQuery({ queryKey: keys.roles, queryFn: () => listPlatformRoles(api) });
}

/** What the signed-in member may do; until it answers, nothing (buttons appear once known). */
export function useMayPlatform() {
  const api = useApi();
  const { data } = useQuery({ queryKey: keys.mine, queryFn: () => myPlatformPermissions(api) });
  return (permission: PlatformPermission) => data?.includes(permission) ?? false;
}

function useWrite<T, R>(write: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.staff }),
        queryClient.invalidateQueries({ queryKey: keys.roles }),
      ]),
  });
}

export function useAddStaff() {
  const api = useApi();
  return useWrite((input: CreatePlatformStaffInput) => addPlatformStaff(api, input));
}

export function useChangeStaffRole() {
  const api = useApi();
  return useWrite(({ userId, roleId }: { userId: string; roleId: string }) =>
    changePlatformStaffRole(api, userId, { role_id: roleId }),
  );
}

export function useRemoveStaff() {
  const api = useApi();
  return useWrite((userId: string) => removePlatformStaff(api, userId));
}

export function useCreatePlatformRole() {
  const api = useApi();
  return useWrite((input: CreatePlatformRoleInput) => createPlatformRole(api, input));
}

export function useUpdatePlatformRole() {
  const api = useApi();
  return useWrite(({ roleId, input }: { roleId: string; input: UpdatePlatformRoleInput }) =>
    updatePlatformRole(api, roleId, input),
  );
}

export function useDeletePlatformRole() {
  const api = useApi();
  return useWrite((roleId: string) => deletePlatformRole(api, roleId));
}
