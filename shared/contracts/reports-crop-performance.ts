// The crop performance report's figures (docs/product/reports.md "Crop performance"): per crop of the period,
// its area, yield, costs, attributed revenue and margin, and its plan against what happened. Money is in minor
// units of the report's currency; quantities and areas are numeric text ("12.50").
import { z } from 'zod';

const money = z.number().int();
const quantity = z.string();

export const CropPerformanceRowSchema = z.object({
  crop_id: z.string(),
  farm_id: z.string(),
  farm_name: z.string(),
  crop_name: z.string(),
  variety: z.string().nullable(),
  season: z.string(),
  field_name: z.string(),
  status: z.string(),
  planting_date: z.string(),
  area: quantity,
  area_unit: z.string(),
  /** The area in hectares, four decimals. */
  area_hectares: quantity,
  yield_unit: z.string().nullable(),
  expected_yield: quantity.nullable(),
  /** Harvests up to the period's end in the crop's yield unit; null without a yield unit. */
  yield: quantity.nullable(),
  /** Yield as a percent of the expected yield, one decimal; null without a plan. */
  yield_vs_plan: z.number().nullable(),
  /** Yield per hectare, two decimals; null without a yield. */
  yield_per_hectare: quantity.nullable(),
  inputs_minor: money,
  labour_minor: money,
  labour_hours: quantity,
  other_minor: money,
  total_cost_minor: money,
  /** Total cost per unit of yield; null without a yield. */
  cost_per_unit_minor: money.nullable(),
  revenue_minor: money,
  margin_minor: money,
  /** The crop's budget lines of plans overlapping the period; null when no plan budgets the crop. */
  budget_minor: money.nullable(),
});
export type CropPerformanceRow = z.infer<typeof CropPerformanceRowSchema>;

export const CropPerformanceTotalsSchema = z.object({
  crops: z.number().int(),
  area_hectares: quantity,
  inputs_minor: money,
  labour_minor: money,
  labour_hours: quantity,
  other_minor: money,
  total_cost_minor: money,
  revenue_minor: money,
  margin_minor: money,
  budget_minor: money,
});

export const CropPerformanceFiguresSchema = z.object({
  crops: z.array(CropPerformanceRowSchema),
  totals: CropPerformanceTotalsSchema,
});
export type CropPerformanceFigures = z.infer<typeof CropPerformanceFiguresSchema>;
