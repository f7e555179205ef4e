// Test helpers: a signed-in (or signed-out) browser, and the app's providers around a memory router.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router-dom';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import type { User } from '@/shared/contracts/user';
import { FarmPermissionsContext, type FarmPermissionLookup } from '@/web/lib/farm-permissions';
import { createQueryClient } from '@/web/lib/query-client';
import { sessionAtoms } from '@/web/lib/session-atoms';
import { sessionCheckedAtom } from '@/web/lib/session-flags';

export const testUser: User = {
  id: 'user-1',
  name: 'Amina Wekesa',
  email: 'amina@example.test',
  phone_number: null,
  email_verified_at: '2026-01-05T08:00:00.000Z',
  phone_verified_at: null,
  user_type: 'farmer',
  created_at: '2026-01-05T07:55:00.000Z',
};

/** Stores a session the way the app does (docs/product/web-app.md: `token` and `user` in localStorage). */
export function storeSession(user: Partial<User> = {}) {
  const full = { ...testUser, ...user };
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('user', JSON.stringify(full));
  return full;
}

/** The person's permissions on every farm (a list) or per farm (a lookup); an owner's unless a test says otherwise.
 *  The signed-in layout replaces them with what GET /api/farms answers. */
export type TestPermissions = readonly string[] | FarmPermissionLookup;

export function renderRoutes(
  routes: RouteObject[],
  {
    initialEntries = ['/'],
    checked = true,
    permissions = BUILT_IN_ROLE_PERMISSIONS.owner,
  }: {
    initialEntries?: (string | { pathname: string; state?: unknown })[];
    checked?: boolean;
    permissions?: TestPermissions;
  } = {},
) {
  const store = createStore();
  store.set(sessionCheckedAtom, checked);
  // jotai's atomWithStorage reads storage once, when the atom is created (module import), not per store:
  // give this store what the test put in localStorage.
  const token = localStorage.getItem('token');
  const user = localStorage.getItem('user');
  store.set(sessionAtoms.tokenAtom, token);
  store.set(sessionAtoms.userAtom, user ? (JSON.parse(user) as User) : null);
  if (user && !token) localStorage.setItem('user', user);
  const router = createMemoryRouter(routes, { initialEntries });
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <FarmPermissionsContext.Provider
          value={typeof permissions === 'function' ? permissions : () => permissions}
        >
          <RouterProvider router={router} />
        </FarmPermissionsContext.Provider>
      </QueryClientProvider>
    </Provider>,
  );
  return { router, store, ...view };
}

export function renderWithProviders(
  ui: ReactNode,
  options: { path?: string; initialEntries?: string[]; permissions?: TestPermissions } = {},
) {
  return renderRoutes([{ path: options.path ?? '*', element: ui }], {
    initialEntries: options.initialEntries ?? ['/'],
    permissions: options.permissions,
  });
}

/** Shows where the router is, and the remembered origin, for assertions. */
export function LocationProbe({ name }: { name: string }) {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <p data-testid="probe">
      {name} at {location.pathname}
      {from ? ` from ${from}` : ''}
    </p>
  );
}
