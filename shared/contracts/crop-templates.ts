// Crop templates (docs/product/crop-templates.md, docs/decisions/038): a crop's plan of stages and tasks, dated
// from the planting day, that a new crop can start from. Platform templates are kept by the platform's staff;
// a farm's private templates are saved from its own crops. The server validates with these schemas and answers
// with them; the web app reads the same ones.
import { z } from 'zod';
import { DecimalStringSchema, isoDate, numberFrom, optionalText, quantityInput } from './common';
import { AREA_UNITS, TASK_KINDS, TASK_PRIORITIES } from './farm-work-enums';
import { CATEGORIES_BY_TYPE } from './inventory-enums';
import { UNITS } from './inventory';

export const TEMPLATE_SCOPES = ['platform', 'farm'] as const;
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number];

/** Limits that keep a template something a person can read, and applying it quick. */
export const TEMPLATE_LIMITS = {
  stages: 20,
  tasks: 200,
  inputsPerTask: 20,
  checklistPerTask: 30,
  /** Day offsets: from a year before planting to two years after. */
  minOffset: -365,
  maxOffset: 730,
} as const;

export const TemplateInputSchema = z.object({
  name: z.string(),
  category: z.string().nullable(),
  quantity_per_hectare: z.number(),
  unit: z.string(),
});
export type TemplateInput = z.infer<typeof TemplateInputSchema>;

export const TemplateStageSchema = z.object({ name: z.string(), day_offset: z.number().int() });
export const TemplateTaskSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  kind: z.enum(TASK_KINDS),
  priority: z.enum(TASK_PRIORITIES),
  day_offset: z.number().int(),
  /** Index into `stages`, or null for a task outside any stage. */
  stage_index: z.number().int().nullable(),
  inputs: z.array(TemplateInputSchema),
  checklist: z.array(z.string()),
});
export type TemplateTask = z.infer<typeof TemplateTaskSchema>;

export const CropTemplateSummarySchema = z.object({
  id: z.string(),
  scope: z.enum(TEMPLATE_SCOPES),
  name: z.string(),
  crop_name: z.string(),
  variety: z.string().nullable(),
  description: z.string().nullable(),
  duration_days: z.number().int().nullable(),
  stage_count: z.number().int(),
  task_count: z.number().int(),
  updated_at: z.string(),
});
export type CropTemplateSummary = z.infer<typeof CropTemplateSummarySchema>;

export const CropTemplateSchema = CropTemplateSummarySchema.extend({
  stages: z.array(TemplateStageSchema),
  tasks: z.array(TemplateTaskSchema),
});
export type CropTemplate = z.infer<typeof CropTemplateSchema>;

export const CropTemplateListResponseSchema = z.object({ data: z.array(CropTemplateSummarySchema) });
export const CropTemplateResponseSchema = z.object({ data: z.object({ template: CropTemplateSchema }) });

const name = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `Use at most ${max} characters for the ${label}.`);

const dayOffset = numberFrom(
  z
    .number({ error: 'Enter the day offset as a whole number of days from planting.' })
    .int('Enter the day offset as a whole number of days from planting.')
    .min(TEMPLATE_LIMITS.minOffset, 'A day offset can be at most 365 days before planting.')
    .max(TEMPLATE_LIMITS.maxOffset, 'A day offset can be at most 730 days after planting.'),
);

const inputCategories = CATEGORIES_BY_TYPE.input as readonly string[];

const TemplateInputInput = z.object({
  name: name('input name', 120),
  category: z
    .preprocess(
      (value) => (value === '' ? null : value),
      z
        .string()
        .refine((c) => inputCategories.includes(c), `Choose one of: ${inputCategories.join(', ')}.`)
        .nullish(),
    )
    .transform((value) => value ?? null),
  quantity_per_hectare: quantityInput('quantity per hectare', { positive: true }),
  unit: z.enum(UNITS, { error: `Choose a unit: ${UNITS.join(', ')}.` }),
});

const TemplateStageInput = z.object({ name: name('stage name', 80), day_offset: dayOffset });

const TemplateTaskInput = z.object({
  title: name('task title', 160),
  description: optionalText('description', 2000),
  kind: z.enum(TASK_KINDS, { error: 'Choose one of the listed kinds of task.' }).default('general'),
  priority: z.enum(TASK_PRIORITIES, { error: 'Choose low, medium, high or urgent.' }).default('medium'),
  day_offset: dayOffset,
  stage_index: numberFrom(
    z.number({ error: 'Choose the stage the task belongs to.' }).int('Choose the stage the task belongs to.'),
  ).nullish(),
  inputs: z
    .array(TemplateInputInput)
    .max(TEMPLATE_LIMITS.inputsPerTask, 'A task can have at most 20 inputs.')
    .default([]),
  checklist: z
    .array(
      z
        .string({ error: 'Enter the checklist step.' })
        .trim()
        .min(1, 'Enter the checklist step, or remove the empty row.')
        .max(200, 'Use at most 200 characters for a checklist step.'),
    )
    .max(TEMPLATE_LIMITS.checklistPerTask, 'A task can have at most 30 checklist steps.')
    .default([]),
});

/**
 * POST /api/admin/crop-templates and PUT /api/admin/crop-templates/{id}: the whole template, saved at once (its
 * stages and tasks replace the ones before). Stages start in order; each task names its stage by index.
 */
export const SaveCropTemplateInput = z
  .object({
    name: name('template name', 120),
    crop_name: name('crop name', 120),
    variety: optionalText('variety', 120),
    description: optionalText('description', 2000),
    duration_days: numberFrom(
      z
        .number({ error: 'Enter the days from planting to harvest as a whole number.' })
        .int('Enter the days from planting to harvest as a whole number.')
        .min(1, 'The days from planting to harvest must be at least 1.')
        .max(TEMPLATE_LIMITS.maxOffset, 'The days from planting to harvest can be at most 730.'),
    ).nullish(),
    stages: z
      .array(TemplateStageInput, { error: 'Add the stages of the crop.' })
      .min(1, 'Add at least one stage.')
      .max(TEMPLATE_LIMITS.stages, 'A template can have at most 20 stages.'),
    tasks: z
      .array(TemplateTaskInput, { error: 'Add the tasks of the crop.' })
      .max(TEMPLATE_LIMITS.tasks, 'A template can have at most 200 tasks.')
      .default([]),
  })
  .superRefine((template, ctx) => {
    template.stages.forEach((stage, index) => {
      const before = template.stages[index - 1];
      if (before && stage.day_offset <= before.day_offset) {
        ctx.addIssue({
          code: 'custom',
          path: ['stages', index, 'day_offset'],
          message: 'Each stage starts after the one before it: give this stage a later day offset.',
        });
      }
    });
    template.tasks.forEach((task, index) => {
      const stage = task.stage_index;
      if (stage != null && (stage < 0 || stage >= template.stages.length)) {
        ctx.addIssue({
          code: 'custom',
          path: ['tasks', index, 'stage_index'],
          message: 'Choose one of the template’s stages for this task.',
        });
      }
    });
  });
export type SaveCropTemplateInput = z.input<typeof SaveCropTemplateInput>;
export type SavedCropTemplate = z.output<typeof SaveCropTemplateInput>;

/** POST /api/farms/{farmId}/crops/{cropId}/save-as-template. */
export const SaveCropAsTemplateInput = z.object({ name: name('template name', 120) });
export type SaveCropAsTemplateInput = z.input<typeof SaveCropAsTemplateInput>;

/** GET /api/farms/{farmId}/crop-templates/{id}/preview: the crop the template would be applied to. */
export const TemplatePreviewQuery = z.object({
  planting_date: isoDate('planting date'),
  area: quantityInput('area', { positive: true }),
  area_unit: z.enum(AREA_UNITS, { error: 'Choose acres, hectares or square metres.' }),
});
export type TemplatePreviewQuery = z.input<typeof TemplatePreviewQuery>;

export const TemplatePreviewSchema = z.object({
  expected_harvest_date: z.string().nullable(),
  stages: z.array(
    z.object({
      position: z.number().int(),
      name: z.string(),
      planned_start_date: z.string(),
      started: z.boolean(),
    }),
  ),
  tasks: z.array(
    z.object({
      title: z.string(),
      kind: z.enum(TASK_KINDS),
      priority: z.enum(TASK_PRIORITIES),
      due_date: z.string(),
      stage_index: z.number().int().nullable(),
      inputs: z.array(
        z.object({
          name: z.string(),
          quantity: DecimalStringSchema,
          unit: z.string(),
          /** The farm's item it will be taken from, or null: to be linked before the task can be done. */
          item_id: z.string().nullable(),
        }),
      ),
      checklist: z.array(z.string()),
    }),
  ),
});
export type TemplatePreview = z.infer<typeof TemplatePreviewSchema>;
export const TemplatePreviewResponseSchema = z.object({ data: TemplatePreviewSchema });
