import { fakeBrowser } from './testing/fake-browser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createExtensionApi } from './api';
import { stockQueueItem } from './storage-items';
import { enqueueStockAction, flushStockQueue, type NewQueuedAction } from './stock-queue';
import { makeItem, makeMovement } from '@/shared/api/inventory.test-helper';
import { startFakeServer, type FakeServer } from './testing/fake-server';
import { signedInTo } from './testing/session';

let server: FakeServer;
beforeEach(async () => {
  fakeBrowser.reset();
  server = await startFakeServer();
  await signedInTo(server.url);
});
afterEach(async () => {
  await server.close();
});

const consume = (itemId: string, key: string): NewQueuedAction => ({
  idempotencyKey: key,
  action: 'consume',
  farmId: 'farm-1',
  itemId,
  itemName: 'Urea',
  unit: 'kg',
  input: { quantity: '2', note: '' },
});
/** What the server answers a recorded movement (shared/contracts MovementResultSchema). */
const recorded = {
  body: { success: true, message: 'Stock updated', item: makeItem(), movements: [makeMovement()] },
};
const consumePath = (itemId: string) => `POST /api/farms/farm-1/inventory/${itemId}/consume`;

describe('the offline stock queue', () => {
  it('sends each queued action once, in order, with the key made when it was taken', async () => {
    server.route(consumePath('a'), recorded);
    server.route(consumePath('b'), recorded);
    await enqueueStockAction(consume('a', 'key-a'));
    await enqueueStockAction(consume('b', 'key-b'));
    // Two triggers at once (the online event and the alarm) still send each action once.
    const api = createExtensionApi(server.url);
    await Promise.all([flushStockQueue(api), flushStockQueue(api)]);

    const sent = server.arrived.filter((r) => r.path.endsWith('/consume'));
    expect(sent.map((r) => [r.path, r.headers['idempotency-key']])).toEqual([
      ['/api/farms/farm-1/inventory/a/consume', 'key-a'],
      ['/api/farms/farm-1/inventory/b/consume', 'key-b'],
    ]);
    expect(sent[0]?.body).toEqual({ quantity: 2, note: null });
  });

  it('keeps actions pending while there is no connection, and sends them once it is back', async () => {
    server.route(consumePath('a'), 'drop');
    await enqueueStockAction(consume('a', 'key-a'));
    const api = createExtensionApi(server.url);
    await expect(flushStockQueue(api)).resolves.toMatchObject({ sent: 0, waiting: 1 });
    expect((await stockQueueItem.getValue()).map((q) => q.status)).toEqual(['pending']);

    server.route(consumePath('a'), recorded);
    await expect(flushStockQueue(api)).resolves.toMatchObject({ sent: 1, waiting: 0 });
    expect(await stockQueueItem.getValue()).toEqual([]);
  });

  it('sends an action when the connection returns while a flush is still failing offline', async () => {
    const api = createExtensionApi(server.url);
    let secondFlush: Promise<unknown> | undefined;
    // The first attempt reaches no server; while it is failing, the connection returns and a new flush is asked for.
    server.route(consumePath('a'), () => {
      server.route(consumePath('a'), recorded);
      secondFlush = flushStockQueue(api);
      return 'drop';
    });
    await enqueueStockAction(consume('a', 'key-a'));
    await flushStockQueue(api);
    await secondFlush;

    expect(await stockQueueItem.getValue()).toEqual([]);
    const sent = server.arrived.filter((r) => r.path.endsWith('/consume'));
    expect(sent.map((r) => r.headers['idempotency-key'])).toEqual(['key-a', 'key-a']);
  });

  it("marks an action the server refused as failed with the server's message, and goes on", async () => {
    server.route(consumePath('a'), {
      status: 409,
      body: { message: 'Only 1 kg of Urea is left.', code: 'insufficient_stock' },
    });
    server.route(consumePath('b'), recorded);
    await enqueueStockAction(consume('a', 'key-a'));
    await enqueueStockAction(consume('b', 'key-b'));
    await expect(flushStockQueue(createExtensionApi(server.url))).resolves.toMatchObject({
      sent: 1,
      failed: 1,
    });
    expect(await stockQueueItem.getValue()).toMatchObject([
      { itemId: 'a', status: 'failed', error: 'Only 1 kg of Urea is left.' },
    ]);
  });
});
