import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { localizeMessage } from '@/shared/i18n/messages';
import { useLanguage } from '@/shared/i18n/react';

export interface FieldProps {
  label: string;
  /** The validation or server message shown under the field. */
  error?: string;
  /** Guidance shown under the field ("optional", a format). */
  hint?: ReactNode;
  className?: string;
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** A labelled form control with its hint and error, wired for screen readers (label, aria-describedby). */
export function Field({ label, error, hint, className, children }: FieldProps) {
  useLanguage(); // a field's error (often the server's English) follows a language change
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('fieldset py-0', className)}>
      <label htmlFor={id} className="fieldset-legend pb-1 pt-0 text-sm">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-xs text-base-content/70">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-error">
          {localizeMessage(error)}
        </p>
      )}
    </div>
  );
}
