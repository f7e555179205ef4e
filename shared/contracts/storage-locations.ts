import { z } from 'zod';
import { DecimalStringSchema, numberFrom, optionalText } from './common';

// docs/product/storage-locations.md Storage location, its form, calls and defaults.
export const LOCATION_TYPES = ['Warehouse', 'Cold Storage', 'Shed', 'Secure Storage', 'Other'] as const;
export const CAPACITY_UNITS = ['sq ft', 'sq m', 'tons', 'kg', 'liters'] as const;
export const SECURITY_LEVELS = ['standard', 'restricted', 'high'] as const;

export const LOCATION_DEFAULTS = {
  location_type: 'Warehouse',
  capacity_unit: 'sq ft',
  security_level: 'standard',
  temperature_controlled: false,
} as const;

export const StorageConditionsSchema = z.object({
  temperature_controlled: z.boolean(),
  humidity_controlled: z.boolean(),
});

export const StorageLocationSchema = z.object({
  id: z.string(),
  farm_id: z.string(),
  name: z.string(),
  type: z.enum(LOCATION_TYPES),
  capacity: DecimalStringSchema,
  capacity_unit: z.enum(CAPACITY_UNITS),
  /**
   * For weight and volume units, the stock held converted to the capacity unit; for area units, the figure the
   * farmer records (see docs/decisions/004-storage-utilization.md).
   */
  current_utilization: DecimalStringSchema,
  storage_conditions: StorageConditionsSchema,
  address: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  security_level: z.enum(SECURITY_LEVELS),
  parent_location_id: z.string().nullable(),
  item_count: z.number().int(),
  /**
   * Items whose unit does not convert to the capacity unit (bags in a kg store), so not in current_utilization;
   * 0 for area units, where nothing is derived from stock (docs/decisions/004).
   */
  uncounted_items: z.number().int().optional(),
  /**
   * The units of those items, once each, as stored ("pieces", "bags"), so the screens can say what was not
   * counted and why; [] when every item counted or for area units (docs/decisions/004).
   */
  uncounted_units: z.array(z.string()).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StorageLocation = z.infer<typeof StorageLocationSchema>;

const CONDITIONS_MESSAGE = 'Conditions must be JSON, like {"temperature_controlled":true}.';

/** `conditions` travels as serialized text (docs/product/storage-locations.md: "the conditions as serialized text"). */
const conditionsText = z.string().transform((text, ctx) => {
  try {
    return StorageConditionsSchema.partial().parse(JSON.parse(text));
  } catch {
    ctx.addIssue({ code: 'custom', message: CONDITIONS_MESSAGE });
    return z.NEVER;
  }
});

// numeric(14,2) columns hold less than 1e12: a larger figure must be a 422, not a database error.
const BELOW_NUMERIC_LIMIT = 1e12;

/** POST/PUT /api/inventory/storage-locations (docs/product/storage-locations.md). */
export const StorageLocationInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter the location name.')
    .max(120, 'Use at most 120 characters for the name.'),
  location_type: z.enum(LOCATION_TYPES, { error: 'Choose the location type.' }),
  farm_id: z.string({ error: 'Farm ID is required' }).min(1, 'Farm ID is required'),
  capacity: numberFrom(
    z
      .number({ error: 'Enter the capacity as a number.' })
      .min(0, 'The capacity cannot be negative.')
      .lt(BELOW_NUMERIC_LIMIT, 'The capacity is too large.'),
  ),
  // docs/product/storage-locations.md does not list the unit among the required fields; sq ft is the default.
  capacity_unit: z.enum(CAPACITY_UNITS, { error: 'Choose a capacity unit.' }).default('sq ft'),
  address: z.string().trim().min(1, 'Describe where the location is.').max(300),
  description: optionalText('description', 1000),
  // One message for any bad value: without it a failed union answers a bare "Invalid input".
  conditions: z
    .union([conditionsText, StorageConditionsSchema.partial()], { error: CONDITIONS_MESSAGE })
    .optional(),
  security_level: z.enum(SECURITY_LEVELS).default('standard'),
  /** Only for area units, where utilization cannot be derived from the stock. */
  current_utilization: numberFrom(
    z
      .number({ error: 'Enter the space in use as a number.' })
      .min(0, 'Usage cannot be negative.')
      .lt(BELOW_NUMERIC_LIMIT, 'The space in use is too large.'),
  ).optional(),
  parent_location_id: z.string().nullish(),
});
export type StorageLocationInput = z.input<typeof StorageLocationInput>;

/** Storage answers read `status` and `data` (docs/product/storage-locations.md GET …?farm_id=) and `message` on writes. */
export const StorageLocationListResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(StorageLocationSchema),
});
/** GET /api/inventory/storage-locations/{id} and /api/farms/{farmId}/storage-locations/{id}. */
export const StorageLocationResponseSchema = z.object({
  status: z.literal('success'),
  data: StorageLocationSchema,
});
/** Without farm_id: the locations of every farm whose inventory the user may read. */
export const StorageLocationListQuerySchema = z.object({ farm_id: z.string().optional() });
export const StorageLocationWriteResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: StorageLocationSchema.optional(),
});

/** docs/product/storage-locations.md: usage colour at 70 and 90 percent (a plain value in shared/inventory/constants.ts). */
export { USAGE_THRESHOLDS } from './inventory-enums';
