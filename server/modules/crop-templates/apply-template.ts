// Applies a crop template to a new crop inside the caller's transaction (docs/decisions/038,
// docs/product/crop-templates.md "Applying a template"): the crop's stages, its tasks with their checklist rows,
// and their inputs scaled to the crop's area and linked to the farm's items by name. Four statements whatever the
// template's size: a 40-task template is written in well under 100 ms (server/bench/crop-template.bench.ts).
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AreaUnit } from '@/shared/contracts/farm-work-enums';
import type { Database } from '@/server/db/client';
import { crops } from '@/server/db/schema/crops';
import { HttpError } from '@/server/lib/http-error';
import { inputItemsNamed, matchInput } from './input-matching';
import { TEMPLATE_MESSAGES } from './template-messages';
import { planFromTemplate } from './template-plan';
import { loadTemplate } from './template-read';

export interface ApplyTemplateInput {
  farmId: string;
  cropId: string;
  templateId: string;
  plantingDate: string;
  area: number;
  areaUnit: AreaUnit;
  actorId: string;
}

export interface ApplyTemplateResult {
  stages: number;
  tasks: number;
  /** The stage under way from the start (also written as the crop's current stage), or null. */
  startedStageId: string | null;
}

export async function applyCropTemplate(
  tx: Database,
  input: ApplyTemplateInput,
): Promise<ApplyTemplateResult> {
  const [crop] = await tx
    .select({ fieldId: crops.fieldId })
    .from(crops)
    .where(and(eq(crops.id, input.cropId), eq(crops.farmId, input.farmId)));
  if (!crop) throw new HttpError(404, TEMPLATE_MESSAGES.cropNotFound, { code: 'crop_not_found' });
  const template = await loadTemplate(tx, input.templateId, { farmId: input.farmId });
  const plan = planFromTemplate(template, input);
  const items = await inputItemsNamed(
    tx,
    input.farmId,
    plan.tasks.flatMap((task) => task.inputs.map((i) => i.name)),
  );

  // Ids are made here so every row can be written in one statement below.
  const stageRows = plan.stages.map((stage) => ({
    id: randomUUID(),
    farm_id: input.farmId,
    crop_id: input.cropId,
    position: stage.position,
    name: stage.name,
    planned_start_date: stage.plannedStartDate,
    started_on: stage.started ? stage.plannedStartDate : null,
  }));
  const startedStageId = plan.stages[0]?.started ? stageRows[0]!.id : null;
  const taskRows = plan.tasks.map((task) => ({
    id: randomUUID(),
    farm_id: input.farmId,
    title: task.title,
    description: task.description,
    kind: task.kind,
    priority: task.priority,
    field_id: crop.fieldId,
    crop_id: input.cropId,
    crop_stage_id: task.stageIndex === null ? null : (stageRows[task.stageIndex]?.id ?? null),
    template_task_id: task.templateTaskId,
    due_date: task.dueDate,
    created_by: input.actorId,
  }));
  const checklistRows = plan.tasks.flatMap((task, index) =>
    task.checklist.map((text, position) => ({ task_id: taskRows[index]!.id, position, text })),
  );
  const inputRows = plan.tasks.flatMap((task, index) =>
    task.inputs.map((planned) => {
      const match = matchInput(items, planned);
      return {
        farm_id: input.farmId,
        task_id: taskRows[index]!.id,
        item_id: match.itemId,
        input_name: planned.name,
        quantity: match.quantity.toFixed(2),
        unit: match.unit,
      };
    }),
  );
  await tx.execute(
    writeAll(stageRows, taskRows, checklistRows, inputRows, {
      cropId: input.cropId,
      templateId: template.id,
      startedStageId,
    }),
  );
  return { stages: stageRows.length, tasks: taskRows.length, startedStageId };
}

/**
 * Stages, tasks, checklist rows and inputs in one statement, each table's rows sent as one JSON parameter: one
 * round trip instead of four. The foreign keys between them are checked at the end of the statement, when all
 * are in.
 */
function writeAll(
  stageRows: object[],
  taskRows: object[],
  checklistRows: object[],
  inputRows: object[],
  crop: { cropId: string; templateId: string; startedStageId: string | null },
) {
  const json = (list: object[]) => sql`${JSON.stringify(list)}::json`;
  return sql`with
    new_stages as (
      insert into crop_stages (id, farm_id, crop_id, position, name, planned_start_date, started_on)
      select id, farm_id, crop_id, position, name, planned_start_date, started_on
      from json_populate_recordset(null::crop_stages, ${json(stageRows)})),
    new_tasks as (
      insert into tasks (id, farm_id, title, description, kind, priority, field_id, crop_id, crop_stage_id,
        template_task_id, due_date, created_by)
      select id, farm_id, title, description, kind, priority, field_id, crop_id, crop_stage_id, template_task_id,
        due_date, created_by
      from json_populate_recordset(null::tasks, ${json(taskRows)})),
    new_checklist as (
      insert into task_checklist_items (task_id, position, text)
      select task_id, position, text from json_populate_recordset(null::task_checklist_items, ${json(checklistRows)})),
    new_inputs as (
      insert into task_inputs (farm_id, task_id, item_id, input_name, quantity, unit)
      select farm_id, task_id, item_id, input_name, quantity, unit
      from json_populate_recordset(null::task_inputs, ${json(inputRows)}))
    update crops set template_id = ${crop.templateId},
      current_stage_id = coalesce(${crop.startedStageId}::uuid, current_stage_id)
    where id = ${crop.cropId}`;
}
