// Whether someone is signed in on this browser, read straight from storage without the contracts (zod), so a
// signed-out visitor's public pages stay small. The signed-in areas validate the stored user and revalidate the
// token (session-check.ts).
import { useSyncExternalStore } from 'react';
import { webStorage } from '@/shared/platform/web-storage';

// docs/product/accounts.md: "The session token is stored locally as token."
const TOKEN_KEY = 'token';

export const hasStoredToken = () => Boolean(webStorage.getItem(TOKEN_KEY));

const subscribe = (onChange: () => void) => webStorage.subscribe?.(TOKEN_KEY, onChange) ?? (() => {});

/** Read on every render as well, so a sign-in or sign-out in this tab shows on the next navigation. */
export function useHasStoredSession(): boolean {
  return useSyncExternalStore(subscribe, hasStoredToken, () => false);
}
