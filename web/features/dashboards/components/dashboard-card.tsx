// One card of the farmer dashboard (docs/product/dashboard.md): a titled region with the page its figures come
// from, linked in the corner.
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface DashboardCardProps {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: string;
  /** Where the figures come from, and the words of the link there. */
  source?: { to: string; label: string };
  children: ReactNode;
  className?: string;
}

export function DashboardCard({ icon: Icon, title, source, children, className = '' }: DashboardCardProps) {
  return (
    <section aria-label={title} className={`card border border-base-300 bg-base-100 ${className}`}>
      <div className="card-body gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="h-4 w-4" aria-hidden={true} />
            </span>
            {title}
          </h2>
          {source && (
            <Link to={source.to} className="link link-primary text-sm">
              {source.label}
            </Link>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}

/** A figure as a link to the list it counts: the number large, its name beneath. */
export function FigureLink({
  to,
  value,
  label,
  tone = '',
}: {
  to: string;
  value: string | number;
  label: string;
  tone?: string;
}) {
  return (
    <Link
      to={to}
      className="flex flex-col rounded-box border border-base-300 p-3 transition-colors hover:border-primary focus-visible:border-primary"
    >
      <span className={`text-2xl font-bold tabular-nums ${tone}`}>{value}</span>{' '}
      <span className="text-xs text-base-content/70">{label}</span>
    </Link>
  );
}

/** What to do when a card has nothing to show yet, with the way to start. */
export function CardEmpty({ text, action }: { text: string; action?: { to: string; label: string } }) {
  return (
    <div className="flex flex-col items-start gap-2 text-sm text-base-content/70">
      <p>{text}</p>
      {action && (
        <Link to={action.to} className="btn btn-primary btn-sm">
          {action.label}
        </Link>
      )}
    </div>
  );
}
