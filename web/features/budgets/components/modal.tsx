// The daisyUI modal the budget dialogs share: a labelled dialog, Escape and the backdrop close it unless busy.
import { useEffect, useId, type ReactNode } from 'react';

export function Modal({
  title,
  onClose,
  busy = false,
  children,
}: {
  title: string;
  onClose: () => void;
  busy?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && !busy && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [busy, onClose]);
  return (
    <div className="modal modal-open" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="modal-box">
        <h2 id={titleId} className="mb-4 text-lg font-bold">
          {title}
        </h2>
        {children}
      </div>
      <div className="modal-backdrop" aria-hidden="true" onClick={busy ? undefined : onClose} />
    </div>
  );
}

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
