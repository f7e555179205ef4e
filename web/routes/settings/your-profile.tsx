// /settings (docs/product/settings.md "Your Profile"): the signed-in user's own profile page.
import { Navigate } from 'react-router-dom';
import { profilePath } from '@/web/lib/profile-path';
import { useSession } from '@/web/lib/session';

export function Component() {
  const { user } = useSession();
  return <Navigate to={profilePath(user?.user_type)} replace />;
}
