// The task list (docs/product/tasks.md "The list"): every filter alone and combined, the sorts, paging with the
// capped count, the farm's own calendar, bad filters, and that one farm's list never shows another's tasks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_COUNT_CAP, TaskPageSchema } from '@/shared/contracts/tasks';
import { farms } from '@/server/db/schema/farms';
import { tasks } from '@/server/db/schema/tasks';
import { writeEpochOf } from '@/server/db/client';
import { createTestApp, type TestApp } from '@/server/test/app';
import { eq, sql } from 'drizzle-orm';
import {
  addPerson,
  addTeam,
  call,
  createTask,
  createTaskFarm,
  fieldMessage,
  type TaskFarm,
} from './test-support';

let t: TestApp;
let farm: TaskFarm;
let worker: { token: string; userId: string };
let teamId: string;

// Tuesday 24 November 2026, noon in Nairobi.
const NOW = new Date('2026-11-24T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  farm = await createTaskFarm(t);
  worker = await addPerson(t, farm, 'worker');
  const someoneElse = await addPerson(t, farm, 'worker');
  teamId = await addTeam(t, farm.farmId, 'Field team', [worker.userId]);
  const otherTeam = await addTeam(t, farm.farmId, 'Store team', [someoneElse.userId]);
  const make = (title: string, extra: object) => {
    t.clock.advance(1000); // each a second after the last, for the sort by when they were added
    return createTask(t, farm, { title, ...extra });
  };
  await make('Old weeding', { due_date: '2026-11-10', assignee_user_id: worker.userId, kind: 'weeding' });
  await make('Spray yesterday', { due_date: '2026-11-23', assignee_team_id: teamId, priority: 'urgent' });
  await make('Plant today', { due_date: '2026-11-24', crop_id: farm.cropId, kind: 'planting' });
  await make('Scout Sunday', {
    due_date: '2026-11-29',
    field_id: farm.fieldId,
    assignee_user_id: someoneElse.userId,
  });
  await make('Store count next week', {
    due_date: '2026-11-30',
    assignee_team_id: otherTeam,
    priority: 'low',
  });
  const done = await make('Harvested last month', { due_date: '2026-10-20', crop_id: farm.cropId });
  await call(t, farm.token, 'POST', farm.url(`/${done.id}/complete`), {});
  const cancelled = await make('Cancelled spraying', { due_date: '2026-11-20' });
  await call(t, farm.token, 'PATCH', farm.url(`/${cancelled.id}`), { status: 'cancelled' });
  // Another farm's task must never show.
  const other = await createTaskFarm(t, { name: 'Other Farm' });
  await createTask(t, other, { title: 'Plant elsewhere', due_date: '2026-11-24' });
  t.clock.set(NOW);
});
afterAll(() => t.close());

async function titles(query: string, token = farm.token) {
  const res = await call(t, token, 'GET', farm.url(query));
  expect(res.statusCode, res.body).toBe(200);
  return TaskPageSchema.parse(res.json()).data.map((task) => task.title);
}

describe('GET /api/farms/{farmId}/tasks', () => {
  it('lists every task of the farm by due date, oldest first, with the count', async () => {
    const res = await call(t, farm.token, 'GET', farm.url());
    const page = TaskPageSchema.parse(res.json());
    expect(page.data.map((task) => task.title)).toEqual([
      'Harvested last month',
      'Old weeding',
      'Cancelled spraying',
      'Spray yesterday',
      'Plant today',
      'Scout Sunday',
      'Store count next week',
    ]);
    expect(page.meta).toEqual({ page: 1, per_page: 25, total: 7, total_capped: false });
    expect(page.data.filter((task) => task.overdue).map((task) => task.title)).toEqual([
      'Old weeding',
      'Spray yesterday',
    ]);
  });

  it.each([
    [
      '?status=todo,in_progress',
      ['Old weeding', 'Spray yesterday', 'Plant today', 'Scout Sunday', 'Store count next week'],
    ],
    ['?status=done&status=cancelled', ['Harvested last month', 'Cancelled spraying']],
    ['?overdue=1', ['Old weeding', 'Spray yesterday']],
    ['?due=today', ['Plant today']],
    ['?due=this_week', ['Spray yesterday', 'Plant today', 'Scout Sunday']],
    [
      '?due_from=2026-11-23&due_to=2026-11-29&status=todo',
      ['Spray yesterday', 'Plant today', 'Scout Sunday'],
    ],
    ['?crop_id=CROP', ['Harvested last month', 'Plant today']],
    ['?field_id=FIELD', ['Scout Sunday']],
    ['?kind=weeding', ['Old weeding']],
    ['?search=SPRAY', ['Cancelled spraying', 'Spray yesterday']],
    ['?search=100%25', []],
    ['?team_id=TEAM', ['Spray yesterday']],
    ['?assignee_user_id=WORKER', ['Old weeding']],
    ['?mine=1&status=todo', ['Old weeding', 'Spray yesterday']],
    ['?mine=1&overdue=1&due=today', []],
    [
      '?sort=-due_date&status=todo',
      ['Store count next week', 'Scout Sunday', 'Plant today', 'Spray yesterday', 'Old weeding'],
    ],
    [
      '?sort=priority&status=todo',
      ['Spray yesterday', 'Old weeding', 'Plant today', 'Scout Sunday', 'Store count next week'],
    ],
  ])('%s', async (query, expected) => {
    const filled = query
      .replace('CROP', farm.cropId)
      .replace('FIELD', farm.fieldId)
      .replace('TEAM', teamId)
      .replace('WORKER', worker.userId);
    const token = query.includes('mine') ? worker.token : farm.token;
    expect(await titles(filled, token)).toEqual(expected);
  });

  it('sorts by when tasks were added, newest first', async () => {
    const list = await titles('?sort=-created_at&per_page=2');
    expect(list).toEqual(['Cancelled spraying', 'Harvested last month']);
  });

  it('pages, counting the whole match', async () => {
    const res = await call(t, farm.token, 'GET', farm.url('?per_page=3&page=2'));
    const page = TaskPageSchema.parse(res.json());
    expect(page.data.map((task) => task.title)).toEqual(['Spray yesterday', 'Plant today', 'Scout Sunday']);
    expect(page.meta).toEqual({ page: 2, per_page: 3, total: 7, total_capped: false });
  });

  it('uses the farm’s own today: late evening in Lima is already tomorrow in Nairobi', async () => {
    await t.db.update(farms).set({ timezone: 'America/Lima' }).where(eq(farms.id, farm.farmId));
    t.clock.set(new Date('2026-11-25T02:00:00Z')); // 21:00 on the 24th in Lima
    expect(await titles('?due=today')).toEqual(['Plant today']);
    await t.db.update(farms).set({ timezone: 'Africa/Nairobi' }).where(eq(farms.id, farm.farmId));
    t.clock.set(NOW);
  });

  it('refuses bad filters with what to fix', async () => {
    const cases: [string, string, string][] = [
      ['?status=finished', 'status', 'Choose statuses from: todo, in_progress, done, cancelled.'],
      ['?due=tomorrow', 'due', 'Choose today or this_week.'],
      ['?due_from=2026-11-30&due_to=2026-11-01', 'due_to', 'The to date must be on or after the from date.'],
      ['?crop_id=maize', 'crop_id', 'Choose a crop of this farm from the list.'],
      ['?sort=title', 'sort', 'Sort by one of: due_date, -due_date, priority, created_at, -created_at.'],
      ['?per_page=500', 'per_page', 'Ask for at most 100 rows a page.'],
      ['?page=0', 'page', 'The page starts at 1.'],
      [
        '?page=21',
        'page',
        `Only the first ${TASK_COUNT_CAP} tasks can be paged through; narrow the filters to see more.`,
      ],
      ['?mine=maybe', 'mine', 'Use 1 or 0 for a yes/no filter.'],
    ];
    for (const [query, field, message] of cases) {
      expect(fieldMessage(await call(t, farm.token, 'GET', farm.url(query)), field), query).toBe(message);
    }
  });

  it('is 404 for someone not on the farm', async () => {
    const other = await createTaskFarm(t, { name: 'Third Farm' });
    expect((await call(t, other.token, 'GET', farm.url())).statusCode).toBe(404);
  });
});

describe('reading the list', () => {
  it('is not taken for a write by the embedded database, so what it keeps between writes stays', async () => {
    const epoch = writeEpochOf(t.db);
    if (epoch === null) {
      expect(t.database.kind).toBe('postgres'); // other instances write there: nothing is kept
      return;
    }
    const before = epoch();
    await titles('?mine=1&status=todo', worker.token);
    await titles('?page=8');
    expect(epoch()).toBe(before);
  });
});

describe('the capped count', () => {
  it('counts up to the cap and says there are more', async () => {
    const big = await createTaskFarm(t, { name: 'Big Farm' });
    await t.db.insert(tasks).values(
      Array.from({ length: TASK_COUNT_CAP + 20 }, (_, i) => ({
        farmId: big.farmId,
        title: `Task ${i}`,
        dueDate: '2026-12-01',
      })),
    );
    const res = await call(t, big.token, 'GET', big.url('?status=todo'));
    const page = TaskPageSchema.parse(res.json());
    expect(page.data).toHaveLength(25);
    expect(page.meta).toEqual({ page: 1, per_page: 25, total: TASK_COUNT_CAP, total_capped: true });
  });
});

describe('what the list keeps between answers', () => {
  it('answers a change at once, whoever writes it: the API, another instance, a team change', async () => {
    const keep = await createTaskFarm(t, { name: 'Keeping Farm' });
    const person = await addPerson(t, keep, 'worker');
    const list = async (query: string, token = keep.token) =>
      TaskPageSchema.parse((await call(t, token, 'GET', keep.url(query))).json()).data.map(
        (task) => task.title,
      );
    const first = await createTask(t, keep, { title: 'Mulch the beds', due_date: '2026-11-26' });
    expect(await list('?status=todo')).toEqual(['Mulch the beds']);

    // Through the API.
    await createTask(t, keep, { title: 'Check the tank', due_date: '2026-11-25' });
    expect(await list('?status=todo')).toEqual(['Check the tank', 'Mulch the beds']);
    // Straight in the database, as another instance's write would be.
    await t.db.update(tasks).set({ status: 'done' }).where(eq(tasks.id, first.id));
    expect(await list('?status=todo')).toEqual(['Check the tank']);
    // A renamed task keeps its place and shows its new title.
    await t.db.update(tasks).set({ title: 'Check the water tank' }).where(eq(tasks.title, 'Check the tank'));
    expect(await list('?status=todo')).toEqual(['Check the water tank']);
    // What a kept page shows beside its tasks moves it too: the crop's name, a checklist step.
    const withCrop = await createTask(t, keep, {
      title: 'Weed the maize',
      due_date: '2026-11-28',
      crop_id: keep.cropId,
    });
    const page = async () =>
      TaskPageSchema.parse((await call(t, keep.token, 'GET', keep.url('?status=todo'))).json()).data.find(
        (task) => task.id === withCrop.id,
      )!;
    await page();
    await t.db.execute(sql`update crops set name = 'Maize H614' where id = ${keep.cropId}`);
    expect((await page()).crop?.name).toBe('Maize H614');
    await t.db.execute(
      sql`insert into task_checklist_items (task_id, position, text) values (${withCrop.id}, 0, 'Gloves')`,
    );
    expect((await page()).checklist_total).toBe(1);

    // "Mine" follows the person's teams: joining a team brings its tasks in.
    const team = await addTeam(t, keep.farmId, 'Water team', []);
    await createTask(t, keep, { title: 'Fix the pump', due_date: '2026-11-27', assignee_team_id: team });
    expect(await list('?mine=1', person.token)).toEqual([]);
    await t.db.execute(
      sql`insert into team_members (team_id, farm_id, user_id) values (${team}, ${keep.farmId}, ${person.userId})`,
    );
    expect(await list('?mine=1', person.token)).toEqual(['Fix the pump']);
  });

  it('moves to the next day by the farm clock without any write', async () => {
    const keep = await createTaskFarm(t, { name: 'Calendar Farm' });
    await createTask(t, keep, { title: 'Due Thursday', due_date: '2026-11-26' });
    const overdue = async () =>
      TaskPageSchema.parse((await call(t, keep.token, 'GET', keep.url('?overdue=1'))).json()).data.length;
    t.clock.set(new Date('2026-11-26T09:00:00Z'));
    expect(await overdue()).toBe(0);
    t.clock.set(new Date('2026-11-27T09:00:00Z'));
    expect(await overdue()).toBe(1);
    t.clock.set(NOW);
  });
});
