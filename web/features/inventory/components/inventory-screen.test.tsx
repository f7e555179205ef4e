import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { makeItem, pageOf } from '@/shared/api/inventory.test-helper';
import { renderRoutes } from '@/web/testing/render';
import { createFakeApi, httpError } from '../testing/fake-api';
import { locationList, makeLocation } from '../testing/fixtures';
import { FarmInventoryScreen } from './inventory-screen';

const fake = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakeApi> | null }));
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.current!.api }));

const LIST = /^\/api\/farms\/farm-1\/inventory$/;

function setup(answer: (params: Record<string, unknown>) => unknown) {
  fake.current = createFakeApi();
  fake.current.on('get', /storage-locations/, () => locationList(makeLocation('loc-1', 'Main store')));
  fake.current.on('get', LIST, (call) => answer(call.params ?? {}));
  const view = renderRoutes(
    [{ path: '/farmer/farms/:farmId/inventory', element: <FarmInventoryScreen farmId="farm-1" /> }],
    { initialEntries: ['/farmer/farms/farm-1/inventory'] },
  );
  return { ...view, fake: fake.current };
}

const lastListParams = () => fake.current!.callsTo('get', LIST).at(-1)?.params;

describe('FarmInventoryScreen (docs/product/inventory.md)', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
  });

  it('shows the header, the count line and the columns, Last Updated hidden on small screens', async () => {
    // Page 1 of a farm of 30 items: the count line counts them all, the pager says which page this is.
    setup(() => pageOf([makeItem({ name: 'DAP fertilizer' }), makeItem({ name: 'Urea' })], { total: 30 }));
    expect(await screen.findByText('Showing 30 of 30 items')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Farm Inventory' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Item' })).toHaveAttribute(
      'href',
      '/farmer/farms/farm-1/inventory/add',
    );
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Item', 'Type', 'Qty', 'Status', 'Location', 'Last Updated', 'Actions']);
    expect(screen.getByRole('columnheader', { name: 'Last Updated' })).toHaveClass('hidden', 'md:table-cell');
  });

  it('offers Consume and Transfer by canConsume and canTransfer (docs/product/inventory.md)', async () => {
    setup(() =>
      pageOf([
        makeItem({ name: 'Seeds', item_type: 'input', quantity: '5' }),
        makeItem({ name: 'Tractor', item_type: 'equipment', quantity: '1' }),
        makeItem({ name: 'Empty sack', item_type: 'product', quantity: '0', status: 'depleted' }),
      ]),
    );
    const row = async (name: string) => within((await screen.findByRole('link', { name })).closest('tr')!);
    expect((await row('Seeds')).getByRole('button', { name: 'Consume Seeds' })).toBeInTheDocument();
    expect((await row('Seeds')).getByRole('button', { name: 'Transfer Seeds' })).toBeInTheDocument();
    expect((await row('Tractor')).queryByRole('button', { name: /Consume/ })).toBeNull();
    expect((await row('Tractor')).getByRole('button', { name: 'Transfer Tractor' })).toBeInTheDocument();
    expect((await row('Empty sack')).queryAllByRole('button')).toHaveLength(0);
  });

  it('highlights a product whose category contains "crop" as harvested crop', async () => {
    setup(() =>
      pageOf([
        makeItem({ name: 'Beans', item_type: 'product', category: 'Field crops' }),
        makeItem({ name: 'Crop spray', item_type: 'input', category: 'Crop protection' }),
      ]),
    );
    const beans = (await screen.findByRole('link', { name: 'Beans' })).closest('tr')!;
    expect(beans).toHaveAttribute('data-harvested', 'true');
    expect(within(beans).getByText('Harvested crop')).toBeInTheDocument();
    const spray = screen.getByRole('link', { name: 'Crop spray' }).closest('tr')!;
    expect(spray).not.toHaveAttribute('data-harvested');
  });

  it('shows "No Inventory Items Found" when there is nothing', async () => {
    setup(() => pageOf([]));
    expect(await screen.findByRole('heading', { name: 'No Inventory Items Found' })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 items')).toBeInTheDocument();
  });

  it('filters on the server; Active and Reset appear and Reset clears them', async () => {
    const user = userEvent.setup();
    const { router } = setup((params) =>
      params.type === 'equipment'
        ? pageOf([makeItem({ item_type: 'equipment' })], { total: 1, unfiltered_total: 3 })
        : pageOf([makeItem(), makeItem(), makeItem()]),
    );
    await screen.findByText('Showing 3 of 3 items');
    expect(screen.queryByText('Active')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Type'), 'equipment');
    // N matches the filters, M is the whole farm (docs/product/inventory.md, decision 014).
    expect(await screen.findByText('Showing 1 of 3 items')).toBeInTheDocument();
    expect(lastListParams()).toMatchObject({ type: 'equipment', per_page: 25 });
    expect(router.state.location.search).toBe('?type=equipment');
    expect(screen.getByText('Active')).toBeInTheDocument();
    // Category choices follow the type (docs/product/inventory.md).
    const categories = within(screen.getByLabelText('Category'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(categories).toEqual([
      'All categories',
      'Machinery',
      'Tools',
      'Irrigation',
      'Processing',
      'Storage',
      'Other',
    ]);

    await user.type(screen.getByLabelText('Search'), 'dap');
    await waitFor(() => expect(lastListParams()).toMatchObject({ type: 'equipment', search: 'dap' }));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Showing 3 of 3 items')).toBeInTheDocument();
    expect(screen.queryByText('Active')).toBeNull();
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('keeps the filters of the query string on load', async () => {
    fake.current = createFakeApi();
    fake.current.on('get', /storage-locations/, () => locationList());
    fake.current.on('get', LIST, () => pageOf([]));
    renderRoutes([{ path: '/inv', element: <FarmInventoryScreen farmId="farm-1" /> }], {
      initialEntries: ['/inv?status=low&search=urea&page=2'],
    });
    await screen.findByText('Showing 0 of 0 items');
    expect(lastListParams()).toMatchObject({ status: 'low', search: 'urea', page: 2 });
    expect(screen.getByLabelText('Status')).toHaveValue('low');
    expect(screen.getByLabelText('Search')).toHaveValue('urea');
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('shows "Failed to fetch data" with Retry and toasts the error without mock data (docs/product/inventory.md, decision 005)', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    let fail = true;
    setup(() => (fail ? httpError(403, 'You cannot see this farm.') : pageOf([makeItem({ name: 'Urea' })])));
    expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
    expect(errorToast).toHaveBeenCalledWith(
      'Error loading data: You cannot see this farm.',
      expect.anything(),
    );
    expect(screen.queryByText(/mock/i)).toBeNull();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Urea' })).toBeInTheDocument();
    errorToast.mockRestore();
  });
});
