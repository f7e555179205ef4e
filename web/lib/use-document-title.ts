import { useEffect } from 'react';

/** Names the browser tab after the screen, so history and screen readers say where the user is. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Shamba`;
  }, [title]);
}
