import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SoilSampleDetailResponseSchema,
  SoilSampleFieldListResponseSchema,
  SoilSampleListResponseSchema,
  SoilSampleResponseSchema,
  SoilTrendResponseSchema,
} from '@/shared/contracts/soil-samples';
import { activityLog } from '@/server/db/schema/activity';
import { soilSamples } from '@/server/db/schema/fields';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  createField,
  createSoilSample,
  seedFieldsFarm,
  seedMemberToken,
  type FieldsWorld,
} from '@/server/modules/fields/test-support';

let t: TestApp;
let w: FieldsWorld;
let other: FieldsWorld;
let fieldId: string;
beforeAll(async () => {
  t = await createTestApp();
  // 23:30 in Nairobi on 15 June, while UTC is still on the 15th too; the 16th is the farm's tomorrow.
  t.clock.set(new Date('2026-06-15T20:30:00Z'));
  w = await seedFieldsFarm(t);
  other = await seedFieldsFarm(t);
  fieldId = (await createField(t, w)).id;
});
afterAll(() => t.close());

const farmUrl = (rest: string, farmId = w.farmId) => `/api/farms/${farmId}${rest}`;
const fieldUrl = (id = fieldId, rest = '/soil-samples') => farmUrl(`/fields/${id}${rest}`);

describe('POST /api/farms/{farmId}/fields/{fieldId}/soil-samples', () => {
  it('adds a sample with its values, extra values and re-test day, and logs it', async () => {
    const res = await w.call('POST', fieldUrl(), {
      sampled_on: '2026-06-15',
      depth_cm: '20',
      location: 'Centre, W pattern',
      lab_name: 'KALRO Soil Lab',
      ph: '5.6',
      nitrogen: 18.5,
      phosphorus: 12,
      potassium: 140,
      organic_matter: 2.4,
      ec: 0.3,
      extra_values: [
        { name: 'Zinc', value: 1.2, unit: 'ppm' },
        { name: 'Calcium', value: 800, unit: null },
      ],
      notes: 'Acidic: lime before planting',
      retest_interval_days: 180,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = SoilSampleResponseSchema.parse(res.json());
    expect(body.message).toBe('Soil sample added.');
    expect(body.data).toMatchObject({
      field_id: fieldId,
      sampled_on: '2026-06-15',
      depth_cm: 20,
      ph: 5.6,
      nitrogen: 18.5,
      ec: 0.3,
      extra_values: [
        { name: 'Zinc', value: 1.2, unit: 'ppm' },
        { name: 'Calcium', value: 800, unit: null },
      ],
      retest_interval_days: 180,
      retest_due_on: '2026-12-12',
      has_report: false,
      report_file_name: null,
    });
    const log = await t.db.select().from(activityLog).where(eq(activityLog.recordId, body.data.id));
    expect(log).toMatchObject([{ module: 'crops', action: 'create', recordType: 'soil_sample' }]);
  });

  it('answers 422 with what to fix for each rule', async () => {
    const cases: [object, string, string][] = [
      [{ ph: 6 }, 'sampled_on', 'Enter the sampling date as a date (YYYY-MM-DD).'],
      [
        { sampled_on: '2026-02-30', ph: 6 },
        'sampled_on',
        'There is no such day: enter the sampling date as a real date (YYYY-MM-DD).',
      ],
      [{ sampled_on: '2026-06-16', ph: 6 }, 'sampled_on', 'The sampling date cannot be in the future.'],
      [{ sampled_on: '2026-06-01', ph: 14.5 }, 'ph', 'The pH must be between 0 and 14.'],
      [{ sampled_on: '2026-06-01', nitrogen: -1 }, 'nitrogen', 'The nitrogen cannot be negative.'],
      [{ sampled_on: '2026-06-01', potassium: 'lots' }, 'potassium', 'Enter the potassium as a number.'],
      [
        { sampled_on: '2026-06-01' },
        'ph',
        'Enter at least one lab value (pH, nitrogen, phosphorus, potassium, organic matter, EC or an extra value).',
      ],
      [
        {
          sampled_on: '2026-06-01',
          extra_values: [
            { name: 'Zinc', value: 1 },
            { name: 'zinc', value: 2 },
          ],
        },
        'extra_values.1.name',
        'Each extra value needs its own name.',
      ],
      [
        { sampled_on: '2026-06-01', extra_values: [{ name: 'Zinc', value: -2 }] },
        'extra_values.0.value',
        'An extra value cannot be negative.',
      ],
      [
        { sampled_on: '2026-06-01', ph: 6, retest_interval_days: 0 },
        'retest_interval_days',
        'The re-test interval must be at least 1 day.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await w.call('POST', fieldUrl(), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(
        (res.json() as { errors: Record<string, string[]> }).errors[field],
        JSON.stringify(payload),
      ).toContain(message);
    }
  });

  it('answers 404 for a field of another farm, whichever farm the path names', async () => {
    expect((await other.call('POST', fieldUrl(), { sampled_on: '2026-06-01', ph: 6 })).statusCode).toBe(404);
    const res = await other.call('POST', farmUrl(`/fields/${fieldId}/soil-samples`, other.farmId), {
      sampled_on: '2026-06-01',
      ph: 6,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'We could not find that field.' });
  });

  it('refuses a sample on an archived field, which keeps its history', async () => {
    const archived = (await createField(t, w, { name: 'Old orchard' })).id;
    expect((await w.call('POST', fieldUrl(archived), { sampled_on: '2026-06-01', ph: 6 })).statusCode).toBe(
      201,
    );
    const removed = await w.call('DELETE', farmUrl(`/fields/${archived}`));
    expect(removed.json()).toMatchObject({ outcome: 'archived' });
    const res = await w.call('POST', fieldUrl(archived), { sampled_on: '2026-06-02', ph: 6.2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'field_archived',
      message: 'This field is archived, so it takes no new soil samples.',
    });
    const kept = await t.db.select().from(soilSamples).where(eq(soilSamples.fieldId, archived));
    expect(kept).toHaveLength(1);
  });
});

describe('reading samples', () => {
  it('lists a field’s samples newest first, and the farm’s samples paged and filtered', async () => {
    const field = await createField(t, w);
    const second = await createField(t, w);
    await createSoilSample(w, field.id, { sampled_on: '2026-01-05' });
    await createSoilSample(w, field.id, { sampled_on: '2026-03-05' });
    await createSoilSample(w, second.id, { sampled_on: '2026-02-05' });

    const ofField = SoilSampleFieldListResponseSchema.parse((await w.call('GET', fieldUrl(field.id))).json());
    expect(ofField.data.map((s) => s.sampled_on)).toEqual(['2026-03-05', '2026-01-05']);
    expect(ofField.data[0]!.field_name).toBe(field.name);

    const page = SoilSampleListResponseSchema.parse(
      (await w.call('GET', farmUrl(`/soil-samples?field_id=${field.id}&per_page=1`))).json(),
    );
    expect(page.data.map((s) => s.sampled_on)).toEqual(['2026-03-05']);
    expect(page.meta).toMatchObject({ page: 1, per_page: 1, total: 2 });

    const ranged = SoilSampleListResponseSchema.parse(
      (await w.call('GET', farmUrl('/soil-samples?from=2026-01-31&to=2026-02-28'))).json(),
    );
    expect(ranged.data.map((s) => s.field_id)).toEqual([second.id]);

    const bad = await w.call('GET', farmUrl('/soil-samples?from=2026-03-01&to=2026-02-01'));
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      errors: { from: ['The from date must be on or before the to date.'] },
    });
    expect((await w.call('GET', farmUrl('/soil-samples?field_id=abc'))).statusCode).toBe(422);
    expect((await w.call('GET', farmUrl('/soil-samples?from=yesterday'))).statusCode).toBe(422);
  });

  it('answers 404 to another farm for the list, one sample, its field list and trend', async () => {
    const sample = await createSoilSample(w, fieldId);
    expect((await other.call('GET', farmUrl('/soil-samples'))).statusCode).toBe(404);
    expect((await other.call('GET', farmUrl(`/soil-samples/${sample.id}`))).statusCode).toBe(404);
    expect((await other.call('GET', farmUrl(`/soil-samples/${sample.id}`, other.farmId))).statusCode).toBe(
      404,
    );
    expect((await other.call('GET', fieldUrl())).statusCode).toBe(404);
    expect((await other.call('GET', fieldUrl(fieldId, '/soil-trend?value=ph'))).statusCode).toBe(404);
    const own = await w.call('GET', farmUrl(`/soil-samples/${sample.id}`));
    expect(SoilSampleDetailResponseSchema.parse(own.json()).data.id).toBe(sample.id);
  });
});

describe('PATCH and DELETE /api/farms/{farmId}/soil-samples/{sampleId}', () => {
  it('changes what the patch names and moves the re-test day with the date or the interval', async () => {
    const sample = await createSoilSample(w, fieldId, { sampled_on: '2026-05-01', retest_interval_days: 10 });
    await t.db.update(soilSamples).set({ retestRemindedAt: new Date() }).where(eq(soilSamples.id, sample.id));
    const res = await w.call('PATCH', farmUrl(`/soil-samples/${sample.id}`), {
      sampled_on: '2026-05-05',
      ph: 7,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(SoilSampleResponseSchema.parse(res.json()).data).toMatchObject({
      sampled_on: '2026-05-05',
      ph: 7,
      nitrogen: 20,
      retest_due_on: '2026-05-15',
    });
    const [row] = await t.db.select().from(soilSamples).where(eq(soilSamples.id, sample.id));
    expect(row?.retestRemindedAt).toBeNull();
    const cleared = await w.call('PATCH', farmUrl(`/soil-samples/${sample.id}`), {
      retest_interval_days: null,
    });
    expect(SoilSampleResponseSchema.parse(cleared.json()).data.retest_due_on).toBeNull();
  });

  it('refuses a patch that leaves no value, a future date or a bad pH, and another farm’s patch', async () => {
    const sample = await createSoilSample(w, fieldId, { ph: 6, nitrogen: null });
    const empty = await w.call('PATCH', farmUrl(`/soil-samples/${sample.id}`), { ph: null });
    expect(empty.statusCode).toBe(422);
    expect(
      (await w.call('PATCH', farmUrl(`/soil-samples/${sample.id}`), { sampled_on: '2027-01-01' })).statusCode,
    ).toBe(422);
    expect((await w.call('PATCH', farmUrl(`/soil-samples/${sample.id}`), { ph: -0.5 })).statusCode).toBe(422);
    expect((await other.call('PATCH', farmUrl(`/soil-samples/${sample.id}`), { ph: 5 })).statusCode).toBe(
      404,
    );
    expect((await other.call('DELETE', farmUrl(`/soil-samples/${sample.id}`))).statusCode).toBe(404);
  });

  it('deletes a sample', async () => {
    const sample = await createSoilSample(w, fieldId);
    const res = await w.call('DELETE', farmUrl(`/soil-samples/${sample.id}`));
    expect(res.json()).toEqual({ success: true, message: 'Soil sample deleted.' });
    expect((await w.call('GET', farmUrl(`/soil-samples/${sample.id}`))).statusCode).toBe(404);
  });
});

describe('GET /api/farms/{farmId}/fields/{fieldId}/soil-trend', () => {
  it('answers one value over time, oldest first, skipping samples without it', async () => {
    const field = await createField(t, w);
    await createSoilSample(w, field.id, { sampled_on: '2026-04-01', ph: 6.4 });
    await createSoilSample(w, field.id, { sampled_on: '2025-10-01', ph: 5.5 });
    await createSoilSample(w, field.id, { sampled_on: '2026-01-01', ph: null, nitrogen: 30 });
    const res = await w.call('GET', fieldUrl(field.id, '/soil-trend?value=ph'));
    expect(SoilTrendResponseSchema.parse(res.json()).data).toEqual({
      value: 'ph',
      unit: '',
      points: [
        { sampled_on: '2025-10-01', value: 5.5 },
        { sampled_on: '2026-04-01', value: 6.4 },
      ],
    });
    const bad = await w.call('GET', fieldUrl(field.id, '/soil-trend?value=gold'));
    expect(bad.statusCode).toBe(422);
  });
});

describe('permissions (crops module)', () => {
  it('lets a viewer read samples but not add, and a worker not delete', async () => {
    const viewer = await seedMemberToken(t, w.farmId, 'viewer');
    const worker = await seedMemberToken(t, w.farmId, 'worker');
    const sample = await createSoilSample(w, fieldId);
    expect((await w.call('GET', farmUrl('/soil-samples'), undefined, viewer)).statusCode).toBe(200);
    const refused = await w.call('POST', fieldUrl(), { sampled_on: '2026-06-01', ph: 6 }, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ missing_permission: 'crops.create' });
    const del = await w.call('DELETE', farmUrl(`/soil-samples/${sample.id}`), undefined, worker);
    expect(del.json()).toMatchObject({ missing_permission: 'crops.delete' });
  });
});
