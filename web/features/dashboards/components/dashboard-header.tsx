import type { ReactNode } from 'react';
import { formatDateTime } from '@/shared/i18n/format';

export function DashboardHeader({ title, children }: { title: string; children?: ReactNode }) {
  // Today's date in the words of the language shown ("Monday, 5 January", "Jumatatu, 5 Januari").
  const today = formatDateTime(new Date(), { weekday: 'long', day: 'numeric', month: 'long' });
  return (
    <header className="mb-6">
      <p className="text-sm text-base-content/60">{today}</p>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {children && <div className="mt-1 text-base-content/70">{children}</div>}
    </header>
  );
}
