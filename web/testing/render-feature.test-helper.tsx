// Renders a feature's screen with what the app gives it: a query cache (no retries, so a failure shows at once), a
// jotai store, a memory router with a probe for where navigation went, and the toaster.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider, createStore } from 'jotai';
import { Toaster } from 'react-hot-toast';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';

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

export function renderFeature(ui: ReactNode, { path = '/', at = '/' }: { path?: string; at?: string } = {}) {
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
          <RouterProvider router={router} />
          <Toaster />
        </QueryClientProvider>
      </Provider>,
    ),
  };
}
