// Loading, error and empty states of the data screens. Errors always come with Retry and never with invented
// records in their place (docs/decisions/002).
import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { localizeMessage } from '@/shared/i18n/messages';
import { useLanguage } from '@/shared/i18n/react';
import { Spinner } from '@/shared/ui/spinner';
import { componentsText } from '@/web/components/i18n';

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12">
      <Spinner label={label} size="lg" />
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  useLanguage(); // the message is often the server's English, shown in the current language when known
  return (
    <div role="alert" className="alert alert-error alert-soft flex flex-wrap">
      <CircleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span className="flex-1">{localizeMessage(message)}</span>
      {onRetry && (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          {componentsText.t('retry')}
        </button>
      )}
    </div>
  );
}

export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-box border border-dashed border-base-300 bg-base-100 p-8 text-center">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children && <div className="mx-auto mt-2 max-w-md text-base-content/70">{children}</div>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
