import { useEffect, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { X } from 'lucide-react';
import type { MenuEntry } from '@/shared/session/menus';
import { SidebarFooter } from './sidebar-footer';
import { SidebarMenu } from './sidebar-menu';
import { componentsText } from '@/web/components/i18n';

interface SidebarProps {
  entries: readonly MenuEntry[];
  isMobile: boolean;
  open: boolean;
  onClose: () => void;
  /** Above the menu: the farm switcher, whose farm decides which modules the menu lists. */
  header?: ReactNode;
}

/**
 * docs/product/web-app.md: 64 units wide below the 64 px header. Below 1024 px a slide-in drawer with a backdrop and a
 * close button; choosing a link closes it.
 */
export function Sidebar({ entries, isMobile, open, onClose, header }: SidebarProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const drawerOpen = isMobile && open;

  useEffect(() => {
    if (!drawerOpen) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen, onClose]);

  return (
    <>
      {drawerOpen && (
        <div
          className="fixed inset-0 top-16 z-30 bg-black/40 lg:hidden"
          aria-hidden="true"
          onClick={onClose}
        />
      )}
      <aside
        id="app-sidebar"
        aria-label={componentsText.t('sidebar')}
        inert={isMobile && !open}
        className={clsx(
          'fixed bottom-0 left-0 top-16 z-30 flex w-64 flex-col border-r border-base-300 bg-base-100 transition-transform duration-200',
          'lg:translate-x-0',
          open ? 'translate-x-0 shadow-xl lg:shadow-none' : '-translate-x-full',
        )}
      >
        {isMobile && (
          <div className="flex justify-end px-2 pt-2">
            <button
              ref={closeButton}
              type="button"
              className="btn btn-ghost btn-circle btn-sm"
              aria-label={componentsText.t('closeMenu')}
              onClick={onClose}
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
        )}
        {header}
        <nav
          aria-label={componentsText.t('main')}
          data-tour="navigation"
          className="flex-1 overflow-y-auto py-3"
        >
          <SidebarMenu entries={entries} onNavigate={isMobile ? onClose : undefined} />
        </nav>
        <SidebarFooter />
      </aside>
    </>
  );
}
