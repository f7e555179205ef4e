// docs/product/notifications.md Sound preferences: enabled (default true) and volume 0–1 (default 0.7), saved locally as
// notification_sound_preferences. Reading tolerates anything a person or an older version left there.
import { clampVolume, DEFAULT_SOUND_PREFERENCES, SOUND_PREFERENCES_KEY } from './rules';

export interface SoundPreferences {
  enabled: boolean;
  volume: number;
}

export { SOUND_PREFERENCES_KEY };

export function parseSoundPreferences(raw: string | null | undefined): SoundPreferences {
  const defaults: SoundPreferences = { ...DEFAULT_SOUND_PREFERENCES };
  if (!raw) return defaults;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return defaults;
  }
  if (typeof value !== 'object' || value === null) return defaults;
  const record = value as { enabled?: unknown; volume?: unknown };
  return {
    enabled: typeof record.enabled === 'boolean' ? record.enabled : defaults.enabled,
    volume: typeof record.volume === 'number' ? clampVolume(record.volume) : defaults.volume,
  };
}

export function serializeSoundPreferences(preferences: SoundPreferences): string {
  return JSON.stringify({ enabled: preferences.enabled, volume: clampVolume(preferences.volume) });
}

/** Whether a new notification makes a sound, and how loud (0 plays nothing). */
export function soundToPlay(preferences: SoundPreferences): number | null {
  return preferences.enabled && preferences.volume > 0 ? preferences.volume : null;
}
