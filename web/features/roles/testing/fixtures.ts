// A farm's roles as GET /api/farms/{farmId}/roles answers them: the built-in four, then the custom roles given.
import {
  BUILT_IN_FARM_ROLES,
  BUILT_IN_ROLE_PERMISSIONS,
  type FarmPermission,
} from '@/shared/contracts/farm-permissions';
import type { FarmRole } from '@/shared/contracts/farm-roles';

export function makeBuiltInRoles(memberCounts: Partial<Record<string, number>> = {}): FarmRole[] {
  return BUILT_IN_FARM_ROLES.map((id) => ({
    id,
    name: id,
    description: null,
    built_in: true,
    permissions: [...BUILT_IN_ROLE_PERMISSIONS[id]],
    member_count: memberCounts[id] ?? (id === 'owner' ? 1 : 0),
    created_at: null,
    updated_at: null,
  }));
}

export function makeCustomRole(
  overrides: Partial<FarmRole> & { permissions?: FarmPermission[] } = {},
): FarmRole {
  return {
    id: '3f0f6a52-1c1e-4a7e-9d55-2b0c9e0c1a11',
    name: 'Store keeper',
    description: 'Receives and issues stock',
    built_in: false,
    permissions: ['farms.view', 'inventory.view', 'inventory.create', 'inventory.edit'],
    member_count: 0,
    created_at: '2026-03-01T08:00:00.000Z',
    updated_at: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}
