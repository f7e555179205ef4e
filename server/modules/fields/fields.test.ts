import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FieldDeleteResponseSchema,
  FieldDetailResponseSchema,
  FieldHistoryResponseSchema,
  FieldListResponseSchema,
  FieldResponseSchema,
} from '@/shared/contracts/fields';
import { activityLog } from '@/server/db/schema/activity';
import { fields } from '@/server/db/schema/fields';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  createField,
  createSoilSample,
  makeFieldPayload,
  seedCrop,
  seedFieldsFarm,
  seedMemberToken,
  seedTask,
  type FieldsWorld,
} from './test-support';

let t: TestApp;
let w: FieldsWorld;
let other: FieldsWorld;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-15T08:00:00Z'));
  w = await seedFieldsFarm(t);
  other = await seedFieldsFarm(t);
});
afterAll(() => t.close());

const url = (rest = '', farmId = w.farmId) => `/api/farms/${farmId}/fields${rest}`;

describe('POST /api/farms/{farmId}/fields', () => {
  it('adds a field with its area in hectares, and logs it', async () => {
    const res = await w.call('POST', url(), {
      name: ' North block ',
      area: '2.5',
      area_unit: 'acres',
      soil_type: 'clay_loam',
      irrigation: 'drip',
      latitude: -1.2921,
      longitude: 36.8219,
      notes: 'By the river',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = FieldResponseSchema.parse(res.json());
    expect(body).toMatchObject({ success: true, message: 'Field added.' });
    expect(body.data).toMatchObject({
      farm_id: w.farmId,
      name: 'North block',
      area: 2.5,
      area_unit: 'acres',
      area_hectares: 1.0117,
      soil_type: 'clay_loam',
      irrigation: 'drip',
      latitude: -1.2921,
      longitude: 36.8219,
      archived: false,
      crop_count: 0,
      current_crop: null,
    });
    const log = await t.db.select().from(activityLog).where(eq(activityLog.recordId, body.data.id));
    expect(log).toMatchObject([{ module: 'crops', action: 'create', recordType: 'field' }]);
  });

  it('answers 422 with what to fix for each rule', async () => {
    const cases: [object, string, string][] = [
      [{ area: 1, area_unit: 'acres' }, 'name', 'Enter the field name.'],
      [{ name: 'A', area: 0, area_unit: 'acres' }, 'area', 'The field area must be more than 0.'],
      [{ name: 'A', area: 'lots', area_unit: 'acres' }, 'area', 'Enter the field area as a number.'],
      [{ name: 'A', area: 1, area_unit: 'feet' }, 'area_unit', 'Choose acres, hectares or square metres.'],
      [
        { name: 'A', area: 1, area_unit: 'acres', soil_type: 'mud' },
        'soil_type',
        'Choose one of the listed soil types.',
      ],
      [
        { name: 'A', area: 1, area_unit: 'acres', irrigation: 'rain' },
        'irrigation',
        'Choose one of the listed irrigation types.',
      ],
      [
        { name: 'A', area: 1, area_unit: 'acres', latitude: 91, longitude: 36 },
        'latitude',
        'The latitude must be between -90 and 90.',
      ],
      [
        { name: 'A', area: 1, area_unit: 'acres', latitude: 1, longitude: -181 },
        'longitude',
        'The longitude must be between -180 and 180.',
      ],
      [
        { name: 'A', area: 1, area_unit: 'acres', latitude: 1 },
        'longitude',
        'Enter both the latitude and the longitude, or neither.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await w.call('POST', url(), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect((res.json() as { errors: Record<string, string[]> }).errors[field]).toContain(message);
    }
  });

  it('answers 409 for a name the farm already uses, in any case, and allows it on another farm', async () => {
    await createField(t, w, { name: 'Upper Terrace' });
    const res = await w.call('POST', url(), makeFieldPayload({ name: 'upper terrace' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'field_exists',
      errors: { name: ['A field named upper terrace already exists on this farm.'] },
    });
    const elsewhere = await other.call(
      'POST',
      url('', other.farmId),
      makeFieldPayload({ name: 'Upper Terrace' }),
    );
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('GET /api/farms/{farmId}/fields', () => {
  it('lists fields by name with crop count and current crop, archived ones only when asked', async () => {
    const planted = await createField(t, w, { name: 'A1 planted' });
    await seedCrop(t.db, w.farmId, planted.id, {
      name: 'Beans',
      status: 'harvested',
      plantingDate: '2025-09-01',
    });
    await seedCrop(t.db, w.farmId, planted.id, { name: 'Maize', status: 'growing' });
    await seedCrop(t.db, w.farmId, planted.id, {
      name: 'Peas',
      status: 'planned',
      plantingDate: '2026-09-01',
    });
    const gone = await createField(t, w, { name: 'A0 gone' });
    await seedCrop(t.db, w.farmId, gone.id, { status: 'harvested' });
    expect((await w.call('DELETE', url(`/${gone.id}`))).json()).toMatchObject({ outcome: 'archived' });

    const list = FieldListResponseSchema.parse((await w.call('GET', url())).json()).data;
    expect(list.map((f) => f.name)).not.toContain('A0 gone');
    expect(list.find((f) => f.id === planted.id)).toMatchObject({
      crop_count: 3,
      current_crop: { name: 'Maize', status: 'growing' },
    });
    const names = list.map((f) => f.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    const all = FieldListResponseSchema.parse(
      (await w.call('GET', url('?include_archived=true'))).json(),
    ).data;
    expect(all.find((f) => f.id === gone.id)).toMatchObject({ archived: true });
    expect((await w.call('GET', url('?include_archived=maybe'))).statusCode).toBe(422);
  });

  it('answers 404 to a user of another farm, for the list and for one field', async () => {
    const field = await createField(t, w);
    expect((await other.call('GET', url())).statusCode).toBe(404);
    expect((await other.call('GET', url(`/${field.id}`))).statusCode).toBe(404);
    // A field id of the farm asked through another farm's path is not found either.
    const res = await other.call('GET', url(`/${field.id}`, other.farmId));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'We could not find that field.' });
    expect((await w.call('GET', url('/not-a-uuid'))).statusCode).toBe(404);
  });
});

describe('GET and PATCH /api/farms/{farmId}/fields/{fieldId}', () => {
  it('reads one field and changes only what the patch names', async () => {
    const field = await createField(t, w, { name: 'South', latitude: 1, longitude: 2 });
    const read = FieldDetailResponseSchema.parse((await w.call('GET', url(`/${field.id}`))).json());
    expect(read.data).toMatchObject({ name: 'South', latitude: 1, longitude: 2 });
    const res = await w.call('PATCH', url(`/${field.id}`), {
      area: 4,
      area_unit: 'hectares',
      notes: 'Limed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(FieldResponseSchema.parse(res.json()).data).toMatchObject({
      name: 'South',
      area: 4,
      area_hectares: 4,
      notes: 'Limed',
      latitude: 1,
      longitude: 2,
    });
    const cleared = await w.call('PATCH', url(`/${field.id}`), { latitude: null, longitude: null });
    expect(FieldResponseSchema.parse(cleared.json()).data).toMatchObject({ latitude: null, longitude: null });
  });

  it('refuses a bad patch, a taken name and a lone coordinate', async () => {
    const field = await createField(t, w);
    const taken = await createField(t, w);
    expect((await w.call('PATCH', url(`/${field.id}`), { area: -1 })).statusCode).toBe(422);
    expect((await w.call('PATCH', url(`/${field.id}`), { name: '' })).statusCode).toBe(422);
    const lone = await w.call('PATCH', url(`/${field.id}`), { latitude: 5 });
    expect(lone.json()).toMatchObject({
      errors: { longitude: ['Enter both the latitude and the longitude, or neither.'] },
    });
    const clash = await w.call('PATCH', url(`/${field.id}`), { name: taken.name.toUpperCase() });
    expect(clash.statusCode).toBe(409);
    // Its own name in another case is not a clash.
    expect((await w.call('PATCH', url(`/${field.id}`), { name: field.name.toUpperCase() })).statusCode).toBe(
      200,
    );
  });

  it('answers 404 when another farm patches or deletes the field', async () => {
    const field = await createField(t, w);
    expect((await other.call('PATCH', url(`/${field.id}`), { notes: 'x' })).statusCode).toBe(404);
    expect((await other.call('PATCH', url(`/${field.id}`, other.farmId), { notes: 'x' })).statusCode).toBe(
      404,
    );
    expect((await other.call('DELETE', url(`/${field.id}`, other.farmId))).statusCode).toBe(404);
    const [row] = await t.db.select().from(fields).where(eq(fields.id, field.id));
    expect(row?.notes).toBeNull();
  });
});

describe('DELETE /api/farms/{farmId}/fields/{fieldId}', () => {
  it('deletes a field without history', async () => {
    const field = await createField(t, w);
    const res = await w.call('DELETE', url(`/${field.id}`));
    expect(FieldDeleteResponseSchema.parse(res.json())).toEqual({
      success: true,
      message: 'Field deleted.',
      outcome: 'deleted',
    });
    expect((await w.call('GET', url(`/${field.id}`))).statusCode).toBe(404);
  });

  it('archives a field with soil samples and says so', async () => {
    const field = await createField(t, w);
    await createSoilSample(w, field.id);
    const res = await w.call('DELETE', url(`/${field.id}`));
    expect(res.json()).toMatchObject({
      outcome: 'archived',
      message:
        'This field has crops or soil samples, so it was archived instead of deleted. Its history stays readable.',
    });
    expect(
      FieldDetailResponseSchema.parse((await w.call('GET', url(`/${field.id}`))).json()).data.archived,
    ).toBe(true);
  });
});

describe('GET /api/farms/{farmId}/fields/{fieldId}/history', () => {
  it('reads the crops grown, soil tests and tasks of the field, newest first', async () => {
    const field = await createField(t, w);
    const elsewhere = await createField(t, w);
    await seedCrop(t.db, w.farmId, field.id, {
      name: 'Beans',
      status: 'harvested',
      plantingDate: '2025-09-01',
    });
    await seedCrop(t.db, w.farmId, field.id, {
      name: 'Maize',
      status: 'growing',
      plantingDate: '2026-03-15',
    });
    await seedCrop(t.db, w.farmId, elsewhere.id, { name: 'Kale' });
    await createSoilSample(w, field.id, { sampled_on: '2026-01-10', ph: 5.8 });
    await createSoilSample(w, field.id, { sampled_on: '2026-04-10', ph: 6.1, retest_interval_days: 30 });
    await seedTask(t.db, w.farmId, field.id, 'Weed the maize', '2026-04-01');
    await seedTask(t.db, w.farmId, field.id, 'Top-dress', '2026-05-01');

    const res = await w.call('GET', url(`/${field.id}/history`));
    expect(res.statusCode, res.body).toBe(200);
    const history = FieldHistoryResponseSchema.parse(res.json()).data;
    expect(history.crops.map((c) => c.name)).toEqual(['Maize', 'Beans']);
    expect(history.crops[0]).toMatchObject({
      season: 'Long rains 2026',
      planting_date: '2026-03-15',
      status: 'growing',
    });
    expect(history.soil_samples.map((s) => [s.sampled_on, s.ph, s.retest_due_on])).toEqual([
      ['2026-04-10', 6.1, '2026-05-10'],
      ['2026-01-10', 5.8, null],
    ]);
    expect(history.tasks.map((x) => [x.title, x.status, x.due_date])).toEqual([
      ['Top-dress', 'todo', '2026-05-01'],
      ['Weed the maize', 'todo', '2026-04-01'],
    ]);
    expect((await other.call('GET', url(`/${field.id}/history`))).statusCode).toBe(404);
  });
});

describe('permissions (crops module)', () => {
  it('lets a viewer read but not add, a worker add and edit but not delete', async () => {
    const viewer = await seedMemberToken(t, w.farmId, 'viewer');
    const worker = await seedMemberToken(t, w.farmId, 'worker');
    const field = await createField(t, w);
    expect((await w.call('GET', url(), undefined, viewer)).statusCode).toBe(200);
    const refused = await w.call('POST', url(), makeFieldPayload(), viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ missing_permission: 'crops.create' });
    expect((await w.call('POST', url(), makeFieldPayload(), worker)).statusCode).toBe(201);
    expect((await w.call('PATCH', url(`/${field.id}`), { notes: 'ok' }, worker)).statusCode).toBe(200);
    const del = await w.call('DELETE', url(`/${field.id}`), undefined, worker);
    expect(del.statusCode).toBe(403);
    expect(del.json()).toMatchObject({ missing_permission: 'crops.delete' });
  });
});
