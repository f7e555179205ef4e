import { Link } from 'react-router-dom';
import { Menu } from 'lucide-react';
import type { User } from '@/shared/contracts/user';
import { dashboardPath } from '@/shared/session/dashboard';
import { LogoMark } from '../brand/logo';
import { ThemeToggle } from '../theme-toggle';
import { UserMenu } from './user-menu';
import { NotificationBell } from '@/web/features/notifications/components/notification-bell';
import { componentsText } from '@/web/components/i18n';

interface TopBarProps {
  user: User;
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/** docs/product/web-app.md: sticky bar with logo, mobile menu toggle, dark-mode toggle, notification bell and user menu. */
export function TopBar({ user, menuOpen, onOpenMenu }: TopBarProps) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 flex h-16 items-center gap-2 border-b border-base-300 bg-base-100 px-2 sm:px-4">
      <button
        type="button"
        className="btn btn-ghost btn-circle lg:hidden"
        aria-label={componentsText.t('openMenu')}
        aria-expanded={menuOpen}
        aria-controls="app-sidebar"
        onClick={onOpenMenu}
      >
        <Menu className="h-5 w-5" aria-hidden="true" />
      </button>
      <Link
        to={dashboardPath(user.user_type)}
        className="flex items-center gap-2 rounded-lg px-1"
        aria-label={componentsText.t('shambaDashboard')}
      >
        <LogoMark />
        <span className="hidden text-xl font-bold tracking-tight sm:inline">
          {componentsText.t('shamba')}
        </span>
      </Link>
      <div className="ml-auto flex items-center gap-1">
        <ThemeToggle />
        <NotificationBell />
        <UserMenu user={user} />
      </div>
    </header>
  );
}
