// The farmer dashboard's figures (docs/product/dashboard.md): every figure on the page as text, linked to where it
// comes from, this month against last in words, the blocks the server left out (no permission) absent, and what
// a new farmer sees on an empty farm.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FarmDashboard } from '@/shared/contracts/farm-dashboard';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { FarmOverviewView } from './farm-overview';

const FARM = 'f0000000-0000-4000-8000-000000000001';

const data: FarmDashboard = {
  farm: { id: FARM, name: 'Mlima Farm', currency: 'KES', timezone: 'Africa/Nairobi' },
  today: '2026-06-15',
  stock: {
    value_minor: 1_067_200,
    item_count: 8,
    low_stock: 2,
    out_of_stock: 1,
    expiring_soon: 3,
    urgent: [
      { id: 'i1', name: 'Herbicide', quantity: '0', unit: 'L', reason: 'out_of_stock', expiry_date: null },
      {
        id: 'i2',
        name: 'Fungicide',
        quantity: '4',
        unit: 'L',
        reason: 'expiring',
        expiry_date: '2026-06-25',
      },
      { id: 'i3', name: 'Urea', quantity: '15', unit: 'kg', reason: 'low', expiry_date: null },
    ],
  },
  tasks: {
    due_today: 2,
    overdue: 4,
    next: [
      { id: 't1', title: 'Spray tomatoes', due_date: '2026-06-15', status: 'todo', assignee_name: 'Wanjiku' },
      { id: 't2', title: 'Order seed', due_date: '2026-06-20', status: 'todo', assignee_name: null },
    ],
  },
  crops: {
    total: 6,
    planned: 1,
    growing: 3,
    harvested: 1,
    failed: 1,
    growing_stages: [
      { stage: 'Flowering', count: 2 },
      { stage: null, count: 1 },
    ],
  },
  money: {
    currency: 'KES',
    this_month: { month: '2026-06', income_minor: 250_000, expense_minor: 100_000, profit_minor: 150_000 },
    last_month: { month: '2026-05', income_minor: 300_000, expense_minor: 120_000, profit_minor: 180_000 },
    cash_position_minor: 430_000,
  },
  notifications: { unread: 2 },
  activity: [
    {
      id: '1',
      farm_id: FARM,
      actor_id: null,
      actor_name: 'Otieno',
      surface: 'web',
      module: 'inventory',
      action: 'create',
      record_type: 'inventory_item',
      record_id: 'i1',
      summary: 'Added Herbicide',
      before: null,
      after: null,
      created_at: '2026-06-15T08:00:00.000Z',
    },
  ],
};

describe('FarmOverviewView', () => {
  it('shows every figure as text with a link to its source', () => {
    renderFeature(<FarmOverviewView data={data} />);
    const money = screen.getByRole('region', { name: 'Money this month' });
    expect(within(money).getByText(/2,500\.00/)).toBeInTheDocument();
    expect(within(money).getByText(/1,500\.00/)).toBeInTheDocument();
    // Each a sixth below May: income and profit down (bad news), expenses down (good news).
    expect(within(money).getAllByText('Down 17% on last month')).toHaveLength(3);
    expect(
      within(money).getByText('Down 17% on last month', { selector: '.text-green-700' }),
    ).toBeInTheDocument();
    expect(within(money).getByText(/Last month: .*1,800\.00/)).toBeInTheDocument();
    expect(within(money).getByText(/4,300\.00/)).toBeInTheDocument();
    expect(within(money).getByRole('link', { name: 'Open finances' })).toHaveAttribute(
      'href',
      '/farmer/finances',
    );

    const tasks = screen.getByRole('region', { name: 'Tasks' });
    expect(within(tasks).getByRole('link', { name: '4 Overdue' })).toHaveAttribute(
      'href',
      '/farmer/tasks?overdue=1',
    );
    expect(within(tasks).getByRole('link', { name: '2 Due today' })).toBeInTheDocument();
    expect(within(tasks).getByRole('link', { name: 'Spray tomatoes' })).toHaveAttribute(
      'href',
      '/farmer/tasks/t1',
    );
    expect(within(tasks).getByText(/Today · Wanjiku/)).toBeInTheDocument();
    expect(within(tasks).getByText(/Nobody assigned/)).toBeInTheDocument();

    const stock = screen.getByRole('region', { name: 'Stock' });
    expect(within(stock).getByText(/10,672\.00/)).toBeInTheDocument();
    expect(within(stock).getByRole('link', { name: '2 Low stock' })).toHaveAttribute(
      'href',
      `/farmer/farms/${FARM}/inventory?status=low`,
    );
    expect(within(stock).getByRole('link', { name: '1 Out of stock' })).toHaveAttribute(
      'href',
      `/farmer/farms/${FARM}/inventory?status=depleted`,
    );
    expect(within(stock).getByRole('link', { name: '3 Expiring within 30 days' })).toBeInTheDocument();
    expect(within(stock).getByRole('link', { name: 'Herbicide' })).toHaveAttribute(
      'href',
      `/farmer/farms/${FARM}/inventory?item=i1`,
    );
    expect(within(stock).getByText(/Expires/)).toBeInTheDocument();

    const crops = screen.getByRole('region', { name: 'Crops' });
    expect(within(crops).getByText('Flowering: 2')).toBeInTheDocument();
    expect(within(crops).getByText('No stage started: 1')).toBeInTheDocument();

    const notes = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notes).getByRole('link', { name: '2 unread notifications' })).toHaveAttribute(
      'href',
      '/farmer/notifications?show=unread',
    );

    const activity = screen.getByRole('region', { name: 'Recent activity' });
    expect(within(activity).getByText('Added Herbicide')).toBeInTheDocument();
    expect(within(activity).getByText(/^Otieno, /)).toBeInTheDocument();
    expect(within(activity).getByRole('link', { name: 'Open the activity log' })).toHaveAttribute(
      'href',
      '/farmer/activities',
    );
  });

  it('leaves out what the role may not see', () => {
    renderFeature(<FarmOverviewView data={{ ...data, money: null, activity: null }} />);
    expect(screen.queryByRole('region', { name: 'Money this month' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent activity' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tasks' })).toBeInTheDocument();
  });

  it('tells a new farmer how to start on an empty farm', () => {
    const zero = { month: '2026-06', income_minor: 0, expense_minor: 0, profit_minor: 0 };
    renderFeature(
      <FarmOverviewView
        data={{
          ...data,
          stock: { ...data.stock!, item_count: 0, urgent: [] },
          tasks: { due_today: 0, overdue: 0, next: [] },
          crops: { total: 0, planned: 0, growing: 0, harvested: 0, failed: 0, growing_stages: [] },
          money: { ...data.money!, this_month: zero, last_month: zero, cash_position_minor: 0 },
          notifications: { unread: 0 },
          activity: [],
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Add stock' })).toHaveAttribute(
      'href',
      `/farmer/farms/${FARM}/inventory/add`,
    );
    expect(screen.getByRole('link', { name: 'Create a task' })).toHaveAttribute('href', '/farmer/tasks/add');
    expect(screen.getByRole('link', { name: 'Plan a crop' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Record a sale' })).toBeInTheDocument();
    expect(screen.getByText('No unread notifications')).toBeInTheDocument();
    expect(screen.getByText('Nothing has been recorded on this farm yet.')).toBeInTheDocument();
  });
});
