// Inventory domain events become notifications for the farm's members who may see inventory: once, even when
// two dispatchers run at the same moment, and marked delivered in the same transaction.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmMembers } from '@/server/db/schema/farms';
import { domainEvents } from '@/server/db/schema/inventory';
import { notifications } from '@/server/db/schema/notifications';
import { createTestApp, type TestApp } from '@/server/test/app';
import { registerUser } from '@/server/test/users';
import { dispatchDomainEvents } from './domain-event-dispatcher';
import { addMember, insertDomainEvent, insertFarm, type TestUser } from './test-fixtures';

let t: TestApp;
let owner: TestUser;
let worker: TestUser;
let noInventory: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [owner, worker, noInventory, outsider] = await Promise.all([
    registerUser(t.app),
    registerUser(t.app),
    registerUser(t.app),
    registerUser(t.app),
  ]);
});
afterAll(() => t.close());

const notificationsOf = (user: TestUser) =>
  t.db.select().from(notifications).where(eq(notifications.userId, user.user.id));

describe('domain event dispatcher', () => {
  it('notifies owner and staff with inventory access, never others, and marks the events delivered', async () => {
    const farm = await insertFarm(t.db, owner.user.id, 'Shamba la Juu');
    await addMember(t.db, farm.id, worker.user.id, 'worker');
    await addMember(t.db, farm.id, noInventory.user.id, {
      name: 'Accountant',
      permissions: ['farms.view', 'finances.view', 'finances.create'],
    });
    const low = await insertDomainEvent(t.db, { farmId: farm.id, type: 'inventory.low_stock' });
    const gone = await insertDomainEvent(t.db, {
      farmId: farm.id,
      type: 'inventory.depleted',
      payload: { item_name: 'Tractor diesel', item_type: 'equipment', location_name: 'Fuel shed' },
    });
    const other = await insertDomainEvent(t.db, { farmId: farm.id, type: 'sales.completed' });

    const result = await dispatchDomainEvents(t.app.notifications.service);
    expect(result).toMatchObject({ notifications: 4 });

    const mine = await notificationsOf(owner);
    expect(mine.map((n) => n.title).sort()).toEqual([
      'Low stock: DAP fertilizer',
      'Out of stock: Tractor diesel',
    ]);
    const lowRow = mine.find((n) => n.title.startsWith('Low'))!;
    expect(lowRow).toMatchObject({
      type: 'system',
      category: 'inventory',
      severity: 'warning',
      message: 'DAP fertilizer is down to 4.5 bags at Main store.',
      actionUrl: `/farmer/farms/${farm.id}/inventory`,
      dedupeKey: `domain_event:${low.id}`,
      farmId: farm.id,
    });
    expect(lowRow.data).toMatchObject({ farm_name: 'Shamba la Juu' });
    expect(mine.find((n) => n.title.startsWith('Out'))).toMatchObject({
      type: 'equipment',
      severity: 'error',
    });
    expect(await notificationsOf(worker)).toHaveLength(2);
    expect(await notificationsOf(noInventory)).toHaveLength(0);
    expect(await notificationsOf(outsider)).toHaveLength(0);

    const events = await t.db
      .select()
      .from(domainEvents)
      .where(inArray(domainEvents.id, [low.id, gone.id, other.id]));
    expect(events.find((e) => e.id === low.id)!.deliveredAt).toBeInstanceOf(Date);
    expect(events.find((e) => e.id === gone.id)!.deliveredAt).toBeInstanceOf(Date);
    // Not ours: left for whoever handles it.
    expect(events.find((e) => e.id === other.id)!.deliveredAt).toBeNull();

    expect(await dispatchDomainEvents(t.app.notifications.service)).toMatchObject({
      events: 0,
      notifications: 0,
    });
  });

  it('delivers each event once when two dispatchers run at the same time', async () => {
    const farmer = await registerUser(t.app);
    const farm = await insertFarm(t.db, farmer.user.id);
    for (let i = 0; i < 12; i++) {
      await insertDomainEvent(t.db, {
        farmId: farm.id,
        type: 'inventory.low_stock',
        payload: { item_name: `Item ${i}`, quantity: '1', unit: 'kg' },
      });
    }
    const service = t.app.notifications.service;
    const [a, b] = await Promise.all([dispatchDomainEvents(service), dispatchDomainEvents(service)]);
    expect(a.notifications + b.notifications).toBe(12);
    const rows = await notificationsOf(farmer);
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.title)).size).toBe(12);
    // One e-mail per notification, not two.
    expect((await t.outbox.all()).filter((m) => m.to === farmer.user.email)).toHaveLength(12);
  });

  it('marks an event of a farm without members delivered without notifying anyone', async () => {
    const farmer = await registerUser(t.app);
    const farm = await insertFarm(t.db, farmer.user.id);
    const event = await insertDomainEvent(t.db, { farmId: farm.id, type: 'inventory.expired' });
    await t.db.delete(farmMembers).where(eq(farmMembers.farmId, farm.id));
    await dispatchDomainEvents(t.app.notifications.service);
    const [row] = await t.db.select().from(domainEvents).where(eq(domainEvents.id, event.id));
    expect(row!.deliveredAt).toBeInstanceOf(Date);
    expect(await notificationsOf(farmer)).toHaveLength(0);
  });
});
