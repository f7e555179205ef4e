// A task's checklist and comments (docs/product/tasks.md): adding, ticking, renaming, moving and removing steps;
// commenting and deleting one's own comment; bad input; who may; and another farm's task out of reach.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChecklistItemResponseSchema,
  CommentListSchema,
  CommentResponseSchema,
  TASK_CHECKLIST_MAX,
  TaskDetailResponseSchema,
} from '@/shared/contracts/tasks';
import { activityLog } from '@/server/db/schema/activity';
import { createTestApp, type TestApp } from '@/server/test/app';
import { addPerson, call, createTask, createTaskFarm, fieldMessage, type TaskFarm } from './test-support';

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

describe('the checklist', () => {
  it('adds, ticks, renames, moves and removes steps, each with an activity entry', async () => {
    const task = await createTask(t, farm, { checklist: ['Fill the sprayer'] });
    const url = farm.url(`/${task.id}/checklist`);
    const added = await call(t, farm.token, 'POST', url, { text: '  Spray the rows ' });
    expect(added.statusCode, added.body).toBe(201);
    const step = ChecklistItemResponseSchema.parse(added.json()).data;
    expect(step).toMatchObject({ text: 'Spray the rows', position: 1, done: false });

    const ticked = await call(t, farm.token, 'PATCH', `${url}/${step.id}`, { done: true });
    expect(ChecklistItemResponseSchema.parse(ticked.json()).data.done).toBe(true);
    const moved = await call(t, farm.token, 'PATCH', `${url}/${step.id}`, { position: 0, text: 'Spray' });
    expect(ChecklistItemResponseSchema.parse(moved.json()).data).toMatchObject({
      position: 0,
      text: 'Spray',
    });

    const detail = TaskDetailResponseSchema.parse(
      (await call(t, farm.token, 'GET', farm.url(`/${task.id}`))).json(),
    );
    expect(detail.data).toMatchObject({ checklist_done: 1, checklist_total: 2 });

    const removed = await call(t, farm.token, 'DELETE', `${url}/${step.id}`);
    expect(removed.json()).toEqual({ success: true, message: 'Checklist item deleted' });
    expect((await call(t, farm.token, 'DELETE', `${url}/${step.id}`)).statusCode).toBe(404);
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.recordId, task.id));
    expect(entries.map((e) => e.summary)).toEqual([
      `Added the task ${task.title}`,
      `Added "Spray the rows" to the checklist of ${task.title}`,
      `Ticked "Spray the rows" on the checklist of ${task.title}`,
      `Changed "Spray" on the checklist of ${task.title}`,
      `Took "Spray" off the checklist of ${task.title}`,
    ]);
  });

  it('refuses an empty step, a full checklist and bad changes', async () => {
    const task = await createTask(t, farm, {
      checklist: Array.from({ length: TASK_CHECKLIST_MAX }, (_, i) => `Step ${i + 1}`),
    });
    const url = farm.url(`/${task.id}/checklist`);
    expect(fieldMessage(await call(t, farm.token, 'POST', url, { text: ' ' }), 'text')).toBe(
      'Enter the checklist item.',
    );
    expect(fieldMessage(await call(t, farm.token, 'POST', url, { text: 'One more' }), 'text')).toBe(
      `A checklist can hold at most ${TASK_CHECKLIST_MAX} items.`,
    );
    const [first] = TaskDetailResponseSchema.parse(
      (await call(t, farm.token, 'GET', farm.url(`/${task.id}`))).json(),
    ).data.checklist;
    expect(
      fieldMessage(await call(t, farm.token, 'PATCH', `${url}/${first!.id}`, { done: 'yes' }), 'done'),
    ).toBe('Done is true or false.');
    expect(
      fieldMessage(await call(t, farm.token, 'PATCH', `${url}/${first!.id}`, { position: -1 }), 'position'),
    ).toBe('The position cannot be negative.');
  });

  it('keeps another farm’s checklist out of reach, and a viewer from changing it', async () => {
    const task = await createTask(t, other, { checklist: ['Theirs'] });
    const theirs = TaskDetailResponseSchema.parse(
      (await call(t, other.token, 'GET', other.url(`/${task.id}`))).json(),
    ).data.checklist[0]!;
    expect(
      (await call(t, farm.token, 'POST', farm.url(`/${task.id}/checklist`), { text: 'Mine' })).statusCode,
    ).toBe(404);
    expect(
      (await call(t, farm.token, 'PATCH', farm.url(`/${task.id}/checklist/${theirs.id}`), { done: true }))
        .statusCode,
    ).toBe(404);
    const ours = await createTask(t, farm);
    // An item id of another task is not an item of this one.
    expect(
      (await call(t, farm.token, 'PATCH', farm.url(`/${ours.id}/checklist/${theirs.id}`), { done: true }))
        .statusCode,
    ).toBe(404);
    const viewer = await addPerson(t, farm, 'viewer');
    const res = await call(t, viewer.token, 'POST', farm.url(`/${ours.id}/checklist`), { text: 'Sneak' });
    expect(res.statusCode).toBe(403);
  });
});

describe('comments', () => {
  it('adds and lists comments; only the author deletes one', async () => {
    const task = await createTask(t, farm);
    const worker = await addPerson(t, farm, 'worker');
    const url = farm.url(`/${task.id}/comments`);
    const res = await call(t, worker.token, 'POST', url, { body: 'Armyworm on the east side.' });
    expect(res.statusCode, res.body).toBe(201);
    const comment = CommentResponseSchema.parse(res.json()).data;
    expect(comment).toMatchObject({ author: { id: worker.userId }, body: 'Armyworm on the east side.' });

    const viewer = await addPerson(t, farm, 'viewer');
    const list = CommentListSchema.parse((await call(t, viewer.token, 'GET', url)).json()).data;
    expect(list.map((c) => c.body)).toEqual(['Armyworm on the east side.']);
    expect((await call(t, viewer.token, 'POST', url, { body: 'Me too' })).statusCode).toBe(403);

    const byOwner = await call(t, farm.token, 'DELETE', `${url}/${comment.id}`);
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json()).toMatchObject({ message: 'You can delete only your own comments.' });
    const byAuthor = await call(t, worker.token, 'DELETE', `${url}/${comment.id}`);
    expect(byAuthor.json()).toEqual({ success: true, message: 'Comment deleted' });
    expect(CommentListSchema.parse((await call(t, farm.token, 'GET', url)).json()).data).toEqual([]);
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.recordId, comment.id));
    expect(entries.map((e) => e.action)).toEqual(['create', 'delete']);
  });

  it('refuses an empty comment, and another farm’s task is 404', async () => {
    const task = await createTask(t, farm);
    expect(
      fieldMessage(await call(t, farm.token, 'POST', farm.url(`/${task.id}/comments`), { body: '' }), 'body'),
    ).toBe('Write the comment.');
    const theirs = await createTask(t, other);
    expect((await call(t, farm.token, 'GET', farm.url(`/${theirs.id}/comments`))).statusCode).toBe(404);
    expect((await call(t, farm.token, 'GET', other.url(`/${theirs.id}/comments`))).statusCode).toBe(404);
    expect(
      (await call(t, farm.token, 'POST', farm.url(`/${theirs.id}/comments`), { body: 'Hi' })).statusCode,
    ).toBe(404);
  });
});
