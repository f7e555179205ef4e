// A farm's tasks (docs/product/tasks.md): creating with links, inputs, checklist and a repeat; what each bad input
// is told; changing, the status rules, deleting; the assignment event and activity entries; who may do what; and
// that another farm's people reach none of it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaskDetailResponseSchema, TaskResponseSchema } from '@/shared/contracts/tasks';
import { activityLog } from '@/server/db/schema/activity';
import { domainEvents } from '@/server/db/schema/inventory';
import { tasks } from '@/server/db/schema/tasks';
import { createTestApp, type TestApp } from '@/server/test/app';
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
let other: TaskFarm;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-24T09:00:00Z'));
  farm = await createTaskFarm(t);
  other = await createTaskFarm(t, { name: 'Other Farm' });
});
afterAll(() => t.close());

describe('POST /api/farms/{farmId}/tasks', () => {
  it('creates a task with its links, inputs, checklist and repeat, and tells the assignee', async () => {
    const worker = await addPerson(t, farm, 'worker');
    const task = await createTask(t, farm, {
      title: 'Top-dress the maize',
      kind: 'application',
      priority: 'high',
      assignee_user_id: worker.userId,
      field_id: farm.fieldId,
      crop_id: farm.cropId,
      crop_stage_id: farm.stageId,
      due_date: '2026-11-26',
      due_time: '07:30',
      inputs: [
        { item_id: farm.itemId, quantity: 25, unit: 'kg' },
        { input_name: 'CAN fertilizer', quantity: '10.5', unit: 'kg' },
      ],
      checklist: ['Check the soil is moist', 'Apply along the rows'],
      recurrence: { every: 2, unit: 'weeks', until: '2027-01-31' },
    });
    expect(task).toMatchObject({
      title: 'Top-dress the maize',
      farm_name: 'Mlima Farm',
      kind: 'application',
      priority: 'high',
      status: 'todo',
      assignee: { type: 'user', id: worker.userId, name: 'Wanjiku Kamau' },
      field: { id: farm.fieldId, name: 'Shamba la Juu' },
      crop: { id: farm.cropId, name: 'Maize' },
      crop_stage_id: farm.stageId,
      due_date: '2026-11-26',
      due_time: '07:30',
      overdue: false,
      recurrence: { every: 2, unit: 'weeks', until: '2027-01-31' },
      checklist_total: 2,
      checklist_done: 0,
      input_count: 2,
    });
    expect(task.series_id).toBeTruthy();
    expect(task.inputs.map((i) => [i.input_name, i.item_id, i.quantity, i.consumed])).toEqual([
      ['CAN fertilizer', null, '10.50', false],
      ['DAP Fertilizer', farm.itemId, '25.00', false],
    ]);
    expect(task.checklist.map((c) => c.text)).toEqual(['Check the soil is moist', 'Apply along the rows']);

    const events = await t.db.select().from(domainEvents).where(eq(domainEvents.subjectId, task.id));
    expect(events.map((e) => [e.type, (e.payload as { assignee_user_id: string }).assignee_user_id])).toEqual(
      [['task.assigned', worker.userId]],
    );
    expect((events[0]!.payload as { crop_name: string }).crop_name).toBe('Maize');
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.recordId, task.id));
    expect(entries.map((e) => [e.module, e.action, e.summary])).toEqual([
      ['tasks', 'create', 'Added the task Top-dress the maize'],
    ]);
  });

  it('records no assignment for a task nobody is given, and defaults kind and priority', async () => {
    const task = await createTask(t, farm, { title: 'Fix the fence' });
    expect(task).toMatchObject({ kind: 'general', priority: 'medium', assignee: null, recurrence: null });
    expect(await t.db.select().from(domainEvents).where(eq(domainEvents.subjectId, task.id))).toEqual([]);
  });

  it('assigns to a team of the farm', async () => {
    const teamId = await addTeam(t, farm.farmId, 'Field team', []);
    const task = await createTask(t, farm, { assignee_team_id: teamId });
    expect(task.assignee).toEqual({ type: 'team', id: teamId, name: 'Field team' });
  });

  it.each([
    [{ title: '' }, 'title', 'Enter the task title.'],
    [
      { due_date: '2026-02-30' },
      'due_date',
      'There is no such day: enter the due date as a real date (YYYY-MM-DD).',
    ],
    [{ due_date: undefined }, 'due_date', 'This field is required.'],
    [{ due_time: '25:00' }, 'due_time', 'Enter the due time as HH:MM, like 07:30.'],
    [{ priority: 'asap' }, 'priority', 'Choose a priority: low, medium, high or urgent.'],
    [{ kind: 'dancing' }, 'kind', 'Choose the kind of task from the list.'],
    [{ field_id: 'not-an-id' }, 'field_id', 'Choose a field of this farm from the list.'],
    [
      { inputs: [{ quantity: 5, unit: 'kg' }] },
      'inputs.0.input_name',
      'Choose an item from stock or enter the input’s name.',
    ],
    [
      { inputs: [{ input_name: 'Urea', quantity: 0, unit: 'kg' }] },
      'inputs.0.quantity',
      'The input quantity must be more than 0.',
    ],
    [
      { recurrence: { every: 0, unit: 'days' } },
      'recurrence.every',
      'A task repeats at least every 1 day or week.',
    ],
    [
      { recurrence: { every: 1, unit: 'days', until: '2026-11-01' } },
      'recurrence.until',
      'The repeat end date must be on or after the due date.',
    ],
  ])('refuses %o with a message on %s', async (change, field, message) => {
    const res = await call(t, farm.token, 'POST', farm.url(), {
      title: 'Spray',
      due_date: '2026-11-24',
      ...change,
    });
    expect(fieldMessage(res, field)).toBe(message);
  });

  it('refuses a person and a team together', async () => {
    const worker = await addPerson(t, farm, 'worker');
    const teamId = await addTeam(t, farm.farmId, 'Sprayers', []);
    const res = await call(t, farm.token, 'POST', farm.url(), {
      title: 'Spray',
      due_date: '2026-11-24',
      assignee_user_id: worker.userId,
      assignee_team_id: teamId,
    });
    expect(fieldMessage(res, 'assignee_team_id')).toBe('Assign the task to a person or to a team, not both.');
  });

  it('refuses links to another farm, each on its own field', async () => {
    const outsider = await addPerson(t, other, 'worker');
    const otherTeam = await addTeam(t, other.farmId, 'Their team', []);
    const cases: [object, string, string][] = [
      [{ assignee_user_id: outsider.userId }, 'assignee_user_id', 'Choose a person who is on this farm.'],
      [{ assignee_team_id: otherTeam }, 'assignee_team_id', 'Choose a team of this farm.'],
      [{ field_id: other.fieldId }, 'field_id', 'Choose a field of this farm.'],
      [{ crop_id: other.cropId }, 'crop_id', 'Choose a crop of this farm.'],
      [
        { crop_id: farm.cropId, crop_stage_id: other.stageId },
        'crop_stage_id',
        'Choose a stage of the task’s crop.',
      ],
      [{ crop_stage_id: farm.stageId }, 'crop_stage_id', 'Choose a stage of the task’s crop.'],
      [{ item_id: other.itemId }, 'item_id', 'Choose an item of this farm.'],
      [
        { inputs: [{ item_id: other.itemId, quantity: 1, unit: 'kg' }] },
        'inputs.0.item_id',
        'Choose items of this farm for the inputs.',
      ],
      [
        { inputs: [{ item_id: farm.itemId, quantity: 1, unit: 'bags' }] },
        'inputs.0.unit',
        'DAP Fertilizer is counted in kg: give its quantity in kg.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await call(t, farm.token, 'POST', farm.url(), {
        title: 'Spray',
        due_date: '2026-11-24',
        ...change,
      });
      expect(fieldMessage(res, field), JSON.stringify(change)).toBe(message);
    }
    expect(await t.db.select().from(tasks).where(eq(tasks.title, 'Spray'))).toEqual([]);
  });
});

describe('GET /api/farms/{farmId}/tasks/{taskId}', () => {
  it('answers the task with its parts; another farm and an unknown id are 404', async () => {
    const task = await createTask(t, farm, { checklist: ['One'] });
    const res = await call(t, farm.token, 'GET', farm.url(`/${task.id}`));
    expect(res.statusCode, res.body).toBe(200);
    const detail = TaskDetailResponseSchema.parse(res.json()).data;
    expect(detail).toMatchObject({ id: task.id, comments: [], harvest: null });
    expect(detail.checklist).toHaveLength(1);

    expect((await call(t, other.token, 'GET', farm.url(`/${task.id}`))).statusCode).toBe(404);
    expect((await call(t, other.token, 'GET', other.url(`/${task.id}`))).statusCode).toBe(404);
    const missing = await call(t, farm.token, 'GET', farm.url('/00000000-0000-4000-8000-000000000000'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'We could not find that task.' });
    expect((await call(t, farm.token, 'GET', farm.url('/nonsense'))).statusCode).toBe(404);
  });

  it('marks an open task due before the farm’s today as overdue', async () => {
    const late = await createTask(t, farm, { due_date: '2026-11-23' });
    expect(late.overdue).toBe(true);
    const today = await createTask(t, farm, { due_date: '2026-11-24' });
    expect(today.overdue).toBe(false);
  });
});

describe('PATCH /api/farms/{farmId}/tasks/{taskId}', () => {
  it('changes what was sent, and tells a new assignee once', async () => {
    const task = await createTask(t, farm, { title: 'Scout for armyworm' });
    const worker = await addPerson(t, farm, 'worker');
    const patch = (payload: object) => call(t, farm.token, 'PATCH', farm.url(`/${task.id}`), payload);
    let res = await patch({ assignee_user_id: worker.userId, status: 'in_progress', priority: 'urgent' });
    expect(res.statusCode, res.body).toBe(200);
    expect(TaskResponseSchema.parse(res.json()).data).toMatchObject({
      title: 'Scout for armyworm',
      status: 'in_progress',
      priority: 'urgent',
      assignee: { type: 'user', id: worker.userId },
    });
    res = await patch({ description: 'Look under the leaves' });
    expect(res.statusCode, res.body).toBe(200);
    const events = await t.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.subjectId, task.id), eq(domainEvents.type, 'task.assigned')));
    expect(events).toHaveLength(1);
    const teamId = await addTeam(t, farm.farmId, 'Scouts', [worker.userId]);
    res = await patch({ assignee_team_id: teamId });
    expect(TaskResponseSchema.parse(res.json()).data.assignee).toEqual({
      type: 'team',
      id: teamId,
      name: 'Scouts',
    });
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.recordId, task.id));
    expect(entries.filter((e) => e.action === 'edit')).toHaveLength(3);
  });

  it('replaces the inputs and clears a stage of the crop the task leaves', async () => {
    const task = await createTask(t, farm, {
      crop_id: farm.cropId,
      crop_stage_id: farm.stageId,
      inputs: [{ input_name: 'Urea', quantity: 5, unit: 'kg' }],
    });
    const res = await call(t, farm.token, 'PATCH', farm.url(`/${task.id}`), {
      crop_id: null,
      inputs: [{ item_id: farm.itemId, quantity: 3, unit: 'kg' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = TaskResponseSchema.parse(res.json()).data;
    expect(data).toMatchObject({ crop: null, crop_stage_id: null, input_count: 1 });
    expect(data.inputs[0]).toMatchObject({ item_id: farm.itemId, quantity: '3.00' });
  });

  it('refuses done as a status (completing does that) and any status change of a done task', async () => {
    const task = await createTask(t, farm);
    const res = await call(t, farm.token, 'PATCH', farm.url(`/${task.id}`), { status: 'done' });
    expect(fieldMessage(res, 'status')).toBe(
      'Choose to do, in progress or cancelled; complete the task to mark it done.',
    );
    await call(t, farm.token, 'POST', farm.url(`/${task.id}/complete`), {});
    const again = await call(t, farm.token, 'PATCH', farm.url(`/${task.id}`), { status: 'todo' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This task is done: reopen it before changing it.' });
    const inputs = await call(t, farm.token, 'PATCH', farm.url(`/${task.id}`), { inputs: [] });
    expect(inputs.statusCode).toBe(409);
    const renamed = await call(t, farm.token, 'PATCH', farm.url(`/${task.id}`), {
      title: 'Weeded the maize',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('is 404 for another farm’s task', async () => {
    const task = await createTask(t, other);
    const res = await call(t, farm.token, 'PATCH', farm.url(`/${task.id}`), { title: 'Mine now' });
    expect(res.statusCode).toBe(404);
    const byOutsider = await call(t, farm.token, 'PATCH', other.url(`/${task.id}`), { title: 'Mine now' });
    expect(byOutsider.statusCode).toBe(404);
  });
});

describe('DELETE /api/farms/{farmId}/tasks/{taskId}', () => {
  it('deletes with an activity entry; another farm’s task is 404', async () => {
    const task = await createTask(t, farm, { title: 'Burn the stalks' });
    expect((await call(t, other.token, 'DELETE', farm.url(`/${task.id}`))).statusCode).toBe(404);
    const res = await call(t, farm.token, 'DELETE', farm.url(`/${task.id}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Task deleted' });
    expect(await t.db.select().from(tasks).where(eq(tasks.id, task.id))).toEqual([]);
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.recordId, task.id));
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'delete']);
    expect((await call(t, farm.token, 'DELETE', farm.url(`/${task.id}`))).statusCode).toBe(404);
  });
});

describe('who may do what (built-in roles)', () => {
  it('lets a worker see and change tasks but not add or delete them; a viewer only sees', async () => {
    const worker = await addPerson(t, farm, 'worker');
    const viewer = await addPerson(t, farm, 'viewer');
    const task = await createTask(t, farm);
    expect((await call(t, worker.token, 'GET', farm.url())).statusCode).toBe(200);
    expect((await call(t, viewer.token, 'GET', farm.url(`/${task.id}`))).statusCode).toBe(200);

    const add = await call(t, worker.token, 'POST', farm.url(), { title: 'X', due_date: '2026-11-24' });
    expect(add.statusCode).toBe(403);
    expect(add.json()).toMatchObject({ missing_permission: 'tasks.create' });
    expect((await call(t, worker.token, 'PATCH', farm.url(`/${task.id}`), { title: 'Y' })).statusCode).toBe(
      200,
    );
    expect((await call(t, worker.token, 'DELETE', farm.url(`/${task.id}`))).statusCode).toBe(403);

    const edit = await call(t, viewer.token, 'PATCH', farm.url(`/${task.id}`), { title: 'Z' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({ missing_permission: 'tasks.edit' });
    expect((await call(t, viewer.token, 'POST', farm.url(`/${task.id}/complete`), {})).statusCode).toBe(403);
  });
});
