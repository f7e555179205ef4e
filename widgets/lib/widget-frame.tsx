// The frame of every widget: theme (light or dark attribute), a heading, and the loading and error states. The
// error is shown inside the widget, in words, never as an empty box.
import type { ReactNode } from 'react';
import { useLanguage } from '@/shared/i18n/react';
import { Spinner } from '@/shared/ui/spinner';
import type { WidgetError } from './widget-api';
import { widgetsText } from '@/widgets/i18n';

export function WidgetFrame({
  theme,
  title,
  actions,
  loading,
  error,
  onRetry,
  children,
}: {
  theme?: string;
  title: string;
  actions?: ReactNode;
  loading: boolean;
  error: WidgetError | null;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const language = useLanguage();
  return (
    <div
      className="farm-widget"
      data-theme={theme === 'dark' ? 'dark' : 'light'}
      lang={language}
      part="frame"
    >
      <div className="flex items-center gap-2 border-b border-base-300 px-4 py-2">
        <h2 className="flex-1 text-base font-semibold">{title}</h2>
        {actions}
      </div>
      {error ? (
        <div
          role="alert"
          className="m-4 rounded-box border border-error/40 bg-error/10 p-3 text-sm text-error"
        >
          <p>{error.describe()}</p>
          {onRetry && error.kind !== 'refused' && (
            <button type="button" className="btn btn-xs btn-outline btn-error mt-2" onClick={onRetry}>
              {widgetsText.t('tryAgain')}
            </button>
          )}
        </div>
      ) : loading ? (
        <div className="flex justify-center py-10">
          <Spinner label={widgetsText.t('loadingTitle', { title: title.toLowerCase() })} />
        </div>
      ) : (
        children
      )}
    </div>
  );
}
