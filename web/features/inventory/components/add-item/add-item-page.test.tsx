import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeItem } from '@/shared/api/inventory.test-helper';
import { LocationProbe, renderRoutes } from '@/web/testing/render';
import { createFakeApi, httpError } from '../../testing/fake-api';
import { locationList, makeLocation, makeSupplier } from '../../testing/fixtures';
import { AddItemPage } from './add-item-page';

const fake = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakeApi> | null }));
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.current!.api }));

const CREATE = /^\/api\/farms\/farm-1\/inventory$/;

function setup({ noFarm = false } = {}) {
  const farmId = noFarm ? undefined : 'farm-1';
  fake.current = createFakeApi();
  fake.current.on('get', /storage-locations/, () =>
    locationList(makeLocation('loc-1', 'Main store'), makeLocation('loc-2', 'Field shed')),
  );
  fake.current.on('get', /^\/api\/suppliers$/, () => ({ data: [makeSupplier('sup-1', 'Agrovet Kitale')] }));
  const view = renderRoutes(
    [
      { path: '/add', element: <AddItemPage farmId={farmId} /> },
      { path: '/farmer/farms/:farmId/inventory', element: <LocationProbe name="list" /> },
    ],
    { initialEntries: ['/add'] },
  );
  return { ...view, fake: fake.current, user: userEvent.setup() };
}

const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'DAP fertilizer');
  await user.selectOptions(screen.getByLabelText('Category'), 'Fertilizer');
  await user.type(screen.getByLabelText('Quantity'), '12.5');
  await user.selectOptions(await screen.findByLabelText('Storage location'), 'Field shed');
  await user.selectOptions(screen.getByLabelText('Unit'), 'bags');
  await user.type(screen.getByLabelText('Unit cost'), '95.50');
}

describe('AddItemPage (docs/product/inventory.md)', () => {
  beforeEach(() => localStorage.setItem('token', 't'));

  it('offers the categories of the chosen type and its own section', async () => {
    const { user } = setup();
    expect(options('Category')).toEqual([
      'Choose a category',
      'Seeds',
      'Fertilizer',
      'Pesticide',
      'Herbicide',
      'Fungicide',
      'Other',
    ]);
    expect(screen.getByLabelText('Unit')).toBeInTheDocument();
    expect(screen.getByLabelText('Unit cost')).toHaveAttribute('step', '0.01');
    expect(screen.queryByLabelText('Manufacturer')).toBeNull();
    expect(options('Unit')).toEqual(['kg', 'g', 'L', 'mL', 'pieces', 'bags', 'bottles', 'boxes', 'packets']);

    await user.selectOptions(screen.getByLabelText('Item type'), 'equipment');
    expect(options('Category').slice(1)).toEqual([
      'Machinery',
      'Tools',
      'Irrigation',
      'Processing',
      'Storage',
      'Other',
    ]);
    for (const label of [
      'Manufacturer',
      'Model number',
      'Serial number',
      'Purchase date',
      'Warranty expiration',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.queryByLabelText('Unit')).toBeNull();
    expect(screen.queryByLabelText('Unit cost')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Item type'), 'product');
    expect(options('Category').slice(1)).toEqual(['Grains', 'Vegetables', 'Fruits', 'Processed', 'Other']);
    expect(screen.getByLabelText('Unit')).toBeInTheDocument();
  });

  it('checks the quantity: required, at least 0, two decimals (docs/product/inventory.md)', async () => {
    const { user, fake } = setup();
    const quantity = screen.getByLabelText('Quantity');
    expect(quantity).toHaveAttribute('type', 'number');
    expect(quantity).toHaveAttribute('min', '0');
    expect(quantity).toHaveAttribute('step', '0.01');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Enter the quantity as a number.')).toBeInTheDocument();
    expect(screen.getByText('Enter the item name.')).toBeInTheDocument();
    await user.type(quantity, '-1');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('The quantity cannot be negative.')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '1.255');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Use at most two decimals for the quantity.')).toBeInTheDocument();
    expect(fake.callsTo('post', CREATE)).toHaveLength(0);
  });

  it('fails with "Farm ID is required" without a farm id', async () => {
    const { user } = setup({ noFarm: true });
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Farm ID is required');
  });

  it('adds the item with an Idempotency-Key, toasts and goes back to the list', async () => {
    const { user, fake } = setup();
    fake.on('post', CREATE, () => ({
      success: true,
      message: 'Inventory item added successfully',
      data: makeItem(),
    }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByTestId('probe')).toHaveTextContent('list at /farmer/farms/farm-1/inventory');
    const [post] = fake.callsTo('post', CREATE);
    expect(post?.data).toMatchObject({
      farm_id: 'farm-1',
      item_type: 'input',
      name: 'DAP fertilizer',
      category: 'Fertilizer',
      quantity: 12.5,
      storage_location_id: 'loc-2',
      unit: 'bags',
      unit_cost: 95.5,
      reorder_level: null,
    });
    expect(post?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('preselects kg for inputs and products, so an item saves without choosing a unit (docs/product/inventory.md)', async () => {
    const { user, fake } = setup();
    fake.on('post', CREATE, () => ({
      success: true,
      message: 'Inventory item added successfully',
      data: makeItem(),
    }));
    expect(screen.getByLabelText('Unit')).toHaveValue('kg');
    await user.selectOptions(screen.getByLabelText('Item type'), 'product');
    expect(screen.getByLabelText('Unit')).toHaveValue('kg');
    await user.type(screen.getByLabelText('Name'), 'Maize grain');
    await user.selectOptions(screen.getByLabelText('Category'), 'Grains');
    await user.type(screen.getByLabelText('Quantity'), '40');
    await user.selectOptions(await screen.findByLabelText('Storage location'), 'Main store');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByTestId('probe')).toHaveTextContent('list at /farmer/farms/farm-1/inventory');
    expect(screen.queryByText('Choose a unit.')).toBeNull();
    expect(fake.callsTo('post', CREATE)[0]?.data).toMatchObject({ item_type: 'product', unit: 'kg' });
  });

  it("shows the server's message in a red banner and its field messages under the fields", async () => {
    const { user, fake } = setup();
    fake.on('post', CREATE, () =>
      httpError(422, 'Some fields need fixing.', {
        fieldErrors: { name: ['An item with this name exists here.'] },
      }),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields need fixing.');
    expect(screen.getByText('An item with this name exists here.')).toBeInTheDocument();
  });

  it('falls back to "Failed to add inventory item" when the server gives no message', async () => {
    const { user, fake } = setup();
    fake.on('post', CREATE, () => httpError(500, 'Request failed with status 500'));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add inventory item');
  });

  it('shows "Failed to load form data. Please try again." when the lookups fail', async () => {
    fake.current = createFakeApi();
    fake.current.on('get', /storage-locations/, () => httpError(403, 'No access'));
    fake.current.on('get', /suppliers/, () => ({ data: [] }));
    renderRoutes([{ path: '/add', element: <AddItemPage farmId="farm-1" /> }], { initialEntries: ['/add'] });
    expect(await screen.findByText('Failed to load form data. Please try again.')).toBeInTheDocument();
  });

  it('creates a supplier in the quick dialog and selects it', async () => {
    const { user, fake } = setup();
    const saved = [makeSupplier('sup-1', 'Agrovet Kitale')];
    fake.on('get', /^\/api\/suppliers$/, () => ({ data: saved }));
    fake.on('post', /^\/api\/suppliers$/, (call) => {
      saved.push(makeSupplier('sup-9', (call.data as { name: string }).name));
      return { success: true, message: 'Supplier added', data: saved.at(-1) };
    });
    await screen.findByRole('option', { name: 'Agrovet Kitale' });
    await user.click(screen.getByRole('button', { name: 'Add supplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add supplier' });
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save supplier' }));
    expect(await within(dialog).findByText('Enter the supplier name.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Enter a valid e-mail address/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Supplier name'), 'Kitale Seeds');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.click(within(dialog).getByRole('button', { name: 'Save supplier' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.callsTo('post', /suppliers/)[0]?.data).toMatchObject({
      farm_id: 'farm-1',
      name: 'Kitale Seeds',
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Supplier', { selector: 'select' })).toHaveValue('sup-9'),
    );
  });

  it('creates the first storage location in place, selects it and keeps everything typed', async () => {
    fake.current = createFakeApi();
    const saved: ReturnType<typeof makeLocation>[] = [];
    fake.current.on('get', /storage-locations/, () => locationList(...saved));
    fake.current.on('get', /^\/api\/suppliers$/, () => ({ data: [makeSupplier('sup-1', 'Agrovet Kitale')] }));
    fake.current.on('post', /storage-locations/, (call) => {
      saved.push(makeLocation('loc-new', (call.data as { name: string }).name));
      return { status: 'success', message: 'Storage location added', data: saved.at(-1) };
    });
    fake.current.on('post', CREATE, (call) => ({
      success: true,
      data: makeItem({ ...(call.data as object) }),
    }));
    renderRoutes(
      [
        { path: '/add', element: <AddItemPage farmId="farm-1" /> },
        { path: '/farmer/farms/:farmId/inventory', element: <LocationProbe name="list" /> },
      ],
      { initialEntries: ['/add'] },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'DAP fertilizer');
    await user.selectOptions(screen.getByLabelText('Category'), 'Fertilizer');
    await user.type(screen.getByLabelText('Quantity'), '12.5');
    await user.selectOptions(screen.getByLabelText('Unit'), 'bags');

    expect(await screen.findByText('This farm has no storage location yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a storage location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add storage location' });
    await user.click(within(dialog).getByRole('button', { name: 'Save location' }));
    expect(await within(dialog).findByText('Enter the location name.')).toBeInTheDocument();
    expect(fake.current.callsTo('post', /storage-locations/)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Location name'), 'Main store');
    await user.type(within(dialog).getByLabelText('Where it is'), 'Behind the house');
    await user.click(within(dialog).getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.current.callsTo('post', /storage-locations/)[0]?.data).toMatchObject({
      farm_id: 'farm-1',
      name: 'Main store',
      address: 'Behind the house',
      location_type: 'Warehouse',
      capacity: 0,
      capacity_unit: 'kg',
    });

    await waitFor(() => expect(screen.getByLabelText('Storage location')).toHaveValue('loc-new'));
    expect(screen.getByLabelText('Name')).toHaveValue('DAP fertilizer');
    expect(screen.getByLabelText('Category')).toHaveValue('Fertilizer');
    expect(screen.getByLabelText('Quantity')).toHaveValue(12.5);
    expect(screen.getByLabelText('Unit')).toHaveValue('bags');

    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(fake.current!.callsTo('post', CREATE)).toHaveLength(1));
    expect(fake.current.callsTo('post', CREATE)[0]?.data).toMatchObject({
      name: 'DAP fertilizer',
      storage_location_id: 'loc-new',
      unit: 'bags',
    });
  });
});
