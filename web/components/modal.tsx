// The daisyUI modal the feature dialogs share: a labelled dialog, Escape and the backdrop close it unless busy.
import { useEffect, useId, type ReactNode } from 'react';

export function Modal({
  title,
  onClose,
  busy = false,
  wide = false,
  children,
}: {
  title: string;
  onClose: () => void;
  busy?: boolean;
  wide?: boolean;
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
      <div className={wide ? 'modal-box max-w-3xl' : 'modal-box'}>
        <h2 id={titleId} className="mb-4 text-lg font-bold">
          {title}
        </h2>
        {children}
      </div>
      <div className="modal-backdrop" aria-hidden="true" onClick={busy ? undefined : onClose} />
    </div>
  );
}
