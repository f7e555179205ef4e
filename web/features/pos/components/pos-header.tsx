// The till's header: the farm, whether it is online, how many sales wait in the queue (with Send now) and how many
// need attention, and a note when prices come from the device's kept copy.
import { CloudOff } from 'lucide-react';
import { posText } from '../i18n';

interface PosHeaderProps {
  farmName: string;
  online: boolean;
  fromDevice: boolean;
  waiting: number;
  attention: number;
  sentCount: number;
  onSendNow: () => void;
}

export function PosHeader({
  farmName,
  online,
  fromDevice,
  waiting,
  attention,
  sentCount,
  onSendNow,
}: PosHeaderProps) {
  return (
    <header className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{posText.t('pointOfSale')}</h1>
        <span className="text-base-content/70">{farmName}</span>
        <span className="grow" />
        {!online && (
          <span className="badge badge-warning badge-lg gap-1">
            <CloudOff className="h-4 w-4" aria-hidden="true" />
            {posText.t('offline')}
          </span>
        )}
        {waiting > 0 && (
          <span className="flex items-center gap-2">
            <span className="badge badge-info badge-lg" data-testid="pos-queued">
              {posText.t('queuedCount', { count: waiting })}
            </span>
            {online && (
              <button type="button" className="btn btn-sm min-h-11" onClick={onSendNow}>
                {posText.t('sendQueuedNow')}
              </button>
            )}
          </span>
        )}
        {attention > 0 && (
          <span className="badge badge-error badge-lg">
            {posText.t('needsAttentionCount', { count: attention })}
          </span>
        )}
      </div>
      <div aria-live="polite" className="text-sm">
        {!online && <p>{posText.t('offlineHint')}</p>}
        {online && fromDevice && <p>{posText.t('fromDevice')}</p>}
        {sentCount > 0 && <p data-testid="pos-sent">{posText.t('sentFromQueue', { count: sentCount })}</p>}
      </div>
    </header>
  );
}
