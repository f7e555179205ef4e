// The permissions matrix as plain rules (docs/decisions/035): modules down, actions across, a set of "module.action"
// strings per role. Any action on a module includes seeing it, so ticking one ticks View, and clearing View clears
// the module: a role that may edit stock it cannot see would be a role nobody can use. What every role grants
// (ALWAYS_GRANTED: seeing the farm itself) stays ticked.
import { ALWAYS_GRANTED } from '@/shared/contracts/farm-roles';
import {
  ALL_FARM_PERMISSIONS,
  FARM_ACTIONS,
  FARM_MODULES,
  type FarmAction,
  type FarmModule,
  type FarmPermission,
} from '@/shared/contracts/farm-permissions';

export const permissionOf = (module: FarmModule, action: FarmAction) =>
  `${module}.${action}` as FarmPermission;

/** In the matrix's order, each once. */
const ordered = (set: ReadonlySet<string>) =>
  ALL_FARM_PERMISSIONS.filter((permission) => set.has(permission));

export function togglePermission(
  current: readonly FarmPermission[],
  module: FarmModule,
  action: FarmAction,
  checked: boolean,
): FarmPermission[] {
  const next = new Set<string>(current);
  const fixed = new Set<string>(ALWAYS_GRANTED);
  if (checked) {
    next.add(permissionOf(module, action));
    next.add(permissionOf(module, 'view'));
  } else if (action === 'view') {
    for (const each of FARM_ACTIONS) next.delete(permissionOf(module, each));
  } else {
    next.delete(permissionOf(module, action));
  }
  for (const permission of fixed) next.add(permission);
  return ordered(next);
}

export function samePermissions(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((permission) => right.has(permission));
}

/** The modules a set grants anything on, each with its actions in the matrix's order. */
export function grantsByModule(
  permissions: readonly string[],
): { module: FarmModule; actions: FarmAction[] }[] {
  return FARM_MODULES.flatMap((module) => {
    const actions = FARM_ACTIONS.filter((action) => permissions.includes(permissionOf(module, action)));
    return actions.length > 0 ? [{ module, actions }] : [];
  });
}

/** A box no role can clear (every member sees the farm itself). */
export const isAlwaysGranted = (module: FarmModule, action: FarmAction) =>
  (ALWAYS_GRANTED as readonly string[]).includes(permissionOf(module, action));
