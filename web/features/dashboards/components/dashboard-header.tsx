import type { ReactNode } from 'react';

export function DashboardHeader({ title, children }: { title: string; children?: ReactNode }) {
  const today = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(),
  );
  return (
    <header className="mb-6">
      <p className="text-sm text-base-content/60">{today}</p>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {children && <div className="mt-1 text-base-content/70">{children}</div>}
    </header>
  );
}
