// The expenses report page against a fake API: totals, every breakdown as a table with the unassigned rows named,
// the pie by category and the bars by supplier and crop, and an empty period said so.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportScope } from '@/shared/contracts/reports';
import type { ExpensesReport } from '@/shared/contracts/reports-expenses';
import { ChartKitProvider, type ChartKit } from '@/web/lib/chart-kit';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeApi, type FakeApi } from '../../financial/testing/fake-api';
import { ExpensesReportPage } from './expenses-report-page';

let fake: FakeApi;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const scope: ReportScope = {
  period: 'month',
  from: '2026-03-01',
  to: '2026-04-30',
  season: null,
  scope: 'farm',
  currency: 'KES',
  farms: [{ id: 'f1', name: 'Mlima Farm' }],
  left_out: [],
  generated_at: '2026-04-30T08:00:00.000Z',
};

const report: ExpensesReport = {
  count: 5,
  total_minor: 112_000,
  tax_minor: 8_000,
  by_category: [
    { id: 'c1', name: 'Fertilizer', count: 2, total_minor: 70_000 },
    { id: 'c2', name: 'Labour', count: 3, total_minor: 42_000 },
  ],
  by_supplier: [
    { id: 's1', name: 'Agrovet Nakuru', count: 3, total_minor: 62_000 },
    { id: null, name: null, count: 2, total_minor: 50_000 },
  ],
  by_crop: [
    { id: 'k1', name: 'Maize (2026 long rains)', count: 2, total_minor: 80_000 },
    { id: null, name: null, count: 3, total_minor: 32_000 },
  ],
  by_field: [{ id: null, name: null, count: 5, total_minor: 112_000 }],
  months: [
    { month: '2026-03', count: 3, total_minor: 100_000 },
    { month: '2026-04', count: 2, total_minor: 12_000 },
  ],
};

const kit: ChartKit = {
  Bar: ({ label, data }) => (
    <div data-testid="bar-chart" aria-label={label}>
      {data.map((d) => d.label).join(',')}
    </div>
  ),
  Pie: ({ label, data }) => (
    <div data-testid="pie-chart" aria-label={label}>
      {data.map((d) => d.name).join(',')}
    </div>
  ),
  Line: () => null,
};

let answer: ExpensesReport;
beforeEach(() => {
  fake = createFakeApi();
  answer = report;
  fake.on('get', /\/reports\/expenses$/, () => ({ data: { scope, ...answer } }));
});

const render = () =>
  renderFeature(
    <ChartKitProvider kit={kit}>
      <ExpensesReportPage farmId="f1" />
    </ChartKitProvider>,
    { path: '/r', at: '/r' },
  );
const SLOW = { timeout: 5000 };

describe('ExpensesReportPage', { timeout: 30_000 }, () => {
  it('shows each breakdown with its chart and table, the unassigned rows named', async () => {
    render();
    const suppliers = await screen.findByRole('table', { name: 'Expenses by supplier' }, SLOW);
    expect(within(suppliers).getByText('No supplier')).toBeInTheDocument();
    expect(within(suppliers).getByText(/KES\s620\.00/)).toBeInTheDocument();
    const crops = screen.getByRole('table', { name: 'Expenses by crop' });
    expect(within(crops).getByText('Not for a crop')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Expenses by field' })).getByText('Not for a field'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('pie-chart')).toHaveTextContent('Fertilizer,Labour');
    const bars = screen.getAllByTestId('bar-chart');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Expenses by supplier',
      'Expenses by crop',
      'Expenses by month',
    ]);
    expect(bars[0]).toHaveTextContent('Agrovet Nakuru,No supplier');
    const months = screen.getByRole('table', { name: 'Expenses by month' });
    expect(within(months).getAllByText(/KES\s1,120\.00/).length).toBeGreaterThan(0);
  });

  it('says when the period holds no expenses', async () => {
    answer = {
      ...report,
      count: 0,
      total_minor: 0,
      tax_minor: 0,
      by_category: [],
      by_supplier: [],
      by_crop: [],
      by_field: [],
    };
    render();
    expect(await screen.findByText('Nothing recorded in this period', {}, SLOW)).toBeInTheDocument();
  });
});
