// The crop performance page against a fake API: the figures in the farm's currency, the yield and money charts
// with their tables and totals, the plan against actual, and every figure still there without a chart kit.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportScope } from '@/shared/contracts/reports';
import type { CropPerformanceFigures, CropPerformanceRow } from '@/shared/contracts/reports-crop-performance';
import { ChartKitProvider, type ChartKit } from '@/web/lib/chart-kit';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeApi, type FakeApi } from '../financial/testing/fake-api';
import { CropPerformanceReportPage } from './crop-performance-report-page';

let fake: FakeApi;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const scope: ReportScope = {
  period: 'custom',
  from: '2026-03-01',
  to: '2026-08-31',
  season: null,
  scope: 'farm',
  currency: 'KES',
  farms: [{ id: 'f1', name: 'Mlima Farm' }],
  left_out: [],
  generated_at: '2026-11-24T08:00:00.000Z',
};

const crop = (over: Partial<CropPerformanceRow>): CropPerformanceRow => ({
  crop_id: 'c1',
  farm_id: 'f1',
  farm_name: 'Mlima Farm',
  crop_name: 'Maize',
  variety: 'H614',
  season: '2026 long rains',
  field_name: 'River plot',
  status: 'harvested',
  planting_date: '2026-03-15',
  area: '2.0000',
  area_unit: 'hectares',
  area_hectares: '2.0000',
  yield_unit: 'kg',
  expected_yield: '4000.00',
  yield: '2000.00',
  yield_vs_plan: 50,
  yield_per_hectare: '1000.00',
  inputs_minor: 85_500,
  labour_minor: 60_000,
  labour_hours: '9.00',
  other_minor: 1_000_000,
  total_cost_minor: 1_145_500,
  cost_per_unit_minor: 573,
  revenue_minor: 5_600_000,
  margin_minor: 4_454_500,
  budget_minor: 1_500_000,
  ...over,
});

const figures: CropPerformanceFigures = {
  crops: [
    crop({}),
    crop({
      crop_id: 'c2',
      crop_name: 'Beans',
      variety: null,
      field_name: 'Hill plot',
      status: 'growing',
      area: '5.0000',
      area_unit: 'acres',
      area_hectares: '2.0234',
      expected_yield: null,
      yield: '400.00',
      yield_vs_plan: null,
      yield_per_hectare: '197.68',
      inputs_minor: 0,
      labour_minor: 0,
      labour_hours: '0.00',
      other_minor: 0,
      total_cost_minor: 0,
      cost_per_unit_minor: 0,
      revenue_minor: 2_400_000,
      margin_minor: 2_400_000,
      budget_minor: null,
    }),
  ],
  totals: {
    crops: 2,
    area_hectares: '4.0234',
    inputs_minor: 85_500,
    labour_minor: 60_000,
    labour_hours: '9.00',
    other_minor: 1_000_000,
    total_cost_minor: 1_145_500,
    revenue_minor: 8_000_000,
    margin_minor: 6_854_500,
    budget_minor: 1_500_000,
  },
};

const kit: ChartKit = {
  Bar: ({ label, data, series }) => (
    <div data-testid="bar-chart" aria-label={label}>
      {series.map((s) => s.name).join(',')}:{data.map((d) => d.label).join('|')}
    </div>
  ),
  Pie: () => null,
  Line: () => null,
};

beforeEach(() => {
  fake = createFakeApi();
  fake.on('get', /\/reports\/crop-performance$/, () => ({ data: { scope, ...figures } }));
});

const render = (withKit = true) => {
  const page = <CropPerformanceReportPage farmId="f1" />;
  return renderFeature(withKit ? <ChartKitProvider kit={kit}>{page}</ChartKitProvider> : page, {
    path: '/r',
    at: '/r?period=custom&from=2026-03-01&to=2026-08-31',
  });
};
const SLOW = { timeout: 5000 };

describe('CropPerformanceReportPage', { timeout: 30_000 }, () => {
  it('shows each crop’s yield, costs, revenue and plan, with totals', async () => {
    render();
    const yields = await screen.findByRole('table', { name: 'Yield per hectare by crop' }, SLOW);
    expect(fake.callsTo('get', /\/reports\/crop-performance$/)[0]!.params).toMatchObject({
      period: 'custom',
      from: '2026-03-01',
      to: '2026-08-31',
    });
    expect(within(yields).getByText('5 acres')).toBeInTheDocument();
    expect(within(yields).getByText('197.68')).toBeInTheDocument();
    expect(within(yields).getByText('2,000 kg')).toBeInTheDocument();
    expect(within(yields).getByText('4.0234')).toBeInTheDocument();
    const money = screen.getByRole('table', { name: 'Cost and revenue by crop' });
    const maize = within(money).getByText('Maize H614 · River plot').closest('tr')!;
    expect(within(maize).getByText(/KES\s11,455\.00/)).toBeInTheDocument();
    expect(within(maize).getByText(/KES\s5\.73/)).toBeInTheDocument();
    expect(within(maize).getByText(/KES\s44,545\.00/)).toBeInTheDocument();
    expect(within(money).getByText(/KES\s80,000\.00/)).toBeInTheDocument();
    const plan = screen.getByRole('table', { name: 'Plan against actual' });
    expect(within(plan).getByText('50%')).toBeInTheDocument();
    expect(within(plan).getByText(/KES\s3,545\.00/)).toBeInTheDocument();
    expect(screen.getAllByTestId('bar-chart').map((c) => c.textContent)).toEqual([
      'Per hectare:Maize H614 · River plot (kg)|Beans · Hill plot (kg)',
      'Cost,Revenue:Maize H614 · River plot|Beans · Hill plot',
    ]);
    expect(screen.getByText(/shared among the crops harvested into it/)).toBeInTheDocument();
  });

  it('still shows every figure as tables without a chart kit', async () => {
    render(false);
    expect(await screen.findByRole('table', { name: 'Cost and revenue by crop' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('bar-chart')).toBeNull();
  });

  it('says so when the period holds no crop', async () => {
    fake.on('get', /\/reports\/crop-performance$/, () => ({
      data: { scope, crops: [], totals: { ...figures.totals, crops: 0 } },
    }));
    render();
    expect(await screen.findByText('Nothing recorded in this period', {}, SLOW)).toBeInTheDocument();
  });
});
