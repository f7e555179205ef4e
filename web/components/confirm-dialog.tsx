// A confirmation modal (daisyUI modal, always mounted open while shown). Escape and the backdrop cancel unless a
// request is running; focus starts on Cancel so Enter never confirms a destructive action by accident.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { componentsText } from '@/web/components/i18n';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  danger?: boolean;
  /** Replaces the buttons once the action is done (to show the server's outcome). */
  footer?: ReactNode;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, children, confirmLabel, onConfirm, onCancel, busy, danger = true, footer } = props;
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busy) onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [busy, onCancel]);

  return (
    <div className="modal modal-open" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="modal-box">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <div className="mt-3 space-y-2 text-sm leading-relaxed">{children}</div>
        <div className="modal-action">
          {footer ?? (
            <>
              <button
                ref={cancelRef}
                type="button"
                className="btn btn-ghost"
                onClick={onCancel}
                disabled={busy}
              >
                {componentsText.t('cancel')}
              </button>
              <button
                type="button"
                className={danger ? 'btn btn-error' : 'btn btn-primary'}
                onClick={onConfirm}
                disabled={busy}
              >
                {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
                {confirmLabel}
              </button>
            </>
          )}
        </div>
      </div>
      <div className="modal-backdrop" aria-hidden="true" onClick={busy ? undefined : onCancel} />
    </div>
  );
}
