import { Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { menuFor } from '@/shared/session/menus';
import { isFarmerLike } from '@/shared/session/dashboard';
import { useCurrentBreadcrumbName } from '@/web/lib/breadcrumb-name';
import { useSession } from '@/web/lib/session';
import { useMatch } from 'react-router-dom';
import { Breadcrumbs } from './breadcrumbs';
import { useFarmName } from '@/web/features/farms/hooks/use-farms';
import { useMenuPermissions } from '@/web/features/farms/hooks/use-menu-permissions';
import { FarmPermissionsProvider } from '@/web/features/farms/components/farm-permissions-provider';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useIsMobile } from './use-is-mobile';
import { NotificationsProvider } from '@/web/features/notifications/notifications-provider';
import { Spinner } from '@/shared/ui/spinner';
import { componentsText } from '@/web/components/i18n';

/** The signed-in layout of docs/product/web-app.md: top bar, sidebar (drawer on small screens), breadcrumbs and the page. */
export function AppLayout() {
  const { user } = useSession();
  const isMobile = useIsMobile();
  // docs/product/web-app.md: the farm crumb shows the farm's name, fetched (cached) while a farm page is open.
  const farmId = useMatch('/farmer/farms/:farmId/*')?.params.farmId;
  const farmName = useFarmName(farmId === 'new' ? undefined : farmId);
  const detailName = useCurrentBreadcrumbName();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // docs/decisions/035: the sidebar lists the modules the current farm's role grants; only the farmer area has
  // farms (a superadmin or an organization has none, docs/decisions/037).
  const hasFarms = Boolean(user) && isFarmerLike(user?.user_type);
  const menuPermissions = useMenuPermissions({ enabled: hasFarms });

  // The route guard above this layout only renders it for a signed-in user.
  if (!user) return null;

  return (
    <NotificationsProvider>
      <FarmPermissionsProvider enabled={hasFarms}>
        <div className="min-h-screen bg-base-200">
          <a
            href="#main"
            className="btn btn-sm sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-20 focus:z-50"
          >
            {componentsText.t('skipToContent')}
          </a>
          <TopBar user={user} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
          <Sidebar
            entries={menuFor(user.user_type, menuPermissions)}
            header={hasFarms ? <FarmSwitcher stacked className="px-4 pt-3" /> : undefined}
            isMobile={isMobile}
            open={menuOpen}
            onClose={closeMenu}
          />
          <main id="main" className="min-h-screen pt-16 lg:ml-64">
            <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
              {/* A crop's page sets its name like any detail page; the crumb after "Crops" reads it. */}
              <Breadcrumbs
                isMobile={isMobile}
                farmName={farmName}
                cropName={detailName ?? undefined}
                detailName={detailName}
              />
              {/* A page whose texts are still arriving in the chosen language waits here, inside the shell. */}
              <Suspense fallback={<Spinner />}>
                <Outlet />
              </Suspense>
            </div>
          </main>
        </div>
      </FarmPermissionsProvider>
    </NotificationsProvider>
  );
}
