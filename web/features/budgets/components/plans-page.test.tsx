// Budget plans: the list and the chosen plan's lines with planned, actual, used share, the over-budget and warned
// marks and default category names in the reader's language, the chart from the route's kit, copying to the next
// period, and the editor sending lines in minor units with the server's refusals under the line.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BudgetPlan } from '@/shared/contracts/budgets';
import { ApiRequestError } from '@/shared/api/errors';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import { ChartKitProvider, type ChartKit } from '@/web/lib/chart-kit';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeApi, type FakeApi } from '../testing/fake-api';
import { PlansPage } from './plans-page';

let fake: FakeApi;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const FERTILIZER = '00000000-0000-4000-8000-0000000000e2';
const PLAN_ID = '77777777-7777-4777-8777-000000000001';
const plan: BudgetPlan = {
  id: PLAN_ID,
  name: 'Long rains 2026',
  period: 'season',
  starts_on: '2026-03-01',
  ends_on: '2026-07-31',
  currency: 'KES',
  notes: null,
  planned_expense_minor: 5_000_000,
  planned_income_minor: 20_000_000,
  lines_count: 2,
  created_at: '2026-01-01T00:00:00.000Z',
  lines: [
    {
      id: 'l1',
      kind: 'expense_category',
      category_id: FERTILIZER,
      crop_id: null,
      subject_name: 'Fertilizer',
      amount_minor: 5_000_000,
      actual_minor: 5_500_000,
      used_share: 1.1,
      over_budget: true,
      warned: true,
    },
    {
      id: 'l2',
      kind: 'income',
      category_id: null,
      crop_id: null,
      subject_name: null,
      amount_minor: 20_000_000,
      actual_minor: 4_000_000,
      used_share: 0.2,
      over_budget: false,
      warned: false,
    },
  ],
  actual_expense_minor: 5_500_000,
  actual_income_minor: 4_000_000,
};
const { lines: _lines, actual_expense_minor: _a, actual_income_minor: _b, ...summary } = plan;

const kit: ChartKit = {
  Bar: ({ data }) => (
    <p data-testid="bars">{data.map((d) => `${d.name}:${d.planned}/${d.actual}`).join(';')}</p>
  ),
  Pie: () => null,
  Line: () => null,
};
const SLOW = { timeout: 5000 };

beforeEach(() => {
  fake = createFakeApi();
  fake.on('get', /\/budgets$/, () => ({ data: [summary] }));
  fake.on('get', new RegExp(`/budgets/${PLAN_ID}$`), () => ({ data: plan }));
  fake.on('get', /\/expense-categories$/, () => ({
    data: [{ id: FERTILIZER, name: 'Fertilizer', default: true, archived: false }],
  }));
  fake.on('get', /\/crops$/, () => ({ data: [] }));
});

const render = (permissions?: readonly string[]) =>
  renderFeature(
    <ChartKitProvider kit={kit}>
      <PlansPage farmId="f1" farmName="Mlima Farm" />
    </ChartKitProvider>,
    { path: '/p', at: '/p', ...(permissions ? { permissions } : {}) },
  );

describe('PlansPage', { timeout: 30_000 }, () => {
  it('shows actual against plan with the over-budget mark and the chart', async () => {
    render();
    const row = (await screen.findByText('Over budget', {}, SLOW)).closest('tr')!;
    expect(within(row).getByText('Fertilizer')).toBeInTheDocument();
    expect(within(row).getByText(/KES\s55,000\.00/)).toBeInTheDocument();
    expect(within(row).getByText('110%')).toBeInTheDocument();
    const income = screen.getAllByText('Income').at(-1)!.closest('tr')!;
    expect(within(income).getByText('20%')).toBeInTheDocument();
    expect(screen.getByTestId('bars')).toHaveTextContent(
      'Fertilizer:5000000/5500000;Income:20000000/4000000',
    );
  });

  it('offers no writes to a role that may only see finances', async () => {
    render(BUILT_IN_ROLE_PERMISSIONS.viewer);
    await screen.findByText('Over budget', {}, SLOW);
    for (const name of ['New plan', 'Edit', 'Copy to next period', 'Delete'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('copies the plan to the next period', async () => {
    fake.on('post', /\/copy$/, () => ({
      message: 'Plan copied to the next period',
      data: { ...plan, id: '77777777-7777-4777-8777-000000000002', name: 'Long rains 2027' },
    }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy to next period' }, SLOW));
    await waitFor(() => expect(fake.callsTo('post', /\/copy$/)).toHaveLength(1));
    expect(fake.callsTo('post', /\/copy$/)[0]!.url).toContain(`/budgets/${PLAN_ID}/copy`);
  });

  it('creates a plan with its lines in minor units and shows a line’s refusal', async () => {
    const message = 'Each category, crop or income appears once in a plan: add the amounts together instead.';
    fake.on(
      'post',
      /\/budgets$/,
      () => new ApiRequestError(message, { status: 422, fieldErrors: { 'lines.0.category_id': [message] } }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'New plan' }, SLOW));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Short rains 2026');
    await userEvent.type(within(dialog).getByLabelText('Start date'), '2026-10-01');
    await userEvent.type(within(dialog).getByLabelText('End date'), '2026-12-31');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'Fertilizer' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Category or crop'), 'Fertilizer');
    await userEvent.type(within(dialog).getByLabelText('Planned'), '50,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText(message)).map((el) => el.className)).toContain(
      'col-span-4 text-sm text-error',
    );
    expect(fake.callsTo('post', /\/budgets$/)[0]!.data).toMatchObject({
      name: 'Short rains 2026',
      period: 'season',
      starts_on: '2026-10-01',
      ends_on: '2026-12-31',
      lines: [{ kind: 'expense_category', category_id: FERTILIZER, crop_id: null, amount_minor: 5_000_000 }],
    });
  });
});
