// The farmer dashboard page (docs/product/dashboard.md): the current farm's figures loaded from the server, the
// quick actions the role allows, and the way to start without a farm.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import type { FarmDashboard } from '@/shared/contracts/farm-dashboard';
import { renderWithProviders, storeSession } from '@/web/testing/render';
import { FarmerDashboard } from './farmer-dashboard';

const FARM = 'f0000000-0000-4000-8000-000000000002';
const answer: FarmDashboard = {
  farm: { id: FARM, name: 'Mlima Farm', currency: 'KES', timezone: 'Africa/Nairobi' },
  today: '2026-06-15',
  stock: {
    value_minor: 500_000,
    item_count: 3,
    low_stock: 1,
    out_of_stock: 0,
    expiring_soon: 0,
    urgent: [],
  },
  tasks: { due_today: 1, overdue: 3, next: [] },
  crops: { total: 1, planned: 1, growing: 0, harvested: 0, failed: 0, growing_stages: [] },
  // A worker: no money, no activity log.
  money: null,
  notifications: { unread: 0 },
  activity: null,
};
const asked: string[] = [];
vi.mock('@/web/lib/api', () => ({
  useApi: () => ({
    get: async (url: string) => {
      asked.push(url);
      return { data: answer };
    },
  }),
}));

describe('FarmerDashboard', () => {
  it('shows the current farm’s figures and only the quick actions a worker may use', async () => {
    storeSession({ name: 'Otieno Ouma', phone_number: null });
    renderWithProviders(<FarmerDashboard farm={{ id: FARM, name: 'Mlima Farm' }} />, {
      permissions: BUILT_IN_ROLE_PERMISSIONS.worker,
    });
    expect(await screen.findByText('Here is where Mlima Farm stands today.')).toBeInTheDocument();
    const tasks = await screen.findByRole('region', { name: 'Tasks' });
    expect(within(tasks).getByRole('link', { name: '3 Overdue' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Money this month' })).not.toBeInTheDocument();
    expect(asked).toEqual([`/api/farms/${FARM}/dashboard`]);
    const actions = within(screen.getByRole('region', { name: 'Quick actions' }));
    expect(actions.getByRole('link', { name: /Record a sale/ })).toHaveAttribute('href', '/farmer/sales/add');
    expect(actions.getByRole('link', { name: /Add stock/ })).toBeInTheDocument();
    expect(actions.queryByRole('link', { name: /Add an expense/ })).not.toBeInTheDocument();
    expect(actions.queryByRole('link', { name: /Create a task/ })).not.toBeInTheDocument();
  });

  it('sends a farmer without a farm to set one up', () => {
    storeSession({ name: 'Otieno Ouma' });
    renderWithProviders(<FarmerDashboard farm={null} />);
    expect(screen.getByRole('heading', { name: 'Set up your first farm' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up your farm' })).toHaveAttribute('href', '/farm-setup');
  });
});
