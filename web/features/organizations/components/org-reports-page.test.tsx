// /organization/reports (docs/product/organizations.md "Reports"): each sharing farm with only what it shares
// ("Not shared" for the rest), money per currency never added across two, and the export menu.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import type { OrgReport } from '@/shared/contracts/organizations';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { OrgReportsPage } from './org-reports-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const report: OrgReport = {
  organization: { id: 'org-1', name: 'Nakuru Growers' },
  period: 'month',
  from: '2026-11-01',
  to: '2026-11-20',
  generated_at: '2026-11-20T09:00:00.000Z',
  farms: [
    {
      farm_id: 'farm-1',
      farm_name: 'Amani Farm',
      currency: 'KES',
      shares: ['money_summary', 'crop_summary'],
      money_summary: { income_minor: 500_000, expense_minor: 120_000, profit_minor: 380_000 },
      crop_summary: {
        by_status: { planned: 1, growing: 2, harvested: 0, failed: 0 },
        harvested: [{ crop: 'Beans', unit: 'kg', quantity: '50.00' }],
      },
    },
    {
      farm_id: 'farm-2',
      farm_name: 'Gulu Farm',
      currency: 'UGX',
      shares: ['stock_value'],
      stock_value: 1_000_000,
    },
  ],
  currencies: [
    { currency: 'KES', farm_count: 1, income_minor: 500_000, expense_minor: 120_000, profit_minor: 380_000 },
  ],
};

beforeEach(() => {
  fake = fakeApi((call) => {
    if (call.url.startsWith('/api/user/settings')) return { settings: {} };
    return { data: report };
  });
});

describe('OrgReportsPage', () => {
  it('compares the farms with only what each shares, and totals money per currency', async () => {
    renderFeature(<OrgReportsPage />);
    const table = await screen.findByRole('table', { name: 'Farms side by side' });
    const amani = within(table).getByText('Amani Farm').closest('tr')!;
    expect(within(amani).getByText(/Profit KES\s3,800\.00/)).toBeInTheDocument();
    expect(within(amani).getByText('2 growing, 1 planned, 0 harvested, 0 failed')).toBeInTheDocument();
    expect(within(amani).getByText('Beans: 50 kg')).toBeInTheDocument();
    expect(within(amani).getAllByText('Not shared')).toHaveLength(3);
    const gulu = within(table).getByText('Gulu Farm').closest('tr')!;
    expect(within(gulu).getByText(/UGX\s10,000\.00/)).toBeInTheDocument();
    expect(within(gulu).getAllByText('Not shared')).toHaveLength(4);

    const totals = screen.getByRole('table', { name: 'Money per currency' });
    expect(within(totals).getAllByRole('row')).toHaveLength(2);
    expect(within(totals).getByText(/KES\s5,000\.00/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /organization-report/ })).toBeInTheDocument();
    expect(fake.calls.some((c) => c.url === '/api/org/reports')).toBe(true);
  });
});
