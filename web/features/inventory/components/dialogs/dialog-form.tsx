// The frame every stock dialog shares: the form, a red banner for a refused write (role=alert), and Cancel /
// submit buttons that are disabled while the write is in flight, so a double click never sends twice.
import type { FormEventHandler, ReactNode } from 'react';
import { FormAlert } from '@/web/components/form/form-alert';
import { Modal } from '../modal';
import { inventoryText } from '@/web/features/inventory/i18n';

export interface DialogFormProps {
  title: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  error: string | null;
  intro?: ReactNode;
  children: ReactNode;
  danger?: boolean;
}

export function DialogForm(props: DialogFormProps) {
  const { title, submitLabel, onClose, onSubmit, pending, error, intro, children, danger } = props;
  return (
    <Modal title={title} onClose={onClose} busy={pending}>
      <form onSubmit={onSubmit} noValidate className="grid gap-3">
        {intro && <div className="text-sm text-base-content/80">{intro}</div>}
        {error && <FormAlert kind="error">{error}</FormAlert>}
        {children}
        <div className="modal-action mt-2">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={pending}>
            {inventoryText.t('cancel')}
          </button>
          <button
            type="submit"
            className={danger ? 'btn btn-error' : 'btn btn-primary'}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
