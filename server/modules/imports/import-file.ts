// Reads an uploaded spreadsheet into a header row and text cells (docs/product/imports.md "Files"): CSV (comma or
// semicolon, with or without a byte-order mark) or the first sheet of an XLSX workbook. Every cell becomes text,
// so one validation path serves both; XLSX dates become YYYY-MM-DD and numbers their plain decimal form.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { CSV_CONTENT_TYPE, IMPORT_MAX_ROWS, XLSX_CONTENT_TYPE } from '@/shared/contracts/imports';
import { HttpError } from '@/server/lib/http-error';
import { IMPORT_MESSAGES as M } from './messages';

export interface SheetData {
  columns: string[];
  /** Data rows (the header excluded), each as long as `columns`. */
  rows: string[][];
  /** Each row's number in the spreadsheet (the header's is 1; blank rows are skipped but keep their numbers). */
  rowNumbers: number[];
}

interface Line {
  number: number;
  cells: string[];
}

const unreadable = (message: string) =>
  new HttpError(422, message, { code: 'import_file_unreadable', errors: { file: [message] } });

/** What the body holds: the Content-Type says, else the first bytes (an XLSX file is a ZIP, "PK"). */
export function formatOf(contentType: string | undefined, bytes: Buffer): 'csv' | 'xlsx' {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === XLSX_CONTENT_TYPE) return 'xlsx';
  if (type === CSV_CONTENT_TYPE || type === 'text/plain' || type === 'application/csv') return 'csv';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return 'xlsx';
  // An old Excel workbook (.xls) is not read; Windows browsers also send CSV files as vnd.ms-excel.
  const oldExcel = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  const textual = ['', 'application/octet-stream', 'application/vnd.ms-excel'].includes(type);
  if (textual && !oldExcel) return 'csv';
  throw new HttpError(415, M.wrongType, { code: 'import_unsupported_type', errors: { file: [M.wrongType] } });
}

export async function readSheet(contentType: string | undefined, bytes: Buffer): Promise<SheetData> {
  if (bytes.length === 0) throw unreadable(M.emptyFile);
  const grid = formatOf(contentType, bytes) === 'xlsx' ? await readXlsx(bytes) : readCsv(bytes);
  return toSheet(grid);
}

function toSheet(grid: Line[]): SheetData {
  // Rows with nothing in them (blank lines, a spreadsheet's trailing rows) are not rows.
  const filled = grid.filter((line) => line.cells.some((cell) => cell.trim() !== ''));
  const [headerLine, ...lines] = filled;
  if (!headerLine) throw unreadable(M.emptyFile);
  const header = headerLine.cells;
  const rows = lines.map((line) => line.cells);
  if (rows.length > IMPORT_MAX_ROWS) {
    throw new HttpError(413, M.tooManyRows, {
      code: 'import_too_many_rows',
      errors: { file: [M.tooManyRows] },
    });
  }
  const columns = header.map((name, index) => name.trim() || `Column ${index + 1}`);
  const width = columns.length;
  return {
    columns,
    rows: rows.map((row) =>
      row.length === width ? row : Array.from({ length: width }, (_, i) => row[i] ?? ''),
    ),
    rowNumbers: lines.map((line) => line.number),
  };
}

/** Every record, blank ones included, so a record's index is its row in a spreadsheet that opens the file. */
function readCsv(bytes: Buffer): Line[] {
  const text = bytes.toString('utf8');
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  const delimiter = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';
  try {
    const records: string[][] = parse(text, { bom: true, delimiter, relax_column_count: true });
    return records.map((cells, index) => ({ number: index + 1, cells }));
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw unreadable(line ? M.csvBrokenAt.replace('{line}', String(line)) : M.csvBroken);
  }
}

const count = (text: string, char: string) => text.split(char).length - 1;

async function readXlsx(bytes: Buffer): Promise<Line[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadable(M.xlsxBroken);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable(M.emptyFile);
  const grid: Line[] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    grid.push({ number: row.number, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return grid;
}

/** A cell as text: dates as YYYY-MM-DD, numbers without grouping, formulas by their result. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return String(Math.round(value * 1e6) / 1e6);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}
