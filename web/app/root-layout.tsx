// The root route: the page (or the maintenance page, docs/product/system-settings.md), the announcements above it
// (docs/product/content.md), and scroll restoration on navigation.
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { MaintenanceGate } from '@/web/features/errors/maintenance-gate';
import { AnnouncementBanner } from '@/web/features/content/components/announcement-banner';

export function RootLayout() {
  return (
    <>
      <MaintenanceGate>
        <AnnouncementBanner />
        <Outlet />
      </MaintenanceGate>
      <ScrollRestoration />
    </>
  );
}
