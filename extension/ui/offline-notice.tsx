import { extensionText } from '@/extension/i18n';
// The lists (or an item's details) on screen are the last ones the server gave.
export function OfflineNotice({ kind = 'lists' }: { kind?: 'lists' | 'details' }) {
  return (
    <div role="status" className="alert alert-warning py-1 text-xs">
      {kind === 'details' ? extensionText.t('offlineDetails') : extensionText.t('offlineLists')}
    </div>
  );
}
