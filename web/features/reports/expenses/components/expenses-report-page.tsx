// /farmer/reports/expenses (docs/product/reports.md "Expenses report"): the period's expenses by category (pie),
// by supplier and by crop (bars), by field and by month, each with a table of counts and totals; expenses without
// a supplier, crop or field are a row of their own ("No supplier", "Not for a crop"), so every table adds up to the
// same total. Charts come from the kit the route provides; without one the tables carry every figure.
import type { ReactNode } from 'react';
import {
  ExpensesReportSchema,
  type ExpenseGroup,
  type ExpensesReport,
} from '@/shared/contracts/reports-expenses';
import { formatNumber } from '@/shared/i18n/format';
import { formatMoney } from '@/shared/settings/format';
import { shortAmount, useChartKit } from '@/web/lib/chart-kit';
import { ReportPage, type Report } from '../../components/report-page';
import { ReportTable } from '../../components/report-table';
import { categoryName } from '../../financial/category-names';
import { monthLabel } from '../../financial/month-label';
import { expensesReportText, type ExpensesReportTextKey } from '../i18n';

const t = expensesReportText.t;
// The charts' fields, colours and layout (not text people read).
const LABEL = 'label';
const AMOUNT = { key: 'total_minor', color: '#c05621' };
const SIDEWAYS = 'vertical';
const NO_ID = '-';
/** Bars shown at most in a chart; the table lists every group. */
const BARS = 10;
/** Sideways bars keep one thickness whatever their number: the axis and legend, then 36 px a bar. */
const barsHeight = (bars: number) => 80 + 36 * bars;

export interface ExpensesReportPageProps {
  farmId: string;
  actions?: ReactNode;
  chartWidth?: number;
}

export function ExpensesReportPage({ farmId, actions, chartWidth }: ExpensesReportPageProps) {
  return (
    <ReportPage
      kind="expenses"
      title={t('title')}
      description={t('description')}
      farmId={farmId}
      figures={ExpensesReportSchema}
      actions={actions}
      isEmpty={(r) => r.count === 0}
    >
      {(report) => <ExpensesView report={report} chartWidth={chartWidth} />}
    </ReportPage>
  );
}

interface Breakdown {
  title: ExpensesReportTextKey;
  header: ExpensesReportTextKey;
  groups: ExpenseGroup[];
  unassigned: ExpensesReportTextKey;
  chart?: 'pie' | 'bar';
  translate?: boolean;
}

function ExpensesView({ report, chartWidth }: { report: Report<ExpensesReport>; chartWidth?: number }) {
  const charts = useChartKit();
  const money = (minor: number) => formatMoney(minor, report.scope.currency);
  const share = (minor: number) =>
    formatNumber(report.total_minor > 0 ? minor / report.total_minor : 0, {
      style: 'percent',
      maximumFractionDigits: 1,
    });
  const breakdowns: Breakdown[] = [
    {
      title: 'byCategory',
      header: 'category',
      groups: report.by_category,
      unassigned: 'category',
      chart: 'pie',
      translate: true,
    },
    {
      title: 'bySupplier',
      header: 'supplier',
      groups: report.by_supplier,
      unassigned: 'noSupplier',
      chart: 'bar',
    },
    { title: 'byCrop', header: 'crop', groups: report.by_crop, unassigned: 'noCrop', chart: 'bar' },
    { title: 'byField', header: 'field', groups: report.by_field, unassigned: 'noField' },
  ];
  const nameOf = (b: Breakdown, g: ExpenseGroup) =>
    g.name === null ? t(b.unassigned) : b.translate ? categoryName(g.name) : g.name;
  const months = report.months.map((m) => ({ ...m, label: monthLabel(m.month) }));
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure label={t('total')} value={money(report.total_minor)} />
        <Figure label={t('count')} value={formatNumber(report.count)} />
        <Figure label={t('tax')} value={money(report.tax_minor)} />
      </div>
      {breakdowns.map((b) => {
        const named = b.groups.map((g) => ({ ...g, label: nameOf(b, g) }));
        return (
          <section key={b.title} className="space-y-3">
            <h2 className="text-lg font-semibold">{t(b.title)}</h2>
            {charts && b.chart === 'pie' && (
              <charts.Pie
                label={t(b.title)}
                width={chartWidth}
                data={named.map((g) => ({ name: g.label, value: g.total_minor }))}
                format={money}
              />
            )}
            {charts && b.chart === 'bar' && (
              <charts.Bar
                label={t(b.title)}
                width={chartWidth}
                height={barsHeight(Math.min(named.length, BARS))}
                data={named.slice(0, BARS).map((g) => ({ label: g.label, total_minor: g.total_minor }))}
                category={LABEL}
                series={[{ ...AMOUNT, name: t('amount') }]}
                format={money}
                formatAxis={shortAmount}
                layout={SIDEWAYS}
              />
            )}
            <ReportTable
              caption={t(b.title)}
              rows={named}
              rowKey={(g) => g.id ?? NO_ID}
              columns={[
                { header: t(b.header), cell: (g) => g.label },
                { header: t('count'), cell: (g) => formatNumber(g.count), numeric: true },
                { header: t('amount'), cell: (g) => money(g.total_minor), numeric: true },
                { header: t('share'), cell: (g) => share(g.total_minor), numeric: true },
              ]}
              footer={[
                t('totalRow'),
                formatNumber(report.count),
                money(report.total_minor),
                share(report.total_minor),
              ]}
            />
          </section>
        );
      })}
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">{t('byMonth')}</h2>
        {charts && (
          <charts.Bar
            label={t('byMonth')}
            width={chartWidth}
            data={months.map((m) => ({ label: m.label, total_minor: m.total_minor }))}
            category={LABEL}
            series={[{ ...AMOUNT, name: t('amount') }]}
            format={money}
            formatAxis={shortAmount}
          />
        )}
        <ReportTable
          caption={t('byMonth')}
          rows={months}
          rowKey={(m) => m.month}
          columns={[
            { header: t('month'), cell: (m) => m.label },
            { header: t('count'), cell: (m) => formatNumber(m.count), numeric: true },
            { header: t('amount'), cell: (m) => money(m.total_minor), numeric: true },
          ]}
          footer={[t('totalRow'), formatNumber(report.count), money(report.total_minor)]}
        />
      </section>
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
