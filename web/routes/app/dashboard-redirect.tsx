// /dashboard: the signed-in user's own dashboard (docs/product/web-app.md table). The public navigation links here, so it
// needs no user-type rules (and their contracts) of its own; a type without a dashboard goes home.
import { Navigate } from 'react-router-dom';
import { dashboardPath } from '@/shared/session/dashboard';
import { useSession } from '@/web/lib/session';

export function Component() {
  const { user } = useSession();
  return <Navigate to={dashboardPath(user?.user_type, { onErrorPage: true })} replace />;
}
