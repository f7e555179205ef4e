import type { Ref, SelectHTMLAttributes } from 'react';
import clsx from 'clsx';
import { Field, type FieldProps } from './field';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> &
  Pick<FieldProps, 'label' | 'error' | 'hint'> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly { value: string; label: string }[];
    fieldClassName?: string;
  };

export function SelectField({
  label,
  error,
  hint,
  options,
  className,
  fieldClassName,
  ref,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          ref={ref}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={clsx('select w-full', invalid && 'select-error', className)}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
