// The admin farmers list (docs/product/admin-farmers.md "The list"): rows with their status and package, the
// search sent once typing pauses (never one letter), filters and paging sent to the server, and the empty state.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import type { ApiClient } from '@/shared/api/client';
import type { FarmerPage, FarmerRow } from '@/shared/contracts/admin-farmers';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { FarmersListPage } from './farmers-list-page';

let api: ApiClient;
let sent: Record<string, unknown>[];
let answer: (params: Record<string, unknown>) => FarmerPage;
vi.mock('@/web/lib/api', () => ({ useApi: () => api }));

const row = (over: Partial<FarmerRow>): FarmerRow => ({
  id: '6f1c2a4e-0000-4000-8000-000000000001',
  name: 'Wanjiku Kamau',
  email: 'wanjiku@example.test',
  phone_number: '+254711000111',
  user_type: 'farmer',
  status: 'active',
  package_id: null,
  package_name: null,
  subscription_status: null,
  farms_count: 2,
  created_at: '2026-03-01T08:00:00.000Z',
  last_active_at: null,
  ...over,
});

beforeEach(() => {
  sent = [];
  answer = () => ({
    data: [
      row({}),
      row({
        id: '6f1c2a4e-0000-4000-8000-000000000002',
        name: 'Otieno Ouma',
        status: 'suspended',
        package_name: 'Mkulima',
        subscription_status: 'past_due',
      }),
    ],
    meta: { page: 1, per_page: 25, total: 500, total_capped: true },
  });
  const fake = fakeApi((call) =>
    call.url === '/api/admin/farmers' ? answer(sent.at(-1) ?? {}) : { data: [] },
  );
  api = {
    ...fake.api,
    get: (url, config) => {
      if (url === '/api/admin/farmers') sent.push((config?.params as Record<string, unknown>) ?? {});
      return fake.api.get(url, config);
    },
  };
});

const open = (at = '/admin/farmers') => renderFeature(<FarmersListPage />, { path: '/admin/farmers', at });

describe('FarmersListPage', () => {
  it('lists accounts with status badges, package and a capped count', async () => {
    open();
    expect(await screen.findByRole('link', { name: 'Wanjiku Kamau' })).toHaveAttribute(
      'href',
      '/admin/farmers/6f1c2a4e-0000-4000-8000-000000000001',
    );
    expect(screen.getByText('Suspended', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.getByText('Mkulima')).toBeInTheDocument();
    expect(screen.getByText('Past due')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 500+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('sends the search once typing pauses, never a single letter, and the filters and page', async () => {
    open();
    await screen.findByRole('link', { name: 'Wanjiku Kamau' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'w');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sent.some((p) => 'q' in p)).toBe(false);
    await userEvent.type(box, 'anj');
    await waitFor(() => expect(sent.at(-1)).toEqual({ q: 'wanj' }));
    expect(sent.filter((p) => p.q === 'wan' || p.q === 'wa')).toEqual([]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'suspended');
    await waitFor(() => expect(sent.at(-1)).toEqual({ q: 'wanj', status: 'suspended' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ q: 'wanj', status: 'suspended', page: 2 }));
  });

  it('says when nothing matches', async () => {
    answer = () => ({ data: [], meta: { page: 1, per_page: 25, total: 0, total_capped: false } });
    open('/admin/farmers?q=nobody');
    expect(await screen.findByText('No accounts match')).toBeInTheDocument();
    expect(screen.getByText('Try another search or clear the filters.')).toBeInTheDocument();
  });
});
