// A labelled <select> in daisyUI classes, for the shared inventory filters (the web app's form fields live in
// web/components and cannot be imported by shared code).
import { useId, type ReactNode } from 'react';
import clsx from 'clsx';

export function LabelledControl({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={clsx('fieldset py-0', className)}>
      <label htmlFor={id} className="fieldset-legend pb-1 pt-0 text-sm">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export function SelectControl({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <LabelledControl label={label}>
      {(id) => (
        <select id={id} className="select w-full" value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
}
