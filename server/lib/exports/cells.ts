// How one cell reads in each file (docs/product/reports.md "Files (CSV, Excel, PDF)"): plain figures for CSV
// (money in major units with two decimals, the form spreadsheets read back), and the document's language for the
// PDF. Every currency is kept with two decimals, as amounts are typed (shared/settings/format.ts).
import { amountText } from '@/shared/money/arithmetic';
import { LOCALES, type Language } from '@/shared/i18n/languages';
import type { ExportCell, ExportColumn, ExportDocument } from './export-document';

export const MONEY_DECIMALS = 2;

/** "Amount (KES)": a money column's heading names the currency, since its cells are bare figures. */
export const headerOf = (column: ExportColumn, currency: string | null) =>
  column.kind === 'money' && currency ? `${column.header} (${currency})` : column.header;

export const headersOf = (doc: ExportDocument, columns: ExportColumn[]) =>
  columns.map((column) => headerOf(column, doc.currency));

/** A number from a cell that holds one (numeric text included); null for an empty or non-numeric cell. */
export function numberOf(cell: ExportCell): number | null {
  if (cell === null || cell === '') return null;
  const n = typeof cell === 'number' ? cell : Number(cell);
  return Number.isFinite(n) ? n : null;
}

const moneyText = (cell: ExportCell) => {
  const n = numberOf(cell);
  return n === null ? String(cell ?? '') : amountText(Math.round(n));
};

/** A cell as plain text, language-free: what CSV writes. */
export function plainText(cell: ExportCell, column: ExportColumn): string {
  if (cell === null) return '';
  if (column.kind === 'money') return moneyText(cell);
  return String(cell);
}

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Language, min: number, max: number) {
  const key = `${lang}|${min}|${max}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: min, maximumFractionDigits: max });
    formats.set(key, format);
  }
  return format;
}

/** A cell as a reader sees it in `lang`: grouped digits, money with two decimals, "12.5%". */
export function displayText(cell: ExportCell, column: ExportColumn, lang: Language): string {
  if (cell === null) return '';
  const n = numberOf(cell);
  switch (column.kind) {
    case 'money':
      return n === null ? String(cell) : numberFormat(lang, MONEY_DECIMALS, MONEY_DECIMALS).format(n / 100);
    case 'integer':
      return n === null ? String(cell) : numberFormat(lang, 0, 0).format(n);
    case 'decimal':
      return n === null ? String(cell) : numberFormat(lang, 0, 2).format(n);
    case 'percent':
      return n === null ? String(cell) : `${numberFormat(lang, 0, 1).format(n)}%`;
    case 'datetime':
      return String(cell).replace('T', ' ').slice(0, 16);
    default:
      return String(cell);
  }
}

/** Whether a column's cells line up on the right (figures) rather than the left. */
export const isNumeric = (column: ExportColumn) =>
  column.kind === 'money' ||
  column.kind === 'integer' ||
  column.kind === 'decimal' ||
  column.kind === 'percent';
