// Renders a feature's screen with what the app gives it: a query cache (no retries, so a failure shows at once), a
// jotai store, a memory router with a probe for where navigation went, the toaster, and the person's permissions
// on every farm (an owner's unless `permissions` says otherwise: a list for every farm, or a lookup per farm).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider, createStore } from 'jotai';
import { Toaster } from 'react-hot-toast';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import { FarmPermissionsContext, type FarmPermissionLookup } from '@/web/lib/farm-permissions';

// react-hot-toast asks for prefers-reduced-motion; jsdom has no matchMedia.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

function Probe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

export function renderFeature(
  ui: ReactNode,
  {
    path = '/',
    at = '/',
    permissions = BUILT_IN_ROLE_PERMISSIONS.owner,
  }: { path?: string; at?: string; permissions?: readonly string[] | FarmPermissionLookup } = {},
) {
  const lookup: FarmPermissionLookup = typeof permissions === 'function' ? permissions : () => permissions;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <Probe /> },
    ],
    { initialEntries: [at] },
  );
  return {
    router,
    queryClient,
    ...render(
      <Provider store={createStore()}>
        <QueryClientProvider client={queryClient}>
          <FarmPermissionsContext.Provider value={lookup}>
            <RouterProvider router={router} />
          </FarmPermissionsContext.Provider>
          <Toaster />
        </QueryClientProvider>
      </Provider>,
    ),
  };
}
