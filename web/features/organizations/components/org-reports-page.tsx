// /organization/reports (docs/product/organizations.md "Reports"): the sharing farms' figures for a period side
// by side, a bar chart of the farms' money per currency (when the route hands in the chart kit), the totals per
// currency, and the same as a CSV, Excel or PDF file.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ORG_REPORT_EXPORT_PATH, orgReportParams, type OrgReportQuery } from '@/shared/api/organizations';
import { localizeApiMessage } from '@/shared/api/i18n';
import type { OrgReport } from '@/shared/contracts/organizations';
import { formatDateTime } from '@/shared/i18n/format';
import { paths } from '@/shared/routes/paths';
import { formatMoney } from '@/shared/settings/format';
import { ExportMenu } from '@/web/components/export-menu';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { shortAmount, useChartKit } from '@/web/lib/chart-kit';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useOrgReport } from '../hooks/use-org-report';
import { organizationsText } from '../i18n';
import { OrgComparisonTable, OrgCurrencyTable } from './org-report-tables';
import { OrgReportPeriod } from './org-report-period';

const t = organizationsText.t;
// Field names of the chart's rows, not text people see.
const FARM_FIELD = 'farm';
const SERIES = ['income', 'expenses', 'profit'] as const;
const FILE_LABEL = 'organization-report';
const day = (iso: string) => formatDateTime(`${iso}T00:00:00`, { dateStyle: 'medium' });

/** One chart per currency: farms in two currencies are never drawn against one axis. */
function MoneyCharts({ report }: { report: OrgReport }) {
  const kit = useChartKit();
  if (!kit) return null;
  return (
    <>
      {report.currencies.map(({ currency }) => (
        <kit.Bar
          key={currency}
          label={t('moneyChart', { currency })}
          height={260}
          category={FARM_FIELD}
          data={report.farms
            .filter((farm) => farm.currency === currency && farm.money_summary)
            .map((farm) => ({
              farm: farm.farm_name,
              income: farm.money_summary!.income_minor,
              expenses: farm.money_summary!.expense_minor,
              profit: farm.money_summary!.profit_minor,
            }))}
          series={SERIES.map((key) => ({ key, name: t(key) }))}
          format={(minor) => formatMoney(minor, currency)}
          formatAxis={shortAmount}
        />
      ))}
    </>
  );
}

export function OrgReportsPage() {
  useDocumentTitle(t('organizationReports'));
  const [query, setQuery] = useState<OrgReportQuery>({ period: 'month' });
  const report = useOrgReport(query);
  const data = report.data;
  return (
    <>
      <PageHeader
        title={t('organizationReports')}
        description={t('reportsIntro')}
        actions={
          <ExportMenu url={ORG_REPORT_EXPORT_PATH} query={orgReportParams(query)} fileLabel={FILE_LABEL} />
        }
      />
      <OrgReportPeriod query={query} onChange={setQuery} />
      {report.isError && (
        <ErrorState
          message={localizeApiMessage(report.error.message)}
          onRetry={() => void report.refetch()}
        />
      )}
      {!data && report.isLoading && <LoadingState label={t('loadingReport')} />}
      {data && (
        <div
          className={report.isFetching ? 'space-y-6 opacity-70' : 'space-y-6'}
          aria-busy={report.isFetching}
        >
          <p className="text-sm text-base-content/70">
            {t('reportCovers', { from: day(data.from), to: day(data.to), count: data.farms.length })}
          </p>
          {data.farms.length === 0 ? (
            <EmptyState title={t('noMemberFarms')}>
              <Link to={paths.org.dashboard} className="link">
                {t('noMemberFarmsHint')}
              </Link>
            </EmptyState>
          ) : (
            <>
              <section aria-labelledby="org-farms" className="space-y-3">
                <h2 id="org-farms" className="text-lg font-semibold">
                  {t('farmsSideBySide')}
                </h2>
                <p className="text-sm text-base-content/70">{t('stockIsToday')}</p>
                <OrgComparisonTable farms={data.farms} />
              </section>
              {data.currencies.length > 0 && (
                <section aria-labelledby="org-money" className="space-y-3">
                  <h2 id="org-money" className="text-lg font-semibold">
                    {t('moneyPerCurrency')}
                  </h2>
                  <MoneyCharts report={data} />
                  <OrgCurrencyTable totals={data.currencies} />
                </section>
              )}
            </>
          )}
        </div>
      )}
    </>
  );
}
