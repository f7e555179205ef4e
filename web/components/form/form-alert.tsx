import type { ReactNode } from 'react';
import clsx from 'clsx';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';

const ICONS = { error: CircleAlert, success: CircleCheck, info: Info } as const;

/** A message above or below a form. Errors are announced at once (role=alert), the rest politely (status). */
export function FormAlert({ kind, children }: { kind: keyof typeof ICONS; children: ReactNode }) {
  const Icon = ICONS[kind];
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={clsx(
        'alert alert-soft text-sm',
        kind === 'error' && 'alert-error',
        kind === 'success' && 'alert-success',
        kind === 'info' && 'alert-info',
      )}
    >
      <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
