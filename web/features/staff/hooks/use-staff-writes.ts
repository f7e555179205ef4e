// Staff and invitation writes with toasts; a failure toast carries the server's message in the current language
// (docs/product/staff.md). Every write refreshes the staff area's queries.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  createInvitation,
  removeStaffMember,
  resendInvitation,
  revokeInvitation,
  updateStaffMember,
  type CreateInvitationInput,
  type UpdateStaffInput,
} from '@/shared/api/staff';
import { apiText, localizeApiMessage } from '@/shared/api/i18n';
import { useApi } from '@/web/lib/api';
import { staffText } from '../i18n';
import { addressOf } from '../staff-labels';
import { staffKeys } from '../staff-keys';

export const failureDetail = (error: unknown) =>
  error instanceof Error && error.message
    ? localizeApiMessage(error.message)
    : apiText.t('tryAgainOrContactSupport');

export function useRefreshStaff() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffKeys.all });
}

export function useInvite(farmId: string) {
  const api = useApi();
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (input: CreateInvitationInput) => createInvitation(api, farmId, input),
    onSuccess: async (invitation) => {
      toast.success(staffText.t('invitationSentTo', { address: addressOf(invitation) }));
      await refresh();
    },
    // The form shows field errors itself; anything else reaches the person as a toast and in the form.
    onError: () => refresh(),
  });
}

export function useResendInvitation(farmId: string) {
  const api = useApi();
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (id: string) => resendInvitation(api, farmId, id),
    onSuccess: async (invitation) => {
      toast.success(staffText.t('invitationSentAgainTo', { address: addressOf(invitation) }));
      await refresh();
    },
    onError: (error) => toast.error(staffText.t('couldNotResend', { reason: failureDetail(error) })),
  });
}

export function useRevokeInvitation(farmId: string) {
  const api = useApi();
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (id: string) => revokeInvitation(api, farmId, id),
    onSuccess: async () => {
      toast.success(staffText.t('invitationRevoked'));
      await refresh();
    },
    onError: (error) => toast.error(staffText.t('couldNotRevoke', { reason: failureDetail(error) })),
  });
}

export function useUpdateStaff(farmId: string, userId: string) {
  const api = useApi();
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (input: UpdateStaffInput) => updateStaffMember(api, farmId, userId, input),
    onSuccess: async () => {
      toast.success(staffText.t('staffDetailsSaved'));
      await refresh();
    },
  });
}

export function useRemoveStaff(farmId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: { user_id: string; name: string }) => removeStaffMember(api, farmId, member.user_id),
    onSuccess: async (_, member) => {
      toast.success(staffText.t('personRemoved', { name: member.name }));
      queryClient.removeQueries({ queryKey: staffKeys.member(farmId, member.user_id) });
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
    onError: (error) => toast.error(staffText.t('couldNotRemove', { reason: failureDetail(error) })),
  });
}
