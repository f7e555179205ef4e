// Rows the crops, fields and tasks APIs would write, inserted straight through the schema (not a test file), so
// the notification suites do not depend on those APIs.
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { crops } from '@/server/db/schema/crops';
import { farms } from '@/server/db/schema/farms';
import { fields, soilSamples } from '@/server/db/schema/fields';
import { teamMembers, teams } from '@/server/db/schema/staff';
import { tasks } from '@/server/db/schema/tasks';
import { userSettings } from '@/server/db/schema/user-settings';

export async function insertField(db: Database, farmId: string, name = 'Shamba la Chini') {
  const [row] = await db.insert(fields).values({ farmId, name, area: '2', areaUnit: 'acres' }).returning();
  return row!;
}

export async function insertCrop(db: Database, farmId: string, fieldId: string, name = 'Maize') {
  const [row] = await db
    .insert(crops)
    .values({
      farmId,
      fieldId,
      name,
      season: '2026 long rains',
      area: '2',
      areaUnit: 'acres',
      plantingDate: '2026-03-15',
    })
    .returning();
  return row!;
}

export async function insertTask(
  db: Database,
  task: {
    farmId: string;
    title?: string;
    dueDate: string;
    status?: string;
    assigneeUserId?: string | null;
    assigneeTeamId?: string | null;
    cropId?: string | null;
    /** When it was added: by default weeks before the days the reminder tests look at. */
    createdAt?: Date;
  },
) {
  const [row] = await db
    .insert(tasks)
    .values({ title: 'Weed the maize', createdAt: new Date('2026-11-01T06:00:00Z'), ...task })
    .returning();
  return row!;
}

export async function insertTeam(db: Database, farmId: string, userIds: string[], name = 'Field team') {
  const [team] = await db.insert(teams).values({ farmId, name }).returning();
  if (userIds.length)
    await db.insert(teamMembers).values(userIds.map((userId) => ({ teamId: team!.id, farmId, userId })));
  return team!;
}

export async function insertSoilSample(
  db: Database,
  sample: { farmId: string; fieldId: string; sampledOn: string; retestDueOn: string | null },
) {
  const [row] = await db
    .insert(soilSamples)
    .values({ ...sample, retestIntervalDays: 365 })
    .returning();
  return row!;
}

export async function setFarmPlace(
  db: Database,
  farmId: string,
  place: { latitude: string | null; longitude: string | null; timezone?: string },
) {
  await db.update(farms).set(place).where(eq(farms.id, farmId));
}

export async function setLanguage(db: Database, userId: string, language: string) {
  await db
    .insert(userSettings)
    .values({ userId, settings: { language } })
    .onConflictDoUpdate({ target: userSettings.userId, set: { settings: { language } } });
}
