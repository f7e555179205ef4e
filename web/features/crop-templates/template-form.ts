// The editor's form values and the template they stand for: numbers stay text while typed, a task's checklist is
// one step a line, and the server's per-field messages ("tasks.2.inputs.0.unit") land on the field they name.
import type { CropTemplate, SaveCropTemplateInput } from '@/shared/api/crop-templates';
import type { TaskKind, TaskPriority } from '@/shared/contracts/farm-work-enums';

export interface InputValues {
  name: string;
  category: string;
  quantity_per_hectare: string;
  unit: string;
}

export interface TaskValues {
  title: string;
  description: string;
  kind: TaskKind;
  priority: TaskPriority;
  day_offset: string;
  /** '' for a task outside any stage. */
  stage_index: string;
  inputs: InputValues[];
  checklist_text: string;
}

export interface TemplateValues {
  name: string;
  crop_name: string;
  variety: string;
  description: string;
  duration_days: string;
  stages: { name: string; day_offset: string }[];
  tasks: TaskValues[];
}

export const emptyInput = (): InputValues => ({
  name: '',
  category: '',
  quantity_per_hectare: '',
  unit: 'kg',
});

export const emptyTask = (dayOffset = 0): TaskValues => ({
  title: '',
  description: '',
  kind: 'general',
  priority: 'medium',
  day_offset: String(dayOffset),
  stage_index: '',
  inputs: [],
  checklist_text: '',
});

export const emptyTemplate = (): TemplateValues => ({
  name: '',
  crop_name: '',
  variety: '',
  description: '',
  duration_days: '',
  stages: [{ name: '', day_offset: '0' }],
  tasks: [],
});

export function valuesOf(template: CropTemplate): TemplateValues {
  return {
    name: template.name,
    crop_name: template.crop_name,
    variety: template.variety ?? '',
    description: template.description ?? '',
    duration_days: template.duration_days === null ? '' : String(template.duration_days),
    stages: template.stages.map((s) => ({ name: s.name, day_offset: String(s.day_offset) })),
    tasks: template.tasks.map((task) => ({
      title: task.title,
      description: task.description ?? '',
      kind: task.kind,
      priority: task.priority,
      day_offset: String(task.day_offset),
      stage_index: task.stage_index === null ? '' : String(task.stage_index),
      inputs: task.inputs.map((i) => ({
        name: i.name,
        category: i.category ?? '',
        quantity_per_hectare: String(i.quantity_per_hectare),
        unit: i.unit,
      })),
      checklist_text: task.checklist.join('\n'),
    })),
  };
}

const blank = (text: string) => (text.trim() === '' ? null : text);

/**
 * What the API is sent: numbers as typed, since the contract reads numeric text and answers "Enter the day offset
 * as a whole number…" for anything else; blanks as null.
 */
export function payloadOf(values: TemplateValues): SaveCropTemplateInput {
  const payload = {
    name: values.name,
    crop_name: values.crop_name,
    variety: blank(values.variety),
    description: blank(values.description),
    duration_days: blank(values.duration_days),
    stages: values.stages.map((s) => ({ name: s.name, day_offset: s.day_offset })),
    tasks: values.tasks.map((task) => ({
      title: task.title,
      description: blank(task.description),
      kind: task.kind,
      priority: task.priority,
      day_offset: task.day_offset,
      stage_index: task.stage_index === '' ? null : Number(task.stage_index),
      inputs: task.inputs.map((i) => ({
        name: i.name,
        category: blank(i.category),
        quantity_per_hectare: i.quantity_per_hectare,
        unit: i.unit,
      })),
      checklist: task.checklist_text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    })),
  };
  return payload as unknown as SaveCropTemplateInput;
}

/** The form field a message of the API belongs to: a checklist step's goes to the task's checklist box. */
export function formFieldOf(path: string): string {
  const checklist = /^(tasks\.\d+)\.checklist(\.\d+)?$/.exec(path);
  return checklist ? `${checklist[1]}.checklist_text` : path;
}
