// A signed-in person sees the language of their settings wherever they signed in; a change saved on another
// device shows here at the next settings load.
import { useEffect } from 'react';
import { resolveLanguage } from '@/shared/i18n/languages';
import { applyLanguage } from '@/web/lib/language';
import { useUserSettings } from './use-user-settings';

export function useUserLanguage(): void {
  const query = useUserSettings();
  const stored = query.data && !query.data.error ? query.data.settings.language : undefined;
  useEffect(() => {
    if (stored) void applyLanguage(resolveLanguage(stored)).catch(() => undefined);
  }, [stored]);
}
