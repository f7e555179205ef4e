// The reports a farmer reads (docs/product/reports.md) and the files they download. Kept apart from the report
// contracts so the database schema and the route table can name them without loading zod.
export const REPORT_KINDS = [
  'financial',
  'crop-performance',
  'inventory',
  'sales',
  'expenses',
  'activity',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** This month, a crop season of the farm, this (fiscal) year, or dates the user picks. */
export const REPORT_PERIODS = ['month', 'season', 'year', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The farm in the address alone, or every farm the user may read reports of in that farm's currency. */
export const REPORT_SCOPES = ['farm', 'all'] as const;
export type ReportScopeName = (typeof REPORT_SCOPES)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const REPORT_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
