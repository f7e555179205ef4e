// One select for a role: built-in roles by name, the farm's custom roles by id. The select's value is the role's
// id (a built-in's id is its name), turned into the `role` and `role_id` the API takes.
import {
  BUILT_IN_FARM_ROLES,
  isBuiltInFarmRole,
  type MemberRoleKind,
} from '@/shared/contracts/farm-permissions';
import type { FarmRole } from '@/shared/contracts/farm-roles';
import { builtInRoleLabel } from './staff-labels';

export interface RoleOption {
  value: string;
  label: string;
}

/** The built-in roles alone, while the farm's roles load (or if they cannot). */
const builtIns = BUILT_IN_FARM_ROLES.map((id) => ({ id, name: id, built_in: true }));

/** The roles a person may hand out: only an owner offers Owner (docs/decisions/035). */
export function roleOptions(
  roles: readonly Pick<FarmRole, 'id' | 'name' | 'built_in'>[],
  { canGrantOwner }: { canGrantOwner: boolean },
): RoleOption[] {
  return (roles.length > 0 ? roles : builtIns)
    .filter((role) => canGrantOwner || role.id !== 'owner')
    .map((role) => ({
      value: role.id,
      label: role.built_in && isBuiltInFarmRole(role.id) ? builtInRoleLabel(role.id) : role.name,
    }));
}

export function roleFromChoice(value: string): { role: MemberRoleKind; role_id: string | null } {
  return isBuiltInFarmRole(value) ? { role: value, role_id: null } : { role: 'custom', role_id: value };
}

export const choiceOfRole = (person: { role: MemberRoleKind; role_id: string | null }) =>
  person.role === 'custom' ? (person.role_id ?? '') : person.role;
