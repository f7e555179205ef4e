// Keeps every screen of a signed-in person in the language of their settings, wherever they are (the
// verification page too, which sits outside the app layout).
import { useSession } from '@/web/lib/session';
import { useUserLanguage } from '@/web/features/settings/use-user-language';

function UserLanguage() {
  useUserLanguage();
  return null;
}

export function FollowUserLanguage() {
  const { user } = useSession();
  return user ? <UserLanguage /> : null;
}
