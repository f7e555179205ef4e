// Sends preference changes kept on this device (docs/decisions/006) once the server answers again: on load, when
// the realtime connection comes (back) up, when the browser goes online, and after every successful poll.
import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { updateNotificationPreferences } from '@/shared/api/notifications';
import { flushPendingPreferences, PREFERENCE_MESSAGES } from '@/shared/notifications/preferences-offline';
import type { RealtimeState } from '@/shared/notifications/realtime';
import { webStorage } from '@/shared/platform/web-storage';
import { useApi } from '@/web/lib/api';
import { notificationKeys } from '../lib/query-keys';

export function usePreferencesSync(userId: string, realtimeState: RealtimeState, lastPollAt: number) {
  const api = useApi();
  const queryClient = useQueryClient();

  const flush = useCallback(async () => {
    const result = await flushPendingPreferences({
      storage: webStorage,
      userId,
      send: (preferences) => updateNotificationPreferences(api, preferences),
    });
    if (result === 'sent') {
      toast.success(PREFERENCE_MESSAGES.saved);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.preferences });
    } else if (result === 'dropped') {
      toast.error(PREFERENCE_MESSAGES.failed);
    }
  }, [api, queryClient, userId]);

  useEffect(() => {
    if (realtimeState === 'connected' || lastPollAt > 0) void flush();
  }, [flush, realtimeState, lastPollAt]);

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);
}
