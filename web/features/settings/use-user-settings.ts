// GET and PUT /api/user/settings (docs/product/settings.md User settings) through the query cache.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getUserSettings, updateUserSettings, type UserSettingsResult } from '@/shared/api/settings';
import type { UserSettingsUpdate } from '@/shared/contracts/settings';
import { useApi } from '@/web/lib/api';
import { resolveLanguage } from '@/shared/i18n/languages';
import { applyLanguage } from '@/web/lib/language';

export const USER_SETTINGS_KEY = ['user-settings'] as const;

/** A failed load answers the defaults with `error` set (docs/product/settings.md: "A load failure falls back to defaults"). */
export function useUserSettings() {
  const api = useApi();
  return useQuery({ queryKey: USER_SETTINGS_KEY, queryFn: () => getUserSettings(api) });
}

export function useUpdateUserSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: UserSettingsUpdate) => updateUserSettings(api, update),
    onSuccess: async (settings) => {
      queryClient.setQueryData<UserSettingsResult>(USER_SETTINGS_KEY, { settings });
      // Settings → Regional → Language takes effect at once, on every screen.
      await applyLanguage(resolveLanguage(settings.language)).catch(() => undefined);
    },
  });
}
