// Team writes with toasts (docs/product/staff.md "Teams"); a team change also changes the staff list's teams.
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { createTeam, deleteTeam, updateTeam, type CreateTeamInput, type Team } from '@/shared/api/staff';
import { useApi } from '@/web/lib/api';
import { staffText } from '../i18n';
import { failureDetail, useRefreshStaff } from './use-staff-writes';

export function useSaveTeam(farmId: string) {
  const api = useApi();
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CreateTeamInput }) =>
      id ? updateTeam(api, farmId, id, input) : createTeam(api, farmId, input),
    onSuccess: async (team, { id }) => {
      toast.success(staffText.t(id ? 'teamSaved' : 'teamCreated', { name: team.name }));
      await refresh();
    },
  });
}

export function useDeleteTeam(farmId: string) {
  const api = useApi();
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (team: Team) => deleteTeam(api, farmId, team.id),
    onSuccess: async (_, team) => {
      toast.success(staffText.t('teamDeleted', { name: team.name }));
      await refresh();
    },
    onError: (error) => toast.error(staffText.t('couldNotDeleteTeam', { reason: failureDetail(error) })),
  });
}
