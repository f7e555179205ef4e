// The cash book page: entries with signed amounts and the running balance in the farm's currency, links to the
// sale, expense and contributor each came from, the period's figures, the filters sent to the server, and paging
// by the server's keyset cursor (Older / Newer).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CashBookPage as Page, CashEntry } from '@/shared/contracts/transactions';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeApi, type FakeApi } from '../testing/fake-api';
import { CashBookPage } from './cash-book-page';

let fake: FakeApi;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const BOOK = /\/api\/farms\/f1\/transactions$/;
const SUMMARY = /\/transactions\/summary$/;

const entry = (over: Partial<CashEntry>): CashEntry => ({
  id: '11111111-1111-4111-8111-000000000001',
  seq: 10,
  direction: 'income',
  source: 'sale_payment',
  amount_minor: 120_000,
  currency: 'KES',
  occurred_on: '2026-03-10',
  description: 'Receipt 1041',
  category: 'Sales',
  payment_method: 'mpesa',
  reference: 'QJK4H7Z2PL',
  sale_id: '22222222-2222-4222-8222-000000000001',
  expense_id: null,
  contribution_id: null,
  contributor_id: null,
  balance_after_minor: 500_000,
  ...over,
});

const sale = entry({});
const expense = entry({
  id: '11111111-1111-4111-8111-000000000002',
  seq: 9,
  direction: 'expense',
  source: 'expense',
  amount_minor: -30_000,
  description: 'Diesel for the pump',
  category: 'Fuel and power',
  payment_method: 'cash',
  reference: null,
  sale_id: null,
  expense_id: '33333333-3333-4333-8333-000000000001',
  balance_after_minor: 380_000,
});
const contribution = entry({
  id: '11111111-1111-4111-8111-000000000003',
  seq: 8,
  source: 'contribution',
  amount_minor: 100_000,
  description: 'Chama loan',
  category: 'Contributions',
  sale_id: null,
  contribution_id: '44444444-4444-4444-8444-000000000001',
  contributor_id: '55555555-5555-4555-8555-000000000001',
  balance_after_minor: 410_000,
});

const pageOf = (data: CashEntry[], next: string | null = null): Page => ({
  data,
  meta: { page: 1, per_page: 25, total: 60, next_cursor: next, currency: 'KES' },
});

beforeEach(() => {
  fake = createFakeApi();
  fake.on('get', BOOK, (call) =>
    call.params?.before ? pageOf([contribution]) : pageOf([sale, expense], '2026-03-10:9'),
  );
  fake.on('get', SUMMARY, () => ({
    data: {
      currency: 'KES',
      income_minor: 220_000,
      expense_minor: 30_000,
      net_minor: 190_000,
      opening_balance_minor: null,
      closing_balance_minor: 500_000,
      entries: 3,
    },
  }));
  fake.on('get', /\/settings$/, () => new Error('no settings'));
});

const render = () =>
  renderFeature(<CashBookPage farmId="f1" farmName="Mlima Farm" />, { path: '/book', at: '/book' });

/** A loaded machine renders slowly: wait longer than the default second for the first answer. */
const SLOW = { timeout: 5000 };

const lastParams = (pattern: RegExp) => fake.callsTo('get', pattern).at(-1)?.params;

describe('CashBookPage', { timeout: 30_000 }, () => {
  it('shows each entry signed, with the balance after it and a link to where it came from', async () => {
    render();
    const saleRow = (await screen.findByRole('link', { name: 'Receipt 1041' }, SLOW)).closest('tr')!;
    expect(within(saleRow).getByText(/KES\s1,200\.00/)).toBeInTheDocument();
    expect(within(saleRow).getByText(/KES\s5,000\.00/)).toBeInTheDocument();
    expect(within(saleRow).getByText('M-Pesa')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receipt 1041' })).toHaveAttribute(
      'href',
      `/farmer/sales/${sale.sale_id}`,
    );
    const expenseRow = screen.getByRole('link', { name: 'Diesel for the pump' }).closest('tr')!;
    expect(within(expenseRow).getByText(/-KES\s300\.00|KES\s-300\.00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Diesel for the pump' })).toHaveAttribute(
      'href',
      `/farmer/finances/expenses?expense=${expense.expense_id}`,
    );
    expect(screen.getByText(/60 entries/)).toBeInTheDocument();
  });

  it('shows the period’s figures', async () => {
    render();
    const figures = await screen.findByLabelText('Cash book', {}, SLOW);
    expect(within(figures).getByText('Income')).toBeInTheDocument();
    expect(within(figures).getByText(/KES\s2,200\.00/)).toBeInTheDocument();
    expect(within(figures).getByText('Balance now')).toBeInTheDocument();
    expect(within(figures).queryByText('Opening balance')).not.toBeInTheDocument();
  });

  it('sends the filters to the page and the summary alike', async () => {
    render();
    await screen.findByRole('link', { name: 'Receipt 1041' }, SLOW);
    await userEvent.selectOptions(screen.getByLabelText('Money'), 'Money out');
    await userEvent.selectOptions(screen.getByLabelText('Payment method'), 'Cash');
    await userEvent.type(screen.getByLabelText('Search'), 'diesel');
    await waitFor(() =>
      expect(lastParams(BOOK)).toEqual({
        direction: 'expense',
        payment_method: 'cash',
        q: 'diesel',
        per_page: 25,
      }),
    );
    expect(lastParams(SUMMARY)).toEqual({ direction: 'expense', payment_method: 'cash', q: 'diesel' });
  });

  it('pages older by the keyset cursor and back', async () => {
    render();
    await screen.findByRole('link', { name: 'Receipt 1041' }, SLOW);
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByRole('link', { name: 'Chama loan' })).toHaveAttribute(
      'href',
      `/farmer/finances/contributors/${contribution.contributor_id}`,
    );
    expect(lastParams(BOOK)).toMatchObject({ before: '2026-03-10:9' });
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByRole('link', { name: 'Receipt 1041' })).toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
  });
});
