// The inventory report page against a fake API: the stock's worth now, the period's movements (chart and table),
// slow-moving, expiring and adjusted stock as tables with their summing-up lines, and every figure still there as
// a table without a chart kit.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportScope } from '@/shared/contracts/reports';
import type { InventoryReport } from '@/shared/contracts/reports-inventory';
import { ChartKitProvider, type ChartKit } from '@/web/lib/chart-kit';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeApi, type FakeApi } from '../../financial/testing/fake-api';
import { InventoryReportPage } from './inventory-report-page';

let fake: FakeApi;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const scope: ReportScope = {
  period: 'custom',
  from: '2026-03-01',
  to: '2026-03-03',
  season: null,
  scope: 'farm',
  currency: 'KES',
  farms: [{ id: 'f1', name: 'Ghala Farm' }],
  left_out: [],
  generated_at: '2026-04-10T08:00:00.000Z',
};

const item = { farm_name: 'Ghala Farm', unit: 'kg' } as const;
const report: InventoryReport = {
  valuation: {
    items: 3,
    value_minor: 700_000,
    by_type: [
      { item_type: 'input', items: 2, value_minor: 200_000 },
      { item_type: 'equipment', items: 1, value_minor: 500_000 },
      { item_type: 'product', items: 0, value_minor: 0 },
    ],
    by_location: [
      { location_id: 'l1', name: 'Main store', farm_name: 'Ghala Farm', items: 3, value_minor: 700_000 },
    ],
  },
  movements: {
    in_value_minor: 180_000,
    out_value_minor: 100_000,
    by_kind: [
      {
        kind: 'consume',
        item_type: 'input',
        direction: 'out',
        movements: 1,
        quantity: '20.00',
        value_minor: 100_000,
      },
      {
        kind: 'receive',
        item_type: 'input',
        direction: 'in',
        movements: 2,
        quantity: '30.50',
        value_minor: 180_000,
      },
    ],
    bucket: 'day',
    series: [
      { bucket: '2026-03-01', in_value_minor: 180_000, out_value_minor: 0 },
      { bucket: '2026-03-02', in_value_minor: 0, out_value_minor: 0 },
      { bucket: '2026-03-03', in_value_minor: 0, out_value_minor: 100_000 },
    ],
  },
  slow_moving: {
    days: 90,
    items: 1,
    value_minor: 500_000,
    list: [
      {
        ...item,
        item_id: 'i1',
        name: 'Tractor',
        item_type: 'equipment',
        unit: 'pieces',
        quantity: '1.00',
        last_out_on: null,
        last_movement_on: '2025-12-01',
        value_minor: 500_000,
      },
    ],
  },
  expiring: {
    within_days: 30,
    expired_items: 1,
    expired_value_minor: 120_000,
    expiring_items: 0,
    expiring_value_minor: 0,
    list: [
      {
        ...item,
        item_id: 'i2',
        name: 'Tomatoes',
        item_type: 'product',
        quantity: '40.00',
        expiry_date: '2026-04-05',
        expired: true,
        value_minor: 120_000,
      },
    ],
  },
  shrinkage: { adjustments: 0, lost_value_minor: 0, gained_value_minor: 0, list: [] },
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
  fake.on('get', /\/reports\/inventory$/, () => ({ data: { scope, ...report } }));
});

const render = (withKit = true) => {
  const page = <InventoryReportPage farmId="f1" />;
  return renderFeature(withKit ? <ChartKitProvider kit={kit}>{page}</ChartKitProvider> : page, {
    path: '/r',
    at: '/r?period=custom&from=2026-03-01&to=2026-03-03',
  });
};
const SLOW = { timeout: 5000 };

describe('InventoryReportPage', { timeout: 30_000 }, () => {
  it('shows the stock now, the period’s movements and the lists', async () => {
    render();
    const byType = await screen.findByRole('table', { name: 'Stock value now by type' }, SLOW);
    expect(fake.callsTo('get', /\/reports\/inventory$/)[0]!.params).toMatchObject({
      period: 'custom',
      from: '2026-03-01',
      to: '2026-03-03',
    });
    expect(within(byType).getByText(/KES\s7,000\.00/)).toBeInTheDocument();
    // Only the types with items are drawn.
    expect(screen.getByTestId('pie-chart')).toHaveTextContent('Inputs,Equipment');
    expect(screen.getAllByTestId('bar-chart').map((c) => c.getAttribute('aria-label'))).toEqual([
      'Stock value now by storage location',
      'Stock in and out',
    ]);
    const series = screen.getByRole('table', { name: 'Stock in and out' });
    // Two days with movements and the totals row, under the heading row.
    expect(within(series).getAllByRole('row')).toHaveLength(4);
    const kinds = screen.getByRole('table', { name: 'Movements by kind' });
    expect(within(kinds).getByText('Received')).toBeInTheDocument();
    expect(within(kinds).getByText('30.5')).toBeInTheDocument();
    const slow = screen.getByRole('table', { name: 'Slow-moving stock' });
    expect(within(slow).getByText('Tractor')).toBeInTheDocument();
    expect(within(slow).getByText('Never')).toBeInTheDocument();
    expect(screen.getByText(/1 item worth KES\s5,000\.00/)).toBeInTheDocument();
    const expiring = screen.getByRole('table', { name: 'Expired and expiring stock' });
    expect(within(expiring).getByText('Expired')).toBeInTheDocument();
    expect(screen.getByText('No count was adjusted in this period.')).toBeInTheDocument();
  });

  it('still shows every figure as tables without a chart kit', async () => {
    render(false);
    expect(
      await screen.findByRole('table', { name: 'Stock value now by storage location' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('bar-chart')).toBeNull();
    expect(screen.queryByTestId('pie-chart')).toBeNull();
  });
});
