// The one exception to pruning delivered events (docs/decisions/013): an expiry event whose item still has stock
// with the same expiry date stays, because the expiry scans dedupe on `<kind>:<item>:<expiry date>` with no day
// in it. Pruning it would make the next scan raise the same alert again: the regression these tests guard.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, inventoryItems } from '@/server/db/schema/inventory';
import { refreshExpiredStatuses } from '@/server/modules/inventory/inventory-alerts';
import { addDays } from '@/server/modules/inventory/inventory-status';
import { insertFarm, insertLocation } from '@/server/modules/notifications/test-fixtures';
import { utcDay } from './scheduler';
import { createTestApp, type TestApp } from '@/server/test/app';
import { registerUser } from '@/server/test/users';
import { DELIVERED_EVENTS_KEPT_MS } from './policy';
import { pruneExpiredData } from './retention';
import { eventAt, type Owner } from './test-rows';

const NOW = new Date('2031-06-01T08:00:00Z');
const TODAY = utcDay(NOW);
const LONG_AGO = new Date(NOW.getTime() - DELIVERED_EVENTS_KEPT_MS - 10 * 86_400_000);

let t: TestApp;
let owner: Owner;
let locationId: string;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const user = await registerUser(t.app);
  owner = { userId: user.user.id, farmId: (await insertFarm(t.db, user.user.id)).id };
  locationId = (await insertLocation(t.db, owner.farmId, 'Cold room')).id;
});
afterAll(() => t.close());

async function itemWith(name: string, quantity: string, expiryDate: string, status: string) {
  const [item] = await t.db
    .insert(inventoryItems)
    .values({
      farmId: owner.farmId,
      locationId,
      itemType: 'input',
      category: 'Chemicals',
      unit: 'l',
      name,
      quantity,
      expiryDate,
      status,
    })
    .returning();
  return item!;
}

/** An expiry event for the item as it is now, delivered long ago. */
const oldAlert = (kind: 'expiring' | 'expired', item: { id: string; expiryDate: string | null }) =>
  eventAt(t.db, owner, LONG_AGO, {
    type: `inventory.${kind}`,
    subjectId: item.id,
    payload: { item_id: item.id, expiry_date: item.expiryDate },
    dedupeKey: `${kind}:${item.id}:${item.expiryDate}`,
  });

const eventsOf = async (itemId: string) =>
  (await t.db.select().from(domainEvents).where(eq(domainEvents.subjectId, itemId)))
    .map((e) => e.dedupeKey)
    .sort();

describe('data retention of expiry events', () => {
  it('keeps the alerts of an item still in stock with that expiry date, so the scans raise nothing new', async () => {
    const expiredLongAgo = addDays(TODAY, -110);
    const stocked = await itemWith('Old fungicide', '5', expiredLongAgo, 'expired');
    const expiring = await oldAlert('expiring', stocked);
    const expired = await oldAlert('expired', stocked);
    const before = await eventsOf(stocked.id);

    await pruneExpiredData(t.db, t.clock.now());
    expect([await expiring(), await expired()]).toEqual([true, true]);

    // The daily refresh finds the alerts already raised.
    expect(await refreshExpiredStatuses(t.db, TODAY, t.clock.now())).toEqual({ expired: 0, expiring: 0 });
    expect(await eventsOf(stocked.id)).toEqual(before);

    // Without the kept event, the next refresh that sees the item (here after a recount set it back) raises the
    // same alert again: what pruning it would have caused.
    await t.db
      .delete(domainEvents)
      .where(eq(domainEvents.dedupeKey, `expired:${stocked.id}:${expiredLongAgo}`));
    await t.db.update(inventoryItems).set({ status: 'normal' }).where(eq(inventoryItems.id, stocked.id));
    expect(await refreshExpiredStatuses(t.db, TODAY, t.clock.now())).toEqual({ expired: 1, expiring: 0 });
  });

  it('deletes the old alerts of an item whose expiry date changed or whose stock is gone', async () => {
    const oldDate = addDays(TODAY, -120);
    const redated = await itemWith('Re-dated seed', '10', oldDate, 'expired');
    const redatedAlert = await oldAlert('expired', redated);
    // A fresh batch with a new date: its alerts get a new key, so the old one guards nothing.
    await t.db
      .update(inventoryItems)
      .set({ expiryDate: addDays(TODAY, 200), status: 'normal' })
      .where(eq(inventoryItems.id, redated.id));
    const usedUp = await itemWith('Used up seed', '0', oldDate, 'depleted');
    const usedUpAlert = await oldAlert('expired', usedUp);

    const counts = await pruneExpiredData(t.db, t.clock.now());
    expect([await redatedAlert(), await usedUpAlert()]).toEqual([false, false]);
    expect(counts.domain_events).toBe(2);
    expect(await refreshExpiredStatuses(t.db, TODAY, t.clock.now())).toEqual({ expired: 0, expiring: 0 });
  });
});
