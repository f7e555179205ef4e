// /farmer/reports/financial (docs/product/reports.md "Financial report"): the period's income, expenses and profit;
// income against expenses by month, profit and the cash balance by month, expenses by category (each chart with
// the same numbers in a table beside it), profit and loss by category and month, cash flow, and budget against
// actual. Charts come from the kit the route provides; without one the tables carry every figure.
import type { ReactNode } from 'react';
import { FinancialReportSchema, type FinancialReport } from '@/shared/contracts/reports-financial';
import { formatMoney } from '@/shared/settings/format';
import { shortAmount, useChartKit } from '@/web/lib/chart-kit';
import { ReportPage, type Report } from '../../components/report-page';
import { ReportTable } from '../../components/report-table';
import { categoryName } from '../category-names';
import { financialReportText } from '../i18n';
import { monthLabel } from '../month-label';
import { BudgetTables, CashFlowTable, ProfitAndLossTable } from './financial-tables';

const t = financialReportText.t;
// The charts' fields and colours (not text people read).
const LABEL = 'label';
const INCOME = { key: 'income_minor', color: '#2f855a' };
const EXPENSE = { key: 'expense_minor', color: '#c05621' };
const PROFIT = { key: 'profit_minor', color: '#2b6cb0' };
const BALANCE = { key: 'closing_minor', color: '#6b46c1' };

export interface FinancialReportPageProps {
  farmId: string;
  actions?: ReactNode;
  /** A fixed chart width (tests, print); the charts fill their cards otherwise. */
  chartWidth?: number;
}

const isEmpty = (r: Report<FinancialReport>) =>
  r.income_minor === 0 && r.expense_minor === 0 && r.budgets.length === 0;

export function FinancialReportPage({ farmId, actions, chartWidth }: FinancialReportPageProps) {
  return (
    <ReportPage
      kind="financial"
      title={t('title')}
      description={t('description')}
      farmId={farmId}
      figures={FinancialReportSchema}
      actions={actions}
      isEmpty={isEmpty}
    >
      {(report) => <FinancialView report={report} chartWidth={chartWidth} />}
    </ReportPage>
  );
}

function FinancialView({ report, chartWidth }: { report: Report<FinancialReport>; chartWidth?: number }) {
  const charts = useChartKit();
  const money = (minor: number) => formatMoney(minor, report.scope.currency);
  const months = report.months.map((m) => ({ ...m, label: monthLabel(m.month) }));
  const balances = report.cash_flow.map((c, i) => ({
    label: monthLabel(c.month),
    profit_minor: report.months[i]?.profit_minor ?? 0,
    closing_minor: c.closing_minor,
  }));
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure label={t('income')} value={money(report.income_minor)} />
        <Figure label={t('expenses')} value={money(report.expense_minor)} />
        <Figure
          label={report.profit_minor < 0 ? t('loss') : t('profit')}
          value={money(report.profit_minor)}
          tone={report.profit_minor < 0 ? 'text-error' : 'text-success'}
        />
      </div>
      <Section title={t('incomeVsExpenses')}>
        {charts && (
          <charts.Bar
            label={t('incomeVsExpenses')}
            width={chartWidth}
            data={months}
            category={LABEL}
            series={[
              { ...INCOME, name: t('income') },
              { ...EXPENSE, name: t('expenses') },
            ]}
            format={money}
            formatAxis={shortAmount}
          />
        )}
        <ReportTable
          caption={t('incomeVsExpenses')}
          rows={months}
          rowKey={(m) => m.month}
          columns={[
            { header: t('month'), cell: (m) => m.label },
            { header: t('income'), cell: (m) => money(m.income_minor), numeric: true },
            { header: t('expenses'), cell: (m) => money(m.expense_minor), numeric: true },
            { header: t('profit'), cell: (m) => money(m.profit_minor), numeric: true },
          ]}
          footer={[
            t('total'),
            money(report.income_minor),
            money(report.expense_minor),
            money(report.profit_minor),
          ]}
        />
      </Section>
      <Section title={t('profitAndCash')}>
        {charts && (
          <charts.Line
            label={t('profitAndCash')}
            width={chartWidth}
            data={balances}
            category={LABEL}
            series={[
              { ...PROFIT, name: t('profit') },
              { ...BALANCE, name: t('cashBalance') },
            ]}
            format={money}
            formatAxis={shortAmount}
          />
        )}
        <CashFlowTable report={report} money={money} />
      </Section>
      <Section title={t('expensesByCategory')}>
        {report.expense_categories.length === 0 ? (
          <p className="opacity-70">{t('noExpenses')}</p>
        ) : (
          charts && (
            <charts.Pie
              label={t('expensesByCategory')}
              width={chartWidth}
              data={report.expense_categories.map((c) => ({
                name: categoryName(c.category),
                value: c.total_minor,
              }))}
              format={money}
            />
          )
        )}
        <ProfitAndLossTable report={report} money={money} />
      </Section>
      <Section title={t('budgets')}>
        <BudgetTables report={report} money={money} />
      </Section>
    </>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="stat rounded-box bg-base-100 shadow-sm">
      <div className="stat-title">{label}</div>
      <div className={`stat-value text-xl ${tone ?? ''}`}>{value}</div>
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
