import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Sprout } from 'lucide-react';
import { comingSoonText } from '@/web/features/coming-soon/i18n';

export interface ComingSoonPageProps {
  /** The page's name, as the menu and breadcrumbs call it. */
  title: string;
  /** The product area it belongs to (Finance, Inventory, Platform…). */
  area: string;
  /** What the page will do, in a sentence or two. */
  description: string;
  /** Where the user can go meanwhile (their dashboard). */
  backTo?: { label: string; to: string };
  children?: ReactNode;
}

/**
 * One honest page for every route whose feature is still being built (docs/decisions/002): it says what will be
 * there and that it is not available yet. No figures, no sample rows, no buttons that do nothing.
 */
export function ComingSoonPage({ title, area, description, backTo, children }: ComingSoonPageProps) {
  return (
    <section aria-labelledby="coming-soon-title" className="mx-auto max-w-2xl py-6 sm:py-10">
      <div className="rounded-box border border-dashed border-base-300 bg-base-100 p-6 sm:p-10">
        <div className="mb-5 flex items-center gap-3">
          <span className="flex h-11 w-11 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Sprout className="h-6 w-6" aria-hidden="true" />
          </span>
          <div>
            <p className="text-xs font-semibold uppercase tracking-wider text-base-content/60">{area}</p>
            <span className="badge badge-warning badge-sm mt-1">{comingSoonText.t('inDevelopment')}</span>
          </div>
        </div>
        <h1 id="coming-soon-title" className="text-2xl font-bold sm:text-3xl">
          {title}
        </h1>
        <p className="mt-3 leading-relaxed text-base-content/80">{description}</p>
        <p className="mt-3 font-medium">{comingSoonText.t('itIsNotAvailableYet')}</p>
        {children}
        {backTo && (
          <Link to={backTo.to} className="btn btn-primary btn-sm mt-6">
            {backTo.label}
          </Link>
        )}
      </div>
    </section>
  );
}
