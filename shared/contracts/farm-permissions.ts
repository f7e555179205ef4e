// What a person may do on a farm: a set of "module.action" permissions (docs/decisions/035). Built-in roles carry
// fixed sets; a farm's custom roles carry the set their owner ticked in the permissions matrix. The server checks
// one permission on every farm-scoped route; the web app, the extension and the widgets read the same set to
// show only what the person may do.
import { z } from 'zod';

export const FARM_MODULES = [
  'farms',
  'inventory',
  'crops',
  'tasks',
  'finances',
  'sales',
  'reports',
  'staff',
  'settings',
] as const;
export type FarmModule = (typeof FARM_MODULES)[number];

export const FARM_ACTIONS = ['view', 'create', 'edit', 'delete', 'approve'] as const;
export type FarmAction = (typeof FARM_ACTIONS)[number];

export type FarmPermission = `${FarmModule}.${FarmAction}`;

export const ALL_FARM_PERMISSIONS = FARM_MODULES.flatMap((module) =>
  FARM_ACTIONS.map((action) => `${module}.${action}` as FarmPermission),
);

export const FarmPermissionSchema = z.enum(ALL_FARM_PERMISSIONS as [FarmPermission, ...FarmPermission[]], {
  error: 'Choose permissions from the modules and actions listed.',
});
export const FarmPermissionListSchema = z.array(FarmPermissionSchema);

export const BUILT_IN_FARM_ROLES = ['owner', 'manager', 'worker', 'viewer'] as const;
export type BuiltInFarmRole = (typeof BUILT_IN_FARM_ROLES)[number];
/** A member's role: one of the built-in roles, or `custom` with the farm role it points to. */
export const MEMBER_ROLE_KINDS = [...BUILT_IN_FARM_ROLES, 'custom'] as const;
export type MemberRoleKind = (typeof MEMBER_ROLE_KINDS)[number];

const every = (module: FarmModule, actions: readonly FarmAction[] = FARM_ACTIONS): FarmPermission[] =>
  actions.map((action) => `${module}.${action}` as FarmPermission);

/**
 * The built-in roles. Owner: everything. Manager: runs the farm day to day, everything but deleting the farm (and,
 * enforced by the staff rules, never touches an owner's membership). Worker: does the field and store work
 * (stock, crops, tasks, sales) without money, staff or settings. Viewer: reads the farm's records, changes nothing.
 */
export const BUILT_IN_ROLE_PERMISSIONS: Record<BuiltInFarmRole, readonly FarmPermission[]> = {
  owner: ALL_FARM_PERMISSIONS,
  manager: ALL_FARM_PERMISSIONS.filter((permission) => permission !== 'farms.delete'),
  worker: [
    ...every('farms', ['view']),
    ...every('inventory', ['view', 'create', 'edit']),
    ...every('crops', ['view', 'create', 'edit']),
    ...every('tasks', ['view', 'edit']),
    ...every('sales', ['view', 'create']),
  ],
  viewer: [
    ...every('farms', ['view']),
    ...every('inventory', ['view']),
    ...every('crops', ['view']),
    ...every('tasks', ['view']),
    ...every('finances', ['view']),
    ...every('sales', ['view']),
    ...every('reports', ['view']),
  ],
};

export function isBuiltInFarmRole(role: string): role is BuiltInFarmRole {
  return (BUILT_IN_FARM_ROLES as readonly string[]).includes(role);
}

/** Whether a permission set grants `action` on `module`. */
export function can(permissions: readonly string[], module: FarmModule, action: FarmAction): boolean {
  return permissions.includes(`${module}.${action}`);
}
