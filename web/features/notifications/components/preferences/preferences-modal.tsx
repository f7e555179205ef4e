// SPEC §2.9, §4 and §8: Notification Preferences, loading then loaded; Error Loading Preferences with Try Again;
// a saved toast; and when the server cannot be reached the change is kept on this device, the local-saved
// message shows, and the modal closes after 3 seconds (docs/decisions/006).
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { Channels, Preference } from '@/shared/contracts/notifications';
import { LOCAL_SAVE_CLOSE_DELAY_MS, PREFERENCE_MESSAGES } from '@/shared/notifications/preferences-offline';
import { Spinner } from '@/shared/ui/spinner';
import { useSession } from '@/web/app/session';
import { FormAlert } from '@/web/components/form/form-alert';
import { usePreferences } from '../../hooks/use-preferences';
import { Modal } from '../modal';
import { PreferencesTable } from './preferences-table';

type Status = 'idle' | 'saving' | 'kept';

export function PreferencesModal({ onClose }: { onClose: () => void }) {
  const { user } = useSession();
  const { query, save } = usePreferences(user?.id ?? 'anonymous');
  const [draft, setDraft] = useState<Preference[] | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  const rows = draft ?? query.data?.preferences ?? null;

  useEffect(() => {
    if (status !== 'kept') return;
    const timer = setTimeout(onClose, LOCAL_SAVE_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, onClose]);

  const toggle = (type: Preference['type'], channel: keyof Channels, on: boolean) => {
    setError(null);
    setDraft(
      (rows ?? []).map((p) => (p.type === type ? { ...p, channels: { ...p.channels, [channel]: on } } : p)),
    );
  };

  const submit = async () => {
    if (!rows) return;
    setStatus('saving');
    setError(null);
    const outcome = await save(rows.map((p) => ({ type: p.type, channels: p.channels })));
    if (outcome.kind === 'saved') {
      toast.success(outcome.message || PREFERENCE_MESSAGES.saved);
      onClose();
    } else if (outcome.kind === 'kept') {
      setStatus('kept');
    } else {
      setStatus('idle');
      setError(PREFERENCE_MESSAGES.failed);
    }
  };

  const busy = status !== 'idle';
  return (
    <Modal
      title="Notification Preferences"
      size="lg"
      onClose={onClose}
      footer={
        rows && (
          <>
            <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
              {status === 'kept' ? 'Close' : 'Cancel'}
            </button>
            <button type="button" className="btn btn-primary btn-sm" onClick={submit} disabled={busy}>
              {status === 'saving' && (
                <span className="loading loading-spinner loading-xs" aria-hidden="true" />
              )}
              Save preferences
            </button>
          </>
        )
      }
    >
      <p className="mb-3 text-sm text-base-content/70">
        Choose how each kind of notification reaches you. You always see them here in the app.
      </p>
      {query.isPending || (query.isError && query.isFetching) ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading preferences" />
        </div>
      ) : !rows ? (
        <div role="alert" className="rounded-box bg-error/10 p-4 text-error">
          <p className="font-semibold">{PREFERENCE_MESSAGES.loadError}</p>
          <p className="mt-1 text-sm">{query.error?.message}</p>
          <button
            type="button"
            className="btn btn-sm btn-outline btn-error mt-3"
            onClick={() => void query.refetch()}
          >
            Try Again
          </button>
        </div>
      ) : (
        <div className="space-y-3">
          {query.data?.local && status !== 'kept' && (
            <FormAlert kind="info">{PREFERENCE_MESSAGES.localNotice}</FormAlert>
          )}
          {status === 'kept' && (
            <>
              <FormAlert kind="error">{PREFERENCE_MESSAGES.unreachable}</FormAlert>
              <FormAlert kind="success">{PREFERENCE_MESSAGES.savedLocally}</FormAlert>
            </>
          )}
          {error && <FormAlert kind="error">{error}</FormAlert>}
          <div className="overflow-x-auto">
            <PreferencesTable preferences={rows} disabled={busy} onToggle={toggle} />
          </div>
        </div>
      )}
    </Modal>
  );
}
