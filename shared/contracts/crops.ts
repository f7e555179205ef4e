// A farm's crops (docs/product/crops.md, docs/decisions/038): what is grown on which field in which season, its
// growth stages, harvests and what it has cost so far. The server validates with these schemas and answers with
// them; the web app reads the same ones.
import { z } from 'zod';
import { DecimalStringSchema, isoDate, numberFrom, optionalText, quantityInput } from './common';
import { AREA_UNITS, CROP_STATUSES, QUALITY_GRADES } from './farm-work-enums';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const CurrentStageSchema = z.object({
  id: z.string(),
  name: z.string(),
  started_on: z.string().nullable(),
});

export const CropSchema = z.object({
  id: z.string(),
  farm_id: z.string(),
  farm_name: z.string(),
  field_id: z.string(),
  field_name: z.string(),
  name: z.string(),
  variety: z.string().nullable(),
  season: z.string(),
  area: DecimalStringSchema,
  area_unit: z.enum(AREA_UNITS),
  planting_date: z.string(),
  expected_harvest_date: z.string().nullable(),
  expected_yield: DecimalStringSchema.nullable(),
  yield_unit: z.string().nullable(),
  status: z.enum(CROP_STATUSES),
  current_stage: CurrentStageSchema.nullable(),
  template_id: z.string().nullable(),
  copied_from_id: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Crop = z.infer<typeof CropSchema>;

export const CropStageSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  planned_start_date: z.string().nullable(),
  started_on: z.string().nullable(),
  ended_on: z.string().nullable(),
});
export type CropStage = z.infer<typeof CropStageSchema>;

export const HarvestSchema = z.object({
  id: z.string(),
  quantity: DecimalStringSchema,
  unit: z.string(),
  lot: z.string().nullable(),
  quality_grade: z.enum(QUALITY_GRADES).nullable(),
  harvested_on: z.string(),
  item_id: z.string(),
  item_name: z.string(),
  task_id: z.string().nullable(),
});
export type Harvest = z.infer<typeof HarvestSchema>;

export const CropCostsSchema = z.object({
  inputs_minor: z.number().int(),
  labour_minor: z.number().int(),
  total_minor: z.number().int(),
  currency: z.string(),
});
export type CropCosts = z.infer<typeof CropCostsSchema>;

export const TaskCountsSchema = z.object({
  todo: z.number().int(),
  in_progress: z.number().int(),
  done: z.number().int(),
  overdue: z.number().int(),
});

export const CropDetailSchema = CropSchema.extend({
  stages: z.array(CropStageSchema),
  task_counts: TaskCountsSchema,
  harvests: z.array(HarvestSchema),
  /** The harvests added up in the yield unit (those in another unit are left out); null without a yield unit. */
  harvested_total: DecimalStringSchema.nullable(),
  /** harvested_total as a percent of expected_yield; null when either is missing. */
  yield_vs_plan: z.number().nullable(),
  costs: CropCostsSchema,
});
export type CropDetail = z.infer<typeof CropDetailSchema>;

export const CropListResponseSchema = z.object({ data: z.array(CropSchema) });
export const CropDetailResponseSchema = z.object({ data: z.object({ crop: CropDetailSchema }) });
export const HarvestResponseSchema = z.object({ data: z.object({ harvest: HarvestSchema }) });
export const CopySeasonResponseSchema = z.object({
  data: z.object({ created: z.number().int(), tasks_copied: z.number().int(), crops: z.array(CropSchema) }),
});
export const CropStageResponseSchema = z.object({ data: z.object({ stage: CropStageSchema }) });

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const idOf = (label: string) => z.string({ error: `Choose ${label}.` }).regex(UUID, `Choose ${label}.`);
const optionalId = (label: string) =>
  z.preprocess(blankToUndefined, z.string().regex(UUID, `Choose ${label}.`).nullish());
const season = z
  .string({ error: 'Enter the season, like 2026 long rains.' })
  .trim()
  .min(1, 'Enter the season, like 2026 long rains.')
  .max(60, 'Use at most 60 characters for the season.');

const cropFields = {
  name: z
    .string({ error: 'Enter the crop name.' })
    .trim()
    .min(1, 'Enter the crop name.')
    .max(120, 'Use at most 120 characters for the crop name.'),
  variety: optionalText('variety', 120),
  season,
  area: quantityInput('area', { positive: true }).nullish(),
  area_unit: z.enum(AREA_UNITS, { error: 'Choose acres, hectares or square metres.' }).nullish(),
  planting_date: isoDate('planting date'),
  expected_harvest_date: z.preprocess(blankToUndefined, isoDate('expected harvest date').nullish()),
  expected_yield: z.preprocess(blankToUndefined, quantityInput('expected yield').nullish()),
  yield_unit: optionalText('yield unit', 20),
  notes: optionalText('notes'),
};

/** The harvest comes after planting; a yield needs its unit. */
const datesInOrder = (v: { planting_date?: string; expected_harvest_date?: string | null }) =>
  !v.planting_date || !v.expected_harvest_date || v.expected_harvest_date >= v.planting_date;
const HARVEST_AFTER_PLANTING = {
  path: ['expected_harvest_date'],
  error: 'The expected harvest date cannot be before the planting date.',
};
const yieldHasUnit = (v: { expected_yield?: number | null; yield_unit?: string | null }) =>
  v.expected_yield == null || Boolean(v.yield_unit);
const YIELD_UNIT = { path: ['yield_unit'], error: 'Choose the unit of the expected yield.' };

/** POST /api/farms/{farmId}/crops. Area and unit default to the field's; a template plans stages and tasks. */
export const CreateCropInput = z
  .object({
    ...cropFields,
    field_id: idOf('the field the crop is on'),
    status: z.enum(['planned', 'growing'], { error: 'A new crop is planned or growing.' }).default('planned'),
    template_id: optionalId('a crop template'),
  })
  .refine(datesInOrder, HARVEST_AFTER_PLANTING)
  .refine(yieldHasUnit, YIELD_UNIT);
export type CreateCropInput = z.input<typeof CreateCropInput>;

/** PATCH /api/farms/{farmId}/crops/{cropId}: only what is sent changes. A status change follows the rules. */
// Each field wrapped in optional(): a field left out stays undefined ("unchanged"), where the create schema's
// optional texts would read it as null ("cleared").
export const UpdateCropInput = z
  .object({
    field_id: idOf('the field the crop is on').optional(),
    name: cropFields.name.optional(),
    variety: cropFields.variety.optional(),
    season: cropFields.season.optional(),
    area: cropFields.area.optional(),
    area_unit: cropFields.area_unit.optional(),
    planting_date: cropFields.planting_date.optional(),
    expected_harvest_date: cropFields.expected_harvest_date.optional(),
    expected_yield: cropFields.expected_yield.optional(),
    yield_unit: cropFields.yield_unit.optional(),
    notes: cropFields.notes.optional(),
    status: z.enum(CROP_STATUSES, { error: 'Choose planned, growing, harvested or failed.' }).optional(),
  })
  .refine(datesInOrder, HARVEST_AFTER_PLANTING);
export type UpdateCropInput = z.input<typeof UpdateCropInput>;

export const CropListQuery = z.object({
  status: z.enum(CROP_STATUSES, { error: 'Choose planned, growing, harvested or failed.' }).optional(),
  season: z.string().trim().max(60).optional(),
  field_id: z.string().regex(UUID, 'Choose a field of this farm.').optional(),
  search: z.string().trim().max(120, 'Search crops with at most 120 characters.').optional(),
});
export type CropListQuery = z.input<typeof CropListQuery>;

export const AllCropsQuery = CropListQuery.omit({ field_id: true }).extend({
  farm_id: z.string().regex(UUID, 'Choose one of your farms to see its crops.').optional(),
});
export type AllCropsQuery = z.input<typeof AllCropsQuery>;

const stageName = z
  .string({ error: 'Enter the stage name.' })
  .trim()
  .min(1, 'Enter the stage name.')
  .max(80, 'Use at most 80 characters for the stage name.');

/** POST .../stages: added after the last stage. */
export const CreateStageInput = z.object({
  name: stageName,
  planned_start_date: z.preprocess(blankToUndefined, isoDate('planned start date').nullish()),
});
export type CreateStageInput = z.input<typeof CreateStageInput>;

/** PATCH .../stages/{stageId}: rename or correct its dates. */
export const UpdateStageInput = z
  .object({
    name: stageName.optional(),
    planned_start_date: z.preprocess(blankToUndefined, isoDate('planned start date').nullish()),
    started_on: z.preprocess(blankToUndefined, isoDate('start date').nullish()),
    ended_on: z.preprocess(blankToUndefined, isoDate('end date').nullish()),
  })
  .refine((v) => !v.started_on || !v.ended_on || v.ended_on >= v.started_on, {
    path: ['ended_on'],
    error: 'A stage cannot end before it starts.',
  });
export type UpdateStageInput = z.input<typeof UpdateStageInput>;

/** POST .../harvests. Without item_id a product item is created in location_id. */
export const RecordHarvestInput = z.object({
  quantity: quantityInput('quantity', { positive: true }),
  unit: z.string({ error: 'Choose a unit for the harvest.' }).trim().min(1, 'Choose a unit for the harvest.'),
  lot: optionalText('lot', 60),
  quality_grade: z.preprocess(
    blankToUndefined,
    z.enum(QUALITY_GRADES, { error: 'Choose grade 1, grade 2, grade 3 or reject.' }).nullish(),
  ),
  harvested_on: isoDate('harvest date'),
  item_id: optionalId('a product item of this farm'),
  location_id: optionalId('where the harvest is stored'),
  item_name: optionalText('item name', 160),
  category: optionalText('category', 60),
  task_id: optionalId('a task of this crop'),
});
export type RecordHarvestInput = z.input<typeof RecordHarvestInput>;

/** POST /api/farms/{farmId}/crops/copy-season. */
export const CopySeasonInput = z
  .object({
    from_season: season,
    to_season: season,
    shift_days: numberFrom(
      z
        .number({ error: 'Enter the days to shift as a whole number.' })
        .int('Enter the days to shift as a whole number.')
        .min(-3660, 'Shift by at most 3660 days.')
        .max(3660, 'Shift by at most 3660 days.'),
    ).default(0),
  })
  .refine((v) => v.from_season.toLowerCase() !== v.to_season.toLowerCase(), {
    path: ['to_season'],
    error: 'Copy into a different season.',
  });
export type CopySeasonInput = z.input<typeof CopySeasonInput>;
