// The platform's crop templates through the shared cache; each write refreshes the list and the template.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createPlatformTemplate,
  deletePlatformTemplate,
  getPlatformTemplate,
  listPlatformTemplates,
  savePlatformTemplate,
  type SaveCropTemplateInput,
} from '@/shared/api/crop-templates';
import { myPlatformPermissions } from '@/shared/api/platform-staff';
import type { PlatformPermission } from '@/shared/contracts/platform-staff';
import { useApi } from '@/web/lib/api';

const keys = {
  list: ['platform', 'crop-templates'] as const,
  one: (id: string) => ['platform', 'crop-templates', id] as const,
  // The same key as the platform staff screens, so the answer is shared.
  mine: ['platform', 'me'] as const,
};

export function usePlatformTemplates() {
  const api = useApi();
  return useQuery({ queryKey: keys.list, queryFn: () => listPlatformTemplates(api) });
}

export function usePlatformTemplate(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: keys.one(id ?? 'new'),
    queryFn: () => getPlatformTemplate(api, id!),
    enabled: id !== null,
  });
}

/** What the signed-in member may do; until it answers, nothing (buttons appear once known). */
export function useMayPlatform() {
  const api = useApi();
  const { data } = useQuery({ queryKey: keys.mine, queryFn: () => myPlatformPermissions(api) });
  return (permission: PlatformPermission) => data?.includes(permission) ?? false;
}

export function useSaveTemplate(id: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveCropTemplateInput) =>
      id === null ? createPlatformTemplate(api, input) : savePlatformTemplate(api, id, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.one(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: keys.list, exact: true });
    },
  });
}

export function useDeleteTemplate() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePlatformTemplate(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.list, exact: true }),
  });
}
