// Every inventory write accepts an Idempotency-Key; a retried request applies once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMovements } from '@/server/db/schema/inventory';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  addMember,
  client,
  createItem,
  createTestFarm,
  inputPayload,
  itemUrl,
  type TestFarm,
} from './inventory-fixtures';

let t: TestApp;
let farm: TestFarm;
beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t);
});
afterAll(() => t.close());

const key = (k: string) => ({ 'idempotency-key': k });
const movementsOf = (itemId: string) =>
  t.db.select().from(stockMovements).where(eq(stockMovements.itemId, itemId));
const quantityOf = async (itemId: string) =>
  (await client(t, farm.token).get(itemUrl(farm, itemId))).json().data.quantity as string;

describe('Idempotency-Key', () => {
  it('applies a consume once when the same request is sent 20 times at once', async () => {
    const item = await createItem(t, farm, { quantity: 100 });
    const api = client(t, farm.token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.post(itemUrl(farm, item.id, '/consume'), { quantity: 7 }, key('consume-once-1')),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const bodies = answers.map((a) => a.json());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await quantityOf(item.id)).toBe('93.00');
    expect((await movementsOf(item.id)).filter((m) => m.type === 'consume')).toHaveLength(1);
  }, 60_000);

  it('creates an item once, and replays the 201 with the same item', async () => {
    const api = client(t, farm.token);
    const payload = inputPayload(farm, { name: 'Only Once' });
    const first = await api.post(`/api/farms/${farm.farmId}/inventory`, payload, key('create-1'));
    const again = await api.post(`/api/farms/${farm.farmId}/inventory`, payload, key('create-1'));
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const list = await api.get(`/api/farms/${farm.farmId}/inventory?search=only once`);
    expect(list.json().meta.total).toBe(1);
  });

  it('answers 422 when the key comes back with a different request', async () => {
    const item = await createItem(t, farm);
    const api = client(t, farm.token);
    await api.post(itemUrl(farm, item.id, '/consume'), { quantity: 1 }, key('k-different'));
    const other = await api.post(itemUrl(farm, item.id, '/consume'), { quantity: 2 }, key('k-different'));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'idempotency_key_reused',
      message: 'This Idempotency-Key was already used for a different request.',
    });
    const elsewhere = await api.post(itemUrl(farm, item.id, '/receive'), { quantity: 1 }, key('k-different'));
    expect(elsewhere.statusCode).toBe(422);
    expect(await quantityOf(item.id)).toBe('99.00');
  });

  it('does not use up a key on a failed write: the retry applies once the stock is there', async () => {
    const item = await createItem(t, farm, { quantity: 3 });
    const api = client(t, farm.token);
    const refused = await api.post(itemUrl(farm, item.id, '/consume'), { quantity: 5 }, key('k-retry'));
    expect(refused.statusCode).toBe(409);
    await api.post(itemUrl(farm, item.id, '/receive'), { quantity: 10 });
    const retried = await api.post(itemUrl(farm, item.id, '/consume'), { quantity: 5 }, key('k-retry'));
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await quantityOf(item.id)).toBe('8.00');
  });

  it('keeps a key for 7 days (an offline replay from the extension), then forgets it', async () => {
    const item = await createItem(t, farm, { quantity: 10 });
    const api = client(t, farm.token);
    await api.post(itemUrl(farm, item.id, '/consume'), { quantity: 1 }, key('k-day'));
    t.clock.advance(7 * 24 * 60 * 60_000 - 60 * 60_000);
    const replay = await api.post(itemUrl(farm, item.id, '/consume'), { quantity: 1 }, key('k-day'));
    expect(replay.headers['idempotent-replayed']).toBe('true');
    t.clock.advance(2 * 60 * 60_000);
    const fresh = await api.post(itemUrl(farm, item.id, '/consume'), { quantity: 1 }, key('k-day'));
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect(await quantityOf(item.id)).toBe('8.00');
  });

  it('keeps keys per user, replays deletes, and answers 422 for a key over 200 characters', async () => {
    const item = await createItem(t, farm, { quantity: 10 });
    const worker = await addMember(t, farm.farmId, 'worker');
    await client(t, farm.token).post(itemUrl(farm, item.id, '/consume'), { quantity: 1 }, key('shared'));
    const theirs = await client(t, worker.token).post(
      itemUrl(farm, item.id, '/consume'),
      { quantity: 1 },
      key('shared'),
    );
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await quantityOf(item.id)).toBe('8.00');

    const doomed = await createItem(t, farm, { quantity: 0, name: 'Doomed' });
    const gone = await client(t, farm.token).delete(itemUrl(farm, doomed.id), undefined, key('del-1'));
    const again = await client(t, farm.token).delete(itemUrl(farm, doomed.id), undefined, key('del-1'));
    expect([gone.statusCode, again.statusCode]).toEqual([200, 200]);

    const long = await client(t, farm.token).post(
      itemUrl(farm, item.id, '/consume'),
      { quantity: 1 },
      key('x'.repeat(201)),
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({
      'Idempotency-Key': ['The Idempotency-Key header must be 1 to 200 characters.'],
    });
  });
});
