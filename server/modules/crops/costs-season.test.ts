// Costs read from real movements and task hours, the labour conversion of day/week/month pay, and copying a
// season's plan (once: a second copy into the same season is refused, even when two arrive together).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CopySeasonResponseSchema, CropDetailResponseSchema } from '@/shared/contracts/crops';
import { crops, cropStages } from '@/server/db/schema/crops';
import { farmMembers } from '@/server/db/schema/farms';
import { taskChecklistItems, taskInputs, tasks } from '@/server/db/schema/tasks';
import { addMember, createItem } from '@/server/modules/inventory/inventory-fixtures';
import { changeStock } from '@/server/modules/inventory/stock-movements';
import { createTestApp, type TestApp } from '@/server/test/app';
import { labourMinor } from './crop-rules';
import { cropClient, cropsUrl, createCrop, makeWrite, seedCropFarm, type CropFarm } from './test-support';

let t: TestApp;
let farm: CropFarm;

beforeAll(async () => {
  t = await createTestApp();
  farm = await seedCropFarm(t);
});
afterAll(() => t.close());

const api = () => cropClient(t, farm.token);

async function seedTask(cropId: string, values: Partial<typeof tasks.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(tasks)
    .values({ farmId: farm.farmId, title: 'Top dress', cropId, dueDate: '2026-04-01', ...values })
    .returning();
  return row!;
}

describe('labourMinor', () => {
  it.each([
    [{ hours: '2', payRate: '150', payPeriod: 'hour' }, 30_000],
    [{ hours: '4', payRate: '800', payPeriod: 'day' }, 40_000],
    [{ hours: '10', payRate: '4000', payPeriod: 'week' }, 100_000],
    [{ hours: '1', payRate: '17600', payPeriod: 'month' }, 10_000],
    [{ hours: '3', payRate: null, payPeriod: null }, 0],
  ])('%j costs %i minor units', (work, minor) => {
    expect(labourMinor([work])).toBe(minor);
  });
});

describe('costs so far', () => {
  it('adds the consumed inputs of the crop’s tasks at their unit cost and the hours at the assignee’s pay', async () => {
    const crop = await createCrop(t, farm);
    const otherCrop = await createCrop(t, farm);
    const fertiliser = await createItem(t, farm, { name: `CAN ${crop.id}`, quantity: 100, unit_cost: 85.5 });
    const worker = await addMember(t, farm.farmId, 'worker');
    await t.db
      .update(farmMembers)
      .set({ payRate: '800', payPeriod: 'day' })
      .where(and(eq(farmMembers.farmId, farm.farmId), eq(farmMembers.userId, worker.user.id)));
    const task = await seedTask(crop.id, {
      assigneeUserId: worker.user.id,
      hoursWorked: '6',
      status: 'done',
    });
    const elsewhere = await seedTask(otherCrop.id, { hoursWorked: '3' });
    await t.db.transaction(async (tx) => {
      const w = makeWrite(tx, farm);
      await changeStock(w, fertiliser.id, { type: 'consume', quantity: 10, taskId: task.id });
      await changeStock(w, fertiliser.id, { type: 'consume', quantity: 2.5, taskId: elsewhere.id });
      await changeStock(w, fertiliser.id, { type: 'consume', quantity: 1 }); // no task: no crop's cost
    });
    const res = await api().get(cropsUrl(farm, `/${crop.id}`));
    const detail = CropDetailResponseSchema.parse(res.json()).data.crop;
    // 10 kg × 85.50 = 855.00; 6 h × 800/8 = 600.00
    expect(detail.costs).toEqual({
      inputs_minor: 85_500,
      labour_minor: 60_000,
      total_minor: 145_500,
      currency: 'KES',
    });
    expect(detail.task_counts).toMatchObject({ done: 1, todo: 0 });
  });
});

describe('POST /api/farms/{farmId}/crops/copy-season', () => {
  it('copies each crop as planned with shifted dates, stages and open tasks, and refuses a second copy', async () => {
    const copyFarm = await seedCropFarm(t, { name: 'Copy farm' });
    const copyApi = cropClient(t, copyFarm.token);
    const crop = await createCrop(t, copyFarm, {
      season: '2025 long rains',
      planting_date: '2025-03-10',
      expected_harvest_date: '2025-07-20',
    });
    await createCrop(t, copyFarm, { name: 'Beans', season: '2025 long rains', planting_date: '2025-03-12' });
    const stage = (
      await copyApi.post(cropsUrl(copyFarm, `/${crop.id}/stages`), {
        name: 'Planting',
        planned_start_date: '2025-03-10',
      })
    ).json().data.stage.id;
    await copyApi.post(cropsUrl(copyFarm, `/${crop.id}/stages/${stage}/start`));
    const open = await t.db
      .insert(tasks)
      .values({
        farmId: copyFarm.farmId,
        title: 'Weed',
        cropId: crop.id,
        cropStageId: stage,
        dueDate: '2025-04-01',
        status: 'in_progress',
      })
      .returning();
    await t.db
      .insert(taskChecklistItems)
      .values({ taskId: open[0]!.id, position: 0, text: 'Rows 1-10', done: true });
    await t.db
      .insert(taskInputs)
      .values({ farmId: copyFarm.farmId, taskId: open[0]!.id, inputName: 'CAN', quantity: '50', unit: 'kg' });
    await t.db.insert(tasks).values({
      farmId: copyFarm.farmId,
      title: 'Plant',
      cropId: crop.id,
      dueDate: '2025-03-10',
      status: 'done',
    });

    const body = { from_season: '2025 long rains', to_season: '2026 long rains', shift_days: 365 };
    const res = await copyApi.post(cropsUrl(copyFarm, '/copy-season'), body);
    expect(res.statusCode, res.body).toBe(201);
    const answer = CopySeasonResponseSchema.parse(res.json()).data;
    expect(answer.created).toBe(2);
    expect(answer.tasks_copied).toBe(1);
    const copy = answer.crops.find((c) => c.name === 'Maize')!;
    expect(copy).toMatchObject({
      status: 'planned',
      season: '2026 long rains',
      planting_date: '2026-03-10',
      expected_harvest_date: '2026-07-20',
      copied_from_id: crop.id,
      current_stage: null,
    });
    const stages = await t.db.select().from(cropStages).where(eq(cropStages.cropId, copy.id));
    expect(stages.map((s) => [s.name, s.plannedStartDate, s.startedOn])).toEqual([
      ['Planting', '2026-03-10', null],
    ]);
    const copiedTasks = await t.db.select().from(tasks).where(eq(tasks.cropId, copy.id));
    expect(copiedTasks.map((x) => [x.title, x.status, x.dueDate, x.cropStageId])).toEqual([
      ['Weed', 'todo', '2026-04-01', stages[0]!.id],
    ]);
    const checklist = await t.db
      .select()
      .from(taskChecklistItems)
      .where(eq(taskChecklistItems.taskId, copiedTasks[0]!.id));
    expect(checklist.map((c) => [c.text, c.done])).toEqual([['Rows 1-10', false]]);
    const inputs = await t.db.select().from(taskInputs).where(eq(taskInputs.taskId, copiedTasks[0]!.id));
    expect(inputs.map((i) => [i.inputName, i.quantity, i.movementId])).toEqual([['CAN', '50.00', null]]);

    const second = await copyApi.post(cropsUrl(copyFarm, '/copy-season'), body);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'Crops already in the season 2026 long rains: 2. Choose another season or add crops one by one.',
    );
  });

  it('copies once when two requests arrive together', async () => {
    const copyFarm = await seedCropFarm(t, { name: 'Race farm' });
    await createCrop(t, copyFarm, { season: 'A' });
    const body = { from_season: 'A', to_season: 'B', shift_days: 0 };
    const answers = await Promise.all(
      [1, 2].map(() => cropClient(t, copyFarm.token).post(cropsUrl(copyFarm, '/copy-season'), body)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const inB = await t.db
      .select()
      .from(crops)
      .where(and(eq(crops.farmId, copyFarm.farmId), eq(crops.season, 'B')));
    expect(inB).toHaveLength(1);
  });

  it('refuses an empty source season, the same season twice and a viewer', async () => {
    const empty = await api().post(cropsUrl(farm, '/copy-season'), {
      from_season: 'None',
      to_season: 'Next',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.from_season).toEqual(['There are no crops in the season None to copy.']);
    const same = await api().post(cropsUrl(farm, '/copy-season'), { from_season: 'A', to_season: 'a' });
    expect(same.json().errors.to_season).toEqual(['Copy into a different season.']);
    const viewer = await addMember(t, farm.farmId, 'viewer');
    const refused = await cropClient(t, viewer.token).post(cropsUrl(farm, '/copy-season'), {
      from_season: 'A',
      to_season: 'B',
    });
    expect(refused.statusCode).toBe(403);
  });
});
