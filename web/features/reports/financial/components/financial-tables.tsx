// The financial report's tables (docs/product/reports.md "Financial report"): profit and loss by category and
// month, cash flow month by month, and each budget plan's lines against what happened.
import type { FinancialCategory, FinancialReport } from '@/shared/contracts/reports-financial';
import { formatNumber } from '@/shared/i18n/format';
import type { Report } from '../../components/report-page';
import { ReportTable, type ReportColumn } from '../../components/report-table';
import { categoryName } from '../category-names';
import { financialReportText } from '../i18n';
import { monthLabel } from '../month-label';

const t = financialReportText.t;

interface TableProps {
  report: Report<FinancialReport>;
  money: (minor: number) => string;
}

interface PnlRow {
  key: string;
  name: string;
  amounts: number[];
  total: number;
  strong?: boolean;
}

export function ProfitAndLossTable({ report, money }: TableProps) {
  const rows = (prefix: string, list: FinancialCategory[]): PnlRow[] =>
    list.map((c) => ({
      key: `${prefix}:${c.category}`,
      name: categoryName(c.category),
      amounts: c.amounts_minor,
      total: c.total_minor,
    }));
  const line = (
    key: string,
    name: string,
    pick: (m: FinancialReport['months'][number]) => number,
    total: number,
  ) => ({
    key,
    name,
    amounts: report.months.map(pick),
    total,
    strong: true,
  });
  const all: PnlRow[] = [
    ...rows('in', report.income_categories),
    line('income', t('totalIncome'), (m) => m.income_minor, report.income_minor),
    ...rows('out', report.expense_categories),
    line('expenses', t('totalExpenses'), (m) => m.expense_minor, report.expense_minor),
    line('profit', t('profit'), (m) => m.profit_minor, report.profit_minor),
  ];
  const label = (row: PnlRow) => (row.strong ? <strong>{row.name}</strong> : row.name);
  const columns: ReportColumn<PnlRow>[] = [
    { header: t('category'), cell: label },
    ...report.months.map((m, i) => ({
      header: monthLabel(m.month),
      cell: (row: PnlRow) => money(row.amounts[i] ?? 0),
      numeric: true,
    })),
    { header: t('total'), cell: (row) => money(row.total), numeric: true },
  ];
  return <ReportTable caption={t('profitAndLoss')} rows={all} rowKey={(r) => r.key} columns={columns} />;
}

export function CashFlowTable({ report, money }: TableProps) {
  return (
    <ReportTable
      caption={t('cashFlow')}
      rows={report.cash_flow}
      rowKey={(c) => c.month}
      columns={[
        { header: t('month'), cell: (c) => monthLabel(c.month) },
        { header: t('opening'), cell: (c) => money(c.opening_minor), numeric: true },
        { header: t('moneyIn'), cell: (c) => money(c.in_minor), numeric: true },
        { header: t('moneyOut'), cell: (c) => money(c.out_minor), numeric: true },
        { header: t('closing'), cell: (c) => money(c.closing_minor), numeric: true },
      ]}
    />
  );
}

type BudgetLine = Report<FinancialReport>['budgets'][number]['lines'][number];

const lineName = (line: BudgetLine) =>
  line.kind === 'income'
    ? t('incomeLine')
    : line.kind === 'crop'
      ? t('cropLine', { name: line.subject ?? '' })
      : categoryName(line.subject ?? '');

export function BudgetTables({ report, money }: TableProps) {
  if (report.budgets.length === 0) return <p className="opacity-70">{t('noBudgets')}</p>;
  return (
    <>
      {report.budgets.map((plan) => (
        <ReportTable
          key={plan.plan_id}
          caption={t('planDates', {
            name: plan.plan_name,
            farm: plan.farm_name,
            from: plan.starts_on,
            to: plan.ends_on,
          })}
          rows={plan.lines}
          rowKey={(_, i) => i}
          columns={[
            { header: t('line'), cell: lineName },
            { header: t('planned'), cell: (l) => money(l.planned_minor), numeric: true },
            { header: t('actual'), cell: (l) => money(l.actual_minor), numeric: true },
            {
              header: t('difference'),
              cell: (l) => (
                <span className={l.kind !== 'income' && l.difference_minor < 0 ? 'text-error' : undefined}>
                  {money(l.difference_minor)}
                </span>
              ),
              numeric: true,
            },
            {
              header: t('used'),
              cell: (l) => formatNumber(l.used_percent / 100, { style: 'percent', maximumFractionDigits: 1 }),
              numeric: true,
            },
          ]}
        />
      ))}
    </>
  );
}
