// The activity page against a fake API: the changes by day (a line with the days between filled in), by person
// and by module with names translated, the tasks by person with totals, and the tables without a chart kit.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportScope } from '@/shared/contracts/reports';
import type { ActivityFigures } from '@/shared/contracts/reports-activity';
import { ChartKitProvider, type ChartKit } from '@/web/lib/chart-kit';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeApi, type FakeApi } from '../financial/testing/fake-api';
import { ActivityReportPage, dailyLine } from './activity-report-page';

let fake: FakeApi;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const scope: ReportScope = {
  period: 'custom',
  from: '2026-05-01',
  to: '2026-05-31',
  season: null,
  scope: 'farm',
  currency: 'KES',
  farms: [{ id: 'f1', name: 'Mlima Farm' }],
  left_out: [],
  generated_at: '2026-11-24T08:00:00.000Z',
};

const figures: ActivityFigures = {
  total: 5,
  by_person: [
    { user_id: 'u2', name: 'Otieno Ochieng', count: 2 },
    { user_id: 'u1', name: 'Wanjiku Kamau', count: 2 },
    { user_id: null, name: null, count: 1 },
  ],
  by_module: [
    { module: 'inventory', count: 4 },
    { module: 'crops', count: 1 },
  ],
  by_day: [
    { day: '2026-05-01', count: 2 },
    { day: '2026-05-10', count: 2 },
    { day: '2026-05-31', count: 1 },
  ],
  tasks: {
    completed: 3,
    on_time: 1,
    late: 2,
    open_overdue: 2,
    hours: '6.50',
    by_person: [
      {
        user_id: 'u2',
        name: 'Otieno Ochieng',
        completed: 2,
        on_time: 1,
        late: 1,
        open_overdue: 1,
        hours: '5.50',
      },
      {
        user_id: 'u1',
        name: 'Wanjiku Kamau',
        completed: 1,
        on_time: 0,
        late: 1,
        open_overdue: 0,
        hours: '1.00',
      },
      { user_id: null, name: null, completed: 0, on_time: 0, late: 0, open_overdue: 1, hours: '0.00' },
    ],
  },
};

const kit: ChartKit = {
  Bar: () => null,
  Pie: () => null,
  Line: ({ label, data }) => (
    <div data-testid="line-chart" aria-label={label}>
      {data.length}:{data.reduce((sum, d) => sum + Number(d.count), 0)}
    </div>
  ),
};

beforeEach(() => {
  fake = createFakeApi();
  fake.on('get', /\/reports\/activity$/, () => ({ data: { scope, ...figures } }));
});

const render = (withKit = true) => {
  const page = <ActivityReportPage farmId="f1" />;
  return renderFeature(withKit ? <ChartKitProvider kit={kit}>{page}</ChartKitProvider> : page, {
    path: '/r',
    at: '/r?period=custom&from=2026-05-01&to=2026-05-31',
  });
};
const SLOW = { timeout: 5000 };

describe('ActivityReportPage', { timeout: 30_000 }, () => {
  it('shows the changes by day, person and module, and the tasks by person', async () => {
    render();
    const people = await screen.findByRole('table', { name: 'Changes by person' }, SLOW);
    expect(within(people).getByText('Shamba (automatic)')).toBeInTheDocument();
    expect(within(people).getAllByRole('row')).toHaveLength(5);
    const modules = screen.getByRole('table', { name: 'Changes by module' });
    expect(within(modules).getByText('Inventory')).toBeInTheDocument();
    expect(within(modules).getByText('Crops')).toBeInTheDocument();
    // Every day of May on the line, the changes adding up to the total.
    expect(screen.getByTestId('line-chart')).toHaveTextContent('31:5');
    const days = screen.getByRole('table', { name: 'Changes by day' });
    expect(within(days).getAllByRole('row')).toHaveLength(5);
    const tasks = screen.getByRole('table', { name: 'Tasks by person' });
    const otieno = within(tasks).getByText('Otieno Ochieng').closest('tr')!;
    expect(within(otieno).getByText('5.5')).toBeInTheDocument();
    expect(within(tasks).getByText('Not assigned to a person')).toBeInTheDocument();
    expect(within(tasks).getByText('6.5')).toBeInTheDocument();
  });

  it('still shows every figure as tables without a chart kit', async () => {
    render(false);
    expect(await screen.findByRole('table', { name: 'Changes by day' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('line-chart')).toBeNull();
  });
});

describe('dailyLine', () => {
  it('fills the days without activity and goes by week past four months', () => {
    expect(
      dailyLine('2026-05-01', '2026-05-03', [{ day: '2026-05-02', count: 4 }]).map((d) => d.count),
    ).toEqual([0, 4, 0]);
    const year = dailyLine('2026-01-01', '2026-12-31', [
      { day: '2026-01-02', count: 1 },
      { day: '2026-01-07', count: 2 },
      { day: '2026-01-08', count: 3 },
    ]);
    expect(year).toHaveLength(53);
    expect(year.slice(0, 2).map((d) => d.count)).toEqual([3, 3]);
  });
});
