// The crop performance report (docs/product/reports.md "Crop performance"): per crop of the period its area,
// yield and yield per hectare, costs (inputs, labour, other), attributed revenue and margin, and its plan
// (expected yield, budget) against what happened.
import type { CropPerformanceFigures, CropPerformanceRow } from '@/shared/contracts/reports-crop-performance';
import { CropPerformanceFiguresSchema } from '@/shared/contracts/reports-crop-performance';
import type { ReportScope } from '@/shared/contracts/reports';
import type { Language } from '@/shared/i18n/languages';
import type { ExportDocument } from '@/server/lib/exports/export-document';
import { yieldVsPlan } from '@/server/modules/crops/crop-rules';
import { defineReport } from '../report-definition';
import { cropPerformanceRows, type CropPerformanceRaw } from './crop-performance-query';
import { cropPerformanceText, type CropPerformanceTextKey } from './i18n';

const ten4 = (value: string) => Math.round(Number(value) * 10_000);

function toRow(raw: CropPerformanceRaw): CropPerformanceRow {
  const inputs = Number(raw.inputs_minor);
  const labour = Number(raw.labour_minor);
  const other = Number(raw.other_minor);
  const revenue = Number(raw.revenue_minor);
  const total = inputs + labour + other;
  const yieldNumber = raw.yield === null ? 0 : Number(raw.yield);
  return {
    crop_id: raw.crop_id,
    farm_id: raw.farm_id,
    farm_name: raw.farm_name,
    crop_name: raw.crop_name,
    variety: raw.variety,
    season: raw.season,
    field_name: raw.field_name,
    status: raw.status,
    planting_date: raw.planting_date,
    area: raw.area,
    area_unit: raw.area_unit,
    area_hectares: raw.area_hectares,
    yield_unit: raw.yield_unit,
    expected_yield: raw.expected_yield,
    yield: raw.yield,
    yield_vs_plan: yieldVsPlan(raw.yield, raw.expected_yield),
    yield_per_hectare: raw.yield_per_hectare,
    inputs_minor: inputs,
    labour_minor: labour,
    labour_hours: raw.labour_hours,
    other_minor: other,
    total_cost_minor: total,
    cost_per_unit_minor: yieldNumber > 0 ? Math.round(total / yieldNumber) : null,
    revenue_minor: revenue,
    margin_minor: revenue - total,
    budget_minor: raw.budget_minor === null ? null : Number(raw.budget_minor),
  };
}

export function cropPerformanceTotals(rows: CropPerformanceRow[]): CropPerformanceFigures['totals'] {
  const sum = (pick: (row: CropPerformanceRow) => number) => rows.reduce((s, row) => s + pick(row), 0);
  return {
    crops: rows.length,
    area_hectares: (sum((r) => ten4(r.area_hectares)) / 10_000).toFixed(4),
    inputs_minor: sum((r) => r.inputs_minor),
    labour_minor: sum((r) => r.labour_minor),
    labour_hours: (sum((r) => Math.round(Number(r.labour_hours) * 100)) / 100).toFixed(2),
    other_minor: sum((r) => r.other_minor),
    total_cost_minor: sum((r) => r.total_cost_minor),
    revenue_minor: sum((r) => r.revenue_minor),
    margin_minor: sum((r) => r.margin_minor),
    budget_minor: sum((r) => r.budget_minor ?? 0),
  };
}

function cropDocument(
  figures: CropPerformanceFigures,
  scope: ReportScope,
  language: Language,
): ExportDocument {
  const t = (key: CropPerformanceTextKey, values?: Record<string, unknown>) =>
    cropPerformanceText.tIn(language, key, values);
  const rows = figures.crops;
  const totals = figures.totals;
  const name = (r: CropPerformanceRow) => (r.variety ? `${r.crop_name} (${r.variety})` : r.crop_name);
  const status = (r: CropPerformanceRow) => t(`status_${r.status}` as CropPerformanceTextKey);
  const subtitle = [
    t('farms', { names: scope.farms.map((f) => f.name).join(', ') }),
    scope.season ? t('season', { season: scope.season }) : t('period', { from: scope.from, to: scope.to }),
    t('generated', { at: scope.generated_at }),
    t('revenueNote'),
  ];
  return {
    fileName: `crop-performance-report-${scope.from}-${scope.to}`,
    title: t('title'),
    subtitle,
    currency: scope.currency,
    language,
    rowCount: rows.length * 2 + 2,
    tables: [
      {
        title: t('cropsTable'),
        columns: [
          { header: t('farm'), kind: 'text' },
          { header: t('crop'), kind: 'text' },
          { header: t('season_'), kind: 'text' },
          { header: t('field'), kind: 'text' },
          { header: t('status'), kind: 'text' },
          { header: t('plantingDate'), kind: 'date' },
          { header: t('area'), kind: 'decimal' },
          { header: t('areaUnit'), kind: 'text' },
          { header: t('hectares'), kind: 'decimal' },
          { header: t('yield'), kind: 'decimal' },
          { header: t('yieldUnit'), kind: 'text' },
          { header: t('yieldPerHectare'), kind: 'decimal' },
          { header: t('inputs'), kind: 'money' },
          { header: t('labour'), kind: 'money' },
          { header: t('labourHours'), kind: 'decimal' },
          { header: t('other'), kind: 'money' },
          { header: t('totalCost'), kind: 'money' },
          { header: t('costPerUnit'), kind: 'money' },
          { header: t('revenue'), kind: 'money' },
          { header: t('margin'), kind: 'money' },
        ],
        rows: [
          ...rows.map((r) => [
            r.farm_name,
            name(r),
            r.season,
            r.field_name,
            status(r),
            r.planting_date,
            r.area,
            r.area_unit,
            r.area_hectares,
            r.yield,
            r.yield_unit,
            r.yield_per_hectare,
            r.inputs_minor,
            r.labour_minor,
            r.labour_hours,
            r.other_minor,
            r.total_cost_minor,
            r.cost_per_unit_minor,
            r.revenue_minor,
            r.margin_minor,
          ]),
          [
            t('total'),
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            totals.area_hectares,
            null,
            null,
            null,
            totals.inputs_minor,
            totals.labour_minor,
            totals.labour_hours,
            totals.other_minor,
            totals.total_cost_minor,
            null,
            totals.revenue_minor,
            totals.margin_minor,
          ],
        ],
      },
      {
        title: t('planTable'),
        columns: [
          { header: t('farm'), kind: 'text' },
          { header: t('crop'), kind: 'text' },
          { header: t('expectedYield'), kind: 'decimal' },
          { header: t('yield'), kind: 'decimal' },
          { header: t('yieldUnit'), kind: 'text' },
          { header: t('yieldVsPlan'), kind: 'percent' },
          { header: t('budget'), kind: 'money' },
          { header: t('totalCost'), kind: 'money' },
          { header: t('budgetLeft'), kind: 'money' },
        ],
        rows: [
          ...rows.map((r) => [
            r.farm_name,
            name(r),
            r.expected_yield,
            r.yield,
            r.yield_unit,
            r.yield_vs_plan,
            r.budget_minor,
            r.total_cost_minor,
            r.budget_minor === null ? null : r.budget_minor - r.total_cost_minor,
          ]),
          [t('total'), null, null, null, null, null, totals.budget_minor, totals.total_cost_minor, null],
        ],
      },
    ],
  };
}

export const cropPerformanceReport = defineReport<CropPerformanceFigures>({
  kind: 'crop-performance',
  schema: CropPerformanceFiguresSchema,
  async compute(ctx, scope) {
    const crops = (await cropPerformanceRows(ctx.db, scope)).map(toRow);
    return { crops, totals: cropPerformanceTotals(crops) };
  },
  document: cropDocument,
});
