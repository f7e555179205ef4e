// A field's record (docs/product/fields-and-soil.md "Field page"): the crops grown on it, its soil tests and
// its most recent tasks, read straight from the crops, soil_samples and tasks tables.
import { and, desc, eq } from 'drizzle-orm';
import { FIELD_HISTORY_TASK_LIMIT, type FieldHistory } from '@/shared/contracts/fields';
import type { CropStatus, TaskStatus } from '@/shared/contracts/farm-work-enums';
import type { ServerContext } from '@/server/context';
import { crops } from '@/server/db/schema/crops';
import { soilSamples } from '@/server/db/schema/fields';
import { tasks } from '@/server/db/schema/tasks';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { requireField } from './fields-guards';

const num = (value: string | null) => (value === null ? null : Number(value));

export async function fieldHistory(
  { db }: Pick<ServerContext, 'db'>,
  actorId: string,
  farmId: string,
  fieldId: string,
): Promise<FieldHistory> {
  const { farm } = await requireFarmPermission(db, actorId, farmId, 'crops.view');
  const field = await requireField(db, farm.id, fieldId);
  const [cropRows, sampleRows, taskRows] = await Promise.all([
    db
      .select()
      .from(crops)
      .where(and(eq(crops.farmId, farm.id), eq(crops.fieldId, field.id)))
      .orderBy(desc(crops.plantingDate), desc(crops.createdAt)),
    db
      .select()
      .from(soilSamples)
      .where(and(eq(soilSamples.farmId, farm.id), eq(soilSamples.fieldId, field.id)))
      .orderBy(desc(soilSamples.sampledOn), desc(soilSamples.createdAt)),
    db
      .select({ id: tasks.id, title: tasks.title, status: tasks.status, dueDate: tasks.dueDate })
      .from(tasks)
      .where(and(eq(tasks.farmId, farm.id), eq(tasks.fieldId, field.id)))
      .orderBy(desc(tasks.dueDate), desc(tasks.id))
      .limit(FIELD_HISTORY_TASK_LIMIT),
  ]);
  return {
    crops: cropRows.map((c) => ({
      id: c.id,
      name: c.name,
      variety: c.variety,
      season: c.season,
      planting_date: c.plantingDate,
      status: c.status as CropStatus,
    })),
    soil_samples: sampleRows.map((s) => ({
      id: s.id,
      sampled_on: s.sampledOn,
      lab_name: s.labName,
      ph: num(s.ph),
      nitrogen: num(s.nitrogen),
      phosphorus: num(s.phosphorus),
      potassium: num(s.potassium),
      organic_matter: num(s.organicMatter),
      retest_due_on: s.retestDueOn,
    })),
    tasks: taskRows.map((t) => ({
      id: t.id,
      title: t.title,
      status: t.status as TaskStatus,
      due_date: t.dueDate,
    })),
  };
}
