import { NavLink, Outlet } from 'react-router-dom';
import clsx from 'clsx';
import { paths } from '@/shared/routes/paths';
import { settingsText } from '@/web/features/settings/i18n';

export type SettingsArea = 'farmer' | 'admin' | 'other';

// docs/product/settings.md settings pages per area; the pages that exist today come first.
const FARMER_TABS = [
  ['profile', 'tabProfile'],
  ['regional', 'tabRegional'],
  ['privacy', 'tabPrivacy'],
  ['verification', 'tabVerification'],
  ['notifications', 'tabNotifications'],
  ['embed-keys', 'tabEmbedKeys'],
  ['financial', 'tabFinancial'],
  ['invoice', 'tabInvoice'],
  ['subscription', 'tabSubscription'],
  ['ai-usage', 'tabAiUsage'],
  ['payment', 'tabPayment'],
] as const;

const ADMIN_TABS = [
  ['profile', 'tabProfile'],
  ['regional', 'tabRegional'],
  ['privacy', 'tabPrivacy'],
  ['verification', 'tabVerification'],
  ['notifications', 'tabNotifications'],
  ['subscription', 'tabSubscription'],
  ['payment', 'tabPayment'],
] as const;

/** The tabs of an area, named in the current language. */
function tabsFor(area: SettingsArea) {
  const t = settingsText.t;
  if (area === 'farmer')
    return FARMER_TABS.map(([page, key]) => ({ label: t(key), to: paths.farmer.settings(page) }));
  if (area === 'admin')
    return ADMIN_TABS.map(([page, key]) => ({ label: t(key), to: paths.admin.settings(page) }));
  return [];
}

/** Settings with a tab per page; the page renders below. */
export function SettingsLayout({ area }: { area: SettingsArea }) {
  const tabs = tabsFor(area);
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold sm:text-3xl">{settingsText.t('settings')}</h1>
      {tabs.length > 0 && (
        <nav aria-label={settingsText.t('settings')} className="-mx-1 mb-6 overflow-x-auto">
          <ul className="flex min-w-max gap-1 border-b border-base-300 px-1">
            {tabs.map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  className={({ isActive }) =>
                    clsx(
                      '-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium transition-colors',
                      isActive
                        ? 'border-primary text-primary'
                        : 'border-transparent text-base-content/70 hover:text-base-content',
                    )
                  }
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="max-w-3xl">
        <Outlet />
      </div>
    </div>
  );
}
