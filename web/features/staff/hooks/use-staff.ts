// Staff queries (docs/product/staff.md): the list with its filters, a person's page, the invitations, the teams,
// and the farm's roles for the role pickers.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listFarmRoles } from '@/shared/api/farm-roles';
import {
  getStaffMember,
  listInvitations,
  listStaff,
  listTeams,
  type StaffListQuery,
} from '@/shared/api/staff';
import { useApi } from '@/web/lib/api';
import { staffKeys } from '../staff-keys';

export function useStaffList(farmId: string, query: StaffListQuery = {}) {
  const api = useApi();
  return useQuery({
    queryKey: staffKeys.list(farmId, query),
    queryFn: () => listStaff(api, farmId, query),
    // Typing in the search keeps the last answer on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useStaffMember(farmId: string, userId: string) {
  const api = useApi();
  return useQuery({
    queryKey: staffKeys.member(farmId, userId),
    queryFn: () => getStaffMember(api, farmId, userId),
  });
}

export function useInvitations(farmId: string) {
  const api = useApi();
  return useQuery({ queryKey: staffKeys.invitations(farmId), queryFn: () => listInvitations(api, farmId) });
}

export function useTeams(farmId: string) {
  const api = useApi();
  return useQuery({ queryKey: staffKeys.teams(farmId), queryFn: () => listTeams(api, farmId) });
}

/** The built-in roles and the farm's custom roles, for the role pickers. */
export function useFarmRoles(farmId: string) {
  const api = useApi();
  return useQuery({ queryKey: staffKeys.roles(farmId), queryFn: () => listFarmRoles(api, farmId) });
}
