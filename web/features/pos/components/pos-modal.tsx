// The till's dialog: labelled, Escape and the backdrop close it unless it is busy, focus starts inside.
import { useEffect, useId, useRef, type ReactNode } from 'react';

export function PosModal({
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
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busy) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [busy, onClose]);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('input, button, select')?.focus();
  }, []);
  return (
    <div className="modal modal-open" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div ref={box} className="modal-box max-w-lg">
        <h2 id={titleId} className="mb-4 text-lg font-bold">
          {title}
        </h2>
        {children}
      </div>
      <div className="modal-backdrop" aria-hidden="true" onClick={busy ? undefined : onClose} />
    </div>
  );
}
