import type { InputHTMLAttributes, Ref } from 'react';
import clsx from 'clsx';
import { Field, type FieldProps } from './field';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> &
  Pick<FieldProps, 'label' | 'error' | 'hint'> & { ref?: Ref<HTMLInputElement>; fieldClassName?: string };

/** An input with its label; spread react-hook-form's `register(name)` into it. */
export function TextField({ label, error, hint, className, fieldClassName, ref, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          ref={ref}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={clsx('input w-full', invalid && 'input-error', className)}
          {...input}
        />
      )}
    </Field>
  );
}
