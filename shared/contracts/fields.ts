import { z } from 'zod';
import { numberFrom, optionalText } from './common';
import { AREA_UNITS, CROP_STATUSES, IRRIGATION_TYPES, SOIL_TYPES, TASK_STATUSES } from './farm-work-enums';

// docs/product/fields-and-soil.md Field: a farm's fields with their area, soil, irrigation and place.

export const FieldCurrentCropSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(CROP_STATUSES),
});

export const FieldSchema = z.object({
  id: z.string(),
  farm_id: z.string(),
  name: z.string(),
  area: z.number(),
  area_unit: z.enum(AREA_UNITS),
  /** The area in hectares, so fields in different units compare and add up. */
  area_hectares: z.number(),
  soil_type: z.enum(SOIL_TYPES).nullable(),
  irrigation: z.enum(IRRIGATION_TYPES).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  notes: z.string().nullable(),
  archived: z.boolean(),
  crop_count: z.number().int(),
  /** The crop growing now, else the next planned one; null when neither. */
  current_crop: FieldCurrentCropSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Field = z.infer<typeof FieldSchema>;

/** A place on the map: both numbers or neither (shared by fields and farms). */
export const coordinateShape = {
  latitude: numberFrom(
    z
      .number({ error: 'Enter the latitude as a number.' })
      .min(-90, 'The latitude must be between -90 and 90.')
      .max(90, 'The latitude must be between -90 and 90.'),
  ).nullish(),
  longitude: numberFrom(
    z
      .number({ error: 'Enter the longitude as a number.' })
      .min(-180, 'The longitude must be between -180 and 180.')
      .max(180, 'The longitude must be between -180 and 180.'),
  ).nullish(),
};

export const COORDINATES_TOGETHER = 'Enter both the latitude and the longitude, or neither.';

/** Adds the both-or-neither rule; the message sits under whichever of the two is missing. */
export function checkCoordinatesTogether(
  value: { latitude?: number | null; longitude?: number | null },
  ctx: z.RefinementCtx,
) {
  const hasLat = value.latitude != null;
  const hasLng = value.longitude != null;
  if (hasLat === hasLng) return;
  ctx.addIssue({ code: 'custom', message: COORDINATES_TOGETHER, path: [hasLat ? 'longitude' : 'latitude'] });
}

const fieldShape = {
  name: z
    .string({ error: 'Enter the field name.' })
    .trim()
    .min(1, 'Enter the field name.')
    .max(120, 'Use at most 120 characters for the field name.'),
  area: numberFrom(
    z
      .number({ error: 'Enter the field area as a number.' })
      .positive('The field area must be more than 0.')
      .max(10_000_000, 'The field area is too large.'),
  ),
  area_unit: z.enum(AREA_UNITS, { error: 'Choose acres, hectares or square metres.' }),
  soil_type: z.enum(SOIL_TYPES, { error: 'Choose one of the listed soil types.' }).nullish(),
  irrigation: z.enum(IRRIGATION_TYPES, { error: 'Choose one of the listed irrigation types.' }).nullish(),
  ...coordinateShape,
  notes: optionalText('notes', 2000),
};

export const FieldInput = z.object(fieldShape).superRefine(checkCoordinatesTogether);
export type FieldInput = z.input<typeof FieldInput>;

/** PATCH: only what is sent changes; the coordinates still travel together. */
export const FieldPatchInput = z
  .object({ ...fieldShape, name: fieldShape.name.optional(), area: fieldShape.area.optional() })
  .partial()
  .superRefine((value, ctx) => {
    if ('latitude' in value || 'longitude' in value) checkCoordinatesTogether(value, ctx);
  });
export type FieldPatchInput = z.input<typeof FieldPatchInput>;

export const FieldListQuerySchema = z.object({
  include_archived: z
    .enum(['true', 'false'], { error: 'Use true or false for include_archived.' })
    .optional()
    .transform((v) => v === 'true'),
});

export const FieldListResponseSchema = z.object({ data: z.array(FieldSchema) });
export const FieldDetailResponseSchema = z.object({ data: FieldSchema });
export const FieldResponseSchema = z.object({ success: z.boolean(), message: z.string(), data: FieldSchema });
export const FieldDeleteResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  outcome: z.enum(['deleted', 'archived']),
});

// -- History ----------------------------------------------------------------------------------------------------

export const FieldHistoryCropSchema = z.object({
  id: z.string(),
  name: z.string(),
  variety: z.string().nullable(),
  season: z.string(),
  planting_date: z.string(),
  status: z.enum(CROP_STATUSES),
});
export const FieldHistorySampleSchema = z.object({
  id: z.string(),
  sampled_on: z.string(),
  lab_name: z.string().nullable(),
  ph: z.number().nullable(),
  nitrogen: z.number().nullable(),
  phosphorus: z.number().nullable(),
  potassium: z.number().nullable(),
  organic_matter: z.number().nullable(),
  retest_due_on: z.string().nullable(),
});
export const FieldHistoryTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  due_date: z.string(),
});
/** A field's record: crops grown (newest first), soil tests (newest first) and its 50 most recent tasks. */
export const FieldHistorySchema = z.object({
  crops: z.array(FieldHistoryCropSchema),
  soil_samples: z.array(FieldHistorySampleSchema),
  tasks: z.array(FieldHistoryTaskSchema),
});
export type FieldHistory = z.infer<typeof FieldHistorySchema>;
export const FieldHistoryResponseSchema = z.object({ data: FieldHistorySchema });
export const FIELD_HISTORY_TASK_LIMIT = 50;
