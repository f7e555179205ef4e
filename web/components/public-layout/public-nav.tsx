import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import clsx from 'clsx';
// One module per icon, never the package's index: the public pages' chunk then holds only the icons they use.
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { paths } from '@/shared/routes/paths';
import { appPaths } from '@/web/app/app-paths';
import { useHasStoredSession } from '@/web/app/stored-session-hint';
import { Logo } from '../brand/logo';
import { ThemeToggle } from '../theme-toggle';
import { componentsText } from '@/web/components/i18n';

// docs/product/web-app.md: Home, Features, Pricing and Contact.
const LINKS = [
  { labelKey: 'home', to: paths.home },
  { labelKey: 'features', to: paths.features },
  { labelKey: 'pricing', to: paths.pricing },
  { labelKey: 'contact', to: paths.contact },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-base-200',
    isActive && 'text-primary',
  );

export function PublicNav() {
  const signedIn = useHasStoredSession();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  const actions = signedIn ? (
    <Link to={appPaths.dashboard} className="btn btn-primary btn-sm" onClick={close}>
      {componentsText.t('dashboard')}
    </Link>
  ) : (
    <>
      <Link to={paths.login} className="btn btn-ghost btn-sm" onClick={close}>
        {componentsText.t('logIn')}
      </Link>
      <Link to={paths.register} className="btn btn-primary btn-sm" onClick={close}>
        {componentsText.t('getStarted')}
      </Link>
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100/90 backdrop-blur">
      <nav
        aria-label={componentsText.t('main')}
        className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4"
      >
        <Link to={paths.home} className="mr-auto rounded-lg" aria-label={componentsText.t('shambaHome')}>
          <Logo />
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClass}>
                {componentsText.t(link.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-2 md:flex">{actions}</div>
        <ThemeToggle />
        <button
          type="button"
          className="btn btn-ghost btn-circle md:hidden"
          aria-label={open ? componentsText.t('closeMenu') : componentsText.t('openMenu')}
          aria-expanded={open}
          aria-controls="public-mobile-menu"
          onClick={() => setOpen((v) => !v)}
        >
          {open ? (
            <X className="h-5 w-5" aria-hidden="true" />
          ) : (
            <Menu className="h-5 w-5" aria-hidden="true" />
          )}
        </button>
      </nav>
      {open && (
        <div id="public-mobile-menu" className="border-t border-base-300 bg-base-100 px-4 pb-4 md:hidden">
          <ul className="flex flex-col gap-1 py-2">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={linkClass} onClick={close}>
                  {componentsText.t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="flex gap-2">{actions}</div>
        </div>
      )}
    </header>
  );
}
