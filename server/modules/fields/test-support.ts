// Helpers of the fields and soil samples tests: a farm with an owner, fields and samples made through the API,
// and crops and tasks written straight (their own APIs are another area's).
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { FieldInput } from '@/shared/contracts/fields';
import type { SoilSampleInput } from '@/shared/contracts/soil-samples';
import { crops } from '@/server/db/schema/crops';
import { tasks } from '@/server/db/schema/tasks';
import type { Database } from '@/server/db/client';
import type { TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { addMember, createFarm, type MemberRole } from '@/server/modules/farms/farm-fixtures';

export interface FieldsWorld {
  farmId: string;
  token: string;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    as?: string,
  ): Promise<LightMyRequestResponse>;
}

let counter = 0;
export const uniqueName = (prefix: string) =>
  `${prefix} ${++counter}-${Math.random().toString(36).slice(2, 6)}`;

export async function seedFieldsFarm(t: TestApp): Promise<FieldsWorld> {
  const { token } = await registerUser(t.app);
  const farmId = (await createFarm(t.app, token)).id;
  return {
    farmId,
    token,
    call: (method, url, payload, as = token) => t.app.inject({ method, url, headers: bearer(as), payload }),
  };
}

/** A new user with `role` on the farm; returns their token. */
export async function seedMemberToken(t: TestApp, farmId: string, role: MemberRole): Promise<string> {
  const user = await registerUser(t.app);
  await addMember(t.db, farmId, user.user.id, role);
  return user.token;
}

export const makeFieldPayload = (overrides: Partial<FieldInput> = {}): FieldInput => ({
  name: uniqueName('Block'),
  area: 2.5,
  area_unit: 'acres',
  soil_type: 'loam',
  irrigation: 'drip',
  ...overrides,
});

export async function createField(t: TestApp, w: FieldsWorld, overrides: Partial<FieldInput> = {}) {
  const res = await w.call('POST', `/api/farms/${w.farmId}/fields`, makeFieldPayload(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { id: string; name: string } }).data;
}

export const makeSamplePayload = (overrides: Partial<SoilSampleInput> = {}): SoilSampleInput => ({
  sampled_on: '2026-03-01',
  ph: 6.2,
  nitrogen: 20,
  ...overrides,
});

export async function createSoilSample(
  w: FieldsWorld,
  fieldId: string,
  overrides: Partial<SoilSampleInput> = {},
) {
  const res = await w.call(
    'POST',
    `/api/farms/${w.farmId}/fields/${fieldId}/soil-samples`,
    makeSamplePayload(overrides),
  );
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { id: string } }).data;
}

export async function seedCrop(
  db: Database,
  farmId: string,
  fieldId: string,
  values: { name?: string; status?: string; plantingDate?: string } = {},
) {
  const [row] = await db
    .insert(crops)
    .values({
      farmId,
      fieldId,
      name: values.name ?? 'Maize',
      season: 'Long rains 2026',
      area: '1',
      areaUnit: 'acres',
      plantingDate: values.plantingDate ?? '2026-03-15',
      status: values.status ?? 'growing',
    })
    .returning();
  return row!;
}

export async function seedTask(
  db: Database,
  farmId: string,
  fieldId: string,
  title: string,
  dueDate: string,
) {
  const [row] = await db.insert(tasks).values({ farmId, fieldId, title, dueDate }).returning();
  return row!;
}
