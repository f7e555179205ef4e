// docs/product/inventory.md: a failed load shows its message with Retry. Retry asks the server again (no page reload) and the
// screen never falls back to invented records (docs/decisions/002 and 005).
import { CircleAlert, RefreshCw } from 'lucide-react';
import { inventoryText } from '@/web/features/inventory/i18n';

export function LoadError({
  message,
  detail,
  onRetry,
  retrying = false,
}: {
  message: string;
  detail?: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div role="alert" className="alert alert-error alert-soft flex flex-wrap items-center gap-3">
      <CircleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="grow">
        <p className="font-medium">{message}</p>
        {detail && <p className="text-sm opacity-80">{detail}</p>}
      </div>
      <button type="button" className="btn btn-sm" onClick={onRetry} disabled={retrying}>
        <RefreshCw className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
        {inventoryText.t('retry')}
      </button>
    </div>
  );
}
