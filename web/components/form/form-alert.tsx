import type { ReactNode } from 'react';
import clsx from 'clsx';
// One module per icon, never the package's index, so the sign-in pages share these with the public pages
// rather than loading a public page's chunk for them (docs/decisions/030).
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import { localizeMessage } from '@/shared/i18n/messages';
import { useLanguage } from '@/shared/i18n/react';

const ICONS = { error: CircleAlert, success: CircleCheck, info: Info } as const;

/**
 * A message above or below a form. Errors are announced at once (role=alert), the rest politely (status). A plain
 * text (often the server's English) is shown in the current language when the messages catalogue knows it.
 */
export function FormAlert({ kind, children }: { kind: keyof typeof ICONS; children: ReactNode }) {
  useLanguage();
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
      <div>{typeof children === 'string' ? localizeMessage(children) : children}</div>
    </div>
  );
}
