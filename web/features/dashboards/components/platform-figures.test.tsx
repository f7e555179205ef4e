// The admin dashboard's figures (docs/product/administration.md "Dashboard"): every number is on the page as
// text, money in its currency, and each group links to the page it comes from.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@/shared/contracts/admin-dashboard';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { FiguresView } from './platform-figures';

const data: AdminDashboard = {
  month_start: '2026-11-01T00:00:00.000Z',
  farmers: { total: 1250, new_this_month: 85, active_30_days: 640 },
  farms: { total: 1400, new_this_month: 90, active_30_days: 700 },
  subscriptions_by_package: [
    { package_id: 'p1', package_name: 'Pro', count: 30 },
    { package_id: 'p2', package_name: 'Basic', count: 12 },
  ],
  subscriptions_by_status: [
    { status: 'active', count: 35 },
    { status: 'past_due', count: 7 },
  ],
  revenue_this_month: [{ currency: 'KES', amount_minor: 4_500_000, payments: 30 }],
  notifications_by_channel: [{ channel: 'sms', sent: 400, failed: 12 }],
  sms_this_month: { sent: 380, logged_only: 5, failed: 12 },
  ai_this_month: { requests: 210, cost_micro_usd: 3_420_000 },
};

describe('FiguresView', () => {
  it('shows every figure as text with a link to its source', () => {
    renderFeature(<FiguresView data={data} />);
    const farmers = screen.getByRole('region', { name: 'Farmers' });
    expect(within(farmers).getByText('1,250')).toBeInTheDocument();
    expect(within(farmers).getByText('85')).toBeInTheDocument();
    expect(within(farmers).getByRole('link', { name: 'See details' })).toHaveAttribute(
      'href',
      '/admin/farmers',
    );
    const revenue = screen.getByRole('region', { name: 'Revenue this month' });
    expect(within(revenue).getByText(/45,000\.00/)).toBeInTheDocument();
    expect(within(revenue).getByText('30 payments')).toBeInTheDocument();
    expect(within(revenue).getByRole('link', { name: 'See details' })).toHaveAttribute(
      'href',
      '/admin/subscriptions',
    );
    const byStatus = screen.getByRole('region', { name: 'Subscriptions by status' });
    expect(within(byStatus).getByRole('row', { name: 'Past due 7' })).toBeInTheDocument();
    const channels = screen.getByRole('region', { name: 'Notifications by channel this month' });
    expect(within(channels).getByRole('row', { name: 'sms 400 12' })).toBeInTheDocument();
    const ai = screen.getByRole('region', { name: 'AI this month' });
    expect(within(ai).getByText(/3\.42/)).toBeInTheDocument();
    expect(within(ai).getByRole('link', { name: 'See details' })).toHaveAttribute('href', '/admin/ai');
    expect(screen.getByText(/do not report a cost/)).toBeInTheDocument();
  });
});
