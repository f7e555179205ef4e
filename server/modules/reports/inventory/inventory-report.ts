// The inventory report (docs/product/reports.md "Inventory report"): what the stock is worth now, how it moved in
// the period, what sits still or expires, and what the counts found; as figures for the page and as tables for
// the CSV, Excel and PDF files, row for row the same.
import { InventoryReportSchema, type InventoryReport } from '@/shared/contracts/reports-inventory';
import type { ReportScope } from '@/shared/contracts/reports';
import type { Language } from '@/shared/i18n/languages';
import type { ExportColumn, ExportDocument, ExportTable } from '@/server/lib/exports/export-document';
import { defineReport, type ReportCtx } from '../report-definition';
import type { ResolvedScope } from '../report-scope';
import { inventoryReportText, type InventoryReportTextKey } from './i18n';
import { expiring, movements, shrinkage, slowMoving, valuation } from './inventory-report-read';

export async function computeInventoryReport(ctx: ReportCtx, scope: ResolvedScope): Promise<InventoryReport> {
  const [v, m, slow, exp, shrink] = await Promise.all([
    valuation(ctx.db, scope),
    movements(ctx.db, scope),
    slowMoving(ctx.db, scope),
    expiring(ctx.db, scope),
    shrinkage(ctx.db, scope),
  ]);
  return { valuation: v, movements: m, slow_moving: slow, expiring: exp, shrinkage: shrink };
}

export function inventoryReportDocument(
  figures: InventoryReport,
  scope: ReportScope,
  language: Language,
): ExportDocument {
  const t = (key: InventoryReportTextKey, values?: Record<string, string | number>) =>
    inventoryReportText.tIn(language, key, values);
  const col = (key: InventoryReportTextKey, kind: ExportColumn['kind']): ExportColumn => ({
    header: t(key),
    kind,
  });
  const type = (itemType: string) => t(`type_${itemType}` as InventoryReportTextKey);
  const { valuation: v, movements: m, slow_moving: slow, expiring: exp, shrinkage: shrink } = figures;
  const tables: ExportTable[] = [
    {
      title: t('byTypeTable'),
      columns: [col('colType', 'text'), col('colItems', 'integer'), col('colValue', 'money')],
      rows: [
        ...v.by_type.map((r) => [type(r.item_type), r.items, r.value_minor]),
        [t('total'), v.items, v.value_minor],
      ],
    },
    {
      title: t('byLocationTable'),
      columns: [
        col('colLocation', 'text'),
        col('colFarm', 'text'),
        col('colItems', 'integer'),
        col('colValue', 'money'),
      ],
      rows: v.by_location.map((r) => [r.name, r.farm_name, r.items, r.value_minor]),
    },
    {
      title: t('byKindTable'),
      columns: [
        col('colKind', 'text'),
        col('colType', 'text'),
        col('colDirection', 'text'),
        col('colMovements', 'integer'),
        col('colQuantity', 'decimal'),
        col('colValue', 'money'),
      ],
      rows: m.by_kind.map((r) => [
        t(`kind_${r.kind}` as InventoryReportTextKey),
        type(r.item_type),
        t(r.direction),
        r.movements,
        r.quantity,
        r.value_minor,
      ]),
    },
    {
      title: t('seriesTable'),
      columns: [
        col(m.bucket === 'day' ? 'colDay' : 'colMonth', m.bucket === 'day' ? 'date' : 'text'),
        col('colInValue', 'money'),
        col('colOutValue', 'money'),
      ],
      rows: [
        ...m.series.map((r) => [r.bucket, r.in_value_minor, r.out_value_minor]),
        [t('total'), m.in_value_minor, m.out_value_minor],
      ],
    },
    {
      title: t('slowTable', { days: slow.days }),
      columns: [
        col('colItem', 'text'),
        col('colFarm', 'text'),
        col('colType', 'text'),
        col('colQuantity', 'decimal'),
        col('colUnit', 'text'),
        col('colLastOut', 'date'),
        col('colLastMovement', 'date'),
        col('colValue', 'money'),
      ],
      rows: slow.list.map((r) => [
        r.name,
        r.farm_name,
        type(r.item_type),
        r.quantity,
        r.unit,
        r.last_out_on,
        r.last_movement_on,
        r.value_minor,
      ]),
    },
    {
      title: t('expiringTable', { days: exp.within_days }),
      columns: [
        col('colItem', 'text'),
        col('colFarm', 'text'),
        col('colType', 'text'),
        col('colQuantity', 'decimal'),
        col('colUnit', 'text'),
        col('colExpiry', 'date'),
        col('colExpired', 'text'),
        col('colValue', 'money'),
      ],
      rows: exp.list.map((r) => [
        r.name,
        r.farm_name,
        type(r.item_type),
        r.quantity,
        r.unit,
        r.expiry_date,
        t(r.expired ? 'yes' : 'no'),
        r.value_minor,
      ]),
    },
    {
      title: t('shrinkageTable'),
      columns: [
        col('colItem', 'text'),
        col('colFarm', 'text'),
        col('colUnit', 'text'),
        col('colAdjustments', 'integer'),
        col('colQuantityLost', 'decimal'),
        col('colQuantityGained', 'decimal'),
        col('colValueLost', 'money'),
        col('colValueGained', 'money'),
      ],
      rows: [
        ...shrink.list.map((r) => [
          r.name,
          r.farm_name,
          r.unit,
          r.adjustments,
          r.quantity_lost,
          r.quantity_gained,
          r.lost_value_minor,
          r.gained_value_minor,
        ]),
        [
          t('total'),
          null,
          null,
          shrink.adjustments,
          null,
          null,
          shrink.lost_value_minor,
          shrink.gained_value_minor,
        ],
      ],
    },
  ];
  return {
    fileName: `inventory-report-${scope.from}-${scope.to}`,
    title: t('title'),
    subtitle: [
      t('farms', { names: scope.farms.map((f) => f.name).join(', ') }),
      t('period', { from: scope.from, to: scope.to }),
      t('stockNow'),
      t('generated', { at: scope.generated_at.replace('T', ' ').slice(0, 16) }),
    ],
    currency: scope.currency,
    language,
    tables,
    rowCount: tables.reduce((sum, table) => sum + (table.rows as unknown[]).length, 0),
  };
}

export const inventoryReport = defineReport<InventoryReport>({
  kind: 'inventory',
  schema: InventoryReportSchema,
  compute: computeInventoryReport,
  document: inventoryReportDocument,
});
