import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeItem, pageOf } from '@/shared/api/inventory.test-helper';
import { renderWithProviders } from '@/web/testing/render';
import { createFakeApi, httpError, type FakeCall } from '../../testing/fake-api';
import { makeSupplier } from '../../testing/fixtures';
import { FarmInputsScreen } from './farm-inputs-screen';

const fake = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakeApi> | null }));
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.current!.api }));

const LIST = /^\/api\/farms\/farm-1\/inventory$/;
const ITEM = /^\/api\/farms\/farm-1\/inventory\/item-7$/;
const dap = makeItem({
  id: 'item-7',
  name: 'DAP',
  category: 'Fertilizer',
  supplier: 'Agrovet',
  supplier_id: 'sup-1',
  unit_cost: 9550,
  status: 'low',
});

function setup(list: (call: FakeCall) => unknown = () => pageOf([dap])) {
  fake.current = createFakeApi();
  fake.current.on('get', LIST, list);
  fake.current.on('get', /^\/api\/suppliers$/, () => ({ data: [makeSupplier('sup-1', 'Agrovet')] }));
  renderWithProviders(<FarmInputsScreen farmId="farm-1" />);
  return userEvent.setup();
}

describe('FarmInputsScreen (docs/product/inventory.md, made real)', () => {
  beforeEach(() => localStorage.setItem('token', 't'));

  it("lists the farm's inputs only, with the row of docs/product/inventory.md", async () => {
    setup();
    const row = (await screen.findByRole('link', { name: 'DAP' })).closest('tr')!;
    expect(fake.current!.callsTo('get', LIST)[0]?.params).toMatchObject({ type: 'input' });
    expect(within(row).getByText('Agrovet')).toBeInTheDocument();
    expect(within(row).getByText('KES 95.50')).toBeInTheDocument();
    expect(within(row).getByText('Low')).toHaveClass('badge-warning');
    expect(screen.queryByLabelText('Type')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add Input' })).toHaveAttribute(
      'href',
      '/farmer/farms/farm-1/inventory/add?type=input&from=inputs',
    );
  });

  it('counts the inputs matching the filters against every input of the farm (decision 014)', async () => {
    // The farm list counts the whole farm (9 items) as unfiltered; the farm has 4 inputs.
    const user = setup((call) =>
      call.params?.status ? pageOf([dap], { total: 1, unfiltered_total: 9 }) : pageOf([dap], { total: 4 }),
    );
    expect(await screen.findByText('Showing 4 of 4 items')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'low');
    expect(await screen.findByText('Showing 1 of 4 items')).toBeInTheDocument();
    const filtered = fake.current!.callsTo('get', LIST).filter((call) => call.params?.status === 'low');
    expect(filtered[0]?.params).toMatchObject({ type: 'input' });
  });

  it('shows an input in stock, neither low nor expired, as Available and filters by the four input statuses (docs/product/inventory.md)', async () => {
    const user = setup(() =>
      pageOf([
        makeItem({ id: 'a', name: 'Urea', status: 'normal' }),
        makeItem({ id: 'b', name: 'CAN', status: 'excess' }),
        makeItem({ id: 'c', name: 'Seed', status: 'expired' }),
        dap,
      ]),
    );
    const badge = async (name: string, text: string) =>
      within((await screen.findByRole('link', { name })).closest('tr')!).getByText(text);
    expect(await badge('Urea', 'Available')).toHaveClass('badge-success');
    expect(await badge('CAN', 'Available')).toHaveClass('badge-success');
    expect(await badge('Seed', 'Expired')).toBeInTheDocument();
    expect(await badge('DAP', 'Low')).toHaveClass('badge-warning');
    expect(screen.queryByText('Normal')).toBeNull();
    const statuses = within(screen.getByLabelText('Status'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(statuses).toEqual(['All statuses', 'Available', 'Low', 'Depleted', 'Expired']);
    await user.selectOptions(screen.getByLabelText('Status'), 'available');
    await waitFor(() =>
      expect(fake.current!.callsTo('get', LIST).map((call) => call.params?.status)).toContain('available'),
    );
  });

  it('shows "Failed to fetch farm inputs" with Retry', async () => {
    setup(() => httpError(403, 'No access'));
    expect(await screen.findByText('Failed to fetch farm inputs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('edits the details with PUT', async () => {
    const user = setup();
    fake.current!.on('put', ITEM, () => ({
      success: true,
      message: 'Saved',
      data: { ...dap, name: 'DAP 50kg' },
    }));
    await user.click(await screen.findByRole('button', { name: 'Edit DAP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit DAP' });
    expect(within(dialog).getByLabelText('Unit cost')).toHaveValue(95.5);
    expect(within(dialog).getByLabelText('Supplier')).toHaveValue('sup-1');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'DAP 50kg');
    await user.click(within(dialog).getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [put] = fake.current!.callsTo('put', ITEM);
    expect(put?.data).toMatchObject({ name: 'DAP 50kg', unit_cost: 95.5, supplier_id: 'sup-1' });
    expect(put?.headers?.['Idempotency-Key']).toBeTruthy();
  });

  it("asks before deleting and shows the server's refusal", async () => {
    const user = setup();
    fake.current!.on('delete', ITEM, () => httpError(409, 'DAP has stock history, so it cannot be deleted.'));
    await user.click(await screen.findByRole('button', { name: 'Delete DAP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete DAP?' });
    expect(fake.current!.callsTo('delete', ITEM)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('DAP has stock history');
  });
});
