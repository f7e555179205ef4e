// /admin/subscriptions (docs/product/subscriptions.md "For administrators"): revenue this month and the list.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import type { AdminSubscriptionList } from '@/shared/contracts/subscriptions';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { AdminSubscriptionsPage } from './admin-subscriptions-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const list: AdminSubscriptionList = {
  data: [
    {
      id: '00000000-0000-4000-8000-0000000000b1',
      account: {
        id: '00000000-0000-4000-8000-0000000000c1',
        name: 'Achieng Otieno',
        email: 'achieng@example.test',
      },
      package: { id: '00000000-0000-4000-8000-0000000000a2', name: 'Pos Plus' },
      status: 'past_due',
      interval: 'month',
      trial_ends_at: null,
      current_period_end: '2026-11-20T00:00:00.000Z',
      last_payment: { amount_minor: 150_000, currency: 'KES', completed_at: '2026-10-20T00:00:00.000Z' },
    },
  ],
  total: 1,
  page: 1,
  page_size: 25,
  revenue: {
    this_month: [{ currency: 'KES', amount_minor: 4_500_000 }],
    by_package: [
      {
        package_id: '00000000-0000-4000-8000-0000000000a2',
        package_name: 'Pos Plus',
        currency: 'KES',
        amount_minor: 4_500_000,
      },
    ],
  },
};

beforeEach(() => {
  fake = fakeApi((call) => {
    if (call.url === '/api/admin/subscriptions') return list;
    if (call.url === '/api/admin/subscriptions/payments')
      return { data: [], total: 0, page: 1, page_size: 10 };
    return { data: [] };
  });
});

describe('AdminSubscriptionsPage', () => {
  it('shows this month’s revenue and each account’s plan and status', async () => {
    renderFeature(<AdminSubscriptionsPage />, { path: '/admin/subscriptions', at: '/admin/subscriptions' });
    expect(await screen.findByRole('cell', { name: /Achieng Otieno/ })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Past due' })).toBeInTheDocument();
    expect(screen.getAllByText(/45,000\.00/).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Revenue this month' })).toBeInTheDocument();
  });
});
