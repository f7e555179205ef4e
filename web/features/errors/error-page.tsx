import type { LucideIcon } from 'lucide-react';
import { Badge } from '@/shared/ui/badge';
import { ErrorButtons } from './error-buttons';
import { errorPageDashboard } from './dashboard-target';
import { useText } from '@/shared/i18n/react';
import { errorsText } from './i18n';

export type ErrorPageProps = {
  code: string;
  title: string;
  message: string;
  showDashboard?: boolean;
  showBack?: boolean;
  showRefresh?: boolean;
  /** Defaults to the stored user's dashboard, or '/' (docs/product/web-app.md: "on error pages: /"). */
  dashboardPath?: string;
  icon?: LucideIcon;
  /** Technical text (an exception message) tucked behind a disclosure, for support requests. */
  details?: string;
};

/** Client errors read as a warning, maintenance as information, everything else as danger. */
function badgeVariant(code: string) {
  if (code === '503') return 'info' as const;
  return /^4\d\d$/.test(code) ? ('warning' as const) : ('danger' as const);
}

/** The frame every error page of docs/product/web-app.md shares: code badge, title, message and the three buttons. */
export function ErrorPage({
  code,
  title,
  message,
  showDashboard = true,
  showBack = true,
  showRefresh = true,
  dashboardPath,
  icon: Icon,
  details,
}: ErrorPageProps) {
  const t = useText(errorsText);
  return (
    <div className="flex min-h-dvh items-center justify-center px-4 py-16">
      <section aria-labelledby="error-title" className="w-full max-w-xl text-center">
        {Icon && (
          <span className="mx-auto mb-6 flex size-20 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Icon aria-hidden="true" className="size-10" />
          </span>
        )}
        <p className="mb-4">
          <span className="sr-only">{t('errorCode')} </span>
          <Badge variant={badgeVariant(code)} size="lg">
            {code}
          </Badge>
        </p>
        <h1 id="error-title" className="text-3xl font-bold sm:text-4xl">
          {title}
        </h1>
        <p className="mt-4 text-lg text-base-content/75">{message}</p>
        {details && (
          <details className="mx-auto mt-4 max-w-md text-left text-sm">
            <summary className="cursor-pointer text-base-content/60">{t('technicalDetails')}</summary>
            <pre className="mt-2 overflow-x-auto rounded-box bg-base-200 p-3 whitespace-pre-wrap">
              {details}
            </pre>
          </details>
        )}
        <ErrorButtons
          dashboardPath={dashboardPath ?? errorPageDashboard()}
          showDashboard={showDashboard}
          showBack={showBack}
          showRefresh={showRefresh}
        />
      </section>
    </div>
  );
}
