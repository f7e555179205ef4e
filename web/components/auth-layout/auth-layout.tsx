import { Link, Outlet } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { Logo } from '../brand/logo';
import { ThemeToggle } from '../theme-toggle';
import { componentsText } from '@/web/components/i18n';

/** Sign-in, registration, password reset and verification: one focused card, no navigation to get lost in. */
export function AuthLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-base-200">
      <header className="flex h-16 items-center justify-between px-4">
        <Link to={paths.home} className="rounded-lg" aria-label={componentsText.t('shambaHome')}>
          <Logo />
        </Link>
        <ThemeToggle />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:items-center">
        <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body gap-4">
            <Outlet />
          </div>
        </div>
      </main>
    </div>
  );
}
