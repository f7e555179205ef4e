// Helpers for the import tests: files built as CSV or XLSX, and the three calls with a farm member's token.
import ExcelJS from 'exceljs';
import {
  CSV_CONTENT_TYPE,
  XLSX_CONTENT_TYPE,
  type ImportKind,
  type ImportMapping,
} from '@/shared/contracts/imports';
import type { TestApp } from '@/server/test/app';
import { bearer } from '@/server/test/users';

export const csvOf = (rows: (string | number)[][]) =>
  Buffer.from(
    rows
      .map((row) =>
        row
          .map((cell) =>
            /[",\n]/.test(String(cell)) ? `"${String(cell).replaceAll('"', '""')}"` : String(cell),
          )
          .join(','),
      )
      .join('\n'),
  );

export async function xlsxOf(rows: (string | number | Date)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface Upload {
  file: Buffer;
  type?: string;
  mapping?: ImportMapping;
  key?: string;
}

export function importClient(t: TestApp, token: string, farmId: string, kind: ImportKind) {
  const url = (step: string, mapping?: ImportMapping) =>
    `/api/farms/${farmId}/imports/${kind}/${step}${mapping ? `?mapping=${encodeURIComponent(JSON.stringify(mapping))}` : ''}`;
  const send = (step: string, { file, type = CSV_CONTENT_TYPE, mapping, key }: Upload) =>
    t.app.inject({
      method: 'POST',
      url: url(step, mapping),
      headers: { ...bearer(token), 'content-type': type, ...(key ? { 'idempotency-key': key } : {}) },
      payload: file,
    });
  return {
    template: (format: 'csv' | 'xlsx') =>
      t.app.inject({ method: 'GET', url: `${url('template')}?format=${format}`, headers: bearer(token) }),
    preview: (upload: Upload) => send('preview', upload),
    commit: (upload: Upload) => send('commit', upload),
  };
}

export { XLSX_CONTENT_TYPE };
