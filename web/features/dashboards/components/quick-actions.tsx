import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { dashboardsText } from '@/web/features/dashboards/i18n';

export interface QuickAction {
  label: string;
  description: string;
  to: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

/** The dashboard's quick actions (tour step "quick-actions", docs/product/web-app.md): links to screens that exist. */
export function QuickActions({ actions }: { actions: QuickAction[] }) {
  return (
    <section aria-labelledby="quick-actions-title" data-tour="quick-actions" className="mt-8">
      <h2 id="quick-actions-title" className="mb-3 text-lg font-semibold">
        {dashboardsText.t('quickActions')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {actions.map(({ label, description, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-center gap-3 rounded-box border border-base-300 bg-base-100 p-4 transition-colors hover:border-primary focus-visible:border-primary"
            >
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="h-5 w-5" aria-hidden={true} />
              </span>
              <span className="flex-1">
                <span className="block font-medium">{label}</span>
                <span className="block text-sm text-base-content/70">{description}</span>
              </span>
              <ChevronRight className="h-4 w-4 opacity-50 group-hover:opacity-100" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
