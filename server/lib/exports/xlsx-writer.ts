// A document as an Excel workbook (docs/product/reports.md "Files (CSV, Excel, PDF)"): one sheet per table, a
// bold frozen header row, real numbers and dates with number formats. Written with exceljs's streaming writer,
// each row committed as it is added, and paused while the output is full, so memory stays flat however long
// the list.
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { headersOf, numberOf } from './cells';
import type { ExportCell, ExportColumn, ExportColumnKind, ExportDocument } from './export-document';

const NUMBER_FORMATS: Partial<Record<ExportColumnKind, string>> = {
  money: '#,##0.00',
  integer: '#,##0',
  decimal: '#,##0.00',
  percent: '0.0%',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
};

const YIELD_EVERY = 500;

/** A date or a wall-clock time as Excel keeps it (no time zone: the text's own day and hour). */
function dateOf(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text);
  if (!m) return null;
  if (m[4] !== undefined && /(Z|[+-]\d{2}:?\d{2})$/.test(text)) return new Date(text);
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1);
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
}

export function xlsxValue(cell: ExportCell, kind: ExportColumnKind): ExcelJS.CellValue {
  if (cell === null || cell === '') return null;
  if (kind === 'text') return String(cell);
  if (kind === 'date' || kind === 'datetime') return dateOf(String(cell)) ?? String(cell);
  const n = numberOf(cell);
  if (n === null) return String(cell);
  if (kind === 'money') return n / 100;
  if (kind === 'percent') return n / 100;
  return n;
}

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ], unique in the workbook. */
export function sheetName(title: string, taken: Set<string>): string {
  const base =
    title
      .replace(/[:\\/?*[\]]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1)
    name = `${base.slice(0, 31 - `(${n})`.length - 1)} (${n})`;
  taken.add(name.toLowerCase());
  return name;
}

const widthOf = (column: ExportColumn, header: string) =>
  Math.min(
    50,
    Math.max(header.length + 2, column.kind === 'text' ? 24 : column.kind === 'datetime' ? 17 : 12),
  );

/** Waits while the output is full; stops the writing when the download was closed (the rows' reader too). */
async function roomIn(output: Writable) {
  if (output.writableNeedDrain && !output.destroyed) {
    await new Promise<void>((resolve) => {
      const done = () => {
        output.off('drain', done);
        output.off('close', done);
        resolve();
      };
      output.on('drain', done);
      output.on('close', done);
    });
  } else {
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (output.destroyed) throw new Error('The download was closed before the workbook was written.');
}

/** Writes the workbook into `output` and ends it. */
export async function writeXlsx(doc: ExportDocument, output: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Shamba';
  workbook.title = doc.title;
  const taken = new Set<string>();
  for (const table of doc.tables) {
    const headers = headersOf(doc, table.columns);
    const sheet = workbook.addWorksheet(sheetName(table.title, taken), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = table.columns.map((column, i) => ({
      width: widthOf(column, headers[i]!),
      style: NUMBER_FORMATS[column.kind] ? { numFmt: NUMBER_FORMATS[column.kind] } : {},
    }));
    const head = sheet.addRow(headers);
    head.font = { bold: true };
    head.commit();
    let written = 0;
    for await (const cells of table.rows) {
      sheet.addRow(table.columns.map((column, i) => xlsxValue(cells[i] ?? null, column.kind))).commit();
      written += 1;
      if (written % YIELD_EVERY === 0) await roomIn(output);
    }
    sheet.commit();
  }
  await workbook.commit();
}
