// Adding, editing and deleting a crop (docs/product/crops.md), each in the caller's transaction with its activity
// entry. A crop made from a template gets the template's stages and tasks (server/modules/crop-templates).
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreateCropInput, UpdateCropInput } from '@/shared/contracts/crops';
import type { AreaUnit, CropStatus } from '@/shared/contracts/farm-work-enums';
import { crops, harvests } from '@/server/db/schema/crops';
import { fields } from '@/server/db/schema/fields';
import { tasks } from '@/server/db/schema/tasks';
import { fieldError, HttpError } from '@/server/lib/http-error';
import { applyCropTemplate } from '@/server/modules/crop-templates/apply-template';
import { loadTemplate } from '@/server/modules/crop-templates/template-read';
import { addDays } from '@/server/modules/farm-work-alerts/local-day';
import { isUuid } from '@/server/modules/farms/farm-access';
import type { InventoryWrite } from '@/server/modules/inventory/inventory-write';
import { fromCents, toCents } from '@/server/modules/inventory/stock-quantity';
import { recordCropActivity } from './crop-activity';
import { CROP_MESSAGES } from './crop-messages';
import { cropNotFound } from './crop-read';
import { statusChangeProblem } from './crop-rules';

/** Crop writes work with what every farm write does: the transaction, the farm, who, when and from where. */
export type CropWrite = InventoryWrite;
export type CropRow = typeof crops.$inferSelect;
type CreateInput = z.output<typeof CreateCropInput>;
type UpdateInput = z.output<typeof UpdateCropInput>;

const decimal = (value: number | null | undefined) => (value == null ? null : fromCents(toCents(value)));

/** The field, when it is one of this farm's fields in use; 422 otherwise. */
async function fieldOfFarm(w: CropWrite, fieldId: string) {
  const [field] = isUuid(fieldId)
    ? await w.db
        .select()
        .from(fields)
        .where(and(eq(fields.id, fieldId), eq(fields.farmId, w.farmId)))
    : [];
  if (!field) throw fieldError('field_id', CROP_MESSAGES.fieldNotOfFarm);
  if (field.archivedAt) throw fieldError('field_id', CROP_MESSAGES.fieldArchived);
  return field;
}

/** The crop under a row lock, so two edits of one crop (or a status change and a harvest) take turns. */
export async function lockCrop(w: CropWrite, cropId: string): Promise<CropRow> {
  const [crop] = isUuid(cropId)
    ? await w.db
        .select()
        .from(crops)
        .where(and(eq(crops.id, cropId), eq(crops.farmId, w.farmId)))
        .for('update')
    : [];
  if (!crop) throw cropNotFound();
  return crop;
}

/** The template a new crop names, when this farm may use it; 422 on the form's field otherwise. */
async function usableTemplate(w: CropWrite, templateId: string) {
  try {
    return await loadTemplate(w.db, templateId, { farmId: w.farmId });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) {
      throw fieldError('template_id', CROP_MESSAGES.templateNotUsable);
    }
    throw error;
  }
}

export async function createCrop(w: CropWrite, input: CreateInput): Promise<CropRow> {
  const field = await fieldOfFarm(w, input.field_id);
  const template = input.template_id ? await usableTemplate(w, input.template_id) : null;
  // Without a date of their own, a template's days to harvest propose one (docs/product/crops.md).
  const proposedHarvest =
    template?.durationDays != null ? addDays(input.planting_date, template.durationDays) : null;
  // The planted area is the field's unless the farmer says otherwise (docs/decisions/038).
  const area = input.area != null ? decimal(input.area)! : field.area;
  const areaUnit = (input.area != null ? (input.area_unit ?? field.areaUnit) : field.areaUnit) as AreaUnit;
  const [crop] = await w.db
    .insert(crops)
    .values({
      farmId: w.farmId,
      fieldId: field.id,
      name: input.name,
      variety: input.variety,
      season: input.season,
      area,
      areaUnit,
      plantingDate: input.planting_date,
      expectedHarvestDate: input.expected_harvest_date ?? proposedHarvest,
      expectedYield: decimal(input.expected_yield),
      yieldUnit: input.yield_unit,
      status: input.status,
      notes: input.notes,
      createdBy: w.userId,
      createdAt: w.now,
      updatedAt: w.now,
    })
    .returning();
  if (template) {
    await applyCropTemplate(w.db, {
      farmId: w.farmId,
      cropId: crop!.id,
      templateId: template.id,
      plantingDate: input.planting_date,
      area: Number(area),
      areaUnit,
      actorId: w.userId,
    });
  }
  await recordCropActivity(w, 'create', null, crop!, template && { template_id: template.id });
  return crop!;
}

const harvestCount = async (w: CropWrite, cropId: string) => {
  const [row] = await w.db
    .select({ count: sql<number>`count(*)::int` })
    .from(harvests)
    .where(eq(harvests.cropId, cropId));
  return row?.count ?? 0;
};

export async function updateCrop(w: CropWrite, cropId: string, input: UpdateInput): Promise<CropRow> {
  const before = await lockCrop(w, cropId);
  if (input.field_id !== undefined && input.field_id !== before.fieldId) await fieldOfFarm(w, input.field_id);
  const planting = input.planting_date ?? before.plantingDate;
  const harvestOn =
    input.expected_harvest_date === undefined ? before.expectedHarvestDate : input.expected_harvest_date;
  if (harvestOn && harvestOn < planting) {
    throw fieldError(
      'expected_harvest_date',
      'The expected harvest date cannot be before the planting date.',
    );
  }
  const expectedYield =
    input.expected_yield === undefined ? before.expectedYield : decimal(input.expected_yield);
  const yieldUnit = input.yield_unit === undefined ? before.yieldUnit : input.yield_unit;
  if (expectedYield !== null && !yieldUnit) {
    throw fieldError('yield_unit', 'Choose the unit of the expected yield.');
  }
  if (input.status !== undefined) {
    const problem = statusChangeProblem({
      from: before.status as CropStatus,
      to: input.status,
      harvestCount: await harvestCount(w, cropId),
      notes: input.notes,
    });
    if (problem) throw fieldError(problem.field, problem.message);
  }
  const [after] = await w.db
    .update(crops)
    .set({
      ...(input.field_id !== undefined ? { fieldId: input.field_id } : {}),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.variety !== undefined ? { variety: input.variety } : {}),
      ...(input.season !== undefined ? { season: input.season } : {}),
      ...(input.area != null ? { area: decimal(input.area)! } : {}),
      ...(input.area_unit != null ? { areaUnit: input.area_unit } : {}),
      plantingDate: planting,
      expectedHarvestDate: harvestOn,
      expectedYield,
      yieldUnit,
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      updatedAt: w.now,
    })
    .where(eq(crops.id, cropId))
    .returning();
  await recordCropActivity(w, 'edit', before, after!);
  return after!;
}

/** Deletes a crop with its stages and tasks; a crop whose harvests are in the stock records is kept (409). */
export async function deleteCrop(w: CropWrite, cropId: string): Promise<void> {
  const crop = await lockCrop(w, cropId);
  const count = await harvestCount(w, cropId);
  if (count > 0) throw new HttpError(409, CROP_MESSAGES.hasHarvests(count), { code: 'crop_has_harvests' });
  // Tasks go with the crop (tasks.crop_id cascades); said here so the order is plain to a reader.
  await w.db.delete(tasks).where(eq(tasks.cropId, cropId));
  await w.db.delete(crops).where(eq(crops.id, cropId));
  await recordCropActivity(w, 'delete', crop, null);
}
