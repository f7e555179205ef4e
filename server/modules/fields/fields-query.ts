// Reads of fields as the API answers them: with the number of crops grown and the crop on the field now.
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Field } from '@/shared/contracts/fields';
import { SQUARE_METRES_PER, type AreaUnit, type CropStatus } from '@/shared/contracts/farm-work-enums';
import type { Database } from '@/server/db/client';
import { crops } from '@/server/db/schema/crops';
import { fields } from '@/server/db/schema/fields';
import type { FieldRow } from './fields-guards';

type Executor = Pick<Database, 'select'>;
type CurrentCrop = Field['current_crop'];

const num = (value: string | null) => (value === null ? null : Number(value));

/** Hectares to four decimals: enough for a kitchen garden in square metres, exact for a field in hectares. */
export const hectaresOf = (area: number, unit: AreaUnit) =>
  Math.round(((area * SQUARE_METRES_PER[unit]) / SQUARE_METRES_PER.hectares) * 10_000) / 10_000;

export function toField(row: FieldRow, cropCount: number, currentCrop: CurrentCrop): Field {
  const area = Number(row.area);
  const unit = row.areaUnit as AreaUnit;
  return {
    id: row.id,
    farm_id: row.farmId,
    name: row.name,
    area,
    area_unit: unit,
    area_hectares: hectaresOf(area, unit),
    soil_type: row.soilType as Field['soil_type'],
    irrigation: row.irrigation as Field['irrigation'],
    latitude: num(row.latitude),
    longitude: num(row.longitude),
    notes: row.notes,
    archived: row.archivedAt !== null,
    crop_count: cropCount,
    current_crop: currentCrop,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Crop counts and the current crop of each field: the growing crop planted last, else the planned crop that
 * comes next (docs/product/fields-and-soil.md).
 */
async function cropsOf(db: Executor, fieldIds: string[]) {
  const counts = new Map<string, number>();
  const current = new Map<string, NonNullable<CurrentCrop>>();
  if (fieldIds.length === 0) return { counts, current };
  const countRows = await db
    .select({ fieldId: crops.fieldId, n: count() })
    .from(crops)
    .where(inArray(crops.fieldId, fieldIds))
    .groupBy(crops.fieldId);
  for (const row of countRows) counts.set(row.fieldId, row.n);
  const active = await db
    .select({
      fieldId: crops.fieldId,
      id: crops.id,
      name: crops.name,
      status: crops.status,
      plantingDate: crops.plantingDate,
    })
    .from(crops)
    .where(and(inArray(crops.fieldId, fieldIds), inArray(crops.status, ['growing', 'planned'])))
    .orderBy(asc(crops.plantingDate));
  const growing = active.filter((c) => c.status === 'growing');
  // The last-planted growing crop wins, so walk growing crops in planting order and overwrite.
  for (const c of growing) current.set(c.fieldId, { id: c.id, name: c.name, status: c.status as CropStatus });
  for (const c of active.filter((c) => c.status === 'planned')) {
    if (!current.has(c.fieldId)) current.set(c.fieldId, { id: c.id, name: c.name, status: 'planned' });
  }
  return { counts, current };
}

export async function fieldsOfFarm(db: Executor, farmId: string, includeArchived: boolean): Promise<Field[]> {
  const rows = await db
    .select()
    .from(fields)
    .where(and(eq(fields.farmId, farmId), includeArchived ? undefined : isNull(fields.archivedAt)))
    .orderBy(asc(sql`lower(${fields.name})`), asc(fields.id));
  const { counts, current } = await cropsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toField(r, counts.get(r.id) ?? 0, current.get(r.id) ?? null));
}

export async function fieldWithCrops(db: Executor, row: FieldRow): Promise<Field> {
  const { counts, current } = await cropsOf(db, [row.id]);
  return toField(row, counts.get(row.id) ?? 0, current.get(row.id) ?? null);
}
