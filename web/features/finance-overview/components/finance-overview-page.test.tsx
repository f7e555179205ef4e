// The finance overview: the period's figures in the farm's currency, money owed with overdue invoices and the link
// to unpaid sales, top products, the charts drawn with the kit the route gives, category names translated, and
// the period picker's dates sent to the server.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FinanceOverview } from '@/shared/contracts/finance-overview';
import { ChartKitProvider, type ChartKit } from '@/web/lib/chart-kit';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeApi, type FakeApi } from '../testing/fake-api';
import { fiscalYear, periodDates } from '../periods';
import { FinanceOverviewPage } from './finance-overview-page';

let fake: FakeApi;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const OVERVIEW = /\/finance-overview$/;
const overview: FinanceOverview = {
  from: '2026-01-01',
  to: '2026-03-31',
  currency: 'KES',
  fiscal_year_start_month: 1,
  income_minor: 1_500_000,
  expense_minor: 550_000,
  profit_minor: 950_000,
  income_by_category: [
    { category: 'Contributions', amount_minor: 1_000_000 },
    { category: 'Sales', amount_minor: 500_000 },
  ],
  expense_by_category: [
    { category: 'Labour', amount_minor: 300_000 },
    { category: 'Bee keeping', amount_minor: 250_000 },
  ],
  monthly: [
    { month: '2026-01', income_minor: 500_000, expense_minor: 200_000, net_minor: 300_000 },
    { month: '2026-02', income_minor: 1_000_000, expense_minor: 350_000, net_minor: 650_000 },
  ],
  cash_position_minor: 1_050_000,
  owed: { amount_minor: 600_000, sales: 2, overdue_invoices: 1 },
  top_products: [{ item_id: null, name: 'Milk', quantity: '100', unit: 'litre', total_minor: 900_000 }],
};

const kit: ChartKit = {
  Bar: ({ label, data, series }) => (
    <div data-testid="bar-chart" aria-label={label}>
      {series.map((s) => s.name).join(',')}:{data.length}
    </div>
  ),
  Pie: ({ label, data }) => (
    <div data-testid="pie-chart" aria-label={label}>
      {data.map((d) => d.name).join(',')}
    </div>
  ),
  Line: () => null,
};

beforeEach(() => {
  fake = createFakeApi();
  fake.on('get', OVERVIEW, () => ({ data: overview }));
});

const render = (withKit = true) => {
  const page = <FinanceOverviewPage farmId="f1" farmName="Mlima Farm" />;
  return renderFeature(withKit ? <ChartKitProvider kit={kit}>{page}</ChartKitProvider> : page, {
    path: '/f',
    at: '/f',
  });
};
const SLOW = { timeout: 5000 };

describe('FinanceOverviewPage', { timeout: 30_000 }, () => {
  it('shows the figures, money owed and top products in the farm’s currency', async () => {
    render();
    expect(await screen.findByText(/KES\s15,000\.00/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/KES\s5,500\.00/)).toBeInTheDocument();
    expect(screen.getByText('Profit')).toBeInTheDocument();
    expect(screen.getByText(/KES\s10,500\.00/)).toBeInTheDocument();
    expect(screen.getByText('2 sales not fully paid')).toBeInTheDocument();
    expect(screen.getByText('1 invoice overdue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See unpaid sales' })).toHaveAttribute(
      'href',
      '/farmer/sales?status=unpaid',
    );
    const milk = screen.getByText('Milk').closest('tr')!;
    expect(within(milk).getByText(/100 litre/)).toBeInTheDocument();
    expect(within(milk).getByText(/KES\s9,000\.00/)).toBeInTheDocument();
  });

  it('draws the charts with the route’s kit, and lists the figures without one', async () => {
    render();
    expect(await screen.findByTestId('bar-chart', {}, SLOW)).toHaveTextContent('Income,Expenses:2');
    expect(screen.getByTestId('pie-chart')).toHaveTextContent('Labour,Bee keeping');
  });

  it('lists the categories as text when no chart kit is given', async () => {
    render(false);
    expect(await screen.findByText('Bee keeping', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('bar-chart')).not.toBeInTheDocument();
    expect(screen.getByText('Contributions')).toBeInTheDocument();
  });

  it('sends the chosen period', async () => {
    render();
    await screen.findByTestId('bar-chart', {}, SLOW);
    expect(fake.callsTo('get', OVERVIEW)[0]!.params).toEqual({});
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Custom');
    await userEvent.type(screen.getByLabelText('From'), '2025-07-01');
    await waitFor(() => expect(fake.callsTo('get', OVERVIEW).at(-1)!.params).toEqual({ from: '2025-07-01' }));
  });

  it('computes the period choices', () => {
    expect(fiscalYear('2026-03-10', 7)).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    expect(fiscalYear('2026-03-10', 1)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(periodDates('month', '2026-03-10', 1, { from: '', to: '' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
    expect(periodDates('last_fiscal', '2026-03-10', 7, { from: '', to: '' })).toEqual({
      from: '2024-07-01',
      to: '2025-06-30',
    });
    expect(periodDates('fiscal', '2026-03-10', 7, { from: '', to: '' })).toEqual({});
  });
});
