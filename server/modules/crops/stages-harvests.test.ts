// Stages (add, rename, start: the timeline and the domain event) and harvests through the API: into stock once
// under retries with one Idempotency-Key, even when the retries arrive together; inventory.edit is needed too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CropDetailResponseSchema, HarvestResponseSchema } from '@/shared/contracts/crops';
import { harvests } from '@/server/db/schema/crops';
import { inventoryItems, stockMovements } from '@/server/db/schema/inventory';
import { domainEventsOfFarm } from '@/server/lib/domain-events';
import { addMember } from '@/server/modules/inventory/inventory-fixtures';
import { createTestApp, type TestApp } from '@/server/test/app';
import { cropClient, cropsUrl, createCrop, seedCropFarm, type CropFarm } from './test-support';

let t: TestApp;
let farm: CropFarm;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-04-10T09:00:00Z'));
  farm = await seedCropFarm(t);
});
afterAll(() => t.close());

const api = () => cropClient(t, farm.token);

const harvestBody = (overrides: Record<string, unknown> = {}) => ({
  quantity: 120,
  unit: 'kg',
  lot: 'LOT-1',
  quality_grade: 'grade_2',
  harvested_on: '2026-08-01',
  location_id: farm.locations[0],
  category: 'Grains',
  ...overrides,
});

describe('stages', () => {
  it('adds stages in order, renames one and starts them one after another', async () => {
    const crop = await createCrop(t, farm);
    const url = cropsUrl(farm, `/${crop.id}/stages`);
    const first = await api().post(url, { name: 'Germination', planned_start_date: '2026-03-20' });
    expect(first.statusCode, first.body).toBe(201);
    const second = await api().post(url, { name: 'Vegetative' });
    expect(second.json().data.stage).toMatchObject({ position: 1, name: 'Vegetative', started_on: null });
    const firstId = first.json().data.stage.id as string;
    const secondId = second.json().data.stage.id as string;
    const renamed = await api().patch(`${url}/${secondId}`, { name: 'Vegetative growth' });
    expect(renamed.json().data.stage.name).toBe('Vegetative growth');

    const start1 = await api().post(`${url}/${firstId}/start`);
    expect(start1.statusCode, start1.body).toBe(200);
    const afterFirst = CropDetailResponseSchema.parse(start1.json()).data.crop;
    expect(afterFirst.status).toBe('growing');
    expect(afterFirst.current_stage).toMatchObject({ id: firstId, started_on: '2026-04-10' });

    t.clock.advance(5 * 86_400_000);
    const start2 = await api().post(`${url}/${secondId}/start`);
    const afterSecond = CropDetailResponseSchema.parse(start2.json()).data.crop;
    expect(afterSecond.current_stage?.id).toBe(secondId);
    expect(afterSecond.stages.map((s) => [s.name, s.started_on, s.ended_on])).toEqual([
      ['Germination', '2026-04-10', '2026-04-15'],
      ['Vegetative growth', '2026-04-15', null],
    ]);
    const again = await api().post(`${url}/${secondId}/start`);
    expect(again.statusCode).toBe(409);
    const events = (await domainEventsOfFarm(t.db, farm.farmId)).filter(
      (e) => e.type === 'crop.stage_changed',
    );
    expect(events.map((e) => e.payload)).toEqual([
      { crop_id: crop.id, crop_name: 'Maize', stage_name: 'Germination', previous_stage_name: null },
      {
        crop_id: crop.id,
        crop_name: 'Maize',
        stage_name: 'Vegetative growth',
        previous_stage_name: 'Germination',
      },
    ]);
  });

  it('refuses a stage without a name, an end before its start, and another crop’s stage', async () => {
    const crop = await createCrop(t, farm);
    const otherCrop = await createCrop(t, farm);
    const url = cropsUrl(farm, `/${crop.id}/stages`);
    expect((await api().post(url, { name: '' })).json().errors.name).toEqual(['Enter the stage name.']);
    const stage = (await api().post(url, { name: 'Flowering' })).json().data.stage.id as string;
    const bad = await api().patch(`${url}/${stage}`, { started_on: '2026-05-02', ended_on: '2026-05-01' });
    expect(bad.json().errors.ended_on).toEqual(['A stage cannot end before it starts.']);
    const foreign = await api().post(cropsUrl(farm, `/${otherCrop.id}/stages/${stage}/start`));
    expect(foreign.statusCode).toBe(404);
  });
});

describe('harvests', () => {
  it('records a harvest into a new product item and shows it on the crop with yield against plan', async () => {
    const crop = await createCrop(t, farm, { expected_yield: 400, yield_unit: 'kg' });
    const res = await api().post(cropsUrl(farm, `/${crop.id}/harvests`), harvestBody());
    expect(res.statusCode, res.body).toBe(201);
    const harvest = HarvestResponseSchema.parse(res.json()).data.harvest;
    expect(harvest).toMatchObject({
      quantity: '120.00',
      lot: 'LOT-1',
      quality_grade: 'grade_2',
      item_name: 'Maize H614',
    });
    const detail = CropDetailResponseSchema.parse((await api().get(cropsUrl(farm, `/${crop.id}`))).json())
      .data.crop;
    expect(detail.harvested_total).toBe('120.00');
    expect(detail.yield_vs_plan).toBe(30);
    const done = await api().patch(cropsUrl(farm, `/${crop.id}`), { status: 'harvested' });
    expect(done.statusCode).toBe(200);
    const del = await api().delete(cropsUrl(farm, `/${crop.id}`));
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(
      'Harvests recorded: 1. A crop with harvests cannot be deleted; mark it harvested or failed instead.',
    );
  });

  it('records once under retries with one Idempotency-Key, sequential and concurrent', async () => {
    const crop = await createCrop(t, farm);
    const url = cropsUrl(farm, `/${crop.id}/harvests`);
    const headers = { 'idempotency-key': `harvest-${crop.id}` };
    const body = harvestBody({ item_name: `Retry maize ${crop.id}` });
    const answers = await Promise.all([1, 2, 3, 4].map(() => api().post(url, body, headers)));
    const again = await api().post(url, body, headers);
    for (const res of [...answers, again]) expect(res.statusCode, res.body).toBe(201);
    const ids = new Set([...answers, again].map((r) => r.json().data.harvest.id));
    expect(ids.size).toBe(1);
    expect(await t.db.select().from(harvests).where(eq(harvests.cropId, crop.id))).toHaveLength(1);
    const [item] = await t.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.name, `Retry maize ${crop.id}`));
    expect(item!.quantity).toBe('120.00');
    const moves = await t.db.select().from(stockMovements).where(eq(stockMovements.itemId, item!.id));
    expect(moves.filter((m) => m.type === 'harvest')).toHaveLength(1);
  });

  it('records concurrent harvests with different keys each once, into one item', async () => {
    const crop = await createCrop(t, farm);
    const first = await api().post(
      cropsUrl(farm, `/${crop.id}/harvests`),
      harvestBody({ item_name: `Lot item ${crop.id}` }),
    );
    const itemId = first.json().data.harvest.item_id as string;
    const url = cropsUrl(farm, `/${crop.id}/harvests`);
    const answers = await Promise.all(
      [1, 2, 3].map((n) => api().post(url, harvestBody({ item_id: itemId, quantity: 10, lot: `L${n}` }))),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const [item] = await t.db.select().from(inventoryItems).where(eq(inventoryItems.id, itemId));
    expect(item!.quantity).toBe('150.00');
  });

  it('refuses bad input per rule', async () => {
    const crop = await createCrop(t, farm);
    const url = cropsUrl(farm, `/${crop.id}/harvests`);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ quantity: 0 }, 'quantity', 'The quantity must be more than 0.'],
      [{ harvested_on: 'yesterday' }, 'harvested_on', 'Enter the harvest date as a date (YYYY-MM-DD).'],
      [{ quality_grade: 'best' }, 'quality_grade', 'Choose grade 1, grade 2, grade 3 or reject.'],
      [{ location_id: null }, 'location_id', 'Choose where the harvest is stored.'],
      [{ unit: 'crates' }, 'unit', 'Choose a unit for the harvest.'],
      [{ task_id: crop.id }, 'task_id', 'Choose a task of this crop.'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await api().post(url, harvestBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(overrides)).toEqual([message]);
    }
  });

  it('needs inventory.edit as well as crops.edit, and hides another farm’s crop', async () => {
    const crop = await createCrop(t, farm);
    const grower = await addMember(t, farm.farmId, {
      permissions: ['crops.view', 'crops.edit', 'inventory.view'],
    });
    const res = await cropClient(t, grower.token).post(cropsUrl(farm, `/${crop.id}/harvests`), harvestBody());
    expect(res.statusCode).toBe(403);
    expect(res.json().missing_permission).toBe('inventory.edit');
    const other = await seedCropFarm(t, { name: 'Other' });
    const theirs = await createCrop(t, other);
    const foreign = await api().post(cropsUrl(farm, `/${theirs.id}/harvests`), harvestBody());
    expect(foreign.statusCode).toBe(404);
  });
});
