// The frame of every report page (docs/product/reports.md): title, the period and farm pickers, what the figures
// cover (days, farms, farms left out for their currency), and the report's own charts and tables once loaded.
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ReportKind, ReportScope } from '@/shared/contracts/reports';
import { reportExportPath, reportParams } from '@/shared/api/reports';
import { formatDateTime } from '@/shared/i18n/format';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { ExportMenu } from '@/web/components/export-menu';
import { PageHeader } from '@/web/components/page-header';
import { ReportScheduleButton } from '@/web/components/report-schedule-button';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useReport } from '../hooks/use-report';
import { useReportQuery } from '../report-query';
import { reportsText } from '../i18n';
import { ReportToolbar } from './report-toolbar';

const t = reportsText.t;
const day = (iso: string) => formatDateTime(`${iso}T00:00:00`, { dateStyle: 'medium' });

export type Report<Figures> = Figures & { scope: ReportScope };

export interface ReportPageProps<Figures extends object> {
  kind: ReportKind;
  title: string;
  description?: string;
  farmId: string;
  figures: z.ZodType<Figures>;
  /** Beside the page's title, before the export menu: the farm switcher. */
  actions?: ReactNode;
  /** True when the period holds nothing to show: the page says so instead of empty charts. */
  isEmpty?: (report: Report<Figures>) => boolean;
  children: (report: Report<Figures>) => ReactNode;
}

function ScopeNote({ scope }: { scope: ReportScope }) {
  return (
    <div className="mb-4 text-sm text-base-content/70" data-testid="report-scope">
      <p>
        {t('covers', { from: day(scope.from), to: day(scope.to) })}
        {' · '}
        {t('coversFarms', { count: scope.farms.length, names: scope.farms.map((f) => f.name).join(', ') })}
      </p>
      {scope.left_out.length > 0 && (
        <p>{t('leftOut', { names: scope.left_out.map((f) => `${f.name} (${f.currency})`).join(', ') })}</p>
      )}
    </div>
  );
}

export function ReportPage<Figures extends object>({
  kind,
  title,
  description,
  farmId,
  figures,
  actions,
  isEmpty,
  children,
}: ReportPageProps<Figures>) {
  useDocumentTitle(title);
  const [query, setQuery] = useReportQuery();
  const report = useReport(farmId, kind, query, figures);
  const data = report.data;
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            {actions}
            <ExportMenu url={reportExportPath(farmId, kind)} query={reportParams(query)} fileLabel={title} />
            <ReportScheduleButton farmId={farmId} report={kind} scope={query.scope} />
          </>
        }
      />
      <ReportToolbar farmId={farmId} query={query} onChange={setQuery} />
      {report.isError && <ErrorState message={report.error.message} onRetry={() => void report.refetch()} />}
      {!data && report.isLoading && <LoadingState label={t('loadingReport')} />}
      {data && (
        <div
          className={report.isFetching ? 'opacity-70 transition-opacity' : undefined}
          aria-busy={report.isFetching}
        >
          <ScopeNote scope={data.scope} />
          {isEmpty?.(data) ? (
            <EmptyState title={t('nothingYet')}>{t('nothingYetHint')}</EmptyState>
          ) : (
            <div className="space-y-6">{children(data)}</div>
          )}
        </div>
      )}
    </>
  );
}
