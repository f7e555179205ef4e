// The template of each kind (docs/product/imports.md "Templates"): the column names and one example row; the
// Excel one has a second sheet saying what each column takes, in the language of the person downloading it.
import ExcelJS from 'exceljs';
import { IMPORT_FIELDS, type ImportKind } from '@/shared/contracts/imports';
import type { Language } from '@/server/lib/i18n';
import { CSV_BOM, csvField } from '@/server/lib/exports/csv-writer';
import { importText, type ImportTextKey } from './i18n';

export function templateCsv(kind: ImportKind): string {
  const fields = IMPORT_FIELDS[kind];
  const line = (cells: string[]) => `${cells.map(csvField).join(',')}\r\n`;
  return CSV_BOM + line(fields.map((f) => f.headers[0]!)) + line(fields.map((f) => f.example));
}

export async function templateXlsx(kind: ImportKind, language: Language): Promise<Buffer> {
  const t = (key: ImportTextKey) => importText.tIn(language, key);
  const fields = IMPORT_FIELDS[kind];
  const workbook = new ExcelJS.Workbook();
  const data = workbook.addWorksheet(t('sheetData'));
  data.addRow(fields.map((f) => f.headers[0]!)).font = { bold: true };
  // Examples as text, so a leading zero of a phone number or a date stays as typed.
  data.addRow(fields.map((f) => f.example));
  data.columns.forEach((column) => {
    column.width = 18;
    column.numFmt = '@';
  });
  const help = workbook.addWorksheet(t('sheetColumns'));
  help.addRow([t('column'), t('required'), t('whatToEnter')]).font = { bold: true };
  for (const f of fields) {
    help.addRow([f.headers[0]!, f.required ? t('yes') : t('no'), t(`${kind}_${f.key}` as ImportTextKey)]);
  }
  help.getColumn(1).width = 20;
  help.getColumn(3).width = 90;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
