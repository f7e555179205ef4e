// docs/product/notifications.md: Notification Preferences, loading then loaded; Error Loading Preferences with Try Again;
// a saved toast; and when the server cannot be reached the change is kept on this device, the local-saved
// message shows, and the modal closes after 3 seconds (docs/decisions/006).
import { useEffect } from 'react';
import { LOCAL_SAVE_CLOSE_DELAY_MS } from '@/shared/notifications/preferences-offline';
import { Modal } from '../modal';
import { PreferencesEditorBody, SavePreferencesButton, usePreferencesEditor } from './preferences-editor';
import { notificationsText } from '@/web/features/notifications/i18n';

export function PreferencesModal({ onClose }: { onClose: () => void }) {
  const editor = usePreferencesEditor({ onSaved: onClose });
  const { status, rows } = editor;

  useEffect(() => {
    if (status !== 'kept') return;
    const timer = setTimeout(onClose, LOCAL_SAVE_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, onClose]);

  return (
    <Modal
      title={notificationsText.t('notificationPreferences')}
      size="lg"
      onClose={onClose}
      footer={
        rows && (
          <>
            <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
              {status === 'kept' ? notificationsText.t('close') : notificationsText.t('cancel')}
            </button>
            <SavePreferencesButton editor={editor} />
          </>
        )
      }
    >
      <p className="mb-3 text-sm text-base-content/70">{notificationsText.t('chooseHowEachKindOf')}</p>
      <PreferencesEditorBody editor={editor} />
    </Modal>
  );
}
