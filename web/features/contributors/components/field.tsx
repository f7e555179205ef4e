// A labelled input with its error under it, for the contributor forms.
import { useId, type ReactNode } from 'react';

/** A labelled input with its error under it. */
export function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (props: { 'aria-invalid': boolean; 'aria-describedby'?: string; id: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form-control">
      <label className="label" htmlFor={id}>
        <span className="label-text">{label}</span>
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
