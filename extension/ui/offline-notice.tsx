import { extensionText } from '@/extension/i18n';
// The lists on screen are the last ones the server gave.
export function OfflineNotice({ what = 'the last lists' }: { what?: string }) {
  return (
    <div role="status" className="alert alert-warning py-1 text-xs">
      {extensionText.t('offlineShowingWhatFromThe', { what: what })}
    </div>
  );
}
