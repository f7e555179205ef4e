import { z } from 'zod';
import { CURRENCIES } from './settings';
import { numberFrom, optionalText } from './common';

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

/** Modules a farm role grants access to (docs/architecture.md "Who may do what"). */
export const FARM_MODULES = ['inventory', 'finances', 'sales', 'tasks', 'reports', 'staff'] as const;
export type FarmModule = (typeof FARM_MODULES)[number];
export const ACCESS_LEVELS = ['none', 'read', 'write'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export const FarmPermissionsSchema = z.record(z.enum(FARM_MODULES), z.enum(ACCESS_LEVELS));
export type FarmPermissions = Record<FarmModule, AccessLevel>;

export const BUILT_IN_FARM_ROLES = ['owner', 'manager', 'worker', 'viewer'] as const;

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
  /** The signed-in user's role on this farm and what it grants. */
  role: z.string(),
  permissions: FarmPermissionsSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Farm = z.infer<typeof FarmSchema>;

export const FarmInput = z.object({
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
});
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

/** What each built-in farm role grants per module; a member's own `permissions` override these. */
export const ROLE_PERMISSIONS: Record<(typeof BUILT_IN_FARM_ROLES)[number], FarmPermissions> = {
  owner: {
    inventory: 'write',
    finances: 'write',
    sales: 'write',
    tasks: 'write',
    reports: 'write',
    staff: 'write',
  },
  manager: {
    inventory: 'write',
    finances: 'write',
    sales: 'write',
    tasks: 'write',
    reports: 'read',
    staff: 'read',
  },
  worker: {
    inventory: 'write',
    finances: 'none',
    sales: 'write',
    tasks: 'write',
    reports: 'read',
    staff: 'none',
  },
  viewer: {
    inventory: 'read',
    finances: 'read',
    sales: 'read',
    tasks: 'read',
    reports: 'read',
    staff: 'none',
  },
};
