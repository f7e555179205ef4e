import { fakeBrowser } from '../../testing/fake-browser';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeItem, makeMovement } from '@/shared/api/inventory.test-helper';
import { createExtensionApi } from '../../api';
import { stockQueueItem } from '../../storage-items';
import { startFakeServer, type FakeServer } from '../../testing/fake-server';
import { signedInTo } from '../../testing/session';
import { StockActionForm } from './stock-action-form';

let server: FakeServer;
beforeEach(async () => {
  fakeBrowser.reset();
  server = await startFakeServer();
  await signedInTo(server.url);
});
afterEach(async () => {
  await server.close();
});

const item = makeItem({ id: 'urea', farm_id: 'farm-1', name: 'Urea', unit: 'kg', quantity: '10' });
const consumePath = 'POST /api/farms/farm-1/inventory/urea/consume';

function renderForm(online: boolean) {
  const done: string[] = [];
  render(
    <StockActionForm
      api={createExtensionApi(server.url)}
      item={item}
      action="consume"
      online={online}
      onDone={(m) => done.push(m)}
    />,
  );
  return done;
}

describe('the quick consume form', () => {
  it('refuses a quantity of 0 with the contract message, sends nothing and queues nothing', async () => {
    renderForm(true);
    await userEvent.type(screen.getByLabelText('Quantity (kg)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Consume' }));
    expect(await screen.findByText(/quantity/i, { selector: 'span' })).toBeInTheDocument();
    expect(server.arrived).toEqual([]);
    expect(await stockQueueItem.getValue()).toEqual([]);
  });

  it("shows the server's message when it refuses the consume", async () => {
    server.route(consumePath, {
      status: 409,
      body: { message: 'Only 10 kg of Urea is left.', code: 'insufficient_stock' },
    });
    renderForm(true);
    await userEvent.type(screen.getByLabelText('Quantity (kg)'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Consume' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 10 kg of Urea is left.');
  });

  it('sends it with an Idempotency-Key when online', async () => {
    server.route(consumePath, {
      body: { success: true, message: 'Used 2 kg of Urea.', item, movements: [makeMovement()] },
    });
    const done = renderForm(true);
    await userEvent.type(screen.getByLabelText('Quantity (kg)'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Consume' }));
    await expect.poll(() => done).toEqual(['Used 2 kg of Urea.']);
    expect(server.arrived[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('queues it as pending when offline, without calling the server', async () => {
    const done = renderForm(false);
    await userEvent.type(screen.getByLabelText('Quantity (kg)'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Consume' }));
    await expect.poll(() => done.length).toBe(1);
    expect(server.arrived).toEqual([]);
    expect(await stockQueueItem.getValue()).toMatchObject([
      { action: 'consume', itemId: 'urea', status: 'pending', input: { quantity: '2' } },
    ]);
  });

  it('queues it when the call gets no answer', async () => {
    server.route(consumePath, 'drop');
    const done = renderForm(true);
    await userEvent.type(screen.getByLabelText('Quantity (kg)'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Consume' }));
    await expect.poll(() => done).toEqual(['Saved offline: it will be sent when the connection returns.']);
    const [queued] = await stockQueueItem.getValue();
    // The queued action keeps the key the first attempt carried, so the server applies it once.
    expect(queued?.idempotencyKey).toBe(server.arrived[0]?.headers['idempotency-key']);
  });
});
