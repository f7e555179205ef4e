// docs/product/accounts.md Route gate "While loading": at start-up a stored token is revalidated with GET /api/auth/me before the
// guards decide. A 401 ends the session (the API client's onUnauthorized does it too); an outage keeps the
// stored user.
import type { useStore } from 'jotai';
import { getMe } from '@/shared/api/auth';
import { api } from '@/web/lib/api';
import { sessionAtoms } from '@/web/lib/session-atoms';
import { sessionCheckedAtom } from '@/web/lib/session-flags';
import { appStore } from '@/web/lib/store';

type Store = ReturnType<typeof useStore>;

export async function checkStoredSession(store: Store): Promise<void> {
  const token = store.get(sessionAtoms.tokenAtom);
  if (!token) {
    store.set(sessionCheckedAtom, true);
    return;
  }
  try {
    const user = await getMe(api);
    // Ignore the answer if the session changed meanwhile (signed out, or signed in as someone else).
    if (store.get(sessionAtoms.tokenAtom) === token) store.set(sessionAtoms.userAtom, user);
  } catch (error) {
    if ((error as { status?: number } | null)?.status === 401) store.set(sessionAtoms.sessionAtom, null);
  } finally {
    store.set(sessionCheckedAtom, true);
  }
}

/** Called by main.tsx when a token was stored; if even this module failed to load, the guards go on without. */
export function checkStoredSessionAtStartup() {
  return checkStoredSession(appStore);
}
