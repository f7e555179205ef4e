// A sale's page: its lines and payments, a later payment sent with an Idempotency-Key, a return with a refund, the
// invoice link, and no write buttons for a role without sales.edit.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/contracts/inventory-enums';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeApi, type FakeApi } from '../testing/fake-api';
import { ITEM_ID, SALE_ID, catalogue, makeSale } from '../testing/fixtures';
import { SaleDetailPage } from './sale-detail-page';

let fake: FakeApi;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const LINE_ID = '55555555-5555-4555-8555-000000000001';
const SALE = new RegExp(`/api/farms/f1/sales/${SALE_ID}$`);
const onCredit = makeSale({
  customer_id: '44444444-4444-4444-8444-000000000001',
  customer_name: 'Wanjiku Stores',
  status: 'part_paid',
  paid_minor: 1_600,
  balance_minor: 10_000,
  lines: [
    {
      id: LINE_ID,
      item_id: ITEM_ID,
      description: 'Maize',
      unit: 'kg',
      quantity: '2.00',
      unit_price_minor: 5_000,
      discount_minor: 0,
      tax_name: 'VAT',
      tax_basis_points: 1600,
      tax_inclusive: false,
      net_minor: 10_000,
      tax_minor: 1_600,
      total_minor: 11_600,
      returned_quantity: '0.00',
    },
  ],
  payments: [
    {
      id: 'p1',
      kind: 'payment',
      method: 'mpesa',
      amount_minor: 1_600,
      tendered_minor: null,
      reference: 'QJK4H7Z2PL',
      received_at: '2026-11-24T09:00:00.000Z',
    },
  ],
  invoice: { id: 'inv-1', number_text: 'INV-0007' },
});

beforeEach(() => {
  fake = createFakeApi();
  fake.on('get', SALE, () => ({ data: onCredit }));
  fake.on('get', /\/pos\/catalogue$/, catalogue);
  fake.on('post', /\/payments$/, () => ({
    message: 'Payment recorded',
    data: { ...onCredit, status: 'paid', paid_minor: 11_600, balance_minor: 0 },
  }));
  fake.on('post', /\/returns$/, () => ({ message: 'Return recorded', data: onCredit }));
});

const page = (permissions: readonly string[] = BUILT_IN_ROLE_PERMISSIONS.owner) =>
  renderFeature(<SaleDetailPage farmId="f1" saleId={SALE_ID} />, { permissions });

describe('SaleDetailPage', () => {
  it('shows the lines, the payments, what is owed and the invoice', async () => {
    page();
    expect(await screen.findByRole('heading', { name: /Receipt 17/ })).toBeInTheDocument();
    const row = screen.getByRole('cell', { name: 'Maize' }).closest('tr')!;
    expect(within(row).getByText('VAT (16%)')).toBeInTheDocument();
    expect(screen.getByText(/M-Pesa · QJK4H7Z2PL/)).toBeInTheDocument();
    expect(screen.getByTestId('sale-balance')).toHaveTextContent('100.00');
    expect(screen.getByRole('link', { name: /INV-0007/ })).toHaveAttribute('href', '/invoice/inv-1');
  });

  it('records a payment of what is owed with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    page();
    const amount = await screen.findByLabelText('Amount');
    expect(amount).toHaveValue('100.00');
    await user.click(screen.getByRole('button', { name: 'Record a payment' }));
    await waitFor(() => expect(fake.callsTo('post', /\/payments$/)).toHaveLength(1));
    const call = fake.callsTo('post', /\/payments$/)[0]!;
    expect(call.data).toEqual({
      method: 'cash',
      amount_minor: 10_000,
      tendered_minor: null,
      reference: null,
    });
    expect(call.headers?.[IDEMPOTENCY_KEY_HEADER]).toBeTruthy();
  });

  it('sends a return with a refund', async () => {
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Return or refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Return or refund' });
    await user.type(within(dialog).getByLabelText('Quantity to return: Maize'), '1');
    await user.type(within(dialog).getByLabelText('Reason'), 'Wet bags');
    await user.selectOptions(within(dialog).getByLabelText('Refund'), 'cash');
    await user.type(within(dialog).getByLabelText('Amount to give back'), '16');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('post', /\/returns$/)).toHaveLength(1));
    expect(fake.callsTo('post', /\/returns$/)[0]!.data).toEqual({
      lines: [{ sale_line_id: LINE_ID, quantity: 1 }],
      reason: 'Wet bags',
      refund: { method: 'cash', amount_minor: 1_600, reference: null },
    });
  });

  it('offers no payment or return to a role without sales.edit', async () => {
    page(BUILT_IN_ROLE_PERMISSIONS.viewer);
    expect(await screen.findByRole('heading', { name: /Receipt 17/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return or refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record a payment' })).toBeNull();
  });
});
