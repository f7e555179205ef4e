// The financial report page against a fake API: the period's figures in the report's currency, the charts drawn
// with the kit the route gives (each with its table), profit and loss by category with default names translated,
// cash flow, budget against actual, and the tables alone when there is no chart kit.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportScope } from '@/shared/contracts/reports';
import type { FinancialReport } from '@/shared/contracts/reports-financial';
import { ChartKitProvider, type ChartKit } from '@/web/lib/chart-kit';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeApi, type FakeApi } from '../testing/fake-api';
import { FinancialReportPage } from './financial-report-page';

let fake: FakeApi;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const scope: ReportScope = {
  period: 'custom',
  from: '2026-01-01',
  to: '2026-02-28',
  season: null,
  scope: 'farm',
  currency: 'KES',
  farms: [{ id: 'f1', name: 'Mlima Farm' }],
  left_out: [],
  generated_at: '2026-03-01T08:00:00.000Z',
};

const report: FinancialReport = {
  months: [
    { month: '2026-01', income_minor: 500_000, expense_minor: 200_000, profit_minor: 300_000 },
    { month: '2026-02', income_minor: 1_000_000, expense_minor: 300_000, profit_minor: 700_000 },
  ],
  income_minor: 1_500_000,
  expense_minor: 500_000,
  profit_minor: 1_000_000,
  income_categories: [
    { category: 'Contributions', amounts_minor: [0, 1_000_000], total_minor: 1_000_000 },
    { category: 'Sales', amounts_minor: [500_000, 0], total_minor: 500_000 },
  ],
  expense_categories: [
    { category: 'Labour', amounts_minor: [0, 300_000], total_minor: 300_000 },
    { category: 'Bee keeping', amounts_minor: [200_000, 0], total_minor: 200_000 },
  ],
  cash_flow: [
    {
      month: '2026-01',
      opening_minor: 70_000,
      in_minor: 500_000,
      out_minor: 200_000,
      closing_minor: 370_000,
    },
    {
      month: '2026-02',
      opening_minor: 370_000,
      in_minor: 1_000_000,
      out_minor: 300_000,
      closing_minor: 1_070_000,
    },
  ],
  budgets: [
    {
      plan_id: 'p1',
      plan_name: 'Year 2026',
      farm_name: 'Mlima Farm',
      starts_on: '2026-01-01',
      ends_on: '2026-12-31',
      lines: [
        {
          kind: 'expense_category',
          subject: 'Labour',
          planned_minor: 250_000,
          actual_minor: 300_000,
          difference_minor: -50_000,
          used_percent: 120,
        },
      ],
    },
  ],
};

const kit: ChartKit = {
  Bar: ({ label, data }) => (
    <div data-testid="bar-chart" aria-label={label}>
      {data.length}
    </div>
  ),
  Pie: ({ label, data }) => (
    <div data-testid="pie-chart" aria-label={label}>
      {data.map((d) => d.name).join(',')}
    </div>
  ),
  Line: ({ label, series }) => (
    <div data-testid="line-chart" aria-label={label}>
      {series.map((s) => s.name).join(',')}
    </div>
  ),
};

beforeEach(() => {
  fake = createFakeApi();
  fake.on('get', /\/reports\/financial$/, () => ({ data: { scope, ...report } }));
});

const AT = '/r?period=custom&from=2026-01-01&to=2026-02-28';
const render = (withKit = true) => {
  const page = <FinancialReportPage farmId="f1" />;
  return renderFeature(withKit ? <ChartKitProvider kit={kit}>{page}</ChartKitProvider> : page, {
    path: '/r',
    at: AT,
  });
};
const SLOW = { timeout: 5000 };

describe('FinancialReportPage', { timeout: 30_000 }, () => {
  it('asks for the period in the address and shows the totals, charts and tables', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Income and expenses by month' }, SLOW);
    expect(fake.callsTo('get', /\/reports\/financial$/)[0]!.params).toMatchObject({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-02-28',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText(/KES\s15,000\.00/)).toBeInTheDocument();
    expect(screen.getAllByTestId('bar-chart')[0]).toHaveAccessibleName('Income and expenses by month');
    expect(screen.getByTestId('line-chart')).toHaveTextContent('Profit,Cash balance');
    expect(screen.getByTestId('pie-chart')).toHaveTextContent('Labour,Bee keeping');
    const cash = screen.getByRole('table', { name: 'Cash flow' });
    expect(within(cash).getByText(/KES\s10,700\.00/)).toBeInTheDocument();
    const pnl = screen.getByRole('table', { name: 'Profit and loss by category' });
    expect(within(pnl).getByText('Total income')).toBeInTheDocument();
    expect(within(pnl).getByText('Bee keeping')).toBeInTheDocument();
    const budget = screen.getByRole('table', { name: /Year 2026/ });
    expect(within(budget).getByText(/-KES\s500\.00|KES\s-500\.00/)).toHaveClass('text-error');
    expect(within(budget).getByText('120%')).toBeInTheDocument();
  });

  it('still shows every figure as tables without a chart kit', async () => {
    render(false);
    expect(await screen.findByRole('table', { name: 'Cash flow' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('bar-chart')).toBeNull();
    expect(screen.getByRole('table', { name: 'Profit and loss by category' })).toBeInTheDocument();
  });
});
