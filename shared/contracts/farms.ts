import { z } from 'zod';
import { CURRENCIES } from './settings';
import { numberFrom, optionalText } from './common';
import { FarmPermissionListSchema, MEMBER_ROLE_KINDS } from './farm-permissions';
import { checkCoordinatesTogether, coordinateShape } from './fields';

export const SIZE_UNITS = ['acres', 'hectares'] as const;
export const ENTERPRISES = [
  'crops',
  'horticulture',
  'dairy',
  'livestock',
  'poultry',
  'aquaculture',
  'mixed',
  'other',
] as const;
export const FARM_STATUSES = ['active', 'archived'] as const;

export const FarmSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  size: z.string().nullable(),
  size_unit: z.enum(SIZE_UNITS),
  main_enterprise: z.enum(ENTERPRISES),
  currency: z.enum(CURRENCIES),
  status: z.enum(FARM_STATUSES),
  owner_id: z.string(),
  /**
   * The signed-in user's role on this farm and what it grants (docs/product/roles-and-permissions.md): a built-in
   * role, or `custom` with the farm role's id and name (a built-in's name is translated by the client).
   */
  role: z.enum(MEMBER_ROLE_KINDS),
  role_id: z.string().nullable(),
  role_name: z.string().nullable(),
  permissions: FarmPermissionListSchema,
  /** Where the farm is (weather, maps) and its IANA time zone (reminders at the farm's morning, docs/decisions/038). */
  // Optional on read: other backends and older answers leave them out (docs/architecture.md "The API").
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
  timezone: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Farm = z.infer<typeof FarmSchema>;

export const DEFAULT_FARM_TIMEZONE = 'Africa/Nairobi';
const TIMEZONE_MESSAGE = 'Choose a time zone from the list, like Africa/Nairobi.';

/** An IANA time zone name this runtime knows, written the way Intl spells it ("africa/nairobi" → "Africa/Nairobi"). */
const timeZoneInput = z
  .string({ error: TIMEZONE_MESSAGE })
  .trim()
  .min(1, TIMEZONE_MESSAGE)
  .transform((zone, ctx) => {
    try {
      return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      ctx.addIssue({ code: 'custom', message: TIMEZONE_MESSAGE });
      return z.NEVER;
    }
  });

export const FarmInput = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Enter the farm name.')
      .max(120, 'Use at most 120 characters for the farm name.'),
    location: optionalText('location', 200),
    size: numberFrom(
      z
        .number({ error: 'Enter the farm size as a number.' })
        .positive('The farm size must be more than 0.')
        .max(10_000_000, 'The farm size is too large.'),
    ).nullish(),
    size_unit: z.enum(SIZE_UNITS, { error: 'Choose acres or hectares.' }).default('acres'),
    main_enterprise: z.enum(ENTERPRISES, { error: 'Choose the main enterprise.' }).default('crops'),
    currency: z.enum(CURRENCIES, { error: 'Choose one of the listed currencies.' }).default('KES'),
    // Left out, the coordinates and the time zone stay as they are (a new farm: none, and Africa/Nairobi).
    ...coordinateShape,
    timezone: timeZoneInput.optional(),
  })
  .superRefine(checkCoordinatesTogether);
export type FarmInput = z.input<typeof FarmInput>;

/** GET /api/farms and GET /api/farms/{id} answer inside a data wrapper (docs/product/farms.md Farm). */
export const FarmListResponseSchema = z.object({ data: z.array(FarmSchema) });
export const FarmResponseSchema = z.object({ data: FarmSchema });

/** GET /api/farms: active farms unless asked otherwise. */
export const FarmListQuerySchema = z.object({
  status: z
    .enum(['active', 'archived', 'all'], { error: 'Choose active, archived or all.' })
    .default('active'),
});

/** DELETE answers whether the farm was removed or, holding stock or history, archived. */
export const FarmDeleteResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  outcome: z.enum(['deleted', 'archived']),
});
