// A farm's roles (docs/product/roles-and-permissions.md): the built-in four and the farm's custom roles, which
// the roles page creates, edits and deletes. Inputs are checked with the contract the server uses, so a bad name
// or an empty permission set fails here as a 422 would.
import {
  CreateFarmRoleInput,
  FarmRoleResponseSchema,
  FarmRoleSchema,
  UpdateFarmRoleInput,
  type FarmRole,
} from '@/shared/contracts/farm-roles';
import type { ApiClient } from './client';
import { validInput } from './input';
import { readList } from './response';

export type { FarmRole, CreateFarmRoleInput, UpdateFarmRoleInput };

export const FARM_ROLES_LOAD_ERROR = 'Failed to load the roles';

const rolesPath = (farmId: string) => `/api/farms/${encodeURIComponent(farmId)}/roles`;
const rolePath = (farmId: string, roleId: string) => `${rolesPath(farmId)}/${encodeURIComponent(roleId)}`;

/** The built-in roles first, then the farm's custom roles by name. */
export async function listFarmRoles(api: ApiClient, farmId: string): Promise<FarmRole[]> {
  return readList(await api.get(rolesPath(farmId)), FarmRoleSchema, FARM_ROLES_LOAD_ERROR);
}

export async function createFarmRole(
  api: ApiClient,
  farmId: string,
  input: CreateFarmRoleInput,
): Promise<FarmRole> {
  const body = await api.post(rolesPath(farmId), validInput(CreateFarmRoleInput, input), {
    schema: FarmRoleResponseSchema,
  });
  return body.data;
}

/** Changes what is sent; narrowing the permissions applies to the role's members on their next request. */
export async function updateFarmRole(
  api: ApiClient,
  farmId: string,
  roleId: string,
  input: UpdateFarmRoleInput,
): Promise<FarmRole> {
  const body = await api.patch(rolePath(farmId, roleId), validInput(UpdateFarmRoleInput, input), {
    schema: FarmRoleResponseSchema,
  });
  return body.data;
}

/** Refused (409) while members hold the role: move them to another role first. */
export async function deleteFarmRole(api: ApiClient, farmId: string, roleId: string): Promise<void> {
  await api.delete(rolePath(farmId, roleId));
}
