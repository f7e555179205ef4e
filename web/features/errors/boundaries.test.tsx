import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppErrorBoundary, isRoutingFailure, RouteErrorBoundary } from './boundaries';

function Boom(): never {
  throw new Error('Cannot read the farm list');
}

// React and react-router log caught errors; keep the test output readable.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('AppErrorBoundary (docs/product/web-app.md: uncaught render error)', () => {
  it('renders children when nothing throws', () => {
    render(
      <AppErrorBoundary>
        <p>All good</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('shows the generic page with code JS Error', () => {
    const onError = vi.fn();
    render(
      <AppErrorBoundary onError={onError}>
        <Boom />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('JS Error')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Something unexpected happened. Our team has been notified and is working to fix the issue.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Cannot read the farm list')).toBeInTheDocument();
    for (const name of ['Go to Dashboard', 'Go Back', 'Refresh Page']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(onError).toHaveBeenCalledOnce();
  });
});

describe('RouteErrorBoundary (docs/product/web-app.md)', () => {
  it('shows the generic JS Error page for an error thrown while a route renders', async () => {
    const router = createMemoryRouter([
      { path: '/', element: <Boom />, errorElement: <RouteErrorBoundary /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('JS Error')).toBeInTheDocument();
    // The raw message is a technical detail, not the page's text.
    expect(screen.getByText('Technical details')).toBeInTheDocument();
    expect(screen.getByText('Cannot read the farm list')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
  });

  it('shows the routing-level page when a screen’s code cannot be loaded', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /farms.js')),
        errorElement: <RouteErrorBoundary />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module: /farms.js')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('shows the status of a response thrown by a loader as the code', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Response('Farm 7 does not exist', { status: 404, statusText: 'Not Found' });
        },
        element: <p>never</p>,
        errorElement: <RouteErrorBoundary />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('Farm 7 does not exist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Dashboard' })).toBeInTheDocument();
  });
});

describe('isRoutingFailure', () => {
  it.each([
    [
      'an error response of the router',
      { status: 404, statusText: 'Not Found', internal: false, data: '' },
      true,
    ],
    ['a failed chunk in Chrome', new TypeError('Failed to fetch dynamically imported module: /a.js'), true],
    ['a failed chunk in Firefox', new TypeError('error loading dynamically imported module'), true],
    ['a failed chunk in Safari', new TypeError('Importing a module script failed.'), true],
    ['an error thrown while rendering', new Error('Cannot read properties of undefined'), false],
    ['a thrown string', 'boom', false],
  ])('%s', (_name, error, expected) => {
    expect(isRoutingFailure(error)).toBe(expected);
  });
});
