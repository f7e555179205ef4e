// Maintenance mode in the web app (docs/product/system-settings.md "Maintenance mode"): everyone but superadmins
// sees the maintenance page with the administrators' message and no back button; superadmins see a banner.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { MaintenanceGate } from './maintenance-gate';

let user: { user_type: string } | null = null;
vi.mock('@/web/lib/session', () => ({ useSession: () => ({ user }) }));

let platform: { maintenance: { enabled: boolean; message: string } };
beforeEach(() => {
  platform = { maintenance: { enabled: true, message: 'Back at 14:00 EAT.' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(platform), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  user = null;
});

const page = <MaintenanceGate>{<p>The farm dashboard</p>}</MaintenanceGate>;

describe('MaintenanceGate', () => {
  it('shows a farmer the maintenance page with the message and no back button', async () => {
    user = { user_type: 'farmer' };
    renderFeature(page, { path: '/farmer/dashboard', at: '/farmer/dashboard' });
    expect(
      await screen.findByRole('heading', { name: "We're tending to our digital garden" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Back at 14:00 EAT.')).toBeInTheDocument();
    expect(screen.getByText('503')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /back/i })).not.toBeInTheDocument();
    expect(screen.queryByText('The farm dashboard')).not.toBeInTheDocument();
  });

  it('shows the standard text when no message was given, also to people not signed in', async () => {
    platform.maintenance.message = '';
    renderFeature(page, { path: '/', at: '/' });
    expect(await screen.findByText(/down for scheduled maintenance/)).toBeInTheDocument();
  });

  it('lets a superadmin work, with a banner', async () => {
    user = { user_type: 'superadmin' };
    renderFeature(page, { path: '/admin/dashboard', at: '/admin/dashboard' });
    expect(await screen.findByText('Maintenance mode is on')).toBeInTheDocument();
    expect(screen.getByText('The farm dashboard')).toBeInTheDocument();
  });

  it('keeps the sign-in page open, and shows the app when maintenance is off', async () => {
    renderFeature(page, { path: '/login', at: '/login' });
    expect(await screen.findByText('The farm dashboard')).toBeInTheDocument();
    platform.maintenance.enabled = false;
    user = { user_type: 'farmer' };
    renderFeature(page, { path: '/farmer/dashboard', at: '/farmer/dashboard' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(screen.getAllByText('The farm dashboard').length).toBeGreaterThan(0);
    expect(
      screen.queryByRole('heading', { name: "We're tending to our digital garden" }),
    ).not.toBeInTheDocument();
  });
});
