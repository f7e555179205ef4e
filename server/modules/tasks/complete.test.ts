// Completing a task through the stock ledger (docs/decisions/038): each input consumed exactly once, whether the
// request is retried with its key or ten people complete at once; short stock leaves everything as it was; an
// input without an item, a cancelled or done task, and a role without inventory.edit are refused; a recurring task
// gets its next occurrence once; a harvest task puts its harvest into stock; reopening keeps the stock taken.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaskResponseSchema } from '@/shared/contracts/tasks';
import { harvests } from '@/server/db/schema/crops';
import { inventoryItems, stockMovements } from '@/server/db/schema/inventory';
import { tasks } from '@/server/db/schema/tasks';
import { createTestApp, type TestApp } from '@/server/test/app';
import { createItem } from '@/server/modules/inventory/inventory-fixtures';
import { addPerson, call, createTask, createTaskFarm, fieldMessage, type TaskFarm } from './test-support';

let t: TestApp;
let farm: TaskFarm;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-24T09:00:00Z'));
  farm = await createTaskFarm(t);
});
afterAll(() => t.close());

const quantityOf = async (itemId: string) =>
  (await t.db.select().from(inventoryItems).where(eq(inventoryItems.id, itemId)))[0]!.quantity;
const movementsOf = (taskId: string) =>
  t.db.select().from(stockMovements).where(eq(stockMovements.taskId, taskId));
const complete = (taskId: string, payload: object = {}, key?: string, token = farm.token) =>
  call(t, token, 'POST', farm.url(`/${taskId}/complete`), payload, key ? { 'idempotency-key': key } : {});

/** A fresh stocked input so each test reads its own quantities. */
const stocked = (name: string, quantity: number) => createItem(t, farm, { name, quantity });

describe('POST .../tasks/{taskId}/complete', () => {
  it('consumes each input once, naming the task, and marks the task done', async () => {
    const dap = await stocked('DAP 1', 100);
    const urea = await stocked('Urea 1', 50);
    const task = await createTask(t, farm, {
      kind: 'application',
      inputs: [
        { item_id: dap.id, quantity: 25, unit: 'kg' },
        { item_id: urea.id, quantity: 12.5, unit: 'kg' },
      ],
    });
    const res = await complete(task.id, { hours_worked: 3.5 }, 'complete-1');
    expect(res.statusCode, res.body).toBe(200);
    const done = TaskResponseSchema.parse(res.json());
    expect(done.message).toBe('Task completed');
    expect(done.data).toMatchObject({
      status: 'done',
      hours_worked: '3.50',
      completed_by: { id: farm.userId },
    });
    expect(done.data.completed_at).toBe('2026-11-24T09:00:00.000Z');
    expect(done.data.inputs.every((i) => i.consumed && i.movement_id)).toBe(true);
    expect(await quantityOf(dap.id)).toBe('75.00');
    expect(await quantityOf(urea.id)).toBe('37.50');
    const movements = await movementsOf(task.id);
    expect(movements.map((m) => [m.type, m.quantityChange]).sort()).toEqual([
      ['consume', '-12.50'],
      ['consume', '-25.00'],
    ]);
  });

  it('answers a retry with the same key as the first time, consuming nothing more', async () => {
    const dap = await stocked('DAP 2', 100);
    const task = await createTask(t, farm, { inputs: [{ item_id: dap.id, quantity: 10, unit: 'kg' }] });
    const first = await complete(task.id, {}, 'retry-key');
    const retries = await Promise.all([1, 2, 3].map(() => complete(task.id, {}, 'retry-key')));
    expect(first.statusCode, first.body).toBe(200);
    for (const retry of retries) {
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
    }
    expect(await quantityOf(dap.id)).toBe('90.00');
    expect(await movementsOf(task.id)).toHaveLength(1);
  });

  it('consumes once when ten people complete at once with their own keys; the others hear it is done', async () => {
    const dap = await stocked('DAP 3', 100);
    const task = await createTask(t, farm, { inputs: [{ item_id: dap.id, quantity: 7, unit: 'kg' }] });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => complete(task.id, {}, `racer-${i}`)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ message: 'This task is already done.' });
    expect(await quantityOf(dap.id)).toBe('93.00');
    expect(await movementsOf(task.id)).toHaveLength(1);
  });

  it('refuses short stock with the ledger’s message and consumes nothing at all', async () => {
    const plenty = await stocked('Plenty', 100);
    const scarce = await stocked('Scarce', 3);
    const task = await createTask(t, farm, {
      inputs: [
        { item_id: plenty.id, quantity: 10, unit: 'kg' },
        { item_id: scarce.id, quantity: 5, unit: 'kg' },
      ],
    });
    const res = await complete(task.id, {}, 'short-1');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Only 3.00 kg of Scarce left; you tried to use 5.' });
    expect(await quantityOf(plenty.id)).toBe('100.00');
    expect(await quantityOf(scarce.id)).toBe('3.00');
    expect(await movementsOf(task.id)).toEqual([]);
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row!.status).toBe('todo');
    // The same key works once the cause is fixed: failures are not stored.
    await call(t, farm.token, 'POST', `/api/farms/${farm.farmId}/inventory/${scarce.id}/receive`, {
      quantity: 5,
    });
    expect((await complete(task.id, {}, 'short-1')).statusCode).toBe(200);
    expect(await quantityOf(scarce.id)).toBe('3.00');
  });

  it('asks to link an input to an item first', async () => {
    const task = await createTask(t, farm, {
      inputs: [{ input_name: 'Mavuno top dress', quantity: 5, unit: 'kg' }],
    });
    const res = await complete(task.id);
    expect(fieldMessage(res, 'inputs')).toBe(
      'Link Mavuno top dress to an item in stock before completing the task.',
    );
  });

  it('refuses a done or cancelled task, and bad hours', async () => {
    const task = await createTask(t, farm);
    expect(fieldMessage(await complete(task.id, { hours_worked: -1 }), 'hours_worked')).toBe(
      'The hours worked cannot be negative.',
    );
    await call(t, farm.token, 'PATCH', farm.url(`/${task.id}`), { status: 'cancelled' });
    const cancelled = await complete(task.id);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toMatchObject({
      message: 'This task was cancelled; reopen it before completing it.',
    });
  });

  it('needs inventory.edit as well when stock moves, and only tasks.edit when it does not', async () => {
    const clerk = await addPerson(t, farm, { permissions: ['tasks.view', 'tasks.edit'] });
    const moving = await createTask(t, farm, { inputs: [{ item_id: farm.itemId, quantity: 1, unit: 'kg' }] });
    const res = await complete(moving.id, {}, undefined, clerk.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ missing_permission: 'inventory.edit' });
    const plain = await createTask(t, farm);
    expect((await complete(plain.id, {}, undefined, clerk.token)).statusCode).toBe(200);
    const worker = await addPerson(t, farm, 'worker');
    expect((await complete(moving.id, {}, undefined, worker.token)).statusCode).toBe(200);
  });

  it('is 404 for another farm’s task', async () => {
    const other = await createTaskFarm(t, { name: 'Other Farm' });
    const task = await createTask(t, other, { inputs: [{ item_id: other.itemId, quantity: 1, unit: 'kg' }] });
    expect((await complete(task.id)).statusCode).toBe(404);
    expect((await call(t, farm.token, 'POST', other.url(`/${task.id}/complete`), {})).statusCode).toBe(404);
    expect(await movementsOf(task.id)).toEqual([]);
  });
});

describe('deleting a completed task', () => {
  it('keeps the stock movements it made, no longer naming it', async () => {
    const dap = await stocked('DAP 5', 10);
    const task = await createTask(t, farm, { inputs: [{ item_id: dap.id, quantity: 2, unit: 'kg' }] });
    await complete(task.id, {}, 'delete-1');
    const res = await call(t, farm.token, 'DELETE', farm.url(`/${task.id}`));
    expect(res.statusCode, res.body).toBe(200);
    const movements = await t.db.select().from(stockMovements).where(eq(stockMovements.itemId, dap.id));
    expect(movements.filter((m) => m.type === 'consume').map((m) => m.taskId)).toEqual([null]);
    expect(await quantityOf(dap.id)).toBe('8.00');
  });
});

describe('recurring tasks', () => {
  it('creates the next occurrence once, with its inputs and a fresh checklist, until the end date', async () => {
    const chlorine = await stocked('Chlorine 1', 10);
    const task = await createTask(t, farm, {
      title: 'Irrigate block A',
      due_date: '2026-11-24',
      recurrence: { every: 1, unit: 'weeks', until: '2026-12-01' },
      inputs: [{ item_id: chlorine.id, quantity: 1, unit: 'kg' }],
      checklist: ['Open the valve'],
    });
    expect((await complete(task.id, {}, 'series-1')).statusCode).toBe(200);
    // Reopened and completed again: the next one is already there.
    expect((await call(t, farm.token, 'POST', farm.url(`/${task.id}/reopen`))).statusCode).toBe(200);
    expect((await complete(task.id, {}, 'series-2')).statusCode).toBe(200);
    const series = await t.db.select().from(tasks).where(eq(tasks.seriesId, task.series_id!));
    expect(series.map((s) => [s.dueDate, s.status]).sort()).toEqual([
      ['2026-11-24', 'done'],
      ['2026-12-01', 'todo'],
    ]);
    const next = series.find((s) => s.dueDate === '2026-12-01')!;
    const detail = TaskResponseSchema.shape.data.parse(
      (await call(t, farm.token, 'GET', farm.url(`/${next.id}`))).json().data,
    );
    expect(detail).toMatchObject({
      title: 'Irrigate block A',
      status: 'todo',
      checklist_total: 1,
      checklist_done: 0,
      input_count: 1,
    });
    expect(detail.inputs[0]).toMatchObject({ item_id: chlorine.id, consumed: false });
    expect(await quantityOf(chlorine.id)).toBe('9.00');
    // The last one of the series: its next would fall after the end date.
    expect((await complete(next.id, {}, 'series-3')).statusCode).toBe(200);
    expect(await t.db.select().from(tasks).where(eq(tasks.seriesId, task.series_id!))).toHaveLength(2);
  });
});

describe('harvest tasks', () => {
  it('records the harvest into a product item with its lot and grade', async () => {
    const product = await createItem(t, farm, {
      item_type: 'product',
      name: 'Maize grain',
      category: 'Grains',
      quantity: 0,
      unit: 'bags',
    });
    const task = await createTask(t, farm, { kind: 'harvest', crop_id: farm.cropId });
    expect(fieldMessage(await complete(task.id), 'harvest')).toBe(
      'Enter what was harvested to complete a harvest task.',
    );
    const res = await complete(
      task.id,
      {
        harvest: {
          quantity: 40,
          unit: 'bags',
          lot: 'LR-2026-01',
          quality_grade: 'grade_1',
          item_id: product.id,
        },
      },
      'harvest-1',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(TaskResponseSchema.parse(res.json()).data.harvest).toMatchObject({
      quantity: '40.00',
      unit: 'bags',
      lot: 'LR-2026-01',
      quality_grade: 'grade_1',
      item: { id: product.id, name: 'Maize grain' },
    });
    expect(await quantityOf(product.id)).toBe('40.00');
    expect(await t.db.select().from(harvests).where(eq(harvests.taskId, task.id))).toHaveLength(1);
    const [movement] = await movementsOf(task.id);
    expect(movement).toMatchObject({ type: 'harvest', quantityChange: '40.00' });
  });

  it('refuses a harvest on another kind of task and a harvest task without a crop', async () => {
    const general = await createTask(t, farm);
    const harvest = { quantity: 1, unit: 'bags', item_id: farm.itemId };
    expect(fieldMessage(await complete(general.id, { harvest }), 'harvest')).toBe(
      'Only a harvest task records a harvest.',
    );
    const cropless = await createTask(t, farm, { kind: 'harvest' });
    expect(fieldMessage(await complete(cropless.id, { harvest }), 'crop_id')).toBe(
      'Link the harvest task to a crop before completing it.',
    );
  });
});

describe('POST .../tasks/{taskId}/reopen', () => {
  it('puts a done task back to do and says the stock stays used', async () => {
    const dap = await stocked('DAP 4', 20);
    const task = await createTask(t, farm, { inputs: [{ item_id: dap.id, quantity: 5, unit: 'kg' }] });
    await complete(task.id, {}, 'reopen-1');
    const res = await call(t, farm.token, 'POST', farm.url(`/${task.id}/reopen`));
    expect(res.statusCode, res.body).toBe(200);
    const body = TaskResponseSchema.parse(res.json());
    expect(body.message).toBe(
      'Task reopened. Stock it used stays used: receive or adjust it to put any back.',
    );
    expect(body.data).toMatchObject({ status: 'todo', completed_at: null, completed_by: null });
    expect(body.data.inputs[0]!.consumed).toBe(true);
    expect(await quantityOf(dap.id)).toBe('15.00');
    // Done again: what was taken is not taken twice.
    expect((await complete(task.id, {}, 'reopen-2')).statusCode).toBe(200);
    expect(await quantityOf(dap.id)).toBe('15.00');
    const open = await call(t, farm.token, 'POST', farm.url(`/${task.id}/reopen`));
    expect(open.statusCode).toBe(200);
    const twice = await call(t, farm.token, 'POST', farm.url(`/${task.id}/reopen`));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'Only a done or cancelled task can be reopened.' });
    const rows = await t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.itemId, dap.id)));
    expect(rows.filter((m) => m.type === 'consume')).toHaveLength(1);
  });
});
