// The financial report (docs/product/reports.md "Financial report"): profit and loss by month and by cash-book
// category, cash flow month by month, and budget against actual, for one farm or all the user's farms in the
// same currency. A year over a million entries reads only the rollups (financial-read.ts).
import { FinancialReportSchema, type FinancialCategory } from '@/shared/contracts/reports-financial';
import type { FinancialReport } from '@/shared/contracts/reports-financial';
import type { ReportScope } from '@/shared/contracts/reports';
import type { Language } from '@/shared/i18n/languages';
import type { ExportDocument } from '@/server/lib/exports/export-document';
import { monthsBetween } from '@/server/modules/finance-overview/overview-period';
import { defineReport, type ReportCtx } from '../report-definition';
import type { ResolvedScope } from '../report-scope';
import { budgetsAgainstActual } from './financial-budgets';
import { categoryNameIn } from './category-names';
import { balanceBefore, categoryMonths, monthTotals, type CategoryMonth } from './financial-read';
import { financialText, type FinancialTextKey } from './i18n';

/** The categories of one direction, biggest first, each with its amount in every month of the period. */
function categoriesOf(rows: CategoryMonth[], direction: string, months: string[]): FinancialCategory[] {
  const byName = new Map<string, number[]>();
  for (const row of rows) {
    if (row.direction !== direction) continue;
    const amounts = byName.get(row.category) ?? months.map(() => 0);
    const at = months.indexOf(row.month);
    amounts[at] = (amounts[at] ?? 0) + row.amount;
    byName.set(row.category, amounts);
  }
  return [...byName]
    .map(([category, amounts]) => ({
      category,
      amounts_minor: amounts,
      total_minor: amounts.reduce((s, a) => s + a, 0),
    }))
    .sort((a, b) => b.total_minor - a.total_minor || a.category.localeCompare(b.category));
}

export async function computeFinancial(ctx: ReportCtx, scope: ResolvedScope): Promise<FinancialReport> {
  const { farmIds, from, to } = scope;
  const monthKeys = monthsBetween(from, to);
  const totals = await monthTotals(ctx.db, farmIds, from, to);
  const categories = await categoryMonths(ctx.db, farmIds, from, to);
  let balance = await balanceBefore(ctx.db, farmIds, from);
  const budgets = await budgetsAgainstActual(ctx.db, scope.farms, from, to);

  const months = monthKeys.map((month) => {
    const m = totals.get(month) ?? { income: 0, expense: 0 };
    return { month, income_minor: m.income, expense_minor: m.expense, profit_minor: m.income - m.expense };
  });
  const cashFlow = months.map((m) => {
    const opening = balance;
    balance += m.profit_minor;
    return {
      month: m.month,
      opening_minor: opening,
      in_minor: m.income_minor,
      out_minor: m.expense_minor,
      closing_minor: balance,
    };
  });
  const income = months.reduce((s, m) => s + m.income_minor, 0);
  const expense = months.reduce((s, m) => s + m.expense_minor, 0);
  return {
    months,
    income_minor: income,
    expense_minor: expense,
    profit_minor: income - expense,
    income_categories: categoriesOf(categories, 'income', monthKeys),
    expense_categories: categoriesOf(categories, 'expense', monthKeys),
    cash_flow: cashFlow,
    budgets,
  };
}

export function financialDocument(
  figures: FinancialReport,
  scope: ReportScope,
  language: Language,
): ExportDocument {
  const t = (key: FinancialTextKey, values?: Record<string, string>) =>
    financialText.tIn(language, key, values);
  const monthColumns = figures.months.map((m) => ({ header: m.month, kind: 'money' as const }));
  const categoryRows = (section: string, list: FinancialCategory[]) =>
    list.map((c) => [section, categoryNameIn(language, c.category), ...c.amounts_minor, c.total_minor]);
  const lineName = (kind: string, subject: string | null) =>
    kind === 'income'
      ? t('incomeLine')
      : kind === 'crop'
        ? t('cropLine', { name: subject ?? '' })
        : categoryNameIn(language, subject ?? '');
  const profitAndLoss = [
    ...categoryRows(t('income'), figures.income_categories),
    ['', t('totalIncome'), ...figures.months.map((m) => m.income_minor), figures.income_minor],
    ...categoryRows(t('expenses'), figures.expense_categories),
    ['', t('totalExpenses'), ...figures.months.map((m) => m.expense_minor), figures.expense_minor],
    ['', t('profit'), ...figures.months.map((m) => m.profit_minor), figures.profit_minor],
  ];
  const cashFlow = figures.cash_flow.map((m) => [
    m.month,
    m.opening_minor,
    m.in_minor,
    m.out_minor,
    m.closing_minor,
  ]);
  const budget = figures.budgets.flatMap((plan) =>
    plan.lines.map((line) => [
      plan.plan_name,
      plan.farm_name,
      lineName(line.kind, line.subject),
      line.planned_minor,
      line.actual_minor,
      line.difference_minor,
      line.used_percent,
    ]),
  );
  return {
    fileName: `financial-report-${scope.from}-${scope.to}`,
    title: t('title'),
    subtitle: [
      t('farms', { names: scope.farms.map((f) => f.name).join(', ') }),
      t('period', { from: scope.from, to: scope.to }),
      t('generated', { when: scope.generated_at.slice(0, 16).replace('T', ' ') }),
    ],
    currency: scope.currency,
    language,
    rowCount: profitAndLoss.length + cashFlow.length + budget.length,
    tables: [
      {
        title: t('profitAndLoss'),
        columns: [
          { header: t('section'), kind: 'text' },
          { header: t('category'), kind: 'text' },
          ...monthColumns,
          { header: t('total'), kind: 'money' },
        ],
        rows: profitAndLoss,
      },
      {
        title: t('cashFlow'),
        columns: [
          { header: t('month'), kind: 'text' },
          { header: t('opening'), kind: 'money' },
          { header: t('moneyIn'), kind: 'money' },
          { header: t('moneyOut'), kind: 'money' },
          { header: t('closing'), kind: 'money' },
        ],
        rows: cashFlow,
      },
      {
        title: t('budget'),
        columns: [
          { header: t('plan'), kind: 'text' },
          { header: t('farm'), kind: 'text' },
          { header: t('line'), kind: 'text' },
          { header: t('planned'), kind: 'money' },
          { header: t('actual'), kind: 'money' },
          { header: t('difference'), kind: 'money' },
          { header: t('used'), kind: 'percent' },
        ],
        rows: budget,
      },
    ],
  };
}

export const financialReport = defineReport({
  kind: 'financial',
  schema: FinancialReportSchema,
  compute: computeFinancial,
  document: financialDocument,
});
