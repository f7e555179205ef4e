// docs/product/notifications.md Sound preferences, stored locally as notification_sound_preferences. Every component reading them
// (the provider playing the sound, the slider on the notifications page) sees one value, also across tabs.
import { useCallback, useSyncExternalStore } from 'react';
import { webStorage } from '@/shared/platform/web-storage';
import {
  parseSoundPreferences,
  serializeSoundPreferences,
  SOUND_PREFERENCES_KEY,
  type SoundPreferences,
} from '@/shared/notifications/sound-preferences';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: SoundPreferences = parseSoundPreferences(null);

export function readSoundPreferences(): SoundPreferences {
  const raw = webStorage.getItem(SOUND_PREFERENCES_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseSoundPreferences(raw);
  }
  return cached;
}

export function writeSoundPreferences(preferences: SoundPreferences) {
  webStorage.setItem(SOUND_PREFERENCES_KEY, serializeSoundPreferences(preferences));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const other = webStorage.subscribe?.(SOUND_PREFERENCES_KEY, listener);
  return () => {
    listeners.delete(listener);
    other?.();
  };
}

export function useSoundPreferences() {
  const preferences = useSyncExternalStore(subscribe, readSoundPreferences, readSoundPreferences);
  const update = useCallback(
    (change: Partial<SoundPreferences>) => writeSoundPreferences({ ...readSoundPreferences(), ...change }),
    [],
  );
  return [preferences, update] as const;
}
