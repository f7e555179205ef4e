// /farmer/reports/sales (docs/product/reports.md "Sales report"): the period's sales and the money received and
// refunded, revenue by day or month, by product, by payment method, by customer (walk-in buyers apart), returns
// and refunds, and the unpaid invoices by age. Each chart has a table with the same numbers; without a chart kit
// the tables carry every figure.
import type { ReactNode } from 'react';
import { SalesReportSchema, type SalesReport } from '@/shared/contracts/reports-sales';
import { formatMoney } from '@/shared/settings/format';
import { shortAmount, useChartKit } from '@/web/lib/chart-kit';
import { ReportPage, type Report } from '../../components/report-page';
import { ReportTable } from '../../components/report-table';
import { bucketLabel, dayLabel } from '../bucket-label';
import { salesReportText, type SalesReportTextKey } from '../i18n';
import { AgingTables, CustomerTable, ProductTable } from './sales-report-tables';

const t = salesReportText.t;
// The charts' fields and colours (not text people read).
const LABEL = 'label';
const REVENUE = { key: 'revenue_minor', color: '#2f855a' };
const REFUNDS = { key: 'refunds_minor', color: '#c05621' };
const OWED = { key: 'owed_minor', color: '#c53030' };
const SIDEWAYS = 'vertical';

const methodName = (method: string) => t(`method_${method}` as SalesReportTextKey);
const agingName = (bucket: string) => t(`aging_${bucket}` as SalesReportTextKey);

export interface SalesReportPageProps {
  farmId: string;
  actions?: ReactNode;
  /** A fixed chart width (tests, print); the charts fill their cards otherwise. */
  chartWidth?: number;
}

const isEmpty = (r: Report<SalesReport>) =>
  r.totals.sales === 0 &&
  r.totals.paid_minor === 0 &&
  r.totals.refunds_minor === 0 &&
  r.aging.buckets.every((b) => b.invoices === 0);

export function SalesReportPage({ farmId, actions, chartWidth }: SalesReportPageProps) {
  return (
    <ReportPage
      kind="sales"
      title={t('title')}
      description={t('description')}
      farmId={farmId}
      figures={SalesReportSchema}
      actions={actions}
      isEmpty={isEmpty}
    >
      {(report) => <SalesView report={report} chartWidth={chartWidth} />}
    </ReportPage>
  );
}

function SalesView({ report, chartWidth }: { report: Report<SalesReport>; chartWidth?: number }) {
  const charts = useChartKit();
  const money = (minor: number) => formatMoney(minor, report.scope.currency);
  const series = report.series.map((r) => ({ ...r, label: bucketLabel(r.bucket, report.bucket) }));
  const products = report.by_product.map((r) => ({ label: r.name, revenue_minor: r.revenue_minor }));
  const methods = report.by_method.filter((r) => r.paid_minor > 0);
  const aging = report.aging.buckets.map((r) => ({ ...r, label: agingName(r.bucket) }));
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label={t('sales')} value={String(report.totals.sales)} />
        <Figure label={t('revenue')} value={money(report.totals.revenue_minor)} />
        <Figure label={t('received')} value={money(report.totals.paid_minor)} />
        <Figure label={t('refunds')} value={money(report.totals.refunds_minor)} />
      </div>
      <p className="text-sm opacity-70">{t('revenueNote')}</p>
      <Section title={t('overTime')}>
        {charts && (
          <charts.Bar
            label={t('overTime')}
            width={chartWidth}
            data={series}
            category={LABEL}
            series={[
              { ...REVENUE, name: t('revenue') },
              { ...REFUNDS, name: t('refunds') },
            ]}
            format={money}
            formatAxis={shortAmount}
          />
        )}
        <ReportTable
          caption={t('overTime')}
          rows={series.filter((r) => r.sales > 0 || r.refunds_minor > 0)}
          rowKey={(r) => r.bucket}
          columns={[
            { header: t(report.bucket), cell: (r) => r.label },
            { header: t('sales'), cell: (r) => r.sales, numeric: true },
            { header: t('revenue'), cell: (r) => money(r.revenue_minor), numeric: true },
            { header: t('refunds'), cell: (r) => money(r.refunds_minor), numeric: true },
          ]}
          footer={[
            t('total'),
            report.totals.sales,
            money(report.totals.revenue_minor),
            money(report.totals.refunds_minor),
          ]}
        />
      </Section>
      <Section title={t('byProduct')}>
        {charts && products.length > 0 && (
          <charts.Bar
            label={t('byProduct')}
            width={chartWidth}
            data={products}
            category={LABEL}
            layout={SIDEWAYS}
            series={[{ ...REVENUE, name: t('revenue') }]}
            format={money}
            formatAxis={shortAmount}
          />
        )}
        <ProductTable report={report} money={money} />
      </Section>
      <Section title={t('byMethod')}>
        {charts && methods.length > 0 && (
          <charts.Pie
            label={t('byMethod')}
            width={chartWidth}
            data={methods.map((r) => ({ name: methodName(r.method), value: r.paid_minor }))}
            format={money}
          />
        )}
        <ReportTable
          caption={t('byMethod')}
          rows={report.by_method}
          rowKey={(r) => r.method}
          columns={[
            { header: t('method'), cell: (r) => methodName(r.method) },
            { header: t('received'), cell: (r) => money(r.paid_minor), numeric: true },
            { header: t('refunded'), cell: (r) => money(r.refunded_minor), numeric: true },
          ]}
          footer={[t('total'), money(report.totals.paid_minor), money(report.totals.refunds_minor)]}
        />
      </Section>
      <Section title={t('byCustomer')}>
        <CustomerTable report={report} money={money} />
      </Section>
      <Section title={t('returns')}>
        <p>
          {t('returnsNote', {
            returns: report.refunds.returns,
            refunds: report.refunds.refunds,
            amount: money(report.refunds.amount_minor),
          })}
        </p>
      </Section>
      <Section title={t('aging')}>
        <p className="text-sm opacity-70">{t('agingNote', { date: dayLabel(report.aging.as_of) })}</p>
        {charts && aging.some((r) => r.invoices > 0) && (
          <charts.Bar
            label={t('aging')}
            width={chartWidth}
            data={aging}
            category={LABEL}
            series={[{ ...OWED, name: t('owed') }]}
            format={money}
            formatAxis={shortAmount}
          />
        )}
        <AgingTables report={report} money={money} />
      </Section>
    </>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="stat rounded-box bg-base-100 shadow-sm">
      <div className="stat-title">{label}</div>
      <div className="stat-value text-xl">{value}</div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
