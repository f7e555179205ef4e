// The crops API: list with filters, one crop, add, edit with the status rules, delete; bad input per rule, another
// farm's crop is never reachable (404), and roles without the permission are refused (403).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CropDetailResponseSchema, CropListResponseSchema } from '@/shared/contracts/crops';
import { activityLog } from '@/server/db/schema/activity';
import { farmMembers } from '@/server/db/schema/farms';
import { crops, cropTemplates, cropTemplateStages, cropTemplateTasks } from '@/server/db/schema/crops';
import { fields } from '@/server/db/schema/fields';
import { tasks } from '@/server/db/schema/tasks';
import { addMember } from '@/server/modules/inventory/inventory-fixtures';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  cropClient,
  cropsUrl,
  createCrop,
  makeCropPayload,
  seedCropFarm,
  seedField,
  type CropFarm,
} from './test-support';

let t: TestApp;
let farm: CropFarm;
let other: CropFarm;

beforeAll(async () => {
  t = await createTestApp();
  farm = await seedCropFarm(t);
  other = await seedCropFarm(t, { name: 'Jirani Farm' });
});
afterAll(() => t.close());

const api = () => cropClient(t, farm.token);

describe('POST /api/farms/{farmId}/crops', () => {
  it('adds a crop on the field’s area by default and answers the crop as its page reads it', async () => {
    const crop = await createCrop(t, farm);
    expect(crop).toMatchObject({
      name: 'Maize',
      variety: 'H614',
      field_id: farm.fieldId,
      field_name: 'River plot',
      farm_name: 'Mlima Farm',
      area: '2.0000',
      area_unit: 'hectares',
      status: 'planned',
      current_stage: null,
      stages: [],
      harvests: [],
      task_counts: { todo: 0, in_progress: 0, done: 0, overdue: 0 },
      harvested_total: '0.00',
      yield_vs_plan: 0,
      costs: { inputs_minor: 0, labour_minor: 0, total_minor: 0, currency: 'KES' },
    });
    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.recordId, crop.id), eq(activityLog.action, 'create')));
    expect(entry).toMatchObject({ module: 'crops', recordType: 'crop' });
  });

  it('plans stages and tasks from a template', async () => {
    const [template] = await t.db
      .insert(cropTemplates)
      .values({ name: `Maize plan ${farm.farmId}`, cropName: 'Maize', durationDays: 120 })
      .returning();
    const [stage] = await t.db
      .insert(cropTemplateStages)
      .values({ templateId: template!.id, position: 0, name: 'Land preparation', dayOffset: -7 })
      .returning();
    await t.db
      .insert(cropTemplateTasks)
      .values({ templateId: template!.id, stageId: stage!.id, position: 0, title: 'Plough', dayOffset: -7 });
    const crop = await createCrop(t, farm, { template_id: template!.id });
    expect(crop.template_id).toBe(template!.id);
    expect(crop.stages.map((s) => [s.name, s.planned_start_date])).toEqual([
      ['Land preparation', '2026-03-08'],
    ]);
    const planned = await t.db.select().from(tasks).where(eq(tasks.cropId, crop.id));
    expect(planned.map((x) => [x.title, x.dueDate])).toEqual([['Plough', '2026-03-08']]);
    // The date the farmer gave stands; the activity entry names the template the crop was planned from.
    expect(crop.expected_harvest_date).toBe('2026-08-01');
    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.recordId, crop.id), eq(activityLog.action, 'create')));
    expect(entry!.after).toMatchObject({ template_id: template!.id });

    // Without a date of their own, the template's 120 days to harvest propose one.
    const proposed = await createCrop(t, farm, { template_id: template!.id, expected_harvest_date: null });
    expect(proposed.expected_harvest_date).toBe('2026-07-13');
  });

  it('refuses a template the farm cannot use with 422 on the template, saving nothing', async () => {
    const [theirs] = await t.db
      .insert(cropTemplates)
      .values({ farmId: other.farmId, name: `Private plan ${other.farmId}`, cropName: 'Beans' })
      .returning();
    for (const templateId of [theirs!.id, '00000000-0000-4000-8000-00000000dead']) {
      const res = await api().post(
        cropsUrl(farm),
        makeCropPayload(farm, { name: 'No plan', template_id: templateId }),
      );
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.template_id).toEqual([
        'Choose one of the crop templates listed for this farm.',
      ]);
    }
    const saved = await t.db.select().from(crops).where(eq(crops.name, 'No plan'));
    expect(saved).toEqual([]);
  });

  it('takes an area of its own in the unit given', async () => {
    const crop = await createCrop(t, farm, { area: 1.5, area_unit: 'acres' });
    expect(crop).toMatchObject({ area: '1.5000', area_unit: 'acres' });
  });

  it.each([
    [{ name: '' }, 'name', 'Enter the crop name.'],
    [{ season: ' ' }, 'season', 'Enter the season, like 2026 long rains.'],
    [
      { planting_date: '2026-02-30' },
      'planting_date',
      'There is no such day: enter the planting date as a real date (YYYY-MM-DD).',
    ],
    [
      { expected_harvest_date: '2026-01-01' },
      'expected_harvest_date',
      'The expected harvest date cannot be before the planting date.',
    ],
    [{ expected_yield: 100, yield_unit: null }, 'yield_unit', 'Choose the unit of the expected yield.'],
    [{ area: -1 }, 'area', 'The area must be more than 0.'],
    [{ status: 'harvested' }, 'status', 'A new crop is planned or growing.'],
    [{ field_id: 'nope' }, 'field_id', 'Choose the field the crop is on.'],
  ])('refuses %j with 422 on %s', async (overrides, field, message) => {
    const res = await api().post(cropsUrl(farm), makeCropPayload(farm, overrides));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  it('refuses a field of another farm and an archived field', async () => {
    const foreign = await api().post(cropsUrl(farm), makeCropPayload(farm, { field_id: other.fieldId }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.field_id).toEqual(['Choose a field of this farm.']);
    const archived = await seedField(t.db, farm.farmId, 'Old plot');
    await t.db.update(fields).set({ archivedAt: new Date() }).where(eq(fields.id, archived));
    const res = await api().post(cropsUrl(farm), makeCropPayload(farm, { field_id: archived }));
    expect(res.json().errors.field_id).toEqual(['That field is archived; choose a field in use.']);
  });
});

describe('GET crops', () => {
  it('lists the farm’s crops in a data array, filtered by status, season, field and search', async () => {
    const farm2 = await seedCropFarm(t, { name: 'Filter Farm' });
    const hill = await seedField(t.db, farm2.farmId, 'Hill plot');
    await createCrop(t, farm2, { name: 'Beans', variety: 'Rosecoco', season: '2026 short rains' });
    await createCrop(t, farm2, { name: 'Maize', field_id: hill, status: 'growing' });
    const list = async (query = '') => {
      const res = await cropClient(t, farm2.token).get(cropsUrl(farm2, query));
      expect(res.statusCode, res.body).toBe(200);
      return CropListResponseSchema.parse(res.json())
        .data.map((c) => c.name)
        .sort();
    };
    expect(await list()).toEqual(['Beans', 'Maize']);
    expect(await list('?status=growing')).toEqual(['Maize']);
    expect(await list('?season=2026%20SHORT%20rains')).toEqual(['Beans']);
    expect(await list(`?field_id=${hill}`)).toEqual(['Maize']);
    expect(await list('?search=rose')).toEqual(['Beans']);
    expect(await list('?search=hill')).toEqual(['Maize']);
    const bad = await cropClient(t, farm2.token).get(cropsUrl(farm2, '?status=ripe'));
    expect(bad.statusCode).toBe(422);
  });

  it('answers one crop as data.crop', async () => {
    const crop = await createCrop(t, farm, { name: 'Sorghum' });
    const res = await api().get(cropsUrl(farm, `/${crop.id}`));
    expect(res.statusCode).toBe(200);
    expect(CropDetailResponseSchema.parse(res.json()).data.crop.name).toBe('Sorghum');
  });

  it('lists the crops of every farm the caller may see on /api/crops, narrowed by farm_id', async () => {
    const owner = { token: farm.token, userId: farm.userId };
    const second = await seedCropFarm(t, { name: 'Second farm' });
    // The same owner on a second farm: make them a member there.
    await t.db.insert(farmMembers).values({ farmId: second.farmId, userId: owner.userId, role: 'viewer' });
    await createCrop(t, second, { name: 'Cassava' });
    const res = await cropClient(t, farm.token).get('/api/crops');
    const crops = CropListResponseSchema.parse(res.json()).data;
    expect(new Set(crops.map((c) => c.farm_name))).toEqual(new Set(['Mlima Farm', 'Second farm']));
    expect(crops.some((c) => c.farm_id === other.farmId)).toBe(false);
    const one = await cropClient(t, farm.token).get(`/api/crops?farm_id=${second.farmId}`);
    expect(CropListResponseSchema.parse(one.json()).data.map((c) => c.name)).toEqual(['Cassava']);
    const foreign = await cropClient(t, farm.token).get(`/api/crops?farm_id=${other.farmId}`);
    expect(CropListResponseSchema.parse(foreign.json()).data).toEqual([]);
  });
});

describe('another farm and roles', () => {
  it('never reaches another farm’s crop: 404 through the caller’s farm and through the other farm', async () => {
    const theirs = await createCrop(t, other);
    expect((await api().get(cropsUrl(farm, `/${theirs.id}`))).statusCode).toBe(404);
    expect((await api().get(cropsUrl(other, `/${theirs.id}`))).statusCode).toBe(404);
    expect((await api().patch(cropsUrl(farm, `/${theirs.id}`), { name: 'Mine' })).statusCode).toBe(404);
    expect((await api().delete(cropsUrl(farm, `/${theirs.id}`))).statusCode).toBe(404);
    expect((await api().post(cropsUrl(other), makeCropPayload(other))).statusCode).toBe(404);
    expect((await api().get(cropsUrl(other))).statusCode).toBe(404);
  });

  it('lets a viewer read but not add, edit or delete; a worker may not delete', async () => {
    const crop = await createCrop(t, farm);
    const viewer = await addMember(t, farm.farmId, 'viewer');
    const worker = await addMember(t, farm.farmId, 'worker');
    const asViewer = cropClient(t, viewer.token);
    expect((await asViewer.get(cropsUrl(farm, `/${crop.id}`))).statusCode).toBe(200);
    const add = await asViewer.post(cropsUrl(farm), makeCropPayload(farm));
    expect(add.statusCode).toBe(403);
    expect(add.json().missing_permission).toBe('crops.create');
    expect((await asViewer.patch(cropsUrl(farm, `/${crop.id}`), { name: 'X' })).statusCode).toBe(403);
    const del = await cropClient(t, worker.token).delete(cropsUrl(farm, `/${crop.id}`));
    expect(del.statusCode).toBe(403);
    expect(del.json().missing_permission).toBe('crops.delete');
  });
});

describe('PATCH and DELETE', () => {
  it('edits only what is sent', async () => {
    const crop = await createCrop(t, farm);
    const res = await api().patch(cropsUrl(farm, `/${crop.id}`), { variety: 'DK8031', expected_yield: 5000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.crop).toMatchObject({
      variety: 'DK8031',
      expected_yield: '5000.00',
      name: 'Maize',
    });
    const notes = await api().patch(cropsUrl(farm, `/${crop.id}`), { notes: 'Top dressed late' });
    // Left out: unchanged, not cleared.
    expect(notes.json().data.crop).toMatchObject({
      variety: 'DK8031',
      yield_unit: 'kg',
      notes: 'Top dressed late',
    });
    const cleared = await api().patch(cropsUrl(farm, `/${crop.id}`), { variety: null });
    expect(cleared.json().data.crop.variety).toBeNull();
  });

  it('applies the status rules: harvested needs a harvest, failed needs a note', async () => {
    const crop = await createCrop(t, farm);
    const harvested = await api().patch(cropsUrl(farm, `/${crop.id}`), { status: 'harvested' });
    expect(harvested.statusCode).toBe(422);
    expect(harvested.json().errors.status).toEqual(['Record a harvest before marking the crop harvested.']);
    const failed = await api().patch(cropsUrl(farm, `/${crop.id}`), { status: 'failed' });
    expect(failed.json().errors.notes).toEqual(['Say in the notes why the crop failed.']);
    const ok = await api().patch(cropsUrl(farm, `/${crop.id}`), { status: 'failed', notes: 'Fall armyworm' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.crop.status).toBe('failed');
    const dates = await api().patch(cropsUrl(farm, `/${crop.id}`), { expected_harvest_date: '2025-01-01' });
    expect(dates.json().errors.expected_harvest_date).toBeDefined();
  });

  it('deletes a crop with its tasks', async () => {
    const crop = await createCrop(t, farm);
    await t.db
      .insert(tasks)
      .values({ farmId: farm.farmId, title: 'Weed', cropId: crop.id, dueDate: '2026-04-01' });
    const res = await api().delete(cropsUrl(farm, `/${crop.id}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Crop deleted' });
    expect(await t.db.select().from(tasks).where(eq(tasks.cropId, crop.id))).toEqual([]);
    expect((await api().get(cropsUrl(farm, `/${crop.id}`))).statusCode).toBe(404);
  });
});
