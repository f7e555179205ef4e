// Test helpers for the task routes: a farm with a field, a crop and a stocked input (rows written through the
// schema, so these tests stand on their own), people with a role, teams, and short calls that parse the answers
// with the contracts.
import { expect } from 'vitest';
import { TaskResponseSchema, type TaskDetail } from '@/shared/contracts/tasks';
import { crops, cropStages } from '@/server/db/schema/crops';
import { fields } from '@/server/db/schema/fields';
import { teamMembers, teams } from '@/server/db/schema/staff';
import type { TestApp } from '@/server/test/app';
import { bearer } from '@/server/test/users';
import type { MemberRole } from '@/server/modules/farms/farm-fixtures';
import {
  addMember,
  createItem,
  createTestFarm,
  type TestFarm,
} from '@/server/modules/inventory/inventory-fixtures';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface TaskFarm extends TestFarm {
  fieldId: string;
  cropId: string;
  stageId: string;
  /** "DAP Fertilizer", 100 kg in stock. */
  itemId: string;
  url: (rest?: string) => string;
}

export async function createTaskFarm(
  t: TestApp,
  options: Parameters<typeof createTestFarm>[1] = {},
): Promise<TaskFarm> {
  const farm = await createTestFarm(t, options);
  const [field] = await t.db
    .insert(fields)
    .values({ farmId: farm.farmId, name: 'Shamba la Juu', area: '2', areaUnit: 'hectares' })
    .returning({ id: fields.id });
  const [crop] = await t.db
    .insert(crops)
    .values({
      farmId: farm.farmId,
      fieldId: field!.id,
      name: 'Maize',
      season: '2026 long rains',
      area: '2',
      areaUnit: 'hectares',
      plantingDate: '2026-03-15',
      status: 'growing',
    })
    .returning({ id: crops.id });
  const [stage] = await t.db
    .insert(cropStages)
    .values({ farmId: farm.farmId, cropId: crop!.id, position: 0, name: 'Vegetative' })
    .returning({ id: cropStages.id });
  const item = await createItem(t, farm);
  return {
    ...farm,
    fieldId: field!.id,
    cropId: crop!.id,
    stageId: stage!.id,
    itemId: item.id,
    url: (rest = '') => `/api/farms/${farm.farmId}/tasks${rest}`,
  };
}

export async function addPerson(t: TestApp, farm: TestFarm, role: MemberRole) {
  const member = await addMember(t, farm.farmId, role);
  return { token: member.token, userId: member.user.id };
}

export async function addTeam(t: TestApp, farmId: string, name: string, userIds: string[]) {
  const [team] = await t.db.insert(teams).values({ farmId, name }).returning({ id: teams.id });
  if (userIds.length) {
    await t.db.insert(teamMembers).values(userIds.map((userId) => ({ teamId: team!.id, farmId, userId })));
  }
  return team!.id;
}

export const call = (
  t: TestApp,
  token: string,
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers: { ...bearer(token), ...headers } });

export async function createTask(
  t: TestApp,
  farm: TaskFarm,
  payload: object = {},
  token = farm.token,
): Promise<TaskDetail> {
  const res = await call(t, token, 'POST', farm.url(), {
    title: 'Weed the maize',
    due_date: '2026-11-24',
    ...payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return TaskResponseSchema.parse(res.json()).data;
}

/** The 422's message for one field. */
export function fieldMessage(res: { statusCode: number; body: string; json: () => unknown }, field: string) {
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json() as { errors?: Record<string, string[]> };
  return body.errors?.[field]?.[0];
}
