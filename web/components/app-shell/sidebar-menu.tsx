import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useText } from '@/shared/i18n/react';
import { sessionText } from '@/shared/session/i18n';
import { activeLinkPath, sectionForPath, toggleOpenSection, type MenuEntry } from '@/shared/session/menus';
import { MenuIcon } from './menu-icon';

/**
 * The section whose links share a folder with the page shown, for pages the menu does not list itself
 * (/farmer/settings/regional opens Settings).
 */
function sectionByFolder(entries: readonly MenuEntry[], pathname: string): string | null {
  const folder = (path: string) => path.slice(0, path.lastIndexOf('/'));
  const hit = entries.find((entry) =>
    entry.children?.some((child) => {
      const parent = folder(child.path);
      return parent.split('/').filter(Boolean).length >= 2 && pathname.startsWith(`${parent}/`);
    }),
  );
  return hit?.id ?? null;
}

interface SidebarMenuProps {
  entries: readonly MenuEntry[];
  /** Called when a link is chosen (the mobile drawer closes, docs/product/web-app.md). */
  onNavigate?: () => void;
}

/** docs/product/web-app.md: entries with submenus expand or collapse on click; only one is open at a time. */
export function SidebarMenu({ entries, onNavigate }: SidebarMenuProps) {
  const { pathname } = useLocation();
  // The menus hold label keys: read here, in the language shown now.
  const t = useText(sessionText);
  const baseId = useId();
  // The section holding the page shown starts open, so a deep link or reload shows where the user is.
  const current = sectionForPath(entries, pathname) ?? sectionByFolder(entries, pathname);
  const [open, setOpen] = useState<string | null>(current);
  useEffect(() => {
    if (current) setOpen(current);
  }, [current]);
  const active = activeLinkPath(entries, pathname);

  const linkClass = (path: string) => clsx('flex items-center gap-3', path === active && 'menu-active');

  return (
    <ul className="menu w-full gap-0.5 px-2 text-[0.95rem]">
      {entries.map((entry) => {
        if (!entry.children?.length) {
          if (!entry.path) return null;
          return (
            <li key={entry.id} data-tour={entry.tour}>
              <Link
                to={entry.path}
                onClick={onNavigate}
                className={linkClass(entry.path)}
                aria-current={entry.path === active ? 'page' : undefined}
              >
                <MenuIcon name={entry.icon} />
                <span>{t(entry.labelKey)}</span>
              </Link>
            </li>
          );
        }
        const expanded = open === entry.id;
        const panelId = `${baseId}-${entry.id}`;
        return (
          <li key={entry.id} data-tour={entry.tour}>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={panelId}
              className={clsx(
                'flex w-full items-center gap-3',
                current === entry.id && 'font-semibold text-primary',
              )}
              onClick={() => setOpen((value) => toggleOpenSection(value, entry.id))}
            >
              <MenuIcon name={entry.icon} />
              <span className="flex-1 text-left">{t(entry.labelKey)}</span>
              <ChevronDown
                className={clsx('h-4 w-4 transition-transform', expanded && 'rotate-180')}
                aria-hidden="true"
              />
            </button>
            <ul id={panelId} hidden={!expanded}>
              {entry.children.map((child) => (
                <li key={child.path}>
                  <Link
                    to={child.path}
                    onClick={onNavigate}
                    className={linkClass(child.path)}
                    aria-current={child.path === active ? 'page' : undefined}
                  >
                    {t(child.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
