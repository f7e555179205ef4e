// From a template to a crop's dated plan (docs/product/crop-templates.md "Applying a template"): stages and tasks
// dated from the planting day, inputs scaled from per hectare to the crop's area. Pure, so the preview shows
// exactly what applying would write.
import {
  SQUARE_METRES_PER,
  type AreaUnit,
  type TaskKind,
  type TaskPriority,
} from '@/shared/contracts/farm-work-enums';

export interface TemplateInput {
  name: string;
  category: string | null;
  quantity_per_hectare: number;
  unit: string;
}

export interface LoadedTemplate {
  id: string;
  farmId: string | null;
  name: string;
  cropName: string;
  variety: string | null;
  description: string | null;
  durationDays: number | null;
  updatedAt: Date;
  stages: { id: string; position: number; name: string; dayOffset: number }[];
  tasks: {
    id: string;
    position: number;
    /** Index into `stages` (by position order), or null for a task outside any stage. */
    stageIndex: number | null;
    title: string;
    description: string | null;
    kind: TaskKind;
    priority: TaskPriority;
    dayOffset: number;
    inputs: TemplateInput[];
    checklist: string[];
  }[];
}

export interface PlannedStage {
  position: number;
  name: string;
  plannedStartDate: string;
  /** The first stage, when it begins at or before planting, is under way as soon as the crop exists. */
  started: boolean;
}

export interface PlannedTask {
  templateTaskId: string;
  title: string;
  description: string | null;
  kind: TaskKind;
  priority: TaskPriority;
  dueDate: string;
  stageIndex: number | null;
  inputs: { name: string; category: string | null; quantity: number; unit: string }[];
  checklist: string[];
}

const DAY_MS = 86_400_000;

/** YYYY-MM-DD plus whole days, on the calendar (UTC, so no daylight-saving hour moves a day). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return new Date(date.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export const hectaresOf = (area: number, unit: AreaUnit) =>
  (area * SQUARE_METRES_PER[unit]) / SQUARE_METRES_PER.hectares;

/**
 * A rate per hectare over the area, to 2 decimals (task_inputs are numeric(14,2)). Never below 0.01: a tiny plot
 * still needs some of the input, and a zero quantity could not be stored.
 */
export function scaleToArea(perHectare: number, hectares: number): number {
  const exact = perHectare * hectares;
  // The epsilon keeps 1.005 from rounding down because of its binary form.
  const rounded = Math.round((exact + Number.EPSILON * Math.max(1, exact)) * 100) / 100;
  return Math.max(0.01, rounded);
}

export function planFromTemplate(
  template: LoadedTemplate,
  crop: { plantingDate: string; area: number; areaUnit: AreaUnit },
): { stages: PlannedStage[]; tasks: PlannedTask[] } {
  const hectares = hectaresOf(crop.area, crop.areaUnit);
  const stages = template.stages.map((stage, index) => ({
    position: index,
    name: stage.name,
    plannedStartDate: addDays(crop.plantingDate, stage.dayOffset),
    started: index === 0 && stage.dayOffset <= 0,
  }));
  const tasks = template.tasks.map((task) => ({
    templateTaskId: task.id,
    title: task.title,
    description: task.description,
    kind: task.kind,
    priority: task.priority,
    dueDate: addDays(crop.plantingDate, task.dayOffset),
    stageIndex: task.stageIndex,
    inputs: task.inputs.map((input) => ({
      name: input.name,
      category: input.category,
      quantity: scaleToArea(input.quantity_per_hectare, hectares),
      unit: input.unit,
    })),
    checklist: task.checklist,
  }));
  return { stages, tasks };
}
