// Where a person goes after signing in (docs/product/accounts.md Route gate and Verification after sign-in).
import type { User } from '@/shared/contracts/user';
import { paths } from '@/shared/routes/paths';
import { dashboardPath } from '@/shared/session/dashboard';
import { isFullyVerified } from '@/shared/session/verification';
import type { RedirectTarget } from '@/web/lib/session';

const AUTH_PAGES: string[] = [paths.login, paths.register, paths.forgotPassword];

/** The remembered origin from location.state, if it is a page of this app worth returning to. */
export function rememberedFrom(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return undefined;
  const pathname = from.split(/[?#]/)[0] ?? from;
  return AUTH_PAGES.includes(pathname) ? undefined : from;
}

/** Unverified accounts verify first and keep the origin for afterwards; others go to the origin or dashboard. */
export function afterSignIn(user: User, from: string | undefined): RedirectTarget {
  if (!isFullyVerified(user)) return { to: paths.verification, state: from ? { from } : undefined };
  return { to: from ?? dashboardPath(user.user_type) };
}
