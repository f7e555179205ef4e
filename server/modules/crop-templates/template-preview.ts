// What applying a template on a planting day would create (the add-crop dialog shows it before the crop exists):
// the same plan and the same item matching as applyCropTemplate, without writing anything.
import type { TemplatePreview } from '@/shared/contracts/crop-templates';
import type { AreaUnit } from '@/shared/contracts/farm-work-enums';
import type { Database } from '@/server/db/client';
import { inputItemsNamed, matchInput } from './input-matching';
import { addDays, planFromTemplate, type LoadedTemplate } from './template-plan';

export async function previewTemplate(
  db: Database,
  farmId: string,
  template: LoadedTemplate,
  crop: { plantingDate: string; area: number; areaUnit: AreaUnit },
): Promise<TemplatePreview> {
  const plan = planFromTemplate(template, crop);
  const items = await inputItemsNamed(
    db,
    farmId,
    plan.tasks.flatMap((task) => task.inputs.map((i) => i.name)),
  );
  return {
    expected_harvest_date: template.durationDays ? addDays(crop.plantingDate, template.durationDays) : null,
    stages: plan.stages.map((s) => ({
      position: s.position,
      name: s.name,
      planned_start_date: s.plannedStartDate,
      started: s.started,
    })),
    tasks: plan.tasks.map((task) => ({
      title: task.title,
      kind: task.kind,
      priority: task.priority,
      due_date: task.dueDate,
      stage_index: task.stageIndex,
      inputs: task.inputs.map((input) => {
        const match = matchInput(items, input);
        return {
          name: input.name,
          quantity: match.quantity.toFixed(2),
          unit: match.unit,
          item_id: match.itemId,
        };
      }),
      checklist: task.checklist,
    })),
  };
}
