// The root route: the page, scroll restoration on navigation, and, once someone is signed in, the language of
// their settings on every screen (the verification page too, which sits outside the app layout). That part
// loads only for a signed-in person, so the public pages do not carry it.
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useSession } from '@/web/lib/session';

const FollowUserLanguage = lazy(() => import('./follow-user-language'));

export function RootLayout() {
  const { user } = useSession();
  return (
    <>
      {user && (
        <Suspense fallback={null}>
          <FollowUserLanguage />
        </Suspense>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
