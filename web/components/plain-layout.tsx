import { Link, Outlet } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { Logo } from './brand/logo';
import { componentsText } from '@/web/components/i18n';

/** A signed-in page without the app shell, made to print well: the invoice. */
export function PlainLayout() {
  return (
    <div className="min-h-screen bg-base-100">
      <header className="flex h-16 items-center border-b border-base-300 px-4 print:hidden">
        <Link to={paths.home} className="rounded-lg" aria-label={componentsText.t('shambaHome')}>
          <Logo />
        </Link>
      </header>
      <main id="main" className="mx-auto max-w-4xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
