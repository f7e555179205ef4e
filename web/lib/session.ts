// Session state for React (docs/product/accounts.md Authentication): the stored token and user, whether the stored token has
// been revalidated with /api/auth/me, and sign-in / sign-out. The API client is imported lazily.
import { useCallback } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { AuthResponse } from '@/shared/contracts/auth';
import type { User } from '@/shared/contracts/user';
import { paths } from '@/shared/routes/paths';
import { sessionAtoms } from './session-atoms';
import { pendingRedirectAtom, sessionCheckedAtom, type RedirectTarget } from './session-flags';

export type { RedirectTarget } from './session-flags';

type Store = ReturnType<typeof useStore>;

/** docs/product/accounts.md: logout and a 401 clear both the token and the user. */
export function clearSession(store: Store) {
  store.set(sessionAtoms.sessionAtom, null);
}

export function useSession() {
  const store = useStore();
  const token = useAtomValue(sessionAtoms.tokenAtom);
  const storedUser = useAtomValue(sessionAtoms.userAtom);
  const checked = useAtomValue(sessionCheckedAtom);
  // A user without a token is a leftover of an old session, not a signed-in person.
  const user = token ? storedUser : null;
  const loading = Boolean(token) && !checked;

  /** docs/product/accounts.md: login and register store the token and the user; `next` is where the guest guard goes. */
  const signIn = useCallback(
    (auth: AuthResponse, next?: RedirectTarget) => {
      store.set(pendingRedirectAtom, next ?? null);
      store.set(sessionCheckedAtom, true);
      store.set(sessionAtoms.sessionAtom, { token: auth.access_token, user: auth.user });
    },
    [store],
  );

  const setUser = useCallback((next: User) => store.set(sessionAtoms.userAtom, next), [store]);

  /** docs/product/accounts.md: logout clears the token and user even when the server call fails; then /login (docs/product/accounts.md). */
  const signOut = useCallback(
    async ({ everywhere = false }: { everywhere?: boolean } = {}) => {
      try {
        const [{ api }, auth] = await Promise.all([import('./api'), import('@/shared/api/auth')]);
        await (everywhere ? auth.logoutAll(api) : auth.logout(api));
      } catch {
        // The local session ends regardless.
      }
      store.set(pendingRedirectAtom, { to: paths.login });
      clearSession(store);
    },
    [store],
  );

  return { user, token, loading, signIn, signOut, setUser };
}

export type Session = ReturnType<typeof useSession>;
