// The customers list: each buyer with what they owe in the farm's currency, searched on the server; adding one
// through the dialog (credit limit typed as an amount, sent in cents; a taken phone shown under the phone);
// deleting after confirmation (archived when they have sales); no write buttons for a role that may only look;
// and a customer's page with their sales linking to the sale.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { formatMoney } from '@/shared/settings/format';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { makeCustomer, makeCustomerPage, makeCustomerSale } from '../testing/fixtures';
import { CustomerPage } from './customer-page';
import { CustomersPage } from './customers-page';

let fake: ReturnType<typeof fakeApi>;
/** As the page shows it: testing-library reads the no-break space of the currency format as a space. */
const money = (minor: number) => formatMoney(minor, 'KES').replace(/\s/g, ' ');
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

describe('CustomersPage', () => {
  it('lists each customer with their balance and credit limit in the farm’s currency, and searches on the server', async () => {
    fake = fakeApi(() => makeCustomerPage());
    const get = vi.spyOn(fake.api, 'get');
    renderFeature(<CustomersPage farmId="f1" farmName="Mlima Farm" currency="KES" />);
    const row = (await screen.findByRole('link', { name: 'Wanjiku Stores' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Wanjiku Stores' })).toHaveAttribute(
      'href',
      '/farmer/sales/customers/cus-1',
    );
    expect(within(row).getByText(money(123_450))).toBeInTheDocument();
    expect(within(row).getByText(money(500_000))).toBeInTheDocument();
    expect(within(row).getByText('+254712345678')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'wanj');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/api/farms/f1/customers',
        expect.objectContaining({ params: expect.objectContaining({ q: 'wanj', page: 1 }) }),
      ),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show archived customers' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/api/farms/f1/customers',
        expect.objectContaining({ params: expect.objectContaining({ include_archived: 'true' }) }),
      ),
    );
  });

  it('adds a customer: a bad amount is refused before sending, a taken phone shows under it', async () => {
    let taken = true;
    fake = fakeApi((call) => {
      if (call.method !== 'post') return makeCustomerPage();
      if (taken) {
        taken = false;
        const message = 'Another customer of this farm has this phone number. Open that customer instead.';
        return new ApiRequestError(message, { status: 409, fieldErrors: { phone: [message] } });
      }
      return {
        success: true,
        message: 'Customer added.',
        data: makeCustomer({ id: 'cus-2', name: 'Baraka Hotel' }),
      };
    });
    renderFeature(<CustomersPage farmId="f1" currency="KES" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add customer' }));
    const dialog = screen.getByRole('dialog', { name: 'Add customer' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Baraka Hotel');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '0712 345 678');
    await userEvent.type(within(dialog).getByLabelText('Credit limit'), 'lots');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(
      await within(dialog).findByText('Enter the credit limit as an amount, like 5000 or 5000.50.'),
    ).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'post')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Credit limit'));
    await userEvent.type(within(dialog).getByLabelText('Credit limit'), '5,000.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(
      await within(dialog).findByText(
        'Another customer of this farm has this phone number. Open that customer instead.',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Phone'));
    await userEvent.type(within(dialog).getByLabelText('Phone'), '0733 000 111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(await screen.findByText('Customer Baraka Hotel added')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'post').at(-1)).toMatchObject({
      url: '/api/farms/f1/customers',
      data: { name: 'Baraka Hotel', phone: '+254733000111', credit_limit_minor: 500_050, email: null },
    });
  });

  it('deletes after confirmation and says when the customer was archived instead', async () => {
    fake = fakeApi((call) =>
      call.method === 'delete'
        ? { success: true, message: 'archived', outcome: 'archived' }
        : makeCustomerPage(),
    );
    renderFeature(<CustomersPage farmId="f1" currency="KES" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Wanjiku Stores' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the customer Wanjiku Stores?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete customer' }));
    expect(await screen.findByText('Customer Wanjiku Stores archived: they have sales')).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === 'delete')?.url).toBe('/api/farms/f1/customers/cus-1'),
    );
  });

  it('shows a role that may only look no Add, Edit or Delete, and an empty farm how to start', async () => {
    fake = fakeApi(() => makeCustomerPage());
    const { unmount } = renderFeature(<CustomersPage farmId="f1" currency="KES" />, {
      permissions: ['farms.view', 'sales.view'],
    });
    expect(await screen.findByRole('link', { name: 'Wanjiku Stores' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Wanjiku Stores' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Wanjiku Stores' })).not.toBeInTheDocument();
    unmount();
    fake = fakeApi(() => makeCustomerPage([]));
    renderFeature(<CustomersPage farmId="f1" currency="KES" />);
    expect(await screen.findByText('No customers yet')).toBeInTheDocument();
  });
});

describe('CustomerPage', () => {
  it('shows the details, what they owe over the limit, and their sales linking to each sale', async () => {
    fake = fakeApi((call) =>
      call.url.endsWith('/sales')
        ? { data: [makeCustomerSale()], meta: { page: 1, per_page: 25, total: 1, unfiltered_total: 1 } }
        : call.url.includes('/customers/')
          ? { data: makeCustomer({ credit_limit_minor: 100_000, tax_id: 'P051234567X' }) }
          : new ApiRequestError('not here'),
    );
    renderFeature(<CustomerPage farmId="f1" customerId="cus-1" currency="KES" />);
    expect(await screen.findByRole('heading', { name: 'Wanjiku Stores' })).toBeInTheDocument();
    expect(screen.getByText('P051234567X')).toBeInTheDocument();
    expect(screen.getByText('Over the credit limit')).toBeInTheDocument();
    expect(screen.getAllByText(money(123_450)).length).toBeGreaterThan(0);
    expect(await screen.findByRole('link', { name: 'No. 1042' })).toHaveAttribute(
      'href',
      '/farmer/sales/sale-1',
    );
    expect(screen.getByText('Part paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute(
      'href',
      '/farmer/sales/customers',
    );
  });
});
