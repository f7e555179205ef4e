// Platform staff and platform roles (docs/product/platform-staff.md), for the admin screens. Inputs are checked
// with the contracts the server uses.
import {
  CreatePlatformRoleInput,
  CreatePlatformStaffInput,
  MyPlatformPermissionsSchema,
  PlatformRoleListSchema,
  PlatformRoleResponseSchema,
  PlatformStaffListSchema,
  PlatformStaffResponseSchema,
  UpdatePlatformRoleInput,
  UpdatePlatformStaffInput,
  type PlatformPermission,
  type PlatformRole,
  type PlatformStaffMember,
} from '@/shared/contracts/platform-staff';
import type { ApiClient } from './client';
import { validInput } from './input';

export type { PlatformPermission, PlatformRole, PlatformStaffMember };

export const PLATFORM_STAFF_LOAD_ERROR = 'Failed to load the platform staff';

export async function listPlatformStaff(api: ApiClient): Promise<PlatformStaffMember[]> {
  const body = await api.get('/api/admin/staff', {
    schema: PlatformStaffListSchema,
    parseErrorMessage: PLATFORM_STAFF_LOAD_ERROR,
  });
  return body.data;
}

/** Makes the account; its owner is told by e-mail how to set a password. */
export async function addPlatformStaff(
  api: ApiClient,
  input: CreatePlatformStaffInput,
): Promise<PlatformStaffMember> {
  const body = await api.post('/api/admin/staff', validInput(CreatePlatformStaffInput, input), {
    schema: PlatformStaffResponseSchema,
  });
  return body.data;
}

export async function changePlatformStaffRole(
  api: ApiClient,
  userId: string,
  input: UpdatePlatformStaffInput,
): Promise<PlatformStaffMember> {
  const body = await api.patch(
    `/api/admin/staff/${encodeURIComponent(userId)}`,
    validInput(UpdatePlatformStaffInput, input),
    { schema: PlatformStaffResponseSchema },
  );
  return body.data;
}

export async function removePlatformStaff(api: ApiClient, userId: string): Promise<void> {
  await api.delete(`/api/admin/staff/${encodeURIComponent(userId)}`);
}

export async function listPlatformRoles(api: ApiClient): Promise<PlatformRole[]> {
  const body = await api.get('/api/admin/roles', {
    schema: PlatformRoleListSchema,
    parseErrorMessage: PLATFORM_STAFF_LOAD_ERROR,
  });
  return body.data;
}

export async function createPlatformRole(
  api: ApiClient,
  input: CreatePlatformRoleInput,
): Promise<PlatformRole> {
  const body = await api.post('/api/admin/roles', validInput(CreatePlatformRoleInput, input), {
    schema: PlatformRoleResponseSchema,
  });
  return body.data;
}

export async function updatePlatformRole(
  api: ApiClient,
  roleId: string,
  input: UpdatePlatformRoleInput,
): Promise<PlatformRole> {
  const body = await api.patch(
    `/api/admin/roles/${encodeURIComponent(roleId)}`,
    validInput(UpdatePlatformRoleInput, input),
    { schema: PlatformRoleResponseSchema },
  );
  return body.data;
}

export async function deletePlatformRole(api: ApiClient, roleId: string): Promise<void> {
  await api.delete(`/api/admin/roles/${encodeURIComponent(roleId)}`);
}

/** What the signed-in staff member may do, for buttons; the server checks every call anyway. */
export async function myPlatformPermissions(api: ApiClient): Promise<PlatformPermission[]> {
  const body = await api.get('/api/admin/me/permissions', { schema: MyPlatformPermissionsSchema });
  return body.permissions;
}
