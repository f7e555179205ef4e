import type { ReactNode } from 'react';

/** One block of a settings page: a heading, a line on what it does, and its form. */
export function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = `settings-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="card mb-6 border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <div>
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-base-content/70">{description}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
