// The sales list: each sale with its receipt link, buyer, status and money; the filters send what the server
// filters by (and start again at page 1); the totals are the server's over the filtered set; the finances framing
// adds the period by status and method.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeApi, type FakeApi } from '../testing/fake-api';
import { customersPage, makeSummary, salePage } from '../testing/fixtures';
import { SalesListPage } from './sales-list-page';

let fake: FakeApi;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const SALES = /\/api\/farms\/f1\/sales$/;

beforeEach(() => {
  fake = createFakeApi();
  fake.on('get', SALES, () =>
    salePage([
      makeSummary(),
      makeSummary({
        id: '11111111-1111-4111-8111-000000000002',
        receipt_number: 18,
        customer_name: 'Wanjiku Stores',
        status: 'part_paid',
        total_minor: 20_000,
        paid_minor: 5_000,
        balance_minor: 15_000,
        items_text: 'Maize, Beans',
      }),
    ]),
  );
  fake.on('get', /\/customers$/, customersPage);
  fake.on('get', /\/settings$/, () => new Error('no settings in this test'));
  fake.on('get', /\/sales\/summary$/, () => ({
    data: {
      currency: 'KES',
      by_status: [
        { status: 'paid', count: 1, total_minor: 11_600 },
        { status: 'part_paid', count: 1, total_minor: 20_000 },
        { status: 'unpaid', count: 0, total_minor: 0 },
        { status: 'refunded', count: 0, total_minor: 0 },
      ],
      by_method: [
        { method: 'cash', paid_minor: 16_600, refunded_minor: 0 },
        { method: 'mpesa', paid_minor: 0, refunded_minor: 0 },
        { method: 'bank_transfer', paid_minor: 0, refunded_minor: 0 },
        { method: 'card', paid_minor: 0, refunded_minor: 0 },
      ],
    },
  }));
});

describe('SalesListPage', () => {
  it('lists each sale with its link, buyer, status and money, and the filtered totals', async () => {
    renderFeature(<SalesListPage farmId="f1" farmName="Mlima Farm" />);
    const row = (await screen.findByRole('link', { name: 'Receipt 18' })).closest('tr')!;
    expect(row).toBeTruthy();
    expect(within(row).getByText('Wanjiku Stores')).toBeInTheDocument();
    expect(within(row).getByText('Part paid')).toBeInTheDocument();
    expect(within(row).getByText('Maize, Beans')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receipt 17' })).toHaveAttribute(
      'href',
      '/farmer/sales/11111111-1111-4111-8111-000000000001',
    );
    const totals = screen.getByRole('region', { name: 'Totals of the filtered sales' });
    expect(within(totals).getByText('2 sales')).toBeInTheDocument();
    expect(within(totals).getByText(/316\.00/)).toBeInTheDocument();
    expect(within(totals).getByText(/150\.00/)).toBeInTheDocument();
  });

  it('sends the filters to the server', async () => {
    const user = userEvent.setup();
    renderFeature(<SalesListPage farmId="f1" farmName="Mlima Farm" />);
    await screen.findByRole('link', { name: 'Receipt 18' });
    await user.selectOptions(screen.getByLabelText('Status'), 'unpaid');
    await user.selectOptions(screen.getByLabelText('Customer'), 'Wanjiku Stores');
    await user.type(screen.getByLabelText('Search'), '18');
    await waitFor(() =>
      expect(fake.callsTo('get', SALES).at(-1)?.params).toEqual({
        status: 'unpaid',
        customer_id: '44444444-4444-4444-8444-000000000001',
        q: '18',
        page: 1,
        per_page: 25,
      }),
    );
  });

  it('frames the list for the books with the period by status and method', async () => {
    renderFeature(<SalesListPage farmId="f1" farmName="Mlima Farm" inFinances />);
    expect(await screen.findByRole('heading', { name: 'By payment method' })).toBeInTheDocument();
    const cash = screen.getByRole('rowheader', { name: 'Cash' }).closest('tr')!;
    expect(within(cash).getByText(/166\.00/)).toBeInTheDocument();
  });

  it('says when there are no sales yet', async () => {
    fake.on('get', SALES, () => salePage([]));
    renderFeature(<SalesListPage farmId="f1" farmName="Mlima Farm" />);
    expect(await screen.findByText('No sales yet')).toBeInTheDocument();
  });
});
