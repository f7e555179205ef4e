import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import type { User } from '@/shared/contracts/user';
import { profilePath, userTypeLabel } from '@/web/lib/profile-path';
import { useSession } from '@/web/lib/session';
import { componentsText } from '@/web/components/i18n';

function initials(user: User) {
  const source = user.name?.trim() || user.email;
  const parts = source.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** docs/product/web-app.md user menu: e-mail, user type, Your Profile and Sign out (logout, then /login). */
export function UserMenu({ user }: { user: User }) {
  const { signOut } = useSession();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onSignOut = async () => {
    setSigningOut(true);
    await signOut();
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        className="btn btn-ghost gap-2 px-2"
        aria-label={componentsText.t('userMenu')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-content">
          {initials(user)}
        </span>
        <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">{user.name}</span>
        <ChevronDown className="h-4 w-4 opacity-60" aria-hidden="true" />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-50 mt-2 w-64 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
        >
          <div className="border-b border-base-300 px-3 py-2">
            <p className="truncate text-sm font-medium" title={user.email}>
              {user.email}
            </p>
            <p className="text-xs text-base-content/70">{userTypeLabel(user.user_type)}</p>
          </div>
          <ul className="menu w-full p-0 pt-2">
            <li>
              <Link to={profilePath(user.user_type)} onClick={() => setOpen(false)}>
                <UserRound className="h-4 w-4" aria-hidden="true" />
                {componentsText.t('yourProfile')}
              </Link>
            </li>
            <li>
              <button type="button" onClick={onSignOut} disabled={signingOut}>
                <LogOut className="h-4 w-4" aria-hidden="true" />
                {signingOut ? componentsText.t('signingOut') : componentsText.t('signOut')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
