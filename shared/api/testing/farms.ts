// A farm as GET /api/farms answers it, for the tests of every surface: the signed-in person's farm, owned by them
// unless `role` says otherwise (the built-in role's permissions come with it, docs/decisions/035).
import { BUILT_IN_ROLE_PERMISSIONS, type BuiltInFarmRole } from '@/shared/contracts/farm-permissions';
import type { Farm } from '@/shared/contracts/farms';

export function makeFarm(overrides: Partial<Farm> & { role?: BuiltInFarmRole } = {}): Farm {
  const role = overrides.role ?? 'owner';
  return {
    id: 'farm-1',
    name: 'Kilima Farm',
    location: null,
    size: null,
    size_unit: 'acres',
    main_enterprise: 'crops',
    currency: 'KES',
    status: 'active',
    owner_id: 'user-1',
    role_id: null,
    role_name: null,
    permissions: [...BUILT_IN_ROLE_PERMISSIONS[role]],
    created_at: '2026-03-01T08:00:00.000Z',
    updated_at: '2026-03-01T08:00:00.000Z',
    ...overrides,
    role,
  };
}

/** A farm on which the person holds the farm's own role `name` with exactly `permissions`. */
export function makeFarmWithCustomRole(
  name: string,
  permissions: Farm['permissions'],
  overrides: Omit<Partial<Farm>, 'role'> = {},
): Farm {
  return { ...makeFarm(overrides), role: 'custom', role_id: 'role-1', role_name: name, permissions };
}
