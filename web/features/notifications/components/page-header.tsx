import type { ReactNode } from 'react';

/** The title block of the notification pages. */
export function PageHeader({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {children && <p className="mt-1 max-w-3xl text-sm text-base-content/70">{children}</p>}
      </div>
      {actions}
    </header>
  );
}
