import { notificationsText } from '../i18n';
import { Modal } from './modal';

/** Asks before something that cannot be undone (deleting a notification). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      title={title}
      size="sm"
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
            {notificationsText.t('cancel')}
          </button>
          <button type="button" className="btn btn-error btn-sm" onClick={onConfirm} disabled={busy}>
            {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
