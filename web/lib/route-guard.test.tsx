import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { RouteGuard } from './route-guard';
import { LocationProbe, renderRoutes, storeSession } from '@/web/testing/render';

const routes: RouteObject[] = [
  {
    element: <RouteGuard guestOnly />,
    children: [{ path: '/login', element: <LocationProbe name="login" /> }],
  },
  {
    element: <RouteGuard allowedRoles={['farmer', 'individual']} />,
    children: [
      { path: '/farmer/dashboard', element: <LocationProbe name="farmer dashboard" /> },
      { path: '/farmer/settings/regional', element: <LocationProbe name="regional settings" /> },
    ],
  },
  {
    element: <RouteGuard allowedRoles={['superadmin']} />,
    children: [{ path: '/admin/dashboard', element: <LocationProbe name="admin dashboard" /> }],
  },
  {
    element: <RouteGuard />,
    children: [{ path: '/verification', element: <LocationProbe name="verification" /> }],
  },
];

describe('RouteGuard (docs/product/web-app.md Route gate)', () => {
  it('sends a visitor without a session to /login and remembers where they were going', async () => {
    renderRoutes(routes, { initialEntries: ['/farmer/settings/regional?tab=1'] });
    expect(await screen.findByTestId('probe')).toHaveTextContent(
      'login at /login from /farmer/settings/regional?tab=1',
    );
  });

  it('sends a farmer away from the admin area to the farmer dashboard', async () => {
    storeSession({ user_type: 'farmer' });
    renderRoutes(routes, { initialEntries: ['/admin/dashboard'] });
    expect(await screen.findByTestId('probe')).toHaveTextContent('farmer dashboard at /farmer/dashboard');
  });

  it('lets an individual into the farmer area (treated like farmer)', async () => {
    storeSession({ user_type: 'Individual' });
    renderRoutes(routes, { initialEntries: ['/farmer/dashboard'] });
    expect(await screen.findByTestId('probe')).toHaveTextContent('farmer dashboard at /farmer/dashboard');
  });

  it('sends a signed-in user away from /login to their dashboard', async () => {
    storeSession({ user_type: 'superadmin' });
    renderRoutes(routes, { initialEntries: ['/login'] });
    expect(await screen.findByTestId('probe')).toHaveTextContent('admin dashboard at /admin/dashboard');
  });

  it('admits any signed-in user where no role is required', async () => {
    storeSession({ user_type: 'organization' });
    renderRoutes(routes, { initialEntries: ['/verification'] });
    expect(await screen.findByTestId('probe')).toHaveTextContent('verification at /verification');
  });

  it('shows a spinner, not a redirect, while the stored token is being checked', async () => {
    storeSession();
    renderRoutes(routes, { initialEntries: ['/farmer/dashboard'], checked: false });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByTestId('probe')).not.toBeInTheDocument();
  });

  it('treats a stored user without a token as signed out', async () => {
    storeSession();
    localStorage.removeItem('token');
    renderRoutes(routes, { initialEntries: ['/farmer/dashboard'] });
    expect(await screen.findByTestId('probe')).toHaveTextContent('login at /login from /farmer/dashboard');
  });
});
