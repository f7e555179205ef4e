// docs/product/inventory.md status and alerts: the status follows every write (and the clock, for expiry), and entering
// low or depleted, nearing expiry or passing it records one domain event for the notification service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  domainEventsOfFarm,
  listPendingDomainEvents,
  markDomainEventsDelivered,
} from '@/server/lib/domain-events';
import { refreshExpiredStatuses } from './inventory-alerts';
import { addDays, todayOf } from './inventory-status';
import { createTestApp, type TestApp } from '@/server/test/app';
import { client, createItem, createTestFarm, itemUrl, type TestFarm } from './inventory-fixtures';

let t: TestApp;
let farm: TestFarm;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-05-10T08:00:00Z'));
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;
const act = (itemId: string, action: string, payload: object) =>
  client(t, farm.token).post(itemUrl(farm, itemId, `/${action}`), payload);
const statusOf = async (itemId: string) =>
  (await client(t, farm.token).get(itemUrl(farm, itemId))).json().data.status;
const events = async (itemId: string) =>
  (await domainEventsOfFarm(t.db, farm.farmId)).filter((e) => e.subjectId === itemId).map((e) => e.type);

describe('status and alerts', () => {
  beforeAll(async () => {
    farm = await createTestFarm(t);
  });

  it('goes low below the reorder level with one alert a day, depleted at 0, excess above the maximum', async () => {
    const item = await createItem(t, farm, { quantity: 30, reorder_level: 10, max_level: 40 });
    await act(item.id, 'consume', { quantity: 21 });
    expect(await statusOf(item.id)).toBe('low');
    await act(item.id, 'consume', { quantity: 1 });
    await act(item.id, 'receive', { quantity: 10 });
    expect(await statusOf(item.id)).toBe('normal');
    await act(item.id, 'consume', { quantity: 10 });
    expect(await events(item.id)).toEqual(['inventory.low_stock']);

    const [event] = await domainEventsOfFarm(t.db, farm.farmId);
    expect(event).toMatchObject({
      farmId: farm.farmId,
      subjectId: item.id,
      dedupeKey: `low_stock:${item.id}:2026-05-10`,
      payload: expect.objectContaining({
        item_name: 'DAP Fertilizer',
        quantity: '9.00',
        unit: 'kg',
        location_name: 'Main store',
        reorder_level: '10.00',
      }),
    });

    t.clock.advance(DAY);
    await act(item.id, 'receive', { quantity: 5 });
    await act(item.id, 'consume', { quantity: 6 });
    await act(item.id, 'consume', { quantity: 7 });
    expect(await statusOf(item.id)).toBe('depleted');
    expect(await events(item.id)).toEqual([
      'inventory.low_stock',
      'inventory.low_stock',
      'inventory.depleted',
    ]);

    await act(item.id, 'receive', { quantity: 45 });
    expect(await statusOf(item.id)).toBe('excess');
  });

  it('goes low when an edit raises the reorder level, and alerts', async () => {
    const item = await createItem(t, farm, { name: 'Urea', quantity: 20 });
    await client(t, farm.token).put(itemUrl(farm, item.id), { reorder_level: 25 });
    expect(await statusOf(item.id)).toBe('low');
    expect(await events(item.id)).toEqual(['inventory.low_stock']);
  });

  it('warns once within 30 days of expiry and expires after the date, by the moved clock', async () => {
    const today = todayOf(t.clock);
    const item = await createItem(t, farm, {
      name: 'Ridomil',
      quantity: 10,
      expiry_date: addDays(today, 40),
    });
    expect(await events(item.id)).toEqual([]);
    t.clock.advance(15 * DAY);
    await act(item.id, 'consume', { quantity: 1 });
    await act(item.id, 'consume', { quantity: 1 });
    expect(await events(item.id)).toEqual(['inventory.expiring']);
    expect(await statusOf(item.id)).toBe('normal');
    t.clock.advance(26 * DAY);
    await act(item.id, 'consume', { quantity: 1 });
    expect(await statusOf(item.id)).toBe('expired');
    expect(await events(item.id)).toEqual(['inventory.expiring', 'inventory.expired']);
  });

  it('refreshExpiredStatuses expires items past their date and warns about those entering the window', async () => {
    const today = todayOf(t.clock);
    const soon = await createItem(t, farm, { name: 'Soon', quantity: 5, expiry_date: addDays(today, 35) });
    const later = await createItem(t, farm, { name: 'Later', quantity: 5, expiry_date: addDays(today, 3) });
    const empty = await createItem(t, farm, { name: 'Empty', quantity: 0, expiry_date: addDays(today, 2) });

    const in10 = addDays(today, 10);
    expect(await refreshExpiredStatuses(t.db, in10, new Date(`${in10}T02:00:00Z`))).toEqual({
      expired: 1,
      expiring: 1,
    });
    expect(await statusOf(later.id)).toBe('expired');
    expect(await statusOf(empty.id)).toBe('depleted');
    expect(await events(later.id)).toEqual(['inventory.expiring', 'inventory.expired']);
    expect(await events(soon.id)).toEqual(['inventory.expiring']);
    expect(await events(empty.id)).toEqual([]);
    // Running again the same day changes nothing and alerts nobody twice.
    expect(await refreshExpiredStatuses(t.db, in10)).toEqual({ expired: 0, expiring: 0 });
  });

  it('lists pending events and marks them delivered once', async () => {
    const pending = await listPendingDomainEvents(t.db, { types: ['inventory.expired'] });
    expect(pending.length).toBeGreaterThan(0);
    const ids = pending.map((e) => e.id);
    expect(await markDomainEventsDelivered(t.db, ids, t.clock.now())).toBe(ids.length);
    expect(await markDomainEventsDelivered(t.db, ids, t.clock.now())).toBe(0);
    expect(await listPendingDomainEvents(t.db, { types: ['inventory.expired'] })).toEqual([]);
  });
});
