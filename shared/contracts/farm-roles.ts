// A farm's roles (docs/product/roles-and-permissions.md): the four built-in roles, whose permissions are fixed,
// and the farm's own custom roles, whose permissions are the boxes ticked in the permissions matrix.
import { z } from 'zod';
import { optionalText } from './common';
import {
  ALL_FARM_PERMISSIONS,
  BUILT_IN_FARM_ROLES,
  FarmPermissionListSchema,
  FarmPermissionSchema,
  type FarmPermission,
} from './farm-permissions';

export const ROLE_NAME_MAX = 60;
export const ROLE_DESCRIPTION_MAX = 300;

export const FarmRoleSchema = z.object({
  /** A built-in role's name (owner, manager, worker or viewer) or a custom role's uuid. */
  id: z.string(),
  /** A custom role's name as typed; a built-in's name is its id, which the client translates. */
  name: z.string(),
  description: z.string().nullable(),
  built_in: z.boolean(),
  permissions: FarmPermissionListSchema,
  /** People on this farm who hold the role. */
  member_count: z.number().int(),
  /** Null for built-in roles, which nobody created. */
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type FarmRole = z.infer<typeof FarmRoleSchema>;

const roleName = z
  .string({ error: 'Enter the role name.' })
  .trim()
  .min(1, 'Enter the role name.')
  .max(ROLE_NAME_MAX, `Use at most ${ROLE_NAME_MAX} characters for the role name.`)
  .refine((name) => !(BUILT_IN_FARM_ROLES as readonly string[]).includes(name.toLowerCase()), {
    error: 'Owner, Manager, Worker and Viewer are built-in roles: choose another name.',
  });

/**
 * Everyone on a farm sees the farm itself, so a custom role always grants farms.view: the matrix shows it ticked
 * and fixed (docs/product/roles-and-permissions.md).
 */
export const ALWAYS_GRANTED: readonly FarmPermission[] = ['farms.view'];

/** Permissions ticked in the matrix: at least one; stored once each, in the matrix's order, with ALWAYS_GRANTED. */
const rolePermissions = z
  .array(FarmPermissionSchema, { error: 'Choose what this role may do.' })
  .min(1, 'Tick at least one permission for this role.')
  .transform((ticked) => {
    const chosen = new Set<FarmPermission>([...ALWAYS_GRANTED, ...ticked]);
    return ALL_FARM_PERMISSIONS.filter((permission) => chosen.has(permission));
  });

/** POST /api/farms/{farmId}/roles. */
export const CreateFarmRoleInput = z.object({
  name: roleName,
  description: optionalText('description', ROLE_DESCRIPTION_MAX),
  permissions: rolePermissions,
});
export type CreateFarmRoleInput = z.input<typeof CreateFarmRoleInput>;

/** PATCH /api/farms/{farmId}/roles/{roleId}: only the fields sent change. */
export const UpdateFarmRoleInput = z
  .object({
    name: roleName.optional(),
    // Left out: unchanged; null or empty: cleared.
    description: optionalText('description', ROLE_DESCRIPTION_MAX).optional(),
    permissions: rolePermissions.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    error: 'Change the name, the description or the permissions.',
  });
export type UpdateFarmRoleInput = z.input<typeof UpdateFarmRoleInput>;

export const FarmRoleListResponseSchema = z.object({ data: z.array(FarmRoleSchema) });
export const FarmRoleResponseSchema = z.object({ data: FarmRoleSchema });
