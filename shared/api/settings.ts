// User settings (docs/product/settings.md User settings: a load failure falls back to the defaults).
import {
  DEFAULT_USER_SETTINGS,
  UserSettingsSchema,
  UserSettingsUpdateSchema,
  type UserSettings,
  type UserSettingsUpdate,
} from '@/shared/contracts/settings';
import type { ApiClient } from './client';

export const SETTINGS_LOAD_ERROR = 'Failed to load user settings';
export const SETTINGS_UPDATE_ERROR = 'Failed to update user settings';

export interface UserSettingsResult {
  settings: UserSettings;
  error?: typeof SETTINGS_LOAD_ERROR;
}

/**
 * Missing keys take their defaults, so an older or partial answer still yields complete settings; a `data`
 * wrapper is accepted as well as the bare object.
 */
export function readUserSettings(body: unknown): UserSettings {
  const record = asRecord(body);
  const source = 'data' in record && !('default_currency' in record) ? asRecord(record.data) : record;
  return UserSettingsSchema.parse({
    ...DEFAULT_USER_SETTINGS,
    ...source,
    profile: { ...DEFAULT_USER_SETTINGS.profile, ...asRecord(source.profile) },
    notification_preferences: {
      ...DEFAULT_USER_SETTINGS.notification_preferences,
      ...asRecord(source.notification_preferences),
    },
  });
}

export async function getUserSettings(api: ApiClient): Promise<UserSettingsResult> {
  try {
    return { settings: readUserSettings(await api.get('/api/user/settings')) };
  } catch {
    return { settings: DEFAULT_USER_SETTINGS, error: SETTINGS_LOAD_ERROR };
  }
}

/** Sends the changed keys only; the server keeps the rest and answers the whole object. */
export async function updateUserSettings(api: ApiClient, update: UserSettingsUpdate): Promise<UserSettings> {
  try {
    return readUserSettings(await api.put('/api/user/settings', UserSettingsUpdateSchema.parse(update)));
  } catch (error) {
    throw new Error(SETTINGS_UPDATE_ERROR, { cause: error });
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
