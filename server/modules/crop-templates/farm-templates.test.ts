// A farm's crop templates: the platform's and its own, never another farm's; the preview's exact dates and
// quantities; saving a crop as a template; deleting a private one (docs/product/crop-templates.md).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CropTemplateListResponseSchema,
  CropTemplateResponseSchema,
  TemplatePreviewResponseSchema,
} from '@/shared/contracts/crop-templates';
import { activityLog } from '@/server/db/schema/activity';
import { seedCrop, seedCropFarm, type CropFarm } from '@/server/modules/crops/test-support';
import { addMember } from '@/server/modules/inventory/inventory-fixtures';
import { insertItem } from '@/server/modules/farms/farm-fixtures';
import { createTestApp, type TestApp } from '@/server/test/app';
import { seedPlannedCrop, seedTemplate, templateClient } from './test-support';

let t: TestApp;
let farm: CropFarm;
let other: CropFarm;
let mine: ReturnType<typeof templateClient>;
let theirs: ReturnType<typeof templateClient>;
const url = (f: { farmId: string }, rest = '') => `/api/farms/${f.farmId}${rest}`;

beforeAll(async () => {
  t = await createTestApp();
  farm = await seedCropFarm(t);
  other = await seedCropFarm(t, { name: 'Jirani Farm' });
  mine = templateClient(t, farm.token);
  theirs = templateClient(t, other.token);
});
afterAll(() => t.close());

describe('the templates a farm sees', () => {
  it('lists the platform’s and its own, never another farm’s private ones', async () => {
    const platformId = await seedTemplate(t.db);
    const ownId = await seedTemplate(t.db, { farmId: farm.farmId });
    const otherId = await seedTemplate(t.db, { farmId: other.farmId });
    const res = await mine.get(url(farm, '/crop-templates'));
    expect(res.statusCode).toBe(200);
    const list = CropTemplateListResponseSchema.parse(res.json()).data;
    expect(list.find((row) => row.id === platformId)).toMatchObject({
      scope: 'platform',
      stage_count: 3,
      task_count: 3,
    });
    expect(list.find((row) => row.id === ownId)).toMatchObject({ scope: 'farm' });
    expect(list.some((row) => row.id === otherId)).toBe(false);
    // The platform's come first.
    expect(list.findIndex((row) => row.scope === 'farm')).toBeGreaterThan(
      list.findLastIndex((row) => row.scope === 'platform'),
    );

    expect((await mine.get(url(farm, `/crop-templates/${ownId}`))).statusCode).toBe(200);
    const hidden = await mine.get(url(farm, `/crop-templates/${otherId}`));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: 'We could not find that crop template.' });
    expect(
      (
        await mine.get(
          url(farm, `/crop-templates/${otherId}/preview?planting_date=2026-03-15&area=1&area_unit=hectares`),
        )
      ).statusCode,
    ).toBe(404);
    expect((await mine.delete(url(farm, `/crop-templates/${otherId}`))).statusCode).toBe(404);
    // Asking through the other farm's address, without being its member, finds no farm at all.
    expect((await mine.get(url(other, `/crop-templates/${otherId}`))).statusCode).toBe(404);
    expect((await mine.get(url(other, '/crop-templates'))).statusCode).toBe(404);
  });
});

describe('the preview', () => {
  it('dates each stage and task from the planting day and scales inputs to the area', async () => {
    const can = await insertItem(t.db, {
      farmId: farm.farmId,
      locationId: farm.locations[0],
      unit: 'kg',
      quantity: '50',
      name: 'CAN',
    });
    const templateId = await seedTemplate(t.db);
    const res = await mine.get(
      url(
        farm,
        `/crop-templates/${templateId}/preview?planting_date=2024-02-20&area=5000&area_unit=square_metres`,
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const preview = TemplatePreviewResponseSchema.parse(res.json()).data;
    // 2024 is a leap year: 20 February + 14 days is 5 March, not 6 March.
    expect(preview.expected_harvest_date).toBe('2024-07-19');
    expect(preview.stages).toEqual([
      { position: 0, name: 'Land preparation', planned_start_date: '2024-02-06', started: true },
      { position: 1, name: 'Planting', planned_start_date: '2024-02-20', started: false },
      { position: 2, name: 'Vegetative', planned_start_date: '2024-03-12', started: false },
    ]);
    expect(preview.tasks.map((task) => [task.title, task.due_date, task.stage_index, task.inputs])).toEqual([
      ['Plough and harrow', '2024-02-06', 0, []],
      [
        'Plant with DAP',
        '2024-02-20',
        1,
        [
          { name: 'DAP fertilizer', quantity: '25.00', unit: 'kg', item_id: null },
          { name: 'Maize seed H614', quantity: '12.50', unit: 'kg', item_id: null },
        ],
      ],
      [
        'Top-dress with CAN',
        '2024-03-19',
        2,
        [{ name: 'CAN', quantity: '50.00', unit: 'kg', item_id: can.id }],
      ],
    ]);
  });

  it('says what is wrong with the crop it is asked about', async () => {
    const templateId = await seedTemplate(t.db);
    const ask = async (query: string) => {
      const res = await mine.get(url(farm, `/crop-templates/${templateId}/preview?${query}`));
      expect(res.statusCode).toBe(422);
      return (res.json() as { errors: Record<string, string[]> }).errors;
    };
    expect(await ask('planting_date=2026-02-30&area=1&area_unit=hectares')).toMatchObject({
      planting_date: ['There is no such day: enter the planting date as a real date (YYYY-MM-DD).'],
    });
    expect(await ask('planting_date=2026-03-01&area=0&area_unit=hectares')).toMatchObject({
      area: ['The area must be more than 0.'],
    });
    expect(await ask('planting_date=2026-03-01&area=2&area_unit=feddans')).toMatchObject({
      area_unit: ['Choose acres, hectares or square metres.'],
    });
  });
});

describe('saving a crop as a template', () => {
  it('keeps the crop’s stages and tasks as offsets from planting and its inputs per hectare', async () => {
    // CAN is in the farm's store, so the crop's CAN is linked to it and the template keeps its category.
    await insertItem(t.db, {
      farmId: farm.farmId,
      locationId: farm.locations[1],
      unit: 'kg',
      quantity: '5',
      name: 'CAN',
    });
    const cropId = await seedPlannedCrop(t.db, farm.farmId, farm.userId);
    const res = await mine.post(url(farm, `/crops/${cropId}/save-as-template`), { name: 'Our maize' });
    expect(res.statusCode, res.body).toBe(201);
    const template = CropTemplateResponseSchema.parse(res.json()).data.template;
    expect(template).toMatchObject({
      scope: 'farm',
      name: 'Our maize',
      crop_name: 'Maize',
      duration_days: 150,
      stages: [
        { name: 'Land preparation', day_offset: -14 },
        { name: 'Planting', day_offset: 0 },
        { name: 'Vegetative', day_offset: 21 },
      ],
    });
    expect(
      template.tasks.map((task) => [
        task.title,
        task.day_offset,
        task.stage_index,
        task.inputs,
        task.checklist,
      ]),
    ).toEqual([
      ['Plough and harrow', -14, 0, [], []],
      [
        'Plant with DAP',
        0,
        1,
        [
          { name: 'DAP fertilizer', category: null, quantity_per_hectare: 50, unit: 'kg' },
          { name: 'Maize seed H614', category: null, quantity_per_hectare: 25, unit: 'kg' },
        ],
        ['Spacing 75 cm by 25 cm', 'One seed a hole'],
      ],
      [
        'Top-dress with CAN',
        28,
        2,
        [{ name: 'CAN', category: 'Fertilizer', quantity_per_hectare: 100, unit: 'kg' }],
        [],
      ],
    ]);
    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.farmId, farm.farmId), eq(activityLog.recordId, template.id)));
    expect(entry).toMatchObject({
      module: 'crops',
      action: 'create',
      recordType: 'crop_template',
      actorId: farm.userId,
    });

    // Invisible to the other farm.
    expect((await theirs.get(url(other, `/crop-templates/${template.id}`))).statusCode).toBe(404);
    const list = CropTemplateListResponseSchema.parse(
      (await theirs.get(url(other, '/crop-templates'))).json(),
    ).data;
    expect(list.some((row) => row.id === template.id)).toBe(false);

    const again = await mine.post(url(farm, `/crops/${cropId}/save-as-template`), { name: 'OUR MAIZE' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      errors: { name: ['A crop template with this name already exists: choose another name.'] },
    });
  });

  it('refuses a crop of another farm, a crop without stages and a missing name', async () => {
    const foreign = await seedPlannedCrop(t.db, other.farmId, other.userId);
    expect(
      (await mine.post(url(farm, `/crops/${foreign}/save-as-template`), { name: 'Theirs' })).statusCode,
    ).toBe(404);
    const bare = await seedCrop(t.db, farm);
    const empty = await mine.post(url(farm, `/crops/${bare.id}/save-as-template`), { name: 'Nothing yet' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      message: 'This crop has no stages or tasks yet: add some before saving it as a template.',
    });
    const unnamed = await mine.post(url(farm, `/crops/${bare.id}/save-as-template`), { name: '' });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json()).toMatchObject({ errors: { name: ['Enter the template name.'] } });
  });
});

describe('deleting a template', () => {
  it('deletes the farm’s own, refuses a platform one, and needs crops.delete', async () => {
    const own = await seedTemplate(t.db, { farmId: farm.farmId });
    const viewer = templateClient(t, (await addMember(t, farm.farmId, 'viewer')).token);
    const refused = await viewer.delete(url(farm, `/crop-templates/${own}`));
    expect(refused.statusCode).toBe(403);
    expect((await viewer.get(url(farm, `/crop-templates/${own}`))).statusCode).toBe(200);

    expect((await mine.delete(url(farm, `/crop-templates/${own}`))).statusCode).toBe(204);
    expect((await mine.get(url(farm, `/crop-templates/${own}`))).statusCode).toBe(404);

    const platformId = await seedTemplate(t.db);
    const platform = await mine.delete(url(farm, `/crop-templates/${platformId}`));
    expect(platform.statusCode).toBe(403);
    expect(platform.json()).toMatchObject({ code: 'platform_template' });
    expect((await mine.get(url(farm, `/crop-templates/${platformId}`))).statusCode).toBe(200);
  });
});
