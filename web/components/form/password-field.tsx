import { useState, type InputHTMLAttributes, type Ref } from 'react';
import clsx from 'clsx';
// One module per icon, never the package's index (docs/decisions/030).
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { Field, type FieldProps } from './field';
import { componentsText } from '@/web/components/i18n';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> &
  Pick<FieldProps, 'label' | 'error' | 'hint'> & { ref?: Ref<HTMLInputElement> };

/** A password input with a show/hide switch (its name says what it does, not "Password", so labels stay unique). */
export function PasswordField({ label, error, hint, className, ref, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <div className={clsx('input w-full pr-1', invalid && 'input-error', className)}>
          <input
            id={id}
            ref={ref}
            type={visible ? 'text' : 'password'}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className="grow"
            {...input}
          />
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-square"
            aria-label={
              visible ? componentsText.t('hideTheCharacters') : componentsText.t('showTheCharacters')
            }
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? (
              <EyeOff className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Eye className="h-4 w-4" aria-hidden="true" />
            )}
          </button>
        </div>
      )}
    </Field>
  );
}
