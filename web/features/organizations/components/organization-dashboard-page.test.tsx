// The organization dashboard (docs/product/organizations.md): each sharing farm with only the figures its owner
// shares ("Not shared" for the rest), the invitations sent, and "Invite a farm" sending what was typed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import type { OrganizationDashboard } from '@/shared/contracts/organizations';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { OrganizationDashboardPage } from './organization-dashboard-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const dashboard: OrganizationDashboard = {
  organization: { id: 'org-1', name: 'Nakuru Growers' },
  farms: [
    {
      farm_id: 'farm-1',
      farm_name: 'Kilele Farm',
      currency: 'KES',
      shares: ['stock_value', 'recent_alerts'],
      joined_at: '2026-11-20T08:00:00.000Z',
      stock_value: 2_860_000,
      recent_alerts: [
        { type: 'inventory.low_stock', item_name: 'Maize seed', created_at: '2026-11-21T08:00:00.000Z' },
      ],
    },
  ],
  invitations: [
    {
      id: 'inv-1',
      invited_as: 'owner@example.test',
      status: 'invited',
      invited_at: '2026-11-22T08:00:00.000Z',
      responded_at: null,
    },
  ],
};

beforeEach(() => {
  fake = fakeApi((call) => {
    if (call.method === 'post')
      return { data: [{ ...dashboard.invitations[0], id: 'inv-2', invited_as: 'new@example.test' }] };
    if (call.url.startsWith('/api/user/settings')) return { settings: {} };
    return dashboard;
  });
});

describe('OrganizationDashboardPage', () => {
  it('shows only the shared figures and says which are not shared', async () => {
    renderFeature(<OrganizationDashboardPage />);
    const row = (await screen.findByText('Kilele Farm')).closest('tr')!;
    expect(within(row).getByText(/KES\s28,600\.00/)).toBeInTheDocument();
    // Low stock, expiring, money and crops.
    expect(within(row).getAllByText('Not shared')).toHaveLength(4);
    expect(within(row).getByText('Maize seed is low')).toBeInTheDocument();
    expect(screen.getByText('owner@example.test')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Withdraw the invitation to owner@example.test' }),
    ).toBeInTheDocument();
  });

  it('sends the owner e-mail typed in "Invite a farm"', async () => {
    renderFeature(<OrganizationDashboardPage />);
    const form = await screen.findByRole('form', { name: 'Invite a farm' });
    await userEvent.type(within(form).getByLabelText("Farm owner's e-mail"), 'New@Example.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === 'post')).toMatchObject({
        url: '/api/org/invitations',
        data: { email: 'new@example.test' },
      }),
    );
  });
});
