// The web app's API client (docs/architecture.md principle 4; decision 001: same origin as the page, Vite proxies /api in
// dev). Imported only by signed-in and auth screens, never by the public pages' first chunk.
import { createApiClient, isOnPublicPage } from '@/shared/api/client';
import { paths } from '@/shared/routes/paths';
import { navigateTo } from './navigation';
import { sessionAtoms } from './session-atoms';
import { appStore } from './store';

export const api = createApiClient({
  baseURL: window.location.origin,
  surface: 'web',
  getToken: () => appStore.get(sessionAtoms.tokenAtom),
  setToken: (token) => {
    appStore.set(sessionAtoms.tokenAtom, token);
  },
  // docs/product/web-app.md: a 401 clears the token and user and goes to /login, unless the page shown is public.
  onUnauthorized: ({ onPublicPage }) => {
    appStore.set(sessionAtoms.sessionAtom, null);
    if (onPublicPage || window.location.pathname === paths.login) return;
    const from = `${window.location.pathname}${window.location.search}`;
    navigateTo(paths.login, { replace: true, state: { from } });
  },
  // docs/product/web-app.md: a 419 reloads the page.
  onReloadRequired: () => window.location.reload(),
  isPublicPath: () => isOnPublicPage(window.location.pathname),
});

export function useApi() {
  return api;
}
