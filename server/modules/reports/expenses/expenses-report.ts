// The expenses report (docs/product/reports.md "Expenses report"): where the period's money went, by category,
// supplier, crop, field and month, with counts and totals; expenses without a supplier, crop or field are one row
// of their own so every breakdown adds up to the same total.
import {
  ExpensesReportSchema,
  type ExpenseGroup,
  type ExpensesReport,
} from '@/shared/contracts/reports-expenses';
import type { ReportScope } from '@/shared/contracts/reports';
import type { Language } from '@/shared/i18n/languages';
import type { ExportDocument, ExportTable } from '@/server/lib/exports/export-document';
import { monthsBetween } from '@/server/modules/finance-overview/overview-period';
import { defineReport, type ReportCtx } from '../report-definition';
import type { ResolvedScope } from '../report-scope';
import { categoryNameIn } from '../financial/category-names';
import { expenseGroups, type ExpenseDimension, type ExpenseGroupRow } from './expenses-read';
import { expensesReportText, type ExpensesReportTextKey } from './i18n';

/** Biggest first; the unassigned row last whatever its size, then by name. */
const byTotal = (a: ExpenseGroup, b: ExpenseGroup) =>
  Number(a.id === null) - Number(b.id === null) ||
  b.total_minor - a.total_minor ||
  (a.name ?? '').localeCompare(b.name ?? '');

function groupsOf(rows: ExpenseGroupRow[], dimension: ExpenseDimension): ExpenseGroup[] {
  return rows
    .filter((r) => r.dimension === dimension)
    .map((r) => ({ id: r.id, name: r.name, count: r.count, total_minor: r.total }))
    .sort(byTotal);
}

export async function computeExpenses(ctx: ReportCtx, scope: ResolvedScope): Promise<ExpensesReport> {
  const rows = await expenseGroups(ctx.db, scope.farmIds, scope.from, scope.to);
  const all = rows.find((r) => r.dimension === 'all');
  const months = new Map(rows.filter((r) => r.dimension === 'month').map((r) => [r.id, r]));
  return {
    count: all?.count ?? 0,
    total_minor: all?.total ?? 0,
    tax_minor: all?.tax ?? 0,
    by_category: groupsOf(rows, 'category'),
    by_supplier: groupsOf(rows, 'supplier'),
    by_crop: groupsOf(rows, 'crop'),
    by_field: groupsOf(rows, 'field'),
    months: monthsBetween(scope.from, scope.to).map((month) => ({
      month,
      count: months.get(month)?.count ?? 0,
      total_minor: months.get(month)?.total ?? 0,
    })),
  };
}

export function expensesDocument(
  figures: ExpensesReport,
  scope: ReportScope,
  language: Language,
): ExportDocument {
  const t = (key: ExpensesReportTextKey, values?: Record<string, string | number>) =>
    expensesReportText.tIn(language, key, values);
  const share = (total: number) =>
    figures.total_minor > 0 ? Math.round((total / figures.total_minor) * 1000) / 10 : 0;
  const table = (
    title: ExpensesReportTextKey,
    header: ExpensesReportTextKey,
    groups: ExpenseGroup[],
    unassigned: ExpensesReportTextKey,
    name: (text: string) => string = (text) => text,
  ): ExportTable => ({
    title: t(title),
    columns: [
      { header: t(header), kind: 'text' },
      { header: t('count'), kind: 'integer' },
      { header: t('amount'), kind: 'money' },
      { header: t('share'), kind: 'percent' },
    ],
    rows: groups.map((g) => [
      g.name === null ? t(unassigned) : name(g.name),
      g.count,
      g.total_minor,
      share(g.total_minor),
    ]),
  });
  const tables = [
    table('byCategory', 'category', figures.by_category, 'category', (text) =>
      categoryNameIn(language, text),
    ),
    table('bySupplier', 'supplier', figures.by_supplier, 'noSupplier'),
    table('byCrop', 'crop', figures.by_crop, 'noCrop'),
    table('byField', 'field', figures.by_field, 'noField'),
    {
      title: t('byMonth'),
      columns: [
        { header: t('month'), kind: 'text' as const },
        { header: t('count'), kind: 'integer' as const },
        { header: t('amount'), kind: 'money' as const },
      ],
      rows: figures.months.map((m) => [m.month, m.count, m.total_minor]),
    },
  ];
  return {
    fileName: `expenses-report-${scope.from}-${scope.to}`,
    title: t('title'),
    subtitle: [
      t('farms', { names: scope.farms.map((f) => f.name).join(', ') }),
      t('period', { from: scope.from, to: scope.to }),
      t('total', { count: figures.count }),
      t('generated', { when: scope.generated_at.slice(0, 16).replace('T', ' ') }),
    ],
    currency: scope.currency,
    language,
    rowCount:
      figures.by_category.length +
      figures.by_supplier.length +
      figures.by_crop.length +
      figures.by_field.length +
      figures.months.length,
    tables,
  };
}

export const expensesReport = defineReport({
  kind: 'expenses',
  schema: ExpensesReportSchema,
  compute: computeExpenses,
  document: expensesDocument,
});
