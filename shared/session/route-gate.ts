// docs/product/accounts.md Route gate as one pure decision; the web app's layout routes render the result.
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import { paths } from '@/shared/routes/paths';
import { dashboardPath, normalizeUserType } from './dashboard';

export interface RouteGateInput {
  /** The session is still being restored or checked. */
  loading: boolean;
  user: { user_type?: string | null } | null | undefined;
  /** Roles admitted; undefined or empty admits any signed-in user (docs/product/accounts.md). */
  allowedRoles?: readonly string[];
  /** Login, register, forgot-password: only for signed-out visitors (docs/product/accounts.md). */
  guestOnly?: boolean;
  pathname: string;
  /** Kept with the remembered origin so a filtered list comes back as it was. */
  search?: string;
}

export type RouteDecision =
  { kind: 'loading' } | { kind: 'allow' } | { kind: 'redirect'; to: string; rememberFrom?: string };

export function decideRoute({
  loading,
  user,
  allowedRoles,
  guestOnly,
  pathname,
  search = '',
}: RouteGateInput): RouteDecision {
  if (loading) return { kind: 'loading' };

  if (guestOnly) return user ? redirect(dashboardPath(user.user_type), pathname) : { kind: 'allow' };

  if (!user) return { kind: 'redirect', to: paths.login, rememberFrom: pathname + search };

  if (!allowedRoles || allowedRoles.length === 0 || isAllowed(user.user_type, allowedRoles))
    return { kind: 'allow' };

  return redirect(deniedTarget(user.user_type), pathname);
}

/** docs/product/accounts.md: individual counts as farmer for the farmer area. Roles compare case-insensitively (docs/product/accounts.md). */
export function isAllowed(userType: string | null | undefined, allowedRoles: readonly string[]): boolean {
  const role = normalizeUserType(userType);
  const allowed = allowedRoles.map((r) => r.trim().toLowerCase());
  return allowed.includes(role) || (role === 'individual' && allowed.includes('farmer'));
}

/** docs/product/accounts.md: "farmer to /farmer/dashboard, superadmin to /admin/dashboard, anyone else to /". */
export function deniedTarget(userType?: string | null): string {
  const role = normalizeUserType(userType);
  if (role === 'farmer' || role === 'individual') return paths.farmer.dashboard;
  if (role === 'superadmin') return paths.admin.dashboard;
  return paths.home;
}

/** Never redirect a page to itself: fall back to the public home page, which needs no role. */
function redirect(to: string, pathname: string): RouteDecision {
  return { kind: 'redirect', to: to === pathname ? paths.home : to };
}

export interface FarmAccessInput {
  /** The farms are still loading. */
  loading: boolean;
  /** The farm the page works on: the one in its address, else the current farm. Absent when the user has none
   *  or the address names a farm that is not theirs (the page itself then says so, as the server answers 404). */
  farm: { permissions: readonly string[] } | null | undefined;
  requires: FarmPermission;
}

export type FarmAccessDecision = { kind: 'loading' } | { kind: 'allow' } | { kind: 'denied' };

/**
 * docs/decisions/035: a page of a farm module opens only when the person's role on that farm grants `requires`;
 * otherwise the layout says their role does not allow it (the server refuses the data with 403 anyway).
 */
export function decideFarmAccess({ loading, farm, requires }: FarmAccessInput): FarmAccessDecision {
  if (loading) return { kind: 'loading' };
  if (farm && !farm.permissions.includes(requires)) return { kind: 'denied' };
  return { kind: 'allow' };
}
