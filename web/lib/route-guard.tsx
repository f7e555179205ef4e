// The route gate of docs/product/web-app.md and the guards of docs/product/web-app.md, applied once per area as a layout route.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAtom } from 'jotai';
import { decideRoute } from '@/shared/session/route-gate';
import type { UserType } from '@/shared/contracts/user';
import { Spinner } from '@/shared/ui/spinner';
import { useSession } from './session';
import { pendingRedirectAtom, pendingRedirectPath } from './session-flags';
import { libText } from '@/web/lib/i18n';

export interface RouteGuardProps {
  /** Who may enter; an empty list admits any signed-in user (docs/product/web-app.md). */
  allowedRoles?: readonly UserType[];
  /** Login, register and forgot-password: a signed-in user goes to their dashboard (docs/product/web-app.md). */
  guestOnly?: boolean;
}

export function RouteGuard({ allowedRoles = [], guestOnly = false }: RouteGuardProps) {
  const { user, loading } = useSession();
  const location = useLocation();
  const [pending, setPending] = useAtom(pendingRedirectAtom);
  const pendingPath = pending ? pendingRedirectPath(pending) : null;
  const decision = decideRoute({
    loading,
    user,
    allowedRoles,
    guestOnly,
    pathname: location.pathname,
    search: location.search,
  });

  // The pending target (sign-in, sign-out) has been reached: from here on the gate decides on its own.
  useEffect(() => {
    if (pendingPath !== null && pendingPath === location.pathname) setPending(null);
  }, [pendingPath, location.pathname, setPending]);

  if (decision.kind === 'loading') return <FullPageSpinner />;
  if (decision.kind === 'redirect') {
    // A sign-in or sign-out just happened: go where it asked (the origin, /verification, or /login without a
    // `from`) rather than where the gate would send a visitor.
    if (pending && pendingPath !== location.pathname) {
      return <Navigate to={pending.to} replace state={pending.state} />;
    }
    const from = decision.rememberFrom;
    return <Navigate to={decision.to} replace state={from ? { from } : undefined} />;
  }
  return <Outlet />;
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label={libText.t('loading')} />
    </div>
  );
}
