import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError, NETWORK_ERROR } from '@/shared/api/errors';
import { makeItem, makeMovement } from '@/shared/api/inventory.test-helper';
import { renderWithProviders } from '@/web/testing/render';
import { createFakeApi, httpError } from '../../testing/fake-api';
import { ConsumeDialog, HarvestDialog, SaleDialog } from './quantity-note-dialog';

const fake = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakeApi> | null }));
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.current!.api }));

const CONSUME = /\/inventory\/item-1\/consume$/;
const item = makeItem({
  id: 'item-1',
  name: 'DAP fertilizer',
  quantity: '3',
  unit: 'kg',
  location_name: 'Main store',
});

function setup(answer: () => unknown) {
  fake.current = createFakeApi();
  fake.current.on('post', CONSUME, answer);
  const onClose = vi.fn();
  renderWithProviders(<ConsumeDialog item={item} onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

async function consume(user: ReturnType<typeof userEvent.setup>, quantity: string) {
  await user.type(screen.getByLabelText('Quantity'), quantity);
  await user.type(screen.getByLabelText('Note'), 'Plot 3');
  await user.click(screen.getByRole('button', { name: 'Consume' }));
}

describe('ConsumeDialog', () => {
  beforeEach(() => localStorage.setItem('token', 't'));

  it('says what is available, in which unit', () => {
    setup(() => ({}));
    expect(screen.getByRole('dialog', { name: 'Consume DAP fertilizer' })).toHaveTextContent(
      'Available: 3 kg in Main store',
    );
  });

  it("shows the server's message on a 409 and stays open", async () => {
    const { user, onClose } = setup(() =>
      httpError(409, 'Only 3 kg of DAP fertilizer is in stock.', { code: 'insufficient_stock' }),
    );
    await consume(user, '5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 3 kg of DAP fertilizer is in stock.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for more than 0 before sending', async () => {
    const { user } = setup(() => ({}));
    await consume(user, '0');
    expect(await screen.findByText('The quantity must be more than 0.')).toBeInTheDocument();
    expect(fake.current!.calls).toHaveLength(0);
  });

  it('sends one request with an Idempotency-Key, disabled while pending, and closes', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user, onClose } = setup(async () => {
      await gate;
      return {
        success: true,
        message: 'Consumed 2 kg',
        item: { ...item, quantity: '1' },
        movements: [makeMovement()],
      };
    });
    await consume(user, '2');
    const button = screen.getByRole('button', { name: 'Consume' });
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const posts = fake.current!.callsTo('post', CONSUME);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.data).toEqual({ quantity: 2, note: 'Plot 3' });
    expect(posts[0]?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reuses the key when the same submission is retried after a network failure', async () => {
    let attempt = 0;
    const { user } = setup(() =>
      ++attempt === 1
        ? new ApiRequestError(NETWORK_ERROR)
        : { success: true, message: 'Consumed', item, movements: [] },
    );
    await consume(user, '1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to consume stock');
    await user.click(screen.getByRole('button', { name: 'Consume' }));
    await waitFor(() => expect(fake.current!.callsTo('post', CONSUME)).toHaveLength(2));
    const [first, second] = fake.current!.callsTo('post', CONSUME);
    expect(second?.headers?.['Idempotency-Key']).toBe(first?.headers?.['Idempotency-Key']);
  });
});

describe("HarvestDialog and SaleDialog (the ledger's harvest in and sale out)", () => {
  beforeEach(() => localStorage.setItem('token', 't'));
  const maize = {
    ...item,
    name: 'Maize crop',
    item_type: 'product' as const,
    category: 'Crops',
    unit: 'bags',
  };

  it.each([
    [
      'harvest',
      HarvestDialog,
      'Record harvest of Maize crop',
      'Record harvest',
      { quantity: 40, note: 'Block B' },
    ],
    ['sale', SaleDialog, 'Record sale of Maize crop', 'Record sale', { quantity: 40, note: 'Block B' }],
  ] as const)('records a %s on its own endpoint and closes', async (action, Dialog, title, submit, body) => {
    fake.current = createFakeApi();
    const endpoint = new RegExp(`/inventory/item-1/${action}$`);
    fake.current.on('post', endpoint, () => ({ success: true, message: 'Done', item: maize, movements: [] }));
    const onClose = vi.fn();
    renderWithProviders(<Dialog item={maize} onClose={onClose} />);
    const user = userEvent.setup();
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Quantity'), '40');
    await user.type(screen.getByLabelText('Note'), 'Block B');
    await user.click(screen.getByRole('button', { name: submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.current.callsTo('post', endpoint)[0]?.data).toEqual(body);
  });

  it("shows the server's refusal of a sale larger than the stock", async () => {
    fake.current = createFakeApi();
    fake.current.on('post', /\/sale$/, () =>
      httpError(409, 'Only 3 bags of Maize crop is in stock.', { code: 'insufficient_stock' }),
    );
    renderWithProviders(<SaleDialog item={maize} onClose={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Quantity'), '9');
    await user.click(screen.getByRole('button', { name: 'Record sale' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 3 bags of Maize crop is in stock.');
  });
});
