import { useEffect } from 'react';
import { libText } from '@/web/lib/i18n';

/** Names the browser tab after the screen, so history and screen readers say where the user is. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = libText.t('documentTitle', { title });
  }, [title]);
}
