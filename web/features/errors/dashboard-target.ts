// Where "Go to Dashboard" leads (docs/product/web-app.md dashboard table): the signed-in user's dashboard, or '/' on error
// pages when nobody is signed in, the stored user is unreadable or its type has no dashboard.
//
// Why not import dashboardPath from shared/session/dashboard.ts: it pulls shared/contracts/user and with it
// zod into the first bundle, because the error boundaries load with every page (120 KB budget of the
// signed-out home page). The same table is repeated here and dashboard-target.test.ts proves it matches.
import { paths } from '@/shared/routes/paths';

const BY_TYPE: Record<string, string> = {
  superadmin: paths.admin.dashboard,
  organization: paths.org.dashboard,
  farmer: paths.farmer.dashboard,
  individual: paths.farmer.dashboard, // docs/product/web-app.md: individual is treated like farmer
};

/** The stored user's `user_type`: undefined when there is no readable stored user (signed out). */
export function storedUserType(): string | null | undefined {
  try {
    const raw = window.localStorage.getItem('user');
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return undefined;
    const type = (parsed as { user_type?: unknown }).user_type;
    return typeof type === 'string' ? type : null;
  } catch {
    return undefined;
  }
}

/** docs/product/web-app.md User: user_type is compared case-insensitively and a missing one means farmer. */
export function errorPageDashboardFor(userType: string | null | undefined): string {
  const type = userType?.trim().toLowerCase() || 'farmer';
  return BY_TYPE[type] ?? paths.home;
}

export function errorPageDashboard(): string {
  const type = storedUserType();
  return type === undefined ? paths.home : errorPageDashboardFor(type);
}
