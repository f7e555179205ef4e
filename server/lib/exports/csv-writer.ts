// A document as CSV (RFC 4180; docs/product/reports.md "Files (CSV, Excel, PDF)"): UTF-8 with a byte-order mark
// so Excel reads accents and Kiswahili right, CRLF line ends, a field quoted only when it must be. Text that a
// spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets a leading
// apostrophe (OWASP "CSV injection"). Several tables follow one another, each under its title line, a blank line
// between. Rows are read one at a time and sent in chunks, so the file never sits in memory.
import { headersOf, plainText } from './cells';
import type { ExportColumn, ExportDocument } from './export-document';

export const CSV_BOM = '\uFEFF';
const CHUNK_CHARS = 64 * 1024;

/** Neutralises a would-be formula; only text columns are guarded, a figure like "-5" is a number. */
export const guardFormula = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

export const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

const textLine = (fields: string[]) =>
  `${fields.map((field) => csvField(guardFormula(field))).join(',')}\r\n`;

function rowLine(cells: readonly (string | number | null)[], columns: ExportColumn[]): string {
  let line = '';
  for (let i = 0; i < columns.length; i += 1) {
    const column = columns[i]!;
    const text = plainText(cells[i] ?? null, column);
    if (i > 0) line += ',';
    line += csvField(column.kind === 'text' ? guardFormula(text) : text);
  }
  return `${line}\r\n`;
}

/** The file as text chunks of about 64 kB, the first starting with the byte-order mark. */
export async function* csvChunks(doc: ExportDocument): AsyncGenerator<string> {
  let buffer = CSV_BOM;
  const titled = doc.tables.length > 1;
  for (const [index, table] of doc.tables.entries()) {
    if (index > 0) buffer += '\r\n';
    if (titled) buffer += textLine([table.title]);
    buffer += textLine(headersOf(doc, table.columns));
    for await (const row of table.rows) {
      buffer += rowLine(row, table.columns);
      if (buffer.length >= CHUNK_CHARS) {
        yield buffer;
        buffer = '';
      }
    }
  }
  if (buffer) yield buffer;
}
