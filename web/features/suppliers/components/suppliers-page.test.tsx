// Suppliers of a farm: the list's columns, the docs/product/suppliers.md rules in the add modal (name required, e-mail shape,
// phone and address optional), the load failure with Retry, and delete after confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { SuppliersPage } from './suppliers-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const supplier = {
  id: 's1',
  farm_id: 'f1',
  name: 'Agrovet Ltd',
  business_name: 'Agrovet Ltd',
  email: 'sales@agrovet.co.ke',
  phone: '+254700000000',
  address: null,
  item_count: 3,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};
const list = { data: [supplier] };
const page = () => renderFeature(<SuppliersPage farmId="f1" />);

describe('SuppliersPage', () => {
  it('lists name, e-mail, phone, address and item count', async () => {
    fake = fakeApi(() => list);
    page();
    const row = (await screen.findByText('Agrovet Ltd')).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'E-mail',
      'Phone',
      'Address',
      'Items',
      'Actions',
    ]);
    expect(within(row).getByText('sales@agrovet.co.ke')).toBeInTheDocument();
    expect(within(row).getByText('+254700000000')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Agrovet Ltd' })).toHaveAttribute(
      'href',
      '/farmer/inventory/suppliers/s1',
    );
  });

  it('shows a load failure with Retry and no rows', async () => {
    fake = fakeApi(() => new ApiRequestError('Request failed with status 500', { status: 500 }));
    page();
    expect(await screen.findByText('Failed to load suppliers. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('requires a name and an e-mail shape, then posts with the farm', async () => {
    fake = fakeApi((call) =>
      call.method === 'post' ? { success: true, message: 'Supplier added', data: supplier } : { data: [] },
    );
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Add supplier' }));
    const dialog = screen.getByRole('dialog', { name: 'Add supplier' });
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add supplier' }));
    expect(await within(dialog).findByText('Enter the supplier name.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Enter a valid e-mail address/)).toBeInTheDocument();
    expect(fake.calls.some((c) => c.method === 'post')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Agrovet Ltd');
    await userEvent.clear(within(dialog).getByLabelText('E-mail'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add supplier' }));
    expect(await screen.findByText('Supplier added')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'post')).toMatchObject({
      url: '/api/suppliers',
      data: { farm_id: 'f1', name: 'Agrovet Ltd', email: null, phone: null, address: null },
    });
  });

  it('deletes only after confirmation', async () => {
    fake = fakeApi((call) =>
      call.method === 'delete' ? { success: true, message: 'Supplier deleted' } : list,
    );
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Agrovet Ltd' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Agrovet Ltd?' });
    expect(dialog).toHaveTextContent('3 items it supplied and their receipts are kept');
    expect(fake.calls.some((c) => c.method === 'delete')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete supplier' }));
    await waitFor(() => expect(fake.calls.find((c) => c.method === 'delete')?.url).toBe('/api/suppliers/s1'));
    expect(await screen.findByText('Supplier deleted')).toBeInTheDocument();
  });

  it('shows a viewer the list without Add, Edit or Delete (docs/decisions/035)', async () => {
    fake = fakeApi(() => list);
    renderFeature(<SuppliersPage farmId="f1" />, { permissions: BUILT_IN_ROLE_PERMISSIONS.viewer });
    expect(await screen.findByRole('link', { name: 'View Agrovet Ltd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add supplier/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Agrovet Ltd' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Agrovet Ltd' })).not.toBeInTheDocument();
  });

  it('shows an owner every write action', async () => {
    fake = fakeApi(() => list);
    page();
    expect(await screen.findByRole('button', { name: 'Edit Agrovet Ltd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Agrovet Ltd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add supplier/ })).toBeInTheDocument();
  });
});
