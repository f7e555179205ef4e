// The till (docs/product/point-of-sale.md): a cash sale sends the cart with its Idempotency-Key and shows the
// receipt; a short-stock answer says what ran out; offline the sale is queued and sent with the same key when the
// connection returns; only a role with sales.edit may change a price.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/contracts/inventory-enums';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeApi, type FakeApi } from '../testing/fake-api';
import { makeItem, makeSale, stockConflictError } from '../testing/fixtures';
import { PosPage } from './pos-page';

let fake: FakeApi;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const SALES = /\/api\/farms\/f1\/sales$/;
let online = true;
const eggs = makeItem();
const catalogue = () => ({
  data: {
    revision: '3',
    currency: 'KES',
    payment_methods: ['cash', 'mpesa', 'credit'],
    tax_rates: [],
    items: [
      eggs,
      makeItem({ id: '22222222-2222-4222-8222-222222222222', name: 'Honey', sku: null, quantity: '0.00' }),
    ],
  },
});
const saved = () =>
  makeSale({
    receipt_number: 101,
    lines: [
      {
        id: 'l1',
        item_id: eggs.id,
        description: 'Eggs (tray)',
        unit: 'boxes',
        quantity: '2.00',
        unit_price_minor: 45_000,
        discount_minor: 0,
        tax_name: null,
        tax_basis_points: 0,
        tax_inclusive: false,
        net_minor: 90_000,
        tax_minor: 0,
        total_minor: 90_000,
        returned_quantity: '0.00',
      },
    ],
    payments: [
      {
        id: 'p1',
        kind: 'payment',
        method: 'cash',
        amount_minor: 90_000,
        tendered_minor: 100_000,
        reference: null,
        received_at: '2026-11-24T08:00:00.000Z',
      },
    ],
  });

beforeEach(() => {
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  fake = createFakeApi();
  fake.on('get', /\/pos\/catalogue$/, catalogue);
  fake.on('post', SALES, () => ({ message: 'Sale saved', data: saved() }));
});
afterEach(() => {
  localStorage.clear();
});

const renderTill = (permissions: readonly string[] = BUILT_IN_ROLE_PERMISSIONS.owner) =>
  renderFeature(<PosPage farmId="f1" farmName="Gate Farm" />, { permissions });

async function cartOfTwoTrays() {
  const user = userEvent.setup();
  renderTill();
  await user.click(await screen.findByRole('button', { name: /Eggs \(tray\)/ }));
  await user.click(screen.getByRole('button', { name: 'One more Eggs (tray)' }));
  expect(screen.getByTestId('cart-total')).toHaveTextContent('900.00');
  return user;
}

describe('the till', () => {
  it('sells for cash: change due, one POST with an Idempotency-Key and channel pos, then the receipt', async () => {
    const user = await cartOfTwoTrays();
    await user.keyboard('{F2}');
    const dialog = screen.getByRole('dialog', { name: 'Take payment' });
    const cash = within(dialog).getByLabelText('Cash handed over');
    await user.clear(cash);
    await user.type(cash, '1000');
    expect(within(dialog).getByTestId('change-due')).toHaveTextContent('100.00');
    await user.click(within(dialog).getByRole('button', { name: 'Complete sale' }));

    expect(await screen.findByText('Receipt 101')).toBeInTheDocument();
    const [post] = fake.callsTo('post', SALES);
    expect(post!.headers![IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(post!.data).toMatchObject({
      channel: 'pos',
      customer_id: null,
      lines: [{ item_id: eggs.id, quantity: 2, unit_price_minor: 45_000, discount_minor: 0 }],
      payments: [{ method: 'cash', amount_minor: 90_000, tendered_minor: 100_000 }],
    });
  });

  it('adds an item by its code, whatever its case', async () => {
    const user = userEvent.setup();
    renderTill();
    await user.type(
      await screen.findByPlaceholderText('Scan or type a code, then Enter'),
      'egg-tray-30{Enter}',
    );
    expect(screen.getByText('Eggs (tray) added')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('450.00');
  });

  it('says which product ran out when the server answers short stock, and keeps the cart', async () => {
    fake.on('post', SALES, () => stockConflictError('1.00', '2'));
    const user = await cartOfTwoTrays();
    await user.keyboard('{F2}');
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(await screen.findByText(/Eggs \(tray\) ran out: 1.00 left, 2 asked for/)).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('900.00');
  });

  it('queues a sale offline and sends it with the same key when the connection returns', async () => {
    const user = await cartOfTwoTrays();
    online = false;
    window.dispatchEvent(new Event('offline'));
    await user.keyboard('{F4}');
    const dialog = screen.getByRole('dialog', { name: 'Take payment' });
    await user.type(within(dialog).getByLabelText(/^M-Pesa code/), 'qjk4h7z2pl');
    await user.click(within(dialog).getByRole('button', { name: 'Complete sale' }));

    expect(await screen.findByText(/Queued: the receipt number comes/)).toBeInTheDocument();
    expect(screen.getByTestId('pos-queued')).toHaveTextContent('1 sale queued');
    expect(fake.callsTo('post', SALES)).toHaveLength(0);
    const queued = JSON.parse(localStorage.getItem('shamba.pos.queue.v1')!) as { key: string }[];
    expect(queued).toHaveLength(1);

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByTestId('pos-sent')).toHaveTextContent('1 queued sale sent'));
    const posts = fake.callsTo('post', SALES);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers![IDEMPOTENCY_KEY_HEADER]).toBe(queued[0]!.key);
    expect(posts[0]!.data).toMatchObject({
      payments: [{ method: 'mpesa', amount_minor: 90_000, reference: 'QJK4H7Z2PL' }],
    });
    expect(screen.queryByTestId('pos-queued')).not.toBeInTheDocument();
  });

  it('lets only a role with sales.edit change a line’s price', async () => {
    const user = userEvent.setup();
    renderTill(BUILT_IN_ROLE_PERMISSIONS.worker);
    await user.click(await screen.findByRole('button', { name: /Eggs \(tray\)/ }));
    expect(screen.queryByLabelText('Unit price of Eggs (tray)')).not.toBeInTheDocument();
  });

  it('shows the upgrade prompt instead of the till when the package lacks the point of sale', async () => {
    fake.on(
      'get',
      /\/pos\/catalogue$/,
      () =>
        new ApiRequestError('Your package (Mbegu) does not include the point of sale.', {
          status: 403,
          code: 'feature_not_in_package',
          cause: {
            response: {
              data: {
                code: 'feature_not_in_package',
                details: { feature: 'pos', package: { name: 'Mbegu' }, upgrade_to: { name: 'Mavuno' } },
              },
            },
          },
        }),
    );
    renderTill();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your package (Mbegu) does not include Point of sale.',
    );
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/farmer/settings/subscription',
    );
    expect(screen.queryByRole('button', { name: /Eggs \(tray\)/ })).not.toBeInTheDocument();
  });
});
