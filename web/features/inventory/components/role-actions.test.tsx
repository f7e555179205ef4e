// The inventory screens offer only what the person's role on the item's farm allows (docs/decisions/035): Add Item
// needs inventory.create, the stock actions (Consume, Transfer, Receive, Count…) inventory.edit, deleting an input
// inventory.delete. A viewer sees the records and no write action; an owner sees them all.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeItem, pageOf } from '@/shared/api/inventory.test-helper';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import { renderRoutes, renderWithProviders, type TestPermissions } from '@/web/testing/render';
import { createFakeApi } from '../testing/fake-api';
import { locationList, makeLocation } from '../testing/fixtures';
import { AllItemsScreen } from './all-items-screen';
import { FarmInputsScreen } from './inputs/farm-inputs-screen';
import { FarmInventoryScreen } from './inventory-screen';

const fake = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakeApi> | null }));
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.current!.api }));

const { owner, worker, viewer } = BUILT_IN_ROLE_PERMISSIONS;
const seeds = makeItem({ id: 'item-1', name: 'Seeds', item_type: 'input', quantity: '5' });

function farmInventory(permissions: TestPermissions, items = [seeds], at = '') {
  fake.current = createFakeApi();
  fake.current.on('get', /storage-locations/, () => locationList(makeLocation('loc-1', 'Main store')));
  fake.current.on('get', /^\/api\/farms\/farm-1\/inventory$/, () => pageOf(items));
  fake.current.on('get', /\/inventory\/item-1$/, () => ({ data: seeds }));
  fake.current.on('get', /\/inventory\/item-1\/movements$/, () => ({ data: [] }));
  renderRoutes(
    [{ path: '/farmer/farms/:farmId/inventory', element: <FarmInventoryScreen farmId="farm-1" /> }],
    { initialEntries: [`/farmer/farms/farm-1/inventory${at}`], permissions },
  );
}

describe('the inventory screens by role', () => {
  beforeEach(() => localStorage.setItem('token', 't'));

  it('shows a viewer the farm inventory without Add Item, the Actions column or the stock actions', async () => {
    farmInventory(viewer, [seeds], '?item=item-1');
    // The open detail hides the list from assistive technology: look behind it.
    const behind = { hidden: true };
    expect(await screen.findByRole('link', { name: 'Seeds', ...behind })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Item', ...behind })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions', ...behind })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Consume Seeds', ...behind })).not.toBeInTheDocument();
    const drawer = await screen.findByRole('dialog', { name: 'Seeds' });
    expect(within(drawer).getByText('Main store')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Receive stock' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Count adjustment' })).not.toBeInTheDocument();
  });

  it('shows an owner Add Item, the row actions and the stock actions of the detail', async () => {
    farmInventory(owner, [seeds], '?item=item-1');
    const behind = { hidden: true };
    expect(await screen.findByRole('link', { name: 'Add Item', ...behind })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Consume Seeds', ...behind })).toBeInTheDocument();
    const drawer = await screen.findByRole('dialog', { name: 'Seeds' });
    expect(within(drawer).getByRole('button', { name: 'Receive stock' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Count adjustment' })).toBeInTheDocument();
  });

  it('offers a viewer no "Add your first item" on an empty farm', async () => {
    farmInventory(viewer, []);
    expect(await screen.findByText('No Inventory Items Found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add your first item' })).not.toBeInTheDocument();
  });

  it("offers the stock actions across farms by each item's own farm", async () => {
    fake.current = createFakeApi();
    fake.current.on('get', /^\/api\/inventory\/storage-locations$/, () => ({ data: [] }));
    fake.current.on('get', /^\/api\/inventory\/items$/, () =>
      pageOf([
        makeItem({ name: 'Urea', farm_id: 'farm-1', farm_name: 'Kilima' }),
        makeItem({ name: 'DAP', farm_id: 'farm-2', farm_name: 'Mto' }),
      ]),
    );
    renderWithProviders(<AllItemsScreen />, {
      permissions: (farmId) => (farmId === 'farm-1' ? worker : viewer),
    });
    const row = async (name: string) => within((await screen.findByRole('link', { name })).closest('tr')!);
    expect((await row('Urea')).getByRole('button', { name: 'Consume Urea' })).toBeInTheDocument();
    expect((await row('DAP')).queryAllByRole('button')).toHaveLength(0);
  });

  it('lets a worker add and edit inputs but not delete them, and a viewer none of it', async () => {
    const inputs = (permissions: TestPermissions) => {
      fake.current = createFakeApi();
      fake.current.on('get', /^\/api\/farms\/farm-1\/inventory$/, () => pageOf([seeds]));
      return renderWithProviders(<FarmInputsScreen farmId="farm-1" />, { permissions });
    };
    const asWorker = inputs(worker);
    expect(await screen.findByRole('button', { name: 'Edit Seeds' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Input' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Seeds' })).not.toBeInTheDocument();
    asWorker.unmount();

    inputs(viewer);
    expect(await screen.findByRole('link', { name: 'Seeds' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Seeds' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Input' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});
