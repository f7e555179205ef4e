// After a settings change the person's other surfaces follow at once: a small event on their private user
// channel (never the notifications channel, never anyone else's). The extension's worker, which holds the
// realtime connection, stores the new language and its open pages switch (docs/product/extension.md).
import {
  SETTINGS_CHANGED_EVENT,
  userChannel,
  type SettingsChangedPayload,
} from '@/shared/contracts/realtime-channels';
import type { UserSettings } from '@/shared/contracts/settings';
import type { RealtimePort } from '@/server/modules/notifications/channels';

/** Whether anything a reader of GET /api/user/settings would see is different. */
export const settingsChanged = (previous: UserSettings, next: UserSettings) =>
  JSON.stringify(previous) !== JSON.stringify(next);

/** Best effort, like the unread count: the change is saved whether or not anyone hears. */
export async function publishSettingsChanged(
  realtime: RealtimePort,
  userId: string,
  settings: UserSettings,
): Promise<void> {
  if (realtime.unavailable()) return;
  const payload: SettingsChangedPayload = { language: settings.language };
  await realtime.publish([userChannel(userId)], SETTINGS_CHANGED_EVENT, payload);
}
