// The preferences editor shared by the bell's modal and Settings › Notifications (docs/product/notifications.md): choices
// drafted locally, one save, and the outcomes of docs/decisions/006 (saved, kept on this device, failed).
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Channels, Preference } from '@/shared/contracts/notifications';
import { PREFERENCE_MESSAGES, savedMessage } from '@/shared/notifications/preferences-offline';
import { localizeMessage } from '@/shared/i18n/messages';
import { Spinner } from '@/shared/ui/spinner';
import { useSession } from '@/web/lib/session';
import { FormAlert } from '@/web/components/form/form-alert';
import { usePreferences } from '../../hooks/use-preferences';
import { PreferencesTable } from './preferences-table';
import { notificationsText } from '@/web/features/notifications/i18n';

export type EditorStatus = 'idle' | 'saving' | 'kept';

export function usePreferencesEditor({ onSaved }: { onSaved: () => void }) {
  const { user } = useSession();
  const { query, save } = usePreferences(user?.id ?? 'anonymous');
  const [draft, setDraft] = useState<Preference[] | null>(null);
  const [status, setStatus] = useState<EditorStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const rows = draft ?? query.data?.preferences ?? null;

  const toggle = (type: Preference['type'], channel: keyof Channels, on: boolean) => {
    setError(null);
    if (status === 'kept') setStatus('idle');
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
      toast.success(localizeMessage(savedMessage(outcome.message)));
      setStatus('idle');
      onSaved();
    } else if (outcome.kind === 'kept') {
      setStatus('kept');
    } else {
      setStatus('idle');
      setError(PREFERENCE_MESSAGES.failed);
    }
  };

  return { query, rows, status, error, busy: status !== 'idle', toggle, submit };
}

export type PreferencesEditor = ReturnType<typeof usePreferencesEditor>;

/** Loading, the load error with Try Again, the outcome messages and the table. */
export function PreferencesEditorBody({ editor }: { editor: PreferencesEditor }) {
  const { query, rows, status, error, busy, toggle } = editor;
  if (query.isPending || (query.isError && query.isFetching)) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={notificationsText.t('loadingPreferences')} />
      </div>
    );
  }
  if (!rows) {
    return (
      <div role="alert" className="rounded-box bg-error/10 p-4 text-error">
        <p className="font-semibold">{PREFERENCE_MESSAGES.loadError}</p>
        <p className="mt-1 text-sm">{localizeMessage(query.error?.message)}</p>
        <button
          type="button"
          className="btn btn-sm btn-outline btn-error mt-3"
          onClick={() => void query.refetch()}
        >
          {notificationsText.t('tryAgain')}
        </button>
      </div>
    );
  }
  return (
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
  );
}

export function SavePreferencesButton({ editor }: { editor: PreferencesEditor }) {
  return (
    <button type="button" className="btn btn-primary btn-sm" onClick={editor.submit} disabled={editor.busy}>
      {editor.status === 'saving' && (
        <span className="loading loading-spinner loading-xs" aria-hidden="true" />
      )}
      {notificationsText.t('savePreferences')}
    </button>
  );
}
