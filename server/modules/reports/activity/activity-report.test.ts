// The activity report against log entries and tasks seeded at chosen instants, every count worked by hand: the
// farm's own days (an entry at 00:30 on the first day counts, one at 00:10 the day after does not), by person,
// module and day; tasks done on time or late, open past their due date, hours; all farms of one currency; walls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityFiguresSchema } from '@/shared/contracts/reports-activity';
import { ReportScopeSchema } from '@/shared/contracts/reports';
import { tasks } from '@/server/db/schema/tasks';
import type { ExportCell } from '@/server/lib/exports/export-document';
import { seedActivity } from '@/server/modules/activity/test-support';
import { addMember as addFarmMember } from '@/server/modules/farms/farm-fixtures';
import {
  addMember,
  client,
  createTestFarm,
  type TestFarm,
} from '@/server/modules/inventory/inventory-fixtures';
import { createTestApp, type TestApp } from '@/server/test/app';
import { registerUser } from '@/server/test/users';
import { activityReport } from './activity-report';

const ResponseSchema = ActivityFiguresSchema.extend({ scope: ReportScopeSchema });
const PERIOD = 'period=custom&from=2026-05-01&to=2026-05-31';

let t: TestApp;
let farm: TestFarm;
let ownerName: string;
let workerId: string;

/** A Nairobi wall-clock time (UTC+3) as an instant. */
const nairobi = (local: string) => new Date(Date.parse(`${local}:00Z`) - 3 * 3600_000);
const report = (query: string, token = farm.token) =>
  client(t, token).get(`/api/farms/${farm.farmId}/reports/activity?${query}`);

async function task(values: Partial<typeof tasks.$inferInsert>) {
  await t.db.insert(tasks).values({ farmId: farm.farmId, title: 'Weed', dueDate: '2026-05-10', ...values });
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-24T09:00:00Z'));
  const owner = await registerUser(t.app, { name: 'Wanjiku Kamau' });
  ownerName = owner.user.name;
  farm = await createTestFarm(t, { owner: { token: owner.token, userId: owner.user.id } });
  const worker = await registerUser(t.app, { name: 'Otieno Ochieng' });
  workerId = worker.user.id;
  await addFarmMember(t.db, farm.farmId, workerId, 'worker');

  await seedActivity(t.db, farm.farmId, [
    { actorId: farm.userId, actorName: ownerName, createdAt: nairobi('2026-05-01T00:30') },
    { actorId: farm.userId, actorName: ownerName, module: 'crops', createdAt: nairobi('2026-05-01T10:00') },
    { actorId: workerId, actorName: 'Otieno', createdAt: nairobi('2026-05-10T08:00') },
    { actorId: workerId, actorName: 'Otieno', createdAt: nairobi('2026-05-10T17:00') },
    { actorId: null, actorName: null, surface: 'system', createdAt: nairobi('2026-05-31T23:30') },
    // The day before and the day after, on the farm's clock.
    { actorId: farm.userId, actorName: ownerName, createdAt: nairobi('2026-04-30T23:50') },
    { actorId: workerId, actorName: 'Otieno', createdAt: nairobi('2026-06-01T00:10') },
  ]);

  // Done on time (3 h), done a day late (2.5 h), done late by nobody assigned but the owner (1 h), done the day
  // after the period; open past due in the period (the worker's, nobody's), open due after it, cancelled.
  await task({
    assigneeUserId: workerId,
    status: 'done',
    hoursWorked: '3',
    completedAt: nairobi('2026-05-10T20:00'),
  });
  await task({
    assigneeUserId: workerId,
    dueDate: '2026-05-05',
    status: 'done',
    hoursWorked: '2.5',
    completedAt: nairobi('2026-05-06T09:00'),
  });
  await task({
    completedBy: farm.userId,
    dueDate: '2026-05-20',
    status: 'done',
    hoursWorked: '1',
    completedAt: nairobi('2026-05-31T23:00'),
  });
  await task({
    assigneeUserId: workerId,
    status: 'done',
    hoursWorked: '4',
    completedAt: nairobi('2026-06-01T01:00'),
  });
  await task({ assigneeUserId: workerId, dueDate: '2026-05-15', status: 'todo' });
  await task({ dueDate: '2026-05-31', status: 'in_progress' });
  await task({ assigneeUserId: workerId, dueDate: '2026-06-01', status: 'todo' });
  await task({ assigneeUserId: workerId, dueDate: '2026-05-12', status: 'cancelled' });
});
afterAll(() => t.close());

describe('the activity report', () => {
  it('counts the period’s changes and tasks by hand-worked figures', async () => {
    const res = await report(PERIOD);
    expect(res.statusCode, res.body).toBe(200);
    const figures = ResponseSchema.parse(res.json().data);
    expect(figures.total).toBe(5);
    // Most changes first; a tie in name order.
    expect(figures.by_person).toEqual([
      { user_id: workerId, name: 'Otieno Ochieng', count: 2 },
      { user_id: farm.userId, name: 'Wanjiku Kamau', count: 2 },
      { user_id: null, name: null, count: 1 },
    ]);
    expect(figures.by_module).toEqual([
      { module: 'inventory', count: 4 },
      { module: 'crops', count: 1 },
    ]);
    expect(figures.by_day).toEqual([
      { day: '2026-05-01', count: 2 },
      { day: '2026-05-10', count: 2 },
      { day: '2026-05-31', count: 1 },
    ]);
    expect(figures.tasks).toEqual({
      completed: 3,
      on_time: 1,
      late: 2,
      open_overdue: 2,
      hours: '6.50',
      by_person: [
        {
          user_id: workerId,
          name: 'Otieno Ochieng',
          completed: 2,
          on_time: 1,
          late: 1,
          open_overdue: 1,
          hours: '5.50',
        },
        {
          user_id: farm.userId,
          name: 'Wanjiku Kamau',
          completed: 1,
          on_time: 0,
          late: 1,
          open_overdue: 0,
          hours: '1.00',
        },
        { user_id: null, name: null, completed: 0, on_time: 0, late: 0, open_overdue: 1, hours: '0.00' },
      ],
    });
  });

  it('adds the farms of one currency and names the others', async () => {
    const second = await createTestFarm(t, {
      owner: { token: farm.token, userId: farm.userId },
      name: 'Pwani Farm',
    });
    await createTestFarm(t, {
      owner: { token: farm.token, userId: farm.userId },
      name: 'Export',
      currency: 'USD',
    });
    await seedActivity(t.db, second.farmId, [
      { actorId: farm.userId, actorName: ownerName, module: 'sales', createdAt: nairobi('2026-05-10T12:00') },
    ]);
    const figures = ResponseSchema.parse((await report(`${PERIOD}&scope=all`)).json().data);
    expect(figures.scope.left_out).toEqual([expect.objectContaining({ name: 'Export', currency: 'USD' })]);
    expect(figures.total).toBe(6);
    expect(figures.by_person[0]).toEqual({ user_id: farm.userId, name: 'Wanjiku Kamau', count: 3 });
    expect(figures.by_day).toContainEqual({ day: '2026-05-10', count: 3 });
    expect(figures.by_module).toContainEqual({ module: 'sales', count: 1 });
    // The other farm alone still reads only its own.
    const own = ResponseSchema.parse((await report(PERIOD)).json().data);
    expect(own.total).toBe(5);
  });

  it('is 404 to a stranger and 403 to a worker', async () => {
    const stranger = await registerUser(t.app);
    expect((await report(PERIOD, stranger.token)).statusCode).toBe(404);
    const worker = await addMember(t, farm.farmId, 'worker');
    expect((await report(PERIOD, worker.token)).statusCode).toBe(403);
  });

  it('writes the same figures into the file’s tables', async () => {
    const figures = ResponseSchema.parse((await report(PERIOD)).json().data);
    const doc = activityReport.document(figures, figures.scope, 'en');
    const rows = (i: number) => [...(doc.tables[i]!.rows as Iterable<ExportCell[]>)];
    expect(doc.tables.map((table) => table.title)).toEqual([
      'Changes by person',
      'Changes by module',
      'Changes by day',
      'Tasks by person',
    ]);
    expect(rows(0)).toEqual([
      ['Otieno Ochieng', 2],
      ['Wanjiku Kamau', 2],
      ['Shamba (automatic)', 1],
      ['Total', 5],
    ]);
    expect(rows(1)).toEqual([
      ['Inventory', 4],
      ['Crops', 1],
      ['Total', 5],
    ]);
    expect(rows(2)).toEqual([
      ['2026-05-01', 2],
      ['2026-05-10', 2],
      ['2026-05-31', 1],
    ]);
    expect(rows(3)).toEqual([
      ['Otieno Ochieng', 2, 1, 1, 1, '5.50'],
      ['Wanjiku Kamau', 1, 0, 1, 0, '1.00'],
      ['Not assigned to a person', 0, 0, 0, 1, '0.00'],
      ['Total', 3, 1, 2, 2, '6.50'],
    ]);
  });

  it('downloads as CSV and PDF', async () => {
    for (const format of ['csv', 'pdf']) {
      const res = await client(t, farm.token).get(
        `/api/farms/${farm.farmId}/reports/activity/export?${PERIOD}&format=${format}`,
      );
      expect(res.statusCode, `${format}: ${res.body.slice(0, 200)}`).toBe(200);
    }
    const csv = await client(t, farm.token).get(
      `/api/farms/${farm.farmId}/reports/activity/export?${PERIOD}&format=csv`,
    );
    expect(csv.body).toContain('Tasks by person');
    expect(csv.body).toContain('Otieno Ochieng');
  });
});
