// The farmer dashboard against a farm seeded by hand (docs/product/dashboard.md): stock value and alerts, tasks
// due and overdue, crops by status and stage, this and last month's money, unread notifications and the latest
// activity, each figure worked out below; blocks follow the caller's permissions; a stranger gets 404; a write
// changes the very next answer although the heavy blocks are kept between requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FarmDashboardResponseSchema, type FarmDashboard } from '@/shared/contracts/farm-dashboard';
import { crops, cropStages } from '@/server/db/schema/crops';
import { notifications } from '@/server/db/schema/notifications';
import { tasks } from '@/server/db/schema/tasks';
import { teams } from '@/server/db/schema/staff';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  addMember,
  client,
  createItem,
  createTestFarm,
  type TestFarm,
} from '@/server/modules/inventory/inventory-fixtures';
import { seedActivity } from '@/server/modules/activity/test-support';
import { seedField } from '@/server/modules/crops/test-support';
import { recordCashEntry } from '@/server/modules/transactions/cash-book';
import { monthStarts } from './small-blocks';

let t: TestApp;
let farm: TestFarm;
let stranger: TestFarm;
const url = (farmId = farm.farmId) => `/api/farms/${farmId}/dashboard`;

async function dashboard(token = farm.token): Promise<FarmDashboard> {
  const res = await client(t, token).get(url());
  expect(res.statusCode, res.body).toBe(200);
  return FarmDashboardResponseSchema.parse(res.json()).data;
}

async function cash(day: string, direction: 'income' | 'expense', amountMinor: number) {
  await recordCashEntry(t.db, {
    farmId: farm.farmId,
    direction,
    source: direction === 'income' ? 'sale_payment' : 'expense',
    amountMinor,
    currency: 'KES',
    occurredOn: day,
    description: `${direction} on ${day}`,
    category: direction === 'income' ? 'Sales' : 'Labour',
    createdBy: farm.userId,
    createdAt: new Date(),
  });
}

let teamId: string;
async function task(
  title: string,
  status: string,
  dueDate: string,
  assignee: 'owner' | 'team' | null = null,
) {
  await t.db.insert(tasks).values({
    farmId: farm.farmId,
    title,
    status,
    dueDate,
    assigneeUserId: assignee === 'owner' ? farm.userId : null,
    assigneeTeamId: assignee === 'team' ? teamId : null,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  // 09:00 UTC is noon in Nairobi: the same day, 15 June 2026, for the stock (UTC) and the farm's calendar.
  t.clock.set(new Date('2026-06-15T09:00:00Z'));
  farm = await createTestFarm(t, { name: 'Dashboard Farm' });
  stranger = await createTestFarm(t, { name: 'Stranger Farm' });

  // Stock. Value: 100×50.00 + 10×40.00 + 15×30.00 + 4×1,200.50 + 2×10.00 = 10,672.00 (1,067,200 minor).
  const item = (name: string, quantity: number, extra: Record<string, unknown> = {}) =>
    createItem(t, farm, { name, quantity, ...extra });
  await item('DAP Fertilizer', 100, { unit_cost: 50, reorder_level: 20 }); // normal
  await item('CAN Fertilizer', 10, { unit_cost: 40, reorder_level: 40 }); // low, a quarter left
  await item('Urea', 15, { unit_cost: 30, reorder_level: 20 }); // low, three quarters left
  await item('Fungicide', 4, { unit: 'L', unit_cost: 1200.5, expiry_date: '2026-06-25' }); // expiring
  await item('Vaccine', 2, { unit_cost: 10, expiry_date: '2026-07-20' }); // 35 days: not yet
  await item('Herbicide', 0, { unit_cost: 900, reorder_level: 5 }); // out, and kept in stock: urgent
  await item('Seed maize', 0); // out, no reorder level: counted, not urgent
  await item('Pesticide', 3, { expiry_date: '2026-06-15' }); // expires today: expiring

  // Tasks (the farm's today is 2026-06-15).
  [{ id: teamId }] = (await t.db
    .insert(teams)
    .values({ farmId: farm.farmId, name: 'Field team' })
    .returning({ id: teams.id })) as [{ id: string }];
  await task('Spray tomatoes', 'todo', '2026-06-15', 'owner');
  await task('Weed maize', 'in_progress', '2026-06-15', 'team');
  await task('Fix fence', 'todo', '2026-06-10');
  await task('Dip cattle', 'in_progress', '2026-06-01');
  await task('Done already', 'done', '2026-06-12');
  await task('Called off', 'cancelled', '2026-06-05');
  await task('Order seed', 'todo', '2026-06-20');
  await task('Service pump', 'todo', '2026-06-18');
  await task('Check traps', 'in_progress', '2026-06-16');
  await task('Plan harvest', 'todo', '2026-07-01');
  await task('Done early', 'done', '2026-06-17');

  // Crops: one planned, three growing (two flowering, one on no stage yet), one harvested, one failed.
  const fieldId = await seedField(t.db, farm.farmId);
  const crop = async (name: string, status: string) => {
    const [row] = await t.db
      .insert(crops)
      .values({
        farmId: farm.farmId,
        fieldId,
        name,
        season: '2026 long rains',
        area: '1',
        areaUnit: 'hectares',
        plantingDate: '2026-03-15',
        status,
      })
      .returning({ id: crops.id });
    return row!.id;
  };
  for (const name of ['Beans', 'Tomatoes']) {
    const cropId = await crop(name, 'growing');
    const [stage] = await t.db
      .insert(cropStages)
      .values({ farmId: farm.farmId, cropId, position: 0, name: 'Flowering', startedOn: '2026-05-01' })
      .returning({ id: cropStages.id });
    await t.db.update(crops).set({ currentStageId: stage!.id }).where(eq(crops.id, cropId));
  }
  await crop('Maize', 'growing');
  await crop('Kale', 'planned');
  await crop('Potatoes', 'harvested');
  await crop('Onions', 'failed');

  // Money: this month (June) 250,000 in, 80,000 + 20,000 out; May 300,000 in, 120,000 out; April only counts
  // in the cash position; a day after today counts nowhere.
  await cash('2026-04-20', 'income', 100_000);
  await cash('2026-05-10', 'income', 300_000);
  await cash('2026-05-12', 'expense', 120_000);
  await cash('2026-06-02', 'income', 250_000);
  await cash('2026-06-03', 'expense', 80_000);
  await cash('2026-06-14', 'expense', 20_000);
  await cash('2026-06-20', 'income', 999);

  // Notifications besides the stock alerts: two unread of the owner's (one of another farm's), one read, one of
  // someone else's.
  const note = (userId: string, readAt: Date | null, farmId: string | null = farm.farmId) => ({
    userId,
    farmId,
    title: 'Note',
    message: 'Something happened',
    readAt,
  });
  await t.db
    .insert(notifications)
    .values([
      note(farm.userId, null),
      note(farm.userId, null, stranger.farmId),
      note(farm.userId, new Date()),
      note(stranger.userId, null),
    ]);

  // Activity: the item creations above logged eight entries; two later ones are the newest.
  await seedActivity(t.db, farm.farmId, [
    { summary: 'Newest but one', actorName: 'Wanjiku', createdAt: new Date('2099-01-01T08:00:00Z') },
    { summary: 'Newest', actorName: 'Otieno', createdAt: new Date('2099-01-01T09:00:00Z') },
  ]);
});
afterAll(() => t.close());

describe('the farmer dashboard', () => {
  it('answers every figure as worked out by hand', async () => {
    const data = await dashboard();
    expect(data.farm).toMatchObject({ id: farm.farmId, name: 'Dashboard Farm', currency: 'KES' });
    expect(data.today).toBe('2026-06-15');
    expect(data.stock).toEqual({
      value_minor: 1_067_200,
      item_count: 8,
      low_stock: 2,
      out_of_stock: 2,
      expiring_soon: 2,
      urgent: [
        expect.objectContaining({ name: 'Herbicide', quantity: '0', reason: 'out_of_stock' }),
        expect.objectContaining({
          name: 'Pesticide',
          quantity: '3',
          reason: 'expiring',
          expiry_date: '2026-06-15',
        }),
        expect.objectContaining({ name: 'CAN Fertilizer', quantity: '10', unit: 'kg', reason: 'low' }),
        expect.objectContaining({ name: 'Fungicide', quantity: '4', unit: 'L', reason: 'expiring' }),
        expect.objectContaining({ name: 'Urea', quantity: '15', reason: 'low', expiry_date: null }),
      ],
    });
    expect(data.tasks).toMatchObject({ due_today: 2, overdue: 2 });
    const next = data.tasks!.next;
    expect(
      next
        .map((task) => task.title)
        .slice(0, 2)
        .sort(),
    ).toEqual(['Spray tomatoes', 'Weed maize']);
    expect(next.slice(2).map((task) => [task.title, task.due_date])).toEqual([
      ['Check traps', '2026-06-16'],
      ['Service pump', '2026-06-18'],
      ['Order seed', '2026-06-20'],
    ]);
    expect(next.find((task) => task.title === 'Spray tomatoes')?.assignee_name).toBe('Wanjiku Kamau');
    expect(next.find((task) => task.title === 'Weed maize')?.assignee_name).toBe('Field team');
    expect(next.find((task) => task.title === 'Order seed')?.assignee_name).toBeNull();
    expect(data.crops).toEqual({
      total: 6,
      planned: 1,
      growing: 3,
      harvested: 1,
      failed: 1,
      growing_stages: [
        { stage: 'Flowering', count: 2 },
        { stage: null, count: 1 },
      ],
    });
    expect(data.money).toEqual({
      currency: 'KES',
      this_month: { month: '2026-06', income_minor: 250_000, expense_minor: 100_000, profit_minor: 150_000 },
      last_month: { month: '2026-05', income_minor: 300_000, expense_minor: 120_000, profit_minor: 180_000 },
      cash_position_minor: 430_000,
    });
    // The stock alerts above notified the owner too: the dashboard says what the bell says.
    const bell = await client(t, farm.token).get('/api/notifications/unread-count');
    expect(data.notifications).toEqual({ unread: bell.json().count });
    expect(bell.json().count).toBeGreaterThanOrEqual(2);
    expect(data.activity).toHaveLength(8);
    expect(data.activity!.slice(0, 2).map((a) => [a.summary, a.actor_name])).toEqual([
      ['Newest', 'Otieno'],
      ['Newest but one', 'Wanjiku'],
    ]);
    const times = data.activity!.map((a) => a.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows a worker no money and no activity log, and a viewer the money but no log', async () => {
    const worker = await addMember(t, farm.farmId, 'worker');
    const seen = await dashboard(worker.token);
    expect(seen.money).toBeNull();
    expect(seen.activity).toBeNull();
    expect(seen.stock?.value_minor).toBe(1_067_200);
    expect(seen.tasks?.overdue).toBe(2);
    expect(seen.crops?.growing).toBe(3);
    expect(seen.notifications).toEqual({ unread: 0 });
    const viewer = await addMember(t, farm.farmId, 'viewer');
    const viewed = await dashboard(viewer.token);
    expect(viewed.money?.this_month.profit_minor).toBe(150_000);
    expect(viewed.activity).toBeNull();
  });

  it('counts a new unread notification of the caller at once', async () => {
    const before = (await dashboard()).notifications.unread;
    await t.db.insert(notifications).values({ userId: farm.userId, title: 'New', message: 'Read me' });
    expect((await dashboard()).notifications.unread).toBe(before + 1);
  });

  it('answers 404 to someone of another farm', async () => {
    const res = await client(t, stranger.token).get(url());
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Dashboard Farm');
  });

  it('changes with the very next write although its figures are kept between requests', async () => {
    await dashboard();
    await createItem(t, farm, { name: 'Lime', quantity: 1, unit_cost: 5, reorder_level: 10 });
    await t.db.update(tasks).set({ status: 'done' }).where(eq(tasks.title, 'Fix fence'));
    await cash('2026-06-15', 'expense', 30_000);
    await seedActivity(t.db, farm.farmId, [{ summary: 'Newer still', createdAt: new Date('2099-02-01') }]);
    const after = await dashboard();
    expect(after.stock).toMatchObject({ value_minor: 1_067_700, low_stock: 3, item_count: 9 });
    expect(after.tasks?.overdue).toBe(1);
    expect(after.money?.this_month).toMatchObject({ expense_minor: 130_000, profit_minor: 120_000 });
    expect(after.money?.cash_position_minor).toBe(400_000);
    expect(after.activity?.[0]?.summary).toBe('Newer still');
  });

  it('takes the month before across a new year', () => {
    expect(monthStarts('2026-01-31')).toEqual({ thisMonth: '2026-01-01', lastMonth: '2025-12-01' });
    expect(monthStarts('2026-03-01')).toEqual({ thisMonth: '2026-03-01', lastMonth: '2026-02-01' });
  });
});
