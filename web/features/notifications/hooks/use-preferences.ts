// The preferences modal's data (docs/product/notifications.md Preferences modal; docs/decisions/006): changes kept on
// this device are sent first; when the server cannot be reached the kept changes are shown, and without any the
// error is (never invented rows, decision 002).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getNotificationPreferences, updateNotificationPreferences } from '@/shared/api/notifications';
import type { Preference } from '@/shared/contracts/notifications';
import {
  flushPendingPreferences,
  isServerUnreachable,
  keepPendingPreferences,
  pendingPreferencesKey,
  preferencesWithPending,
  readPendingPreferences,
  type PreferenceChoice,
} from '@/shared/notifications/preferences-offline';
import { webStorage } from '@/shared/platform/web-storage';
import { useApi } from '@/web/lib/api';
import { notificationKeys } from '../lib/query-keys';

export interface LoadedPreferences {
  preferences: Preference[];
  /** True when the server could not be reached and these are the changes kept on this device. */
  local: boolean;
}

export type SaveOutcome = { kind: 'saved'; message: string } | { kind: 'kept' } | { kind: 'failed' };

export function usePreferences(userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();

  const query = useQuery({
    queryKey: [...notificationKeys.preferences, userId],
    // The modal shows what it has, or the error with Try Again at once (docs/product/notifications.md), not after three retries.
    retry: false,
    staleTime: 0,
    queryFn: async (): Promise<LoadedPreferences> => {
      const send = (choices: PreferenceChoice[]) => updateNotificationPreferences(api, choices);
      await flushPendingPreferences({ storage: webStorage, userId, send });
      try {
        // An empty answer means nothing stored yet: every type with the defaults the server applies (docs/product/notifications.md).
        const server = await getNotificationPreferences(api);
        return { preferences: preferencesWithPending(server.length ? server : null, null), local: false };
      } catch (error) {
        const pending = await readPendingPreferences(webStorage, userId);
        if (pending && isServerUnreachable(error))
          return { preferences: preferencesWithPending(null, pending), local: true };
        throw error;
      }
    },
  });

  async function save(choices: PreferenceChoice[]): Promise<SaveOutcome> {
    try {
      const saved = await updateNotificationPreferences(api, choices);
      await webStorage.removeItem(pendingPreferencesKey(userId));
      queryClient.setQueryData<LoadedPreferences>([...notificationKeys.preferences, userId], {
        preferences: preferencesWithPending(saved.preferences, null),
        local: false,
      });
      return { kind: 'saved', message: saved.message };
    } catch (error) {
      if (!isServerUnreachable(error)) return { kind: 'failed' };
      await keepPendingPreferences(webStorage, userId, choices);
      return { kind: 'kept' };
    }
  }

  return { query, save };
}
