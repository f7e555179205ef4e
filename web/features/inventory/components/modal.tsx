// A modal dialog over the page (daisyUI modal): named by its title, Escape and the backdrop close it, focus
// moves into it and returns to where it was. Rendered only while open, so tests and screen readers see one.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { inventoryText } from '@/web/features/inventory/i18n';

// Dialogs stack (a Consume dialog over the item detail): Escape closes only the one on top.
const openStack: symbol[] = [];

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A side panel (item detail) instead of a centred box. */
  variant?: 'box' | 'drawer';
  /** Keeps the dialog open while something is being saved. */
  busy?: boolean;
}

export function Modal({ title, onClose, children, variant = 'box', busy = false }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  const busyRef = useRef(busy);
  useEffect(() => {
    closeRef.current = onClose;
    busyRef.current = busy;
  });

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('[autofocus], input, select, textarea');
    (first ?? panel.current)?.focus();
    const token = Symbol('modal');
    openStack.push(token);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || openStack[openStack.length - 1] !== token || busyRef.current) return;
      event.stopPropagation();
      closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      openStack.splice(openStack.indexOf(token), 1);
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, []);

  const close = () => !busy && onClose();
  // In a portal: a dialog's form is never nested inside the form of the page that opened it.
  return createPortal(
    <div className={clsx('modal modal-open', variant === 'drawer' && 'justify-items-end')}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={clsx(
          'modal-box outline-none',
          variant === 'drawer'
            ? 'h-full max-h-screen w-full max-w-2xl rounded-none sm:rounded-l-box'
            : 'max-w-lg',
        )}
      >
        <div className="mb-4 flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square -mr-2 -mt-1"
            aria-label={inventoryText.t('close')}
            onClick={close}
            disabled={busy}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
      <div className="modal-backdrop" aria-hidden="true" onClick={close} />
    </div>,
    document.body,
  );
}
