// A farm's own template from one of its crops (docs/product/crop-templates.md "Saving a crop as a template"): the
// crop's stages and tasks as day offsets from its planting day, and its task inputs per hectare of its area, so the
// next season's crop can start from what worked this season.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  SaveCropTemplateInput,
  TEMPLATE_LIMITS,
  type SavedCropTemplate,
} from '@/shared/contracts/crop-templates';
import { CATEGORIES_BY_TYPE } from '@/shared/contracts/inventory-enums';
import type { AreaUnit } from '@/shared/contracts/farm-work-enums';
import type { Database } from '@/server/db/client';
import { crops, cropStages } from '@/server/db/schema/crops';
import { inventoryItems } from '@/server/db/schema/inventory';
import { taskChecklistItems, taskInputs, tasks } from '@/server/db/schema/tasks';
import { HttpError } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import { TEMPLATE_MESSAGES } from './template-messages';
import { daysBetween, hectaresOf } from './template-plan';

const clampOffset = (days: number) =>
  Math.min(TEMPLATE_LIMITS.maxOffset, Math.max(TEMPLATE_LIMITS.minOffset, days));
const inputCategories = CATEGORIES_BY_TYPE.input as readonly string[];

export async function templateFromCrop(
  db: Database,
  farmId: string,
  cropId: string,
  name: string,
): Promise<SavedCropTemplate> {
  const [crop] = isUuid(cropId)
    ? await db
        .select()
        .from(crops)
        .where(and(eq(crops.id, cropId), eq(crops.farmId, farmId)))
    : [];
  if (!crop) throw new HttpError(404, TEMPLATE_MESSAGES.cropNotFound, { code: 'crop_not_found' });
  // One after another: this runs in the caller's transaction, whose connection takes one query at a time.
  const stages = await db
    .select()
    .from(cropStages)
    .where(eq(cropStages.cropId, crop.id))
    .orderBy(asc(cropStages.position));
  if (stages.length === 0) {
    throw new HttpError(422, TEMPLATE_MESSAGES.cropHasNoPlan, { code: 'crop_has_no_stages' });
  }
  const taskRows = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.cropId, crop.id), ne(tasks.status, 'cancelled')))
    .orderBy(asc(tasks.dueDate), asc(tasks.createdAt))
    .limit(TEMPLATE_LIMITS.tasks);
  const taskIds = taskRows.map((t) => t.id);
  const inputs = taskIds.length
    ? await db
        .select({
          taskId: taskInputs.taskId,
          name: taskInputs.inputName,
          quantity: taskInputs.quantity,
          unit: taskInputs.unit,
          category: inventoryItems.category,
        })
        .from(taskInputs)
        .leftJoin(inventoryItems, eq(inventoryItems.id, taskInputs.itemId))
        .where(inArray(taskInputs.taskId, taskIds))
        // Task inputs keep no order of their own: by name, so a template reads the same each time.
        .orderBy(asc(taskInputs.inputName), asc(taskInputs.id))
    : [];
  const checklist = taskIds.length
    ? await db
        .select({ taskId: taskChecklistItems.taskId, text: taskChecklistItems.text })
        .from(taskChecklistItems)
        .where(inArray(taskChecklistItems.taskId, taskIds))
        .orderBy(asc(taskChecklistItems.position))
    : [];

  const hectares = hectaresOf(Number(crop.area), crop.areaUnit as AreaUnit);
  const offsetOf = (day: string | null) => (day ? clampOffset(daysBetween(crop.plantingDate, day)) : null);
  // Stages start in order: a stage without a date, or dated before the one above it, starts the day after it.
  let previous = TEMPLATE_LIMITS.minOffset - 1;
  const stageOffsets = stages.map((s) => {
    const own = offsetOf(s.plannedStartDate ?? s.startedOn);
    previous = own === null || own <= previous ? previous + 1 : own;
    return previous;
  });
  const stageIndexOf = new Map(stages.map((s, index) => [s.id, index]));

  const draft = {
    name,
    crop_name: crop.name,
    variety: crop.variety,
    description: crop.notes?.slice(0, 2000) ?? null,
    duration_days: crop.expectedHarvestDate ? offsetOf(crop.expectedHarvestDate) : null,
    stages: stages.map((s, index) => ({ name: s.name, day_offset: stageOffsets[index] })),
    tasks: taskRows.map((task) => ({
      title: task.title.slice(0, 160),
      description: task.description?.slice(0, 2000) ?? null,
      kind: task.kind,
      priority: task.priority,
      day_offset: offsetOf(task.dueDate),
      stage_index: task.cropStageId === null ? null : (stageIndexOf.get(task.cropStageId) ?? null),
      inputs: inputs
        .filter((i) => i.taskId === task.id)
        .slice(0, TEMPLATE_LIMITS.inputsPerTask)
        .map((i) => ({
          name: i.name,
          category: i.category && inputCategories.includes(i.category) ? i.category : null,
          // Per hectare, to 2 decimals and never below 0.01 (the smallest quantity a template holds).
          quantity_per_hectare: Math.max(0.01, Math.round((Number(i.quantity) / hectares) * 100) / 100),
          unit: i.unit,
        })),
      checklist: checklist
        .filter((c) => c.taskId === task.id)
        .slice(0, TEMPLATE_LIMITS.checklistPerTask)
        .map((c) => c.text.slice(0, 200)),
    })),
  };
  if (draft.duration_days !== null && draft.duration_days < 1) draft.duration_days = null;
  const parsed = SaveCropTemplateInput.safeParse(draft);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new HttpError(422, issue.message, { code: 'crop_not_a_template' });
  }
  return parsed.data;
}
