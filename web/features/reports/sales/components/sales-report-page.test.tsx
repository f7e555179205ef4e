// The sales report page against a fake API: the period's totals, revenue over time, by product, by payment method
// (charts with their tables), customers with walk-in buyers apart, returns and refunds, and the unpaid invoices
// by age with the oldest; every figure still there as a table without a chart kit.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportScope } from '@/shared/contracts/reports';
import type { SalesReport } from '@/shared/contracts/reports-sales';
import { ChartKitProvider, type ChartKit } from '@/web/lib/chart-kit';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeApi, type FakeApi } from '../../financial/testing/fake-api';
import { SalesReportPage } from './sales-report-page';

let fake: FakeApi;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const scope: ReportScope = {
  period: 'custom',
  from: '2026-03-01',
  to: '2026-03-02',
  season: null,
  scope: 'farm',
  currency: 'KES',
  farms: [{ id: 'f1', name: 'Mauzo Farm' }],
  left_out: [],
  generated_at: '2026-04-10T08:00:00.000Z',
};

const report: SalesReport = {
  totals: { sales: 3, revenue_minor: 47_000, paid_minor: 32_000, refunds_minor: 2_500, net_minor: 44_500 },
  by_product: [
    {
      name: 'Maize',
      unit: 'kg',
      quantity_sold: '6.50',
      quantity_returned: '0.00',
      quantity_net: '6.50',
      revenue_minor: 32_000,
    },
    {
      name: 'Tomatoes',
      unit: 'kg',
      quantity_sold: '6.00',
      quantity_returned: '1.00',
      quantity_net: '5.00',
      revenue_minor: 15_000,
    },
  ],
  by_customer: [
    { customer_id: 'c1', name: 'Wanjiku Stores', sales: 2, revenue_minor: 27_000, owed_minor: 8_000 },
  ],
  walk_in: { sales: 1, revenue_minor: 20_000, owed_minor: 0 },
  by_method: [
    { method: 'cash', paid_minor: 10_000, refunded_minor: 2_500 },
    { method: 'mpesa', paid_minor: 22_000, refunded_minor: 0 },
    { method: 'bank_transfer', paid_minor: 0, refunded_minor: 0 },
    { method: 'card', paid_minor: 0, refunded_minor: 0 },
  ],
  bucket: 'day',
  series: [
    { bucket: '2026-03-01', sales: 2, revenue_minor: 30_000, refunds_minor: 0 },
    { bucket: '2026-03-02', sales: 1, revenue_minor: 17_000, refunds_minor: 2_500 },
  ],
  refunds: { returns: 1, refunds: 1, amount_minor: 2_500 },
  aging: {
    as_of: '2026-04-10',
    buckets: [
      { bucket: 'not_due', invoices: 0, owed_minor: 0 },
      { bucket: 'days_1_30', invoices: 1, owed_minor: 8_000 },
      { bucket: 'days_31_60', invoices: 0, owed_minor: 0 },
      { bucket: 'days_61_90', invoices: 0, owed_minor: 0 },
      { bucket: 'over_90', invoices: 1, owed_minor: 10_000 },
    ],
    oldest: [
      {
        invoice_id: 'v1',
        number: 'INV-0001',
        farm_name: 'Mauzo Farm',
        customer: 'Kamau Traders',
        due_on: '2025-11-15',
        days_overdue: 146,
        owed_minor: 10_000,
      },
      {
        invoice_id: 'v2',
        number: 'INV-0004',
        farm_name: 'Mauzo Farm',
        customer: 'Wanjiku Stores',
        due_on: '2026-03-24',
        days_overdue: 17,
        owed_minor: 8_000,
      },
    ],
  },
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
  Line: ({ label }) => <div data-testid="line-chart" aria-label={label} />,
};

beforeEach(() => {
  fake = createFakeApi();
  fake.on('get', /\/reports\/sales$/, () => ({ data: { scope, ...report } }));
});

const render = (withKit = true) => {
  const page = <SalesReportPage farmId="f1" />;
  return renderFeature(withKit ? <ChartKitProvider kit={kit}>{page}</ChartKitProvider> : page, {
    path: '/r',
    at: '/r?period=custom&from=2026-03-01&to=2026-03-02',
  });
};
const SLOW = { timeout: 5000 };

describe('SalesReportPage', { timeout: 30_000 }, () => {
  it('shows the totals, the charts with their tables, customers and the aged invoices', async () => {
    render();
    const overTime = await screen.findByRole('table', { name: 'Sales over time' }, SLOW);
    expect(within(overTime).getByText(/KES\s470\.00/)).toBeInTheDocument();
    expect(screen.getAllByTestId('bar-chart').map((c) => c.getAttribute('aria-label'))).toEqual([
      'Sales over time',
      'Sales by product',
      'Unpaid invoices by age',
    ]);
    // Only the methods that took money are drawn; the table lists them all.
    expect(screen.getByTestId('pie-chart')).toHaveTextContent('Cash,M-Pesa');
    const methods = screen.getByRole('table', { name: 'Money by payment method' });
    expect(within(methods).getByText('Bank transfer')).toBeInTheDocument();
    const products = screen.getByRole('table', { name: 'Sales by product' });
    expect(within(products).getAllByText('6.5 kg')).toHaveLength(2); // sold and net
    expect(within(products).getByText('1 kg')).toBeInTheDocument();
    const customers = screen.getByRole('table', { name: 'Sales by customer' });
    expect(within(customers).getByText('Walk-in buyers')).toBeInTheDocument();
    expect(screen.getByText(/1 return recorded; 1 refund paid, KES\s25\.00 in all\./)).toBeInTheDocument();
    const aging = screen.getByRole('table', { name: 'Unpaid invoices by age' });
    expect(within(aging).getByText(/KES\s180\.00/)).toBeInTheDocument();
    const oldest = screen.getByRole('table', { name: 'Oldest unpaid invoices' });
    expect(within(oldest).getAllByRole('row')).toHaveLength(3);
    expect(within(oldest).getByText('146')).toBeInTheDocument();
  });

  it('still shows every figure as tables without a chart kit', async () => {
    render(false);
    expect(await screen.findByRole('table', { name: 'Sales by product' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('bar-chart')).toBeNull();
    expect(screen.queryByTestId('pie-chart')).toBeNull();
    expect(screen.getByRole('table', { name: 'Unpaid invoices by age' })).toBeInTheDocument();
  });
});
