// docs/product/accounts.md "Dashboard target by user type": user_type is compared case-insensitively and defaults
// to farmer when missing.
import { USER_TYPES, type UserType } from '@/shared/contracts/user-types';
import { paths } from '@/shared/routes/paths';

export function normalizeUserType(userType?: string | null): UserType | 'unknown' {
  const value = userType?.trim().toLowerCase();
  if (!value) return 'farmer';
  return (USER_TYPES as readonly string[]).includes(value) ? (value as UserType) : 'unknown';
}

/** docs/product/accounts.md: individual is treated like farmer, so both use the farmer area and menu. */
export const isFarmerLike = (userType?: string | null) => {
  const type = normalizeUserType(userType);
  return type === 'farmer' || type === 'individual';
};

export function dashboardPath(
  userType?: string | null,
  { onErrorPage = false }: { onErrorPage?: boolean } = {},
): string {
  const type = normalizeUserType(userType);
  if (type === 'superadmin') return paths.admin.dashboard;
  if (type === 'organization') return paths.org.dashboard;
  if (type === 'farmer' || type === 'individual') return paths.farmer.dashboard;
  // An unknown type has no dashboard of its own; an error page sends it home instead.
  return onErrorPage ? paths.home : '/dashboard';
}
