// docs/product/point-of-sale.md "Offline": the queue keeps sales across reloads, sends them in order with the same
// key on every retry, and moves a short-stock sale to Needs attention without losing it.
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@/shared/platform/memory-storage';
import { ApiRequestError } from '@/shared/api/errors';
import { makeSale, makeSaleInput, networkError, refusedError, stockConflictError } from '../testing/fixtures';
import { createSaleQueue, QUEUE_STORAGE_KEY, type QueuedSale } from './queue-store';
import { sendQueued } from './queue-sender';
import { sameQuantities, withQuantities } from './edit-queued';
import { fitPayments } from './reprice';

const FARM = 'farm-1';
const add = (queue: ReturnType<typeof createSaleQueue>, key: string, farmId = FARM) =>
  queue.add({ key, farmId, madeAt: '2026-11-24T08:00:00.000Z', input: makeSaleInput(), names: {} });

describe('the sale queue', () => {
  it('keeps its sales across a reload, and tolerates a damaged value', () => {
    const storage = createMemoryStorage();
    add(createSaleQueue(storage), 'k1');
    const reloaded = createSaleQueue(storage);
    expect(reloaded.ofFarm(FARM).map((e) => [e.key, e.state])).toEqual([['k1', 'queued']]);
    expect(createSaleQueue(createMemoryStorage({ [QUEUE_STORAGE_KEY]: '{oops' })).all()).toEqual([]);
  });

  it('reads again what another tab wrote', () => {
    const storage = createMemoryStorage();
    const tab1 = createSaleQueue(storage);
    const tab2 = createSaleQueue(storage);
    add(tab2, 'k2');
    expect(tab1.all()).toEqual([]);
    tab1.reload();
    expect(tab1.all().map((e) => e.key)).toEqual(['k2']);
  });

  it('tells its listeners of every change and lists a farm’s sales only', () => {
    const queue = createSaleQueue(createMemoryStorage());
    const listener = vi.fn();
    queue.subscribe(listener);
    add(queue, 'k1');
    add(queue, 'k2', 'farm-2');
    queue.remove('k1');
    expect(listener).toHaveBeenCalledTimes(3);
    expect(queue.ofFarm('farm-2').map((e) => e.key)).toEqual(['k2']);
    expect(queue.ofFarm(FARM)).toEqual([]);
  });
});

describe('sending the queue', () => {
  it('sends in the order the sales were made, each with its own key, and empties the queue', async () => {
    const queue = createSaleQueue(createMemoryStorage());
    ['k1', 'k2', 'k3'].forEach((k) => add(queue, k));
    const keys: string[] = [];
    const result = await sendQueued(queue, FARM, async (entry) => {
      keys.push(entry.key);
      return makeSale({ id: entry.key });
    });
    expect(keys).toEqual(['k1', 'k2', 'k3']);
    expect(result).toMatchObject({ interrupted: false });
    expect(result.sent.map((s) => s.id)).toEqual(['k1', 'k2', 'k3']);
    expect(queue.all()).toEqual([]);
  });

  it('stops at no answer and retries later with the SAME key, so the server applies the sale once', async () => {
    const storage = createMemoryStorage();
    const queue = createSaleQueue(storage);
    add(queue, 'k1');
    add(queue, 'k2');
    const send = vi.fn().mockRejectedValueOnce(networkError());
    const first = await sendQueued(queue, FARM, send);
    expect(first).toEqual({ sent: [], interrupted: true });
    expect(send).toHaveBeenCalledTimes(1); // the next sale waits its turn: order is kept
    expect(queue.ofFarm(FARM).map((e) => [e.key, e.state, e.attempts])).toEqual([
      ['k1', 'queued', 1],
      ['k2', 'queued', 0],
    ]);

    // A reload in between changes nothing: the same entries, the same keys.
    const again = createSaleQueue(storage);
    send.mockImplementation(async (entry: QueuedSale) => makeSale({ id: entry.key }));
    const second = await sendQueued(again, FARM, send);
    expect(send.mock.calls.map(([entry]) => (entry as QueuedSale).key)).toEqual(['k1', 'k1', 'k2']);
    expect(second.sent).toHaveLength(2);
    expect(again.all()).toEqual([]);
  });

  it('keeps everything on a server error (5xx) to try again', async () => {
    const queue = createSaleQueue(createMemoryStorage());
    add(queue, 'k1');
    const result = await sendQueued(queue, FARM, async () => {
      throw new ApiRequestError('Request failed with status 503', { status: 503 });
    });
    expect(result.interrupted).toBe(true);
    expect(queue.ofFarm(FARM)[0]).toMatchObject({ state: 'queued', attempts: 1 });
  });

  it('moves a short-stock sale to Needs attention with what ran out, and goes on with the next', async () => {
    const queue = createSaleQueue(createMemoryStorage());
    add(queue, 'k1');
    add(queue, 'k2');
    add(queue, 'k3');
    const send = vi.fn(async (entry: QueuedSale) => {
      if (entry.key === 'k1') throw stockConflictError('1.00', '2');
      if (entry.key === 'k2') throw refusedError();
      return makeSale({ id: entry.key });
    });
    const result = await sendQueued(queue, FARM, send);
    expect(result.sent.map((s) => s.id)).toEqual(['k3']);
    const [short, refused] = queue.ofFarm(FARM);
    expect(short).toMatchObject({
      key: 'k1',
      state: 'conflict',
      conflict: { item_name: 'Eggs (tray)', available: '1.00', requested: '2' },
    });
    expect(refused).toMatchObject({ key: 'k2', state: 'failed', conflict: null });
    expect(refused!.error).toBe('Choose a customer of this farm from the list.');

    // A sale that needs attention is never sent again by itself.
    send.mockClear();
    await sendQueued(queue, FARM, send);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a sale again with its key when nothing changed, and with a new key when the cashier changed it', async () => {
    const queue = createSaleQueue(createMemoryStorage());
    add(queue, 'k1');
    await sendQueued(queue, FARM, async () => {
      throw stockConflictError('1.00', '2');
    });
    const entry = queue.ofFarm(FARM)[0]!;
    const itemId = entry.input.lines[0]!.item_id;

    expect(sameQuantities(entry.input, { [itemId]: 2 })).toBe(true);
    const changed = withQuantities(entry.input, { [itemId]: 1 }, []);
    expect(sameQuantities(entry.input, { [itemId]: 1 })).toBe(false);
    // One tray at 450.00 now; the cash handed over stays 1,000.00, so the buyer gets more change.
    expect(changed).toMatchObject({
      lines: [{ quantity: 1 }],
      payments: [{ method: 'cash', amount_minor: 45_000, tendered_minor: 100_000 }],
    });
    queue.replace('k1', { key: 'k1-b', input: changed! });
    expect(queue.ofFarm(FARM)).toMatchObject([{ key: 'k1-b', state: 'queued', conflict: null, attempts: 0 }]);

    const keys: string[] = [];
    await sendQueued(queue, FARM, async (e) => {
      keys.push(e.key);
      return makeSale();
    });
    expect(keys).toEqual(['k1-b']);
  });

  it('cannot send a sale whose every line was removed: it is discarded instead', () => {
    expect(withQuantities(makeSaleInput(), { [makeSaleInput().lines[0]!.item_id]: 0 }, [])).toBeNull();
  });
});

describe('fitPayments', () => {
  it.each([
    { total: 90_000, expected: [60_000, 30_000] },
    { total: 70_000, expected: [60_000, 10_000] },
    { total: 50_000, expected: [50_000] },
    { total: 0, expected: [] },
  ])('fits M-Pesa then cash to a total of $total', ({ total, expected }) => {
    const fitted = fitPayments(
      [
        { method: 'mpesa', amount_minor: 60_000, reference: 'QJK4H7Z2PL' },
        { method: 'cash', amount_minor: 30_000, tendered_minor: 50_000 },
      ],
      total,
    );
    expect(fitted.map((p) => p.amount_minor)).toEqual(expected);
  });
});
