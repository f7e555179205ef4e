// Test helpers for the crops module: a farm with a field (rows written through the schema, since fields have their
// own module), crops created through the API, an InventoryWrite for calling services directly, and short calls.
import { expect } from 'vitest';
import { CropDetailResponseSchema, type CropDetail } from '@/shared/contracts/crops';
import { fields } from '@/server/db/schema/fields';
import { crops } from '@/server/db/schema/crops';
import type { Database } from '@/server/db/client';
import { createTestFarm, type TestFarm } from '@/server/modules/inventory/inventory-fixtures';
import { dayOf } from '@/server/modules/inventory/inventory-status';
import type { InventoryWrite } from '@/server/modules/inventory/inventory-write';
import type { TestApp } from '@/server/test/app';
import { bearer } from '@/server/test/users';

export interface CropFarm extends TestFarm {
  fieldId: string;
}

/** A farm (owner, two storage locations, a supplier) with one field of 2 hectares. */
export async function seedCropFarm(t: TestApp, options: { name?: string } = {}): Promise<CropFarm> {
  const farm = await createTestFarm(t, { name: options.name });
  const fieldId = await seedField(t.db, farm.farmId);
  return { ...farm, fieldId };
}

export async function seedField(
  db: Database,
  farmId: string,
  name = 'River plot',
  area = '2',
  unit = 'hectares',
) {
  const [row] = await db
    .insert(fields)
    .values({ farmId, name, area, areaUnit: unit })
    .returning({ id: fields.id });
  return row!.id;
}

/** A crop row written straight through the schema (for services tested without the routes). */
export async function seedCrop(
  db: Database,
  farm: CropFarm,
  values: Partial<typeof crops.$inferInsert> = {},
) {
  const [row] = await db
    .insert(crops)
    .values({
      farmId: farm.farmId,
      fieldId: farm.fieldId,
      name: 'Maize',
      variety: 'H614',
      season: '2026 long rains',
      area: '2',
      areaUnit: 'hectares',
      plantingDate: '2026-03-15',
      ...values,
    })
    .returning();
  return row!;
}

export function makeWrite(db: Database, farm: TestFarm, now = new Date()): InventoryWrite {
  return { db, farmId: farm.farmId, userId: farm.userId, surface: 'web', now, today: dayOf(now) };
}

export const makeCropPayload = (farm: CropFarm, overrides: Record<string, unknown> = {}) => ({
  field_id: farm.fieldId,
  name: 'Maize',
  variety: 'H614',
  season: '2026 long rains',
  planting_date: '2026-03-15',
  expected_harvest_date: '2026-08-01',
  expected_yield: 4000,
  yield_unit: 'kg',
  ...overrides,
});

/** Short calls with a token. */
export function cropClient(t: TestApp, token: string) {
  const call =
    (method: 'GET' | 'POST' | 'PATCH' | 'DELETE') =>
    (url: string, payload?: object, headers = {}) =>
      t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, payload });
  return { get: call('GET'), post: call('POST'), patch: call('PATCH'), delete: call('DELETE') };
}

export const cropsUrl = (farm: { farmId: string }, suffix = '') => `/api/farms/${farm.farmId}/crops${suffix}`;

export async function createCrop(
  t: TestApp,
  farm: CropFarm,
  overrides: Record<string, unknown> = {},
): Promise<CropDetail> {
  const res = await cropClient(t, farm.token).post(cropsUrl(farm), makeCropPayload(farm, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return CropDetailResponseSchema.parse(res.json()).data.crop;
}
