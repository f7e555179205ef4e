// What the crops screens read (docs/product/crops.md): the list of a farm's crops (or of every farm the caller may
// see), and one crop with its stages, task counts, harvests, yield against plan and costs so far.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Crop, CropDetail, CropListQuery } from '@/shared/contracts/crops';
import type { AreaUnit, CropStatus, QualityGrade } from '@/shared/contracts/farm-work-enums';
import type { Database } from '@/server/db/client';
import { crops, cropStages, harvests } from '@/server/db/schema/crops';
import { farms } from '@/server/db/schema/farms';
import { fields } from '@/server/db/schema/fields';
import { inventoryItems } from '@/server/db/schema/inventory';
import { tasks } from '@/server/db/schema/tasks';
import { HttpError } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import { localDay } from '@/server/modules/farm-work-alerts/local-day';
import { cropCosts } from './crop-costs';
import { HARVEST_MESSAGES } from './crop-messages';
import { harvestedTotal, yieldVsPlan } from './crop-rules';

export const cropNotFound = () =>
  new HttpError(404, HARVEST_MESSAGES.cropNotFound, { code: 'crop_not_found' });

const columns = {
  crop: crops,
  farmName: farms.name,
  fieldName: fields.name,
  stageId: cropStages.id,
  stageName: cropStages.name,
  stageStartedOn: cropStages.startedOn,
};

type Row = {
  crop: typeof crops.$inferSelect;
  farmName: string;
  fieldName: string;
  stageId: string | null;
  stageName: string | null;
  stageStartedOn: string | null;
};

function selectCrops(db: Database) {
  return db
    .select(columns)
    .from(crops)
    .innerJoin(farms, eq(farms.id, crops.farmId))
    .innerJoin(fields, eq(fields.id, crops.fieldId))
    .leftJoin(cropStages, eq(cropStages.id, crops.currentStageId));
}

export function toCropDto(row: Row): Crop {
  const c = row.crop;
  return {
    id: c.id,
    farm_id: c.farmId,
    farm_name: row.farmName,
    field_id: c.fieldId,
    field_name: row.fieldName,
    name: c.name,
    variety: c.variety,
    season: c.season,
    area: c.area,
    area_unit: c.areaUnit as AreaUnit,
    planting_date: c.plantingDate,
    expected_harvest_date: c.expectedHarvestDate,
    expected_yield: c.expectedYield,
    yield_unit: c.yieldUnit,
    status: c.status as CropStatus,
    current_stage:
      row.stageId && row.stageName
        ? { id: row.stageId, name: row.stageName, started_on: row.stageStartedOn }
        : null,
    template_id: c.templateId,
    copied_from_id: c.copiedFromId,
    notes: c.notes,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

function filters(query: CropListQuery): SQL[] {
  const out: SQL[] = [];
  if (query.status) out.push(eq(crops.status, query.status));
  if (query.season) out.push(sql`lower(${crops.season}) = lower(${query.season})`);
  if (query.field_id) out.push(eq(crops.fieldId, query.field_id));
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    out.push(or(ilike(crops.name, like), ilike(crops.variety, like), ilike(fields.name, like))!);
  }
  return out;
}

/** Crops of the farms named, newest planting first (a farm's list, or every farm the caller may see). */
export async function listCrops(db: Database, farmIds: string[], query: CropListQuery): Promise<Crop[]> {
  if (farmIds.length === 0) return [];
  const rows = await selectCrops(db)
    .where(and(inArray(crops.farmId, farmIds), ...filters(query)))
    .orderBy(desc(crops.plantingDate), asc(crops.name), asc(crops.id));
  return rows.map(toCropDto);
}

export async function findCropRow(db: Database, farmId: string, cropId: string) {
  if (!isUuid(cropId)) return null;
  const [row] = await selectCrops(db).where(and(eq(crops.id, cropId), eq(crops.farmId, farmId)));
  return row ?? null;
}

export async function getCrop(db: Database, farmId: string, cropId: string): Promise<Crop> {
  const row = await findCropRow(db, farmId, cropId);
  if (!row) throw cropNotFound();
  return toCropDto(row);
}

async function taskCounts(db: Database, cropId: string, today: string) {
  const [row] = await db
    .select({
      todo: sql<number>`count(*) filter (where ${tasks.status} = 'todo')::int`,
      in_progress: sql<number>`count(*) filter (where ${tasks.status} = 'in_progress')::int`,
      done: sql<number>`count(*) filter (where ${tasks.status} = 'done')::int`,
      overdue: sql<number>`count(*) filter (where ${tasks.status} in ('todo', 'in_progress') and ${tasks.dueDate} < ${today})::int`,
    })
    .from(tasks)
    .where(eq(tasks.cropId, cropId));
  return row ?? { todo: 0, in_progress: 0, done: 0, overdue: 0 };
}

async function harvestsOf(db: Database, cropId: string) {
  const rows = await db
    .select({ harvest: harvests, itemName: inventoryItems.name })
    .from(harvests)
    .innerJoin(inventoryItems, eq(inventoryItems.id, harvests.itemId))
    .where(eq(harvests.cropId, cropId))
    .orderBy(asc(harvests.harvestedOn), asc(harvests.createdAt));
  return rows.map(({ harvest: h, itemName }) => ({
    id: h.id,
    quantity: h.quantity,
    unit: h.unit,
    lot: h.lot,
    quality_grade: h.qualityGrade as QualityGrade | null,
    harvested_on: h.harvestedOn,
    item_id: h.itemId,
    item_name: itemName,
    task_id: h.taskId,
  }));
}

export async function stagesOf(db: Database, cropId: string) {
  const rows = await db
    .select()
    .from(cropStages)
    .where(eq(cropStages.cropId, cropId))
    .orderBy(asc(cropStages.position));
  return rows.map((s) => ({
    id: s.id,
    position: s.position,
    name: s.name,
    planned_start_date: s.plannedStartDate,
    started_on: s.startedOn,
    ended_on: s.endedOn,
  }));
}

/** One crop as its page reads it; `now` decides which open tasks are overdue (the farm's local today). */
export async function getCropDetail(
  db: Database,
  farmId: string,
  cropId: string,
  now: Date,
): Promise<CropDetail> {
  const row = await findCropRow(db, farmId, cropId);
  if (!row) throw cropNotFound();
  const [farm] = await db
    .select({ currency: farms.currency, timezone: farms.timezone })
    .from(farms)
    .where(eq(farms.id, farmId));
  const crop = toCropDto(row);
  const harvestList = await harvestsOf(db, cropId);
  const total = harvestedTotal(harvestList, crop.yield_unit);
  return {
    ...crop,
    stages: await stagesOf(db, cropId),
    task_counts: await taskCounts(db, cropId, localDay(now, farm?.timezone).today),
    harvests: harvestList,
    harvested_total: total,
    yield_vs_plan: yieldVsPlan(total, crop.expected_yield),
    costs: await cropCosts(db, cropId, farm?.currency ?? 'KES'),
  };
}
