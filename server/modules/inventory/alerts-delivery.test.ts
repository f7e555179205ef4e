// docs/product/notifications.md "Stock alerts": an alert is in the bell when the write that raised it answers, not
// at the scheduler's next tick, and exactly once, whoever else dispatches at the same time.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/server/db/schema/notifications';
import { domainEventsOfFarm } from '@/server/lib/domain-events';
import { dispatchDomainEvents } from '@/server/modules/notifications/domain-event-dispatcher';
import { createTestApp, type TestApp } from '@/server/test/app';
import { addDays, todayOf } from './inventory-status';
import { client, createItem, createTestFarm, itemUrl, type TestFarm } from './inventory-fixtures';

let t: TestApp;
beforeAll(async () => {
  // The scheduler stays off in tests: nothing but the write itself can create these notifications.
  t = await createTestApp();
});
afterAll(() => t.close());

const bellOf = (farm: TestFarm) =>
  t.db
    .select({ title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.userId, farm.userId), eq(notifications.farmId, farm.farmId)));

describe('stock alerts reach the bell with the write', () => {
  it('a consume below the reorder level gives one low-stock notification at once, and the minute job adds none', async () => {
    const farm = await createTestFarm(t);
    const item = await createItem(t, farm, { quantity: 30, reorder_level: 10 });
    expect(await bellOf(farm)).toEqual([]);

    const res = await client(t, farm.token).post(itemUrl(farm, item.id, '/consume'), { quantity: 25 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bellOf(farm)).toEqual([{ title: 'Low stock: DAP Fertilizer' }]);

    await t.app.notifications.scheduler.runOnce();
    await client(t, farm.token).post(itemUrl(farm, item.id, '/consume'), { quantity: 1 });
    await t.app.notifications.scheduler.runOnce();
    expect(await bellOf(farm)).toEqual([{ title: 'Low stock: DAP Fertilizer' }]);
    const [event] = await domainEventsOfFarm(t.db, farm.farmId);
    expect(event!.deliveredAt).toBeInstanceOf(Date);
  });

  it('a new item that is already low, and an edit bringing expiry into the window, alert at once', async () => {
    const farm = await createTestFarm(t);
    await createItem(t, farm, { name: 'Urea', quantity: 5, reorder_level: 10 });
    expect(await bellOf(farm)).toEqual([{ title: 'Low stock: Urea' }]);

    const seed = await createItem(t, farm, { name: 'Maize seed', quantity: 50 });
    const put = await client(t, farm.token).put(itemUrl(farm, seed.id), {
      expiry_date: addDays(todayOf(t.clock), 10),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await bellOf(farm)).map((n) => n.title).sort()).toEqual([
      'Expiring soon: Maize seed',
      'Low stock: Urea',
    ]);
  });

  it('a count adjustment that reaches zero alerts at once', async () => {
    const farm = await createTestFarm(t);
    const item = await createItem(t, farm, { name: 'Diesel', quantity: 40, unit: 'L', reorder_level: 5 });
    const adjust = await client(t, farm.token).post(itemUrl(farm, item.id, '/adjust'), {
      counted_quantity: 0,
      note: 'Stock count',
    });
    expect(adjust.statusCode, adjust.body).toBe(200);
    expect(await bellOf(farm)).toEqual([{ title: 'Out of stock: Diesel' }]);
  });

  it('concurrent consumes and a running minute job still give one notification', async () => {
    const farm = await createTestFarm(t);
    const item = await createItem(t, farm, { name: 'CAN', quantity: 60, reorder_level: 25 });
    const consume = () => client(t, farm.token).post(itemUrl(farm, item.id, '/consume'), { quantity: 10 });
    const [answers] = await Promise.all([
      Promise.all([consume(), consume(), consume(), consume()]),
      dispatchDomainEvents(t.app.notifications.service),
      t.app.notifications.scheduler.runOnce(),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    await t.app.notifications.scheduler.runOnce();
    expect(await bellOf(farm)).toEqual([{ title: 'Low stock: CAN' }]);
    // One e-mail, not one per dispatcher.
    await t.app.notifications.service.settled();
    const mails = (await t.outbox.all()).filter((m) => m.subject?.includes('Low stock: CAN'));
    expect(mails).toHaveLength(1);
  });
});
