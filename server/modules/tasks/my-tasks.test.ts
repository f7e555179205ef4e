// GET /api/tasks/mine (docs/product/tasks.md "My tasks"): the caller's open tasks and their teams' across every farm
// where they may see tasks, each farm by its own calendar, with the overdue count for the badge.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyTasksResponseSchema } from '@/shared/contracts/tasks';
import { farms } from '@/server/db/schema/farms';
import { createTestApp, type TestApp } from '@/server/test/app';
import { addMember } from '@/server/modules/farms/farm-fixtures';
import { registerUser } from '@/server/test/users';
import { addTeam, call, createTask, createTaskFarm, fieldMessage } from './test-support';

let t: TestApp;
let me: { token: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-24T09:00:00Z')); // Tuesday, noon in Nairobi
  const registered = await registerUser(t.app, { name: 'Zawadi Mkulima' });
  me = { token: registered.token, userId: registered.user.id };
  const home = await createTaskFarm(t, { name: 'Home Farm' });
  const away = await createTaskFarm(t, { name: 'Away Farm' });
  const hidden = await createTaskFarm(t, { name: 'No tasks for me' });
  await addMember(t.db, home.farmId, me.userId, 'worker');
  await addMember(t.db, away.farmId, me.userId, 'worker');
  // A role without tasks.view: its tasks are not shown even when assigned.
  await addMember(t.db, hidden.farmId, me.userId, { permissions: ['inventory.view'] });
  const team = await addTeam(t, away.farmId, 'Pickers', [me.userId]);
  const make = createTask;
  await make(t, home, { title: 'Late spraying', due_date: '2026-11-20', assignee_user_id: me.userId });
  await make(t, home, {
    title: 'Plant today',
    due_date: '2026-11-24',
    due_time: '08:00',
    assignee_user_id: me.userId,
  });
  await make(t, home, { title: 'Someone else’s', due_date: '2026-11-24' });
  await make(t, home, { title: 'Sunday scouting', due_date: '2026-11-29', assignee_user_id: me.userId });
  await make(t, home, { title: 'Next month', due_date: '2026-12-20', assignee_user_id: me.userId });
  const done = await make(t, home, {
    title: 'Done already',
    due_date: '2026-11-24',
    assignee_user_id: me.userId,
  });
  await call(t, home.token, 'POST', home.url(`/${done.id}/complete`), {});
  await make(t, away, { title: 'Team picking', due_date: '2026-11-24', assignee_team_id: team });
  await make(t, hidden, { title: 'Hidden', due_date: '2026-11-24', assignee_user_id: me.userId });
  // Away Farm is in Lima (04:00 on the 24th there now).
  await t.db.update(farms).set({ timezone: 'America/Lima' }).where(eq(farms.id, away.farmId));
});
afterAll(() => t.close());

async function mine(query = '') {
  const res = await call(t, me.token, 'GET', `/api/tasks/mine${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return MyTasksResponseSchema.parse(res.json());
}

describe('GET /api/tasks/mine', () => {
  it('answers today’s and overdue open tasks of the caller and their teams, with the farm names', async () => {
    const answer = await mine();
    expect(answer.data.map((task) => [task.title, task.farm_name])).toEqual([
      ['Late spraying', 'Home Farm'],
      ['Plant today', 'Home Farm'],
      ['Team picking', 'Away Farm'],
    ]);
    expect(answer.overdue_count).toBe(1);
  });

  it('answers the overdue ones alone, and the whole week', async () => {
    expect((await mine('?due=overdue')).data.map((task) => task.title)).toEqual(['Late spraying']);
    expect((await mine('?due=week')).data.map((task) => task.title)).toEqual([
      'Late spraying',
      'Plant today',
      'Team picking',
      'Sunday scouting',
    ]);
  });

  it('reads each farm’s own calendar', async () => {
    t.clock.set(new Date('2026-11-24T22:30:00Z')); // Wednesday 01:30 in Nairobi, Tuesday 17:30 in Lima
    const answer = await mine('?due=overdue');
    expect(answer.data.map((task) => task.title)).toEqual(['Late spraying', 'Plant today']);
    expect(answer.overdue_count).toBe(2);
    t.clock.set(new Date('2026-11-24T09:00:00Z'));
  });

  it('refuses an unknown window and answers nothing for someone with no farms', async () => {
    expect(fieldMessage(await call(t, me.token, 'GET', '/api/tasks/mine?due=month'), 'due')).toBe(
      'Choose today, overdue or week.',
    );
    const stranger = await registerUser(t.app);
    const res = await call(t, stranger.token, 'GET', '/api/tasks/mine');
    expect(MyTasksResponseSchema.parse(res.json())).toEqual({ data: [], overdue_count: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/tasks/mine' })).statusCode).toBe(401);
  });
});
