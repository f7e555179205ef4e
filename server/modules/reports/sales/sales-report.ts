// The sales report (docs/product/reports.md "Sales report"): what sold, to whom, how it was paid, when, what came
// back, and which invoices are still owed and for how long; as figures for the page and as tables for the CSV,
// Excel and PDF files, row for row the same.
import { SalesReportSchema, type SalesReport } from '@/shared/contracts/reports-sales';
import type { ReportScope } from '@/shared/contracts/reports';
import type { Language } from '@/shared/i18n/languages';
import type { ExportColumn, ExportDocument, ExportTable } from '@/server/lib/exports/export-document';
import { defineReport, type ReportCtx } from '../report-definition';
import type { ResolvedScope } from '../report-scope';
import { salesReportText, type SalesReportTextKey } from './i18n';
import { invoiceAging, salesByCustomer, salesByPeriod, salesByProduct } from './sales-report-read';

export async function computeSalesReport(ctx: ReportCtx, scope: ResolvedScope): Promise<SalesReport> {
  const [period, byProduct, customers, aging] = await Promise.all([
    salesByPeriod(ctx.db, scope),
    salesByProduct(ctx.db, scope),
    salesByCustomer(ctx.db, scope),
    invoiceAging(ctx.db, scope),
  ]);
  return { ...period, by_product: byProduct, ...customers, aging };
}

export function salesReportDocument(
  figures: SalesReport,
  scope: ReportScope,
  language: Language,
): ExportDocument {
  const t = (key: SalesReportTextKey, values?: Record<string, string | number>) =>
    salesReportText.tIn(language, key, values);
  const col = (key: SalesReportTextKey, kind: ExportColumn['kind']): ExportColumn => ({
    header: t(key),
    kind,
  });
  const f = figures;
  const tables: ExportTable[] = [
    {
      title: t('totalsTable'),
      columns: [col('colFigure', 'text'), col('colAmount', 'money')],
      rows: [
        [t('revenue'), f.totals.revenue_minor],
        [t('paid'), f.totals.paid_minor],
        [t('refunds'), f.totals.refunds_minor],
        [t('net'), f.totals.net_minor],
      ],
    },
    {
      title: t('productTable'),
      columns: [
        col('colProduct', 'text'),
        col('colUnit', 'text'),
        col('colSold', 'decimal'),
        col('colReturned', 'decimal'),
        col('colNet', 'decimal'),
        col('colRevenue', 'money'),
      ],
      rows: f.by_product.map((r) => [
        r.name,
        r.unit,
        r.quantity_sold,
        r.quantity_returned,
        r.quantity_net,
        r.revenue_minor,
      ]),
    },
    {
      title: t('customerTable'),
      columns: [
        col('colCustomer', 'text'),
        col('colSales', 'integer'),
        col('colRevenue', 'money'),
        col('colOwed', 'money'),
      ],
      rows: [
        ...f.by_customer.map((r) => [r.name, r.sales, r.revenue_minor, r.owed_minor]),
        [t('walkIn'), f.walk_in.sales, f.walk_in.revenue_minor, f.walk_in.owed_minor],
      ],
    },
    {
      title: t('methodTable'),
      columns: [col('colMethod', 'text'), col('colPaid', 'money'), col('colRefunded', 'money')],
      rows: [
        ...f.by_method.map((r) => [
          t(`method_${r.method}` as SalesReportTextKey),
          r.paid_minor,
          r.refunded_minor,
        ]),
        [t('total'), f.totals.paid_minor, f.totals.refunds_minor],
      ],
    },
    {
      title: t('seriesTable'),
      columns: [
        col(f.bucket === 'day' ? 'colDay' : 'colMonth', f.bucket === 'day' ? 'date' : 'text'),
        col('colSales', 'integer'),
        col('colRevenue', 'money'),
        col('colRefunds', 'money'),
      ],
      rows: [
        ...f.series.map((r) => [r.bucket, r.sales, r.revenue_minor, r.refunds_minor]),
        [t('total'), f.totals.sales, f.totals.revenue_minor, f.totals.refunds_minor],
      ],
    },
    {
      title: t('refundsTable'),
      columns: [col('colFigure', 'text'), col('colCount', 'integer'), col('colAmount', 'money')],
      rows: [
        [t('returns'), f.refunds.returns, null],
        [t('refundPayments'), f.refunds.refunds, f.refunds.amount_minor],
      ],
    },
    {
      title: t('agingTable'),
      columns: [col('colAge', 'text'), col('colInvoices', 'integer'), col('colOwed', 'money')],
      rows: [
        ...f.aging.buckets.map((r) => [
          t(`aging_${r.bucket}` as SalesReportTextKey),
          r.invoices,
          r.owed_minor,
        ]),
        [
          t('total'),
          f.aging.buckets.reduce((sum, r) => sum + r.invoices, 0),
          f.aging.buckets.reduce((sum, r) => sum + r.owed_minor, 0),
        ],
      ],
    },
    {
      title: t('oldestTable'),
      columns: [
        col('colInvoice', 'text'),
        col('colFarm', 'text'),
        col('colCustomer', 'text'),
        col('colDueOn', 'date'),
        col('colDaysOverdue', 'integer'),
        col('colOwed', 'money'),
      ],
      rows: f.aging.oldest.map((r) => [
        r.number,
        r.farm_name,
        r.customer ?? t('walkIn'),
        r.due_on,
        r.days_overdue,
        r.owed_minor,
      ]),
    },
  ];
  return {
    fileName: `sales-report-${scope.from}-${scope.to}`,
    title: t('title'),
    subtitle: [
      t('farms', { names: scope.farms.map((farm) => farm.name).join(', ') }),
      t('period', { from: scope.from, to: scope.to }),
      t('agingNow', { date: f.aging.as_of }),
      t('generated', { at: scope.generated_at.replace('T', ' ').slice(0, 16) }),
    ],
    currency: scope.currency,
    language,
    tables,
    rowCount: tables.reduce((sum, table) => sum + (table.rows as unknown[]).length, 0),
  };
}

export const salesReport = defineReport<SalesReport>({
  kind: 'sales',
  schema: SalesReportSchema,
  compute: computeSalesReport,
  document: salesReportDocument,
});
