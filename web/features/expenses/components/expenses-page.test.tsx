// The expenses page: the list with translated default categories, money in the farm's currency and the filtered
// totals; filters sent to the server; adding an expense (with a new category inline, and stock bought) with an
// Idempotency-Key; a server field error under its field; ?expense= opening that expense; roles.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/contracts/inventory-enums';
import type { Expense, ExpensePage } from '@/shared/contracts/expenses';
import { makeItem } from '@/shared/api/inventory.test-helper';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeApi, httpError, type FakeApi } from '../testing/fake-api';
import { ExpensesPage } from './expenses-page';

let fake: FakeApi;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const EXPENSES = /\/api\/farms\/f1\/expenses$/;
const FERTILIZER = '00000000-0000-4000-8000-0000000000e2';
const ITEM = '22222222-2222-4222-8222-000000000001';

const diesel: Expense = {
  id: '11111111-1111-4111-8111-000000000001',
  category: { id: FERTILIZER, name: 'Fertilizer', default: true },
  supplier: { id: '33333333-3333-4333-8333-000000000001', name: 'Agrovet Nakuru' },
  description: 'CAN top dressing',
  amount_minor: 580_000,
  tax_minor: 80_000,
  currency: 'KES',
  spent_on: '2026-03-10',
  payment_method: 'mpesa',
  reference: 'QJK4H7Z2PL',
  crop: null,
  field: null,
  item: null,
  movement_id: null,
  has_receipt: false,
  receipt_file_name: null,
  created_by_name: 'Amina',
  created_at: '2026-03-10T08:00:00.000Z',
};

const pageOf = (data: Expense[], meta: Partial<ExpensePage['meta']> = {}): ExpensePage => ({
  data,
  meta: {
    page: 1,
    per_page: 25,
    total: data.length,
    total_amount_minor: data.reduce((s, e) => s + e.amount_minor, 0),
    total_tax_minor: data.reduce((s, e) => s + e.tax_minor, 0),
    currency: 'KES',
    ...meta,
  },
});

beforeEach(() => {
  fake = createFakeApi();
  fake.on('get', EXPENSES, () => pageOf([diesel]));
  fake.on('get', /expense-categories$/, () => ({
    data: [
      { id: FERTILIZER, name: 'Fertilizer', default: true, archived: false },
      { id: '44444444-4444-4444-8444-000000000001', name: 'Bee keeping', default: false, archived: false },
    ],
  }));
  fake.on('get', /\/suppliers$/, () => ({ data: [] }));
  fake.on('get', /\/crops$/, () => ({ data: [] }));
  fake.on('get', /\/fields$/, () => ({ data: [] }));
  fake.on('get', /\/inventory$/, () => ({
    data: [],
    meta: { page: 1, per_page: 100, total: 0, unfiltered_total: 0 },
  }));
  fake.on('get', /\/settings$/, () => new Error('no settings'));
});

const page = (at = '/expenses', permissions: readonly string[] = BUILT_IN_ROLE_PERMISSIONS.owner) =>
  renderFeature(<ExpensesPage farmId="f1" farmName="Mlima Farm" />, { path: '/expenses', at, permissions });

/** A loaded machine renders slowly: wait longer than the default second for the first answer. */
const SLOW = { timeout: 5000 };

const lastListParams = () => fake.callsTo('get', EXPENSES).at(-1)?.params;

describe('ExpensesPage', { timeout: 30_000 }, () => {
  it('lists expenses with the category, method, money in the farm’s currency and the filtered totals', async () => {
    page();
    const row = (await screen.findByRole('button', { name: 'CAN top dressing' }, SLOW)).closest('tr')!;
    expect(within(row).getByText('Fertilizer')).toBeInTheDocument();
    expect(within(row).getByText('M-Pesa')).toBeInTheDocument();
    expect(within(row).getByText(/KES\s5,800\.00/)).toBeInTheDocument();
    expect(
      screen.getByText(/1 expenses · KES\s5,800\.00 in total, of which KES\s800\.00 tax/),
    ).toBeInTheDocument();
    expect(lastListParams()).toMatchObject({ page: 1, per_page: 25 });
  });

  it('sends the filters to the server', async () => {
    page();
    await screen.findByRole('button', { name: 'CAN top dressing' }, SLOW);
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Bee keeping');
    await userEvent.selectOptions(screen.getByLabelText('Payment method'), 'Cash');
    await userEvent.type(screen.getByLabelText('Search'), 'diesel');
    await waitFor(() =>
      expect(lastListParams()).toEqual({
        category_id: '44444444-4444-4444-8444-000000000001',
        payment_method: 'cash',
        q: 'diesel',
        page: 1,
        per_page: 25,
      }),
    );
  });

  it('records an expense that bought stock, with a new category, and an Idempotency-Key', async () => {
    fake.on('post', /expense-categories$/, () => ({
      message: 'Category added',
      data: {
        id: '44444444-4444-4444-8444-000000000009',
        name: 'Seed potatoes',
        default: false,
        archived: false,
      },
    }));
    fake.on('get', /\/inventory$/, () => ({
      data: [makeItem({ id: ITEM, name: 'Certified seed', unit: 'kg', item_type: 'input' })],
      meta: { page: 1, per_page: 100, total: 1, unfiltered_total: 1 },
    }));
    fake.on('post', EXPENSES, () => ({ message: 'Expense recorded', data: diesel }));
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Add expense' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Add expense' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'New category…');
    await userEvent.type(within(dialog).getByLabelText('Name of the new category'), 'Seed potatoes');
    await userEvent.type(within(dialog).getByLabelText('Description'), '2 bags seed');
    await userEvent.type(within(dialog).getByLabelText('Amount (tax included)'), '5,800.50');
    await userEvent.click(within(dialog).getByLabelText('This bought stock: receive it into the store'));
    await userEvent.selectOptions(
      await within(dialog).findByLabelText('Item received', {}, SLOW),
      'Certified seed',
    );
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    const call = fake.callsTo('post', EXPENSES)[0]!;
    expect(call.data).toMatchObject({
      category_id: '44444444-4444-4444-8444-000000000009',
      description: '2 bags seed',
      amount_minor: 580_050,
      tax_minor: 0,
      payment_method: 'cash',
      item_id: null,
      stock: { item_id: ITEM, quantity: 100, unit_cost_minor: null },
    });
    expect(call.headers?.[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('checks the amount before sending, and shows the server’s field error under its field', async () => {
    fake.on('post', EXPENSES, () =>
      httpError(422, 'The date spent cannot be in the future.', {
        spent_on: ['The date spent cannot be in the future.'],
      }),
    );
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Add expense' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Add expense' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Fertilizer');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Diesel');
    await userEvent.type(within(dialog).getByLabelText('Amount (tax included)'), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter the amount, like 5800 or 5,800.50.')).toBeInTheDocument();
    expect(fake.callsTo('post', EXPENSES)).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText('Amount (tax included)'));
    await userEvent.type(within(dialog).getByLabelText('Amount (tax included)'), '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      (await within(dialog).findAllByText('The date spent cannot be in the future.')).length,
    ).toBeGreaterThan(0);
  });

  it('opens the expense the cash book links to, with its receipt box', async () => {
    fake.on('get', /\/expenses\/11111111-1111-4111-8111-000000000001$/, () => ({ data: diesel }));
    page(`/expenses?expense=${diesel.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit expense' }, SLOW);
    expect(within(dialog).getByLabelText('Description')).toHaveValue('CAN top dressing');
    expect(within(dialog).getByLabelText('Amount (tax included)')).toHaveValue('5800.00');
    expect(within(dialog).getByLabelText('Attach receipt')).toBeInTheDocument();
  });

  it('offers no add, edit or delete to a viewer', async () => {
    page('/expenses', BUILT_IN_ROLE_PERMISSIONS.viewer);
    expect(await screen.findByText('CAN top dressing', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add expense' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CAN top dressing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
