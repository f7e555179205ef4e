// The sales form: choosing an item fills in its sale price, the totals are shared/money's, "Pay the rest" offers
// the remainder, saving sends the sale with an Idempotency-Key and opens the sale's page, and a refusal (short
// stock) is shown in the form.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/contracts/inventory-enums';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeApi, httpError, type FakeApi } from '../testing/fake-api';
import { ITEM_ID, SALE_ID, VAT_ID, catalogue, customersPage, makeSale } from '../testing/fixtures';
import { SaleAddPage } from './sale-add-page';

let fake: FakeApi;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const SALES = /\/api\/farms\/f1\/sales$/;

beforeEach(() => {
  fake = createFakeApi();
  fake.on('get', /\/pos\/catalogue$/, catalogue);
  fake.on('get', /\/customers$/, customersPage);
  fake.on('post', SALES, () => ({ message: 'Sale saved', data: makeSale() }));
});

describe('SaleAddPage', () => {
  it('prices the lines live and sends the sale with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    renderFeature(<SaleAddPage farmId="f1" />, { path: '/sales/add', at: '/sales/add' });
    await user.selectOptions(await screen.findByLabelText('Item'), 'Maize');
    expect(screen.getByLabelText('Unit price')).toHaveValue('50.00');
    expect(screen.getByText('100.00 kg in stock')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '2.5');
    await user.type(screen.getByLabelText('Discount'), '5');
    await user.selectOptions(screen.getByLabelText('Tax'), 'VAT');
    // 2.5 × 50.00 = 125.00, less 5.00 = 120.00, plus 16% = 139.20
    expect(screen.getByTestId('sale-total')).toHaveTextContent('139.20');
    await user.click(screen.getByRole('button', { name: 'Pay the rest' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('139.20');
    await user.type(screen.getByLabelText('Cash handed over'), '200');
    expect(screen.getByText('Change due').nextSibling).toHaveTextContent('60.80');
    await user.type(screen.getByLabelText("Walk-in buyer's name (optional)"), 'Mama Njeri');
    await user.click(screen.getByRole('button', { name: 'Save sale' }));

    await waitFor(() => expect(fake.callsTo('post', SALES)).toHaveLength(1));
    const call = fake.callsTo('post', SALES)[0]!;
    expect(call.headers?.[IDEMPOTENCY_KEY_HEADER]).toBeTruthy();
    expect(call.data).toMatchObject({
      customer_id: null,
      customer_name: 'Mama Njeri',
      channel: 'manual',
      lines: [
        {
          item_id: ITEM_ID,
          quantity: 2.5,
          unit_price_minor: 5_000,
          discount_minor: 500,
          tax_rate_id: VAT_ID,
        },
      ],
      payments: [{ method: 'cash', amount_minor: 13_920, tendered_minor: 20_000, reference: null }],
      issue_invoice: false,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/farmer/sales/${SALE_ID}`));
  });

  it('shows the server’s refusal in the form and keeps the draft', async () => {
    fake.on('post', SALES, () => httpError(409, 'Only 5.00 kg of Beans left; you tried to sell 6.00.'));
    const user = userEvent.setup();
    renderFeature(<SaleAddPage farmId="f1" />, { path: '/sales/add', at: '/sales/add' });
    await user.selectOptions(await screen.findByLabelText('Item'), 'Beans');
    expect(screen.getByLabelText('Unit price')).toHaveValue('');
    await user.type(screen.getByLabelText('Unit price'), '120');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '6');
    await user.click(screen.getByRole('button', { name: 'Pay the rest' }));
    await user.click(screen.getByRole('button', { name: 'Save sale' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only 5.00 kg of Beans left; you tried to sell 6.00.',
    );
    expect(screen.getByLabelText('Quantity')).toHaveValue('6');
  });

  it('refuses to send a line whose boxes do not read', async () => {
    const user = userEvent.setup();
    renderFeature(<SaleAddPage farmId="f1" />, { path: '/sales/add', at: '/sales/add' });
    await user.selectOptions(await screen.findByLabelText('Item'), 'Maize');
    await user.clear(screen.getByLabelText('Unit price'));
    await user.type(screen.getByLabelText('Unit price'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save sale' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter an amount like 1250 or 1,250.50.');
    expect(fake.callsTo('post', SALES)).toHaveLength(0);
  });
});
