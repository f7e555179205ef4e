import { Outlet } from 'react-router-dom';
import { PublicFooter } from './public-footer';
import { PublicNav } from './public-nav';
import { componentsText } from '@/web/components/i18n';

/** docs/product/web-app.md: the layout of the public pages; the pages render only their body. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-base-100">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 btn btn-sm"
      >
        {componentsText.t('skipToContent')}
      </a>
      <PublicNav />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
