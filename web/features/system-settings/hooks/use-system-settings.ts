// System settings and platform invitations through the shared cache (docs/product/system-settings.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getSystemSettings,
  invitePlatformUser,
  listPlatformInvitations,
  revokePlatformInvitation,
  saveSystemSettings,
} from '@/shared/api/system-settings';
import type { UpdateSystemSettingsInput } from '@/shared/contracts/system-settings';
import { useApi } from '@/web/lib/api';

const keys = {
  settings: ['admin', 'system-settings'] as const,
  invitations: ['admin', 'platform-invitations'] as const,
};

export function useSystemSettings() {
  const api = useApi();
  return useQuery({ queryKey: keys.settings, queryFn: () => getSystemSettings(api) });
}

export function useSaveSystemSettings() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSystemSettingsInput) => saveSystemSettings(api, input),
    onSuccess: (settings) => client.setQueryData(keys.settings, settings),
  });
}

export function usePlatformInvitations() {
  const api = useApi();
  return useQuery({ queryKey: keys.invitations, queryFn: () => listPlatformInvitations(api) });
}

export function useInvitePlatformUser() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => invitePlatformUser(api, email),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.invitations }),
  });
}

export function useRevokePlatformInvitation() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokePlatformInvitation(api, id),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.invitations }),
  });
}
