// The enumerations of fields, crops, tasks and soil samples as plain values (docs/product/crops-and-tasks.md), apart
// from the zod schemas so every surface (the extension's popup included) can use them without zod.
export const AREA_UNITS = ['acres', 'hectares', 'square_metres'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];
/** Square metres in one unit: areas are compared and scaled (inputs per hectare) in one measure. */
export const SQUARE_METRES_PER: Record<AreaUnit, number> = {
  acres: 4046.8564224,
  hectares: 10_000,
  square_metres: 1,
};

export const SOIL_TYPES = [
  'clay',
  'clay_loam',
  'loam',
  'sandy_loam',
  'sandy',
  'silt',
  'peat',
  'other',
] as const;
export type SoilType = (typeof SOIL_TYPES)[number];
export const IRRIGATION_TYPES = ['rainfed', 'drip', 'sprinkler', 'furrow', 'flood', 'manual'] as const;
export type IrrigationType = (typeof IRRIGATION_TYPES)[number];

export const CROP_STATUSES = ['planned', 'growing', 'harvested', 'failed'] as const;
export type CropStatus = (typeof CROP_STATUSES)[number];

export const TASK_STATUSES = ['todo', 'in_progress', 'done', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
/**
 * What completing the task does besides marking it done: `planting` and `application` consume their inputs
 * through the stock ledger, `harvest` records the harvest into stock; `general` and the others only record work.
 */
export const TASK_KINDS = [
  'general',
  'land_preparation',
  'planting',
  'application',
  'irrigation',
  'weeding',
  'scouting',
  'harvest',
] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
export const RECURRENCE_UNITS = ['days', 'weeks'] as const;
export type RecurrenceUnit = (typeof RECURRENCE_UNITS)[number];

export const QUALITY_GRADES = ['grade_1', 'grade_2', 'grade_3', 'reject'] as const;
export type QualityGrade = (typeof QUALITY_GRADES)[number];

/** The lab values every soil sample may carry, with the unit each is read in. */
export const SOIL_VALUES = {
  ph: '',
  nitrogen: 'ppm',
  phosphorus: 'ppm',
  potassium: 'ppm',
  organic_matter: '%',
  ec: 'dS/m',
} as const;
export type SoilValue = keyof typeof SOIL_VALUES;
