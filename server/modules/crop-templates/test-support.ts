// Test helpers for crop templates: template payloads (as the admin editor sends them), templates written straight
// through the service, and short signed-in calls.
import { SaveCropTemplateInput } from '@/shared/contracts/crop-templates';
import type { Database } from '@/server/db/client';
import { crops } from '@/server/db/schema/crops';
import { fields } from '@/server/db/schema/fields';
import type { TestApp } from '@/server/test/app';
import { bearer } from '@/server/test/users';
import { applyCropTemplate } from './apply-template';
import { writeTemplate } from './template-write';

/** A small maize plan: three stages, three tasks, inputs per hectare and a checklist. */
export const makeTemplatePayload = (overrides: Record<string, unknown> = {}) => ({
  name: `Maize test ${Math.random().toString(36).slice(2, 8)}`,
  crop_name: 'Maize',
  variety: 'H614',
  description: 'Long rains, highlands.',
  duration_days: 150,
  stages: [
    { name: 'Land preparation', day_offset: -14 },
    { name: 'Planting', day_offset: 0 },
    { name: 'Vegetative', day_offset: 21 },
  ],
  tasks: [
    {
      title: 'Plough and harrow',
      kind: 'land_preparation',
      priority: 'medium',
      day_offset: -14,
      stage_index: 0,
    },
    {
      title: 'Plant with DAP',
      kind: 'planting',
      priority: 'high',
      day_offset: 0,
      stage_index: 1,
      inputs: [
        { name: 'DAP fertilizer', category: 'Fertilizer', quantity_per_hectare: 50, unit: 'kg' },
        { name: 'Maize seed H614', category: 'Seeds', quantity_per_hectare: 25, unit: 'kg' },
      ],
      checklist: ['Spacing 75 cm by 25 cm', 'One seed a hole'],
    },
    {
      title: 'Top-dress with CAN',
      description: 'When the maize is knee high.',
      kind: 'application',
      priority: 'medium',
      day_offset: 28,
      stage_index: 2,
      inputs: [{ name: 'CAN', category: 'Fertilizer', quantity_per_hectare: 100, unit: 'kg' }],
    },
  ],
  ...overrides,
});

/** A template written through the service: the platform's (farmId null) or a farm's private one. */
export async function seedTemplate(
  db: Database,
  options: { farmId?: string | null; actorId?: string | null; payload?: Record<string, unknown> } = {},
): Promise<string> {
  const template = SaveCropTemplateInput.parse(options.payload ?? makeTemplatePayload());
  return db.transaction((tx) =>
    writeTemplate(tx, {
      templateId: null,
      farmId: options.farmId ?? null,
      actorId: options.actorId ?? null,
      template,
      now: new Date(),
    }),
  );
}

/** Short calls with a token. */
export function templateClient(t: TestApp, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE') => (url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  return { get: call('GET'), post: call('POST'), put: call('PUT'), delete: call('DELETE') };
}

/** A crop of the farm on a new field, planned from a new template (so it has stages and tasks to save). */
export async function seedPlannedCrop(db: Database, farmId: string, actorId: string): Promise<string> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const templateId = await seedTemplate(db, {
    farmId: null,
    payload: makeTemplatePayload({ name: `Plan ${suffix}` }),
  });
  return db.transaction(async (tx) => {
    const [field] = await tx
      .insert(fields)
      .values({ farmId, name: `Plot ${suffix}`, area: '2', areaUnit: 'hectares' })
      .returning({ id: fields.id });
    const [crop] = await tx
      .insert(crops)
      .values({
        farmId,
        fieldId: field!.id,
        name: 'Maize',
        season: '2026 long rains',
        area: '2',
        areaUnit: 'hectares',
        plantingDate: '2026-03-15',
        expectedHarvestDate: '2026-08-12',
      })
      .returning({ id: crops.id });
    await applyCropTemplate(tx, {
      farmId,
      cropId: crop!.id,
      templateId,
      plantingDate: '2026-03-15',
      area: 2,
      areaUnit: 'hectares',
      actorId,
    });
    return crop!.id;
  });
}
