// What the public pages need to know about the session — is someone signed in, and of which type — read
// straight from storage without the contracts (zod), so a signed-out visitor's first page stays small. The
// signed-in areas validate the stored user and revalidate the token (session-check.ts).
import { useSyncExternalStore } from 'react';
import { webStorage } from '@/shared/platform/web-storage';

// SPEC §3: "Stored locally as user. The session token is stored locally as token."
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export interface SessionHint {
  userType: string | null;
}

function read(): string {
  const token = webStorage.getItem(TOKEN_KEY);
  if (!token) return '';
  try {
    const user = JSON.parse(webStorage.getItem(USER_KEY) ?? 'null') as { user_type?: unknown } | null;
    return `signed-in:${typeof user?.user_type === 'string' ? user.user_type : ''}`;
  } catch {
    return 'signed-in:';
  }
}

function subscribe(onChange: () => void) {
  const stopToken = webStorage.subscribe?.(TOKEN_KEY, onChange);
  const stopUser = webStorage.subscribe?.(USER_KEY, onChange);
  return () => {
    stopToken?.();
    stopUser?.();
  };
}

/** Null when nobody is signed in on this browser. */
export function useStoredSessionHint(): SessionHint | null {
  const snapshot = useSyncExternalStore(subscribe, read, () => '');
  if (!snapshot) return null;
  return { userType: snapshot.slice('signed-in:'.length) || null };
}

/** A token is stored: worth revalidating at start-up. */
export const hasStoredToken = () => Boolean(webStorage.getItem(TOKEN_KEY));
