// What every download is made from (docs/product/reports.md "Files"): a document of titled tables whose rows may
// arrive one at a time, so a million-row list streams to CSV, Excel or PDF without being held in memory. The
// writers (server/lib/exports/) give each cell its format from its column's kind.
import type { Language } from '@/shared/i18n/languages';

/**
 * One cell: money is a whole number of minor units of the document's currency; a date is 'YYYY-MM-DD'; a time
 * is ISO 8601; a decimal may be numeric text ("2.50") as the database answers it; a percent is in percent points
 * (12.5 is 12.5 %); null is an empty cell.
 */
export type ExportCell = string | number | null;

export type ExportColumnKind = 'text' | 'integer' | 'decimal' | 'money' | 'percent' | 'date' | 'datetime';

export interface ExportColumn {
  /** The heading, already in the document's language. */
  header: string;
  kind: ExportColumnKind;
}

export type ExportRows = Iterable<ExportCell[]> | AsyncIterable<ExportCell[]>;

export interface ExportTable {
  /** The table's title (a sheet's name in Excel, a section heading in the PDF). */
  title: string;
  columns: ExportColumn[];
  rows: ExportRows;
}

export interface ExportDocument {
  /** The file's name without its extension, e.g. "financial-report-2026-01-01-2026-11-25". */
  fileName: string;
  title: string;
  /** Lines under the title: the farms, the period, when it was made. */
  subtitle: string[];
  /** The currency money cells are in; null when the document holds no money. */
  currency: string | null;
  language: Language;
  tables: ExportTable[];
  /** Every table's rows together, when known before writing: sent as X-Export-Rows so a download shows progress. */
  rowCount?: number;
}
