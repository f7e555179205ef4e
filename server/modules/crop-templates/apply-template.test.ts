// Applying a template writes exactly the dated stages, tasks, checklist rows and scaled inputs it plans
// (docs/product/crop-templates.md "Applying a template").
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crops, cropStages } from '@/server/db/schema/crops';
import { taskChecklistItems, taskInputs, tasks } from '@/server/db/schema/tasks';
import { seedCrop, seedCropFarm, type CropFarm } from '@/server/modules/crops/test-support';
import { insertItem } from '@/server/modules/farms/farm-fixtures';
import { createTestApp, type TestApp } from '@/server/test/app';
import { applyCropTemplate } from './apply-template';
import { seedTemplate } from './test-support';

let t: TestApp;
let farm: CropFarm;
let other: CropFarm;

beforeAll(async () => {
  t = await createTestApp();
  farm = await seedCropFarm(t);
  other = await seedCropFarm(t, { name: 'Other farm' });
});
afterAll(() => t.close());

const apply = (cropId: string, templateId: string, f = farm) =>
  t.db.transaction((tx) =>
    applyCropTemplate(tx, {
      farmId: f.farmId,
      cropId,
      templateId,
      plantingDate: '2026-03-15',
      area: 2.5,
      areaUnit: 'acres',
      actorId: f.userId,
    }),
  );

describe('applyCropTemplate', () => {
  it('writes the dated stages, tasks, checklist and inputs scaled to the crop area', async () => {
    const dap = await insertItem(t.db, {
      farmId: farm.farmId,
      locationId: farm.locations[0],
      unit: 'kg',
      quantity: '200',
      name: 'dap  Fertilizer',
    });
    const seed = await insertItem(t.db, {
      farmId: farm.farmId,
      locationId: farm.locations[0],
      unit: 'g',
      quantity: '90000',
      name: 'Maize seed H614',
    });
    // Another farm's item of the same name is never taken.
    await insertItem(t.db, {
      farmId: other.farmId,
      locationId: other.locations[0],
      unit: 'kg',
      quantity: '900',
      name: 'CAN',
    });
    const templateId = await seedTemplate(t.db);
    const crop = await seedCrop(t.db, farm, { area: '2.5', areaUnit: 'acres', plantingDate: '2026-03-15' });

    expect(await apply(crop.id, templateId)).toMatchObject({ stages: 3, tasks: 3 });

    const stages = await t.db
      .select()
      .from(cropStages)
      .where(eq(cropStages.cropId, crop.id))
      .orderBy(asc(cropStages.position));
    expect(stages.map((s) => [s.position, s.name, s.plannedStartDate, s.startedOn])).toEqual([
      [0, 'Land preparation', '2026-03-01', '2026-03-01'],
      [1, 'Planting', '2026-03-15', null],
      [2, 'Vegetative', '2026-04-05', null],
    ]);
    const [after] = await t.db.select().from(crops).where(eq(crops.id, crop.id));
    expect(after).toMatchObject({ currentStageId: stages[0]!.id, templateId });

    const rows = await t.db.select().from(tasks).where(eq(tasks.cropId, crop.id)).orderBy(asc(tasks.dueDate));
    expect(
      rows.map((r) => [r.title, r.kind, r.priority, r.dueDate, r.cropStageId, r.fieldId, r.status]),
    ).toEqual([
      ['Plough and harrow', 'land_preparation', 'medium', '2026-03-01', stages[0]!.id, farm.fieldId, 'todo'],
      ['Plant with DAP', 'planting', 'high', '2026-03-15', stages[1]!.id, farm.fieldId, 'todo'],
      ['Top-dress with CAN', 'application', 'medium', '2026-04-12', stages[2]!.id, farm.fieldId, 'todo'],
    ]);
    expect(rows.every((r) => r.templateTaskId !== null && r.createdBy === farm.userId)).toBe(true);

    const checklist = await t.db
      .select()
      .from(taskChecklistItems)
      .where(eq(taskChecklistItems.taskId, rows[1]!.id))
      .orderBy(asc(taskChecklistItems.position));
    expect(checklist.map((c) => [c.position, c.text, c.done])).toEqual([
      [0, 'Spacing 75 cm by 25 cm', false],
      [1, 'One seed a hole', false],
    ]);

    // 2.5 acres = 1.0117 ha: 50 kg/ha → 50.59 kg, 25 kg/ha → 25.29 kg = 25290 g (the item counts grams),
    // 100 kg/ha → 101.17 kg of CAN, which this farm does not stock.
    const inputs = await t.db.select().from(taskInputs).where(eq(taskInputs.farmId, farm.farmId));
    const byName = Object.fromEntries(
      inputs.map((i) => [i.inputName, [i.taskId, i.itemId, i.quantity, i.unit]]),
    );
    expect(byName).toEqual({
      'DAP fertilizer': [rows[1]!.id, dap.id, '50.59', 'kg'],
      'Maize seed H614': [rows[1]!.id, seed.id, '25290.00', 'g'],
      CAN: [rows[2]!.id, null, '101.17', 'kg'],
    });
  });

  it('applies the farm’s own private template, and refuses another farm’s as not found', async () => {
    const mine = await seedTemplate(t.db, { farmId: farm.farmId });
    const theirs = await seedTemplate(t.db, { farmId: other.farmId });
    const crop = await seedCrop(t.db, farm);
    expect(await apply(crop.id, mine)).toMatchObject({ stages: 3, tasks: 3 });
    const second = await seedCrop(t.db, farm);
    await expect(apply(second.id, theirs)).rejects.toMatchObject({ statusCode: 404 });
    await expect(apply(second.id, 'not-a-uuid')).rejects.toMatchObject({ statusCode: 404 });
    expect(await t.db.select().from(tasks).where(eq(tasks.cropId, second.id))).toEqual([]);
  });

  it('refuses a crop of another farm', async () => {
    const templateId = await seedTemplate(t.db);
    const crop = await seedCrop(t.db, other);
    await expect(apply(crop.id, templateId, farm)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('starts no stage when the first begins after planting', async () => {
    const templateId = await seedTemplate(t.db, {
      payload: {
        name: 'Late start',
        crop_name: 'Beans',
        stages: [{ name: 'Emergence', day_offset: 7 }],
        tasks: [{ title: 'Scout', kind: 'scouting', day_offset: 10, stage_index: null }],
      },
    });
    const crop = await seedCrop(t.db, farm);
    expect(await apply(crop.id, templateId)).toEqual({ stages: 1, tasks: 1, startedStageId: null });
    const [stage] = await t.db.select().from(cropStages).where(eq(cropStages.cropId, crop.id));
    expect(stage).toMatchObject({ plannedStartDate: '2026-03-22', startedOn: null });
    const [task] = await t.db.select().from(tasks).where(eq(tasks.cropId, crop.id));
    expect(task).toMatchObject({ dueDate: '2026-03-25', cropStageId: null, priority: 'medium' });
  });
});
