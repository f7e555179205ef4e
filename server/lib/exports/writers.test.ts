// The three writers read back with real parsers (docs/product/reports.md "Files (CSV, Excel, PDF)"): CSV with
// csv-parse (quotes, commas, line breaks, the formula guard, the byte-order mark), Excel with exceljs (sheets,
// bold headers, number cells and formats), the PDF's text with unpdf (title, headers, figures, the row cap).
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { csvChunks } from './csv-writer';
import type { ExportDocument, ExportRows } from './export-document';
import { contentDisposition, exportStream } from './send-export';
import { PDF_ROW_CAP, pdfLayout } from './pdf-writer';
import { sheetName } from './xlsx-writer';

async function* slowly(rows: (string | number | null)[][]): AsyncGenerator<(string | number | null)[]> {
  for (const row of rows) yield row;
}

function sample(overrides: Partial<ExportDocument> = {}, rows?: ExportRows): ExportDocument {
  return {
    fileName: 'mauzo-ya-shamba',
    title: 'Sales of Mlima Farm',
    subtitle: ['Mlima Farm', '1 Jan 2026 - 31 Mar 2026'],
    currency: 'KES',
    language: 'en',
    tables: [
      {
        title: 'Sales',
        columns: [
          { header: 'Customer', kind: 'text' },
          { header: 'Date', kind: 'date' },
          { header: 'Amount', kind: 'money' },
          { header: 'Quantity', kind: 'decimal' },
          { header: 'Margin', kind: 'percent' },
        ],
        rows: rows ?? [
          ['Wanjiru, "Mama Mboga"', '2026-01-05', 123_450, '2.50', 12.5],
          ['=HYPERLINK("http://evil")', '2026-02-01', -5_000, '10', null],
          ['Line one\nline two', '2026-03-31', 7, '0.25', 100],
          ['Ng’ombe wa Kiswahili é', null, null, null, null],
        ],
      },
    ],
    ...overrides,
  };
}

const bytesOf = (format: 'csv' | 'xlsx' | 'pdf', doc: ExportDocument) =>
  buffer(exportStream(format, doc) as Readable);

describe('CSV', () => {
  it('starts with the BOM and reads back exactly, money in major units, formulas defused', async () => {
    const bytes = await bytesOf(
      'csv',
      sample({ tables: [{ ...sample().tables[0]!, rows: slowly(sample().tables[0]!.rows as never) }] }),
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('\r\n');
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows).toEqual([
      ['Customer', 'Date', 'Amount (KES)', 'Quantity', 'Margin'],
      ['Wanjiru, "Mama Mboga"', '2026-01-05', '1234.50', '2.50', '12.5'],
      ['\'=HYPERLINK("http://evil")', '2026-02-01', '-50.00', '10', ''],
      ['Line one\nline two', '2026-03-31', '0.07', '0.25', '100'],
      ['Ng’ombe wa Kiswahili é', '', '', '', ''],
    ]);
  });

  it('guards every risky first character and writes several tables under their titles', async () => {
    const doc = sample({
      tables: [
        {
          title: 'First',
          columns: [{ header: 'Note', kind: 'text' }],
          rows: [['+1'], ['-x'], ['@sum'], ['\tx'], ['\rx'], ['ok']],
        },
        { title: 'Second', columns: [{ header: 'Count', kind: 'integer' }], rows: [[-3]] },
      ],
    });
    const text = (await bytesOf('csv', doc)).toString('utf8');
    const rows = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
    expect(rows).toEqual([
      ['First'],
      ['Note'],
      ["'+1"],
      ["'-x"],
      ["'@sum"],
      ["'\tx"],
      ["'\rx"],
      ['ok'],
      [''],
      ['Second'],
      ['Count'],
      ['-3'],
    ]);
  });

  it('sends a long list in chunks without holding it', async () => {
    async function* many() {
      for (let i = 0; i < 20_000; i += 1) yield [`item ${i}`, i] as (string | number)[];
    }
    const doc = sample({
      tables: [
        {
          title: 'Many',
          columns: [
            { header: 'Name', kind: 'text' },
            { header: 'N', kind: 'integer' },
          ],
          rows: many(),
        },
      ],
    });
    let chunks = 0;
    let last = '';
    for await (const chunk of csvChunks(doc)) {
      chunks += 1;
      last = chunk;
    }
    expect(chunks).toBeGreaterThan(3);
    expect(last.endsWith('item 19999,19999\r\n')).toBe(true);
  });
});

describe('Excel', () => {
  it('has a sheet per table, a bold header and number cells with formats', async () => {
    const two = sample();
    two.tables.push({
      title: 'Sales',
      columns: [{ header: 'When', kind: 'datetime' }],
      rows: [['2026-03-01T14:30']],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf('xlsx', two)) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Sales', 'Sales (2)']);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Customer',
      'Date',
      'Amount (KES)',
      'Quantity',
      'Margin',
    ]);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').value).toBe('Wanjiru, "Mama Mboga"');
    expect(sheet.getCell('B2').value).toEqual(new Date(Date.UTC(2026, 0, 5)));
    expect(sheet.getCell('C2').value).toBe(1234.5);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('D2').value).toBe(2.5);
    expect(sheet.getCell('E2').value).toBe(0.125);
    expect(sheet.getCell('E2').numFmt).toBe('0.0%');
    expect(sheet.getCell('C3').value).toBe(-50);
    expect(sheet.getCell('A3').value).toBe('=HYPERLINK("http://evil")');
    expect(sheet.getCell('A5').value).toBe('Ng’ombe wa Kiswahili é');
    expect(sheet.getCell('C5').value).toBeNull();
    expect(sheet.rowCount).toBe(5);
    const when = workbook.worksheets[1]!.getCell('A2');
    expect(when.value).toEqual(new Date(Date.UTC(2026, 2, 1, 14, 30)));
    expect(when.numFmt).toBe('yyyy-mm-dd hh:mm');
  });

  it('names sheets as Excel allows', () => {
    const taken = new Set<string>();
    expect(sheetName('Stock: in/out [2026]?', taken)).toBe('Stock  in out  2026');
    expect(sheetName('A'.repeat(40), taken)).toBe('A'.repeat(31));
    expect(sheetName('a'.repeat(40), taken)).toBe(`${'a'.repeat(27)} (2)`);
  });
});

describe('PDF', () => {
  const textOf = async (bytes: Buffer) => {
    const proxy = await getDocumentProxy(new Uint8Array(bytes));
    const { text, totalPages } = await extractText(proxy, { mergePages: true });
    return { text, totalPages };
  };

  it('writes the title, the headers and figures in the document language', async () => {
    const { text } = await textOf(await bytesOf('pdf', sample()));
    expect(text).toContain('Sales of Mlima Farm');
    expect(text).toContain('1 Jan 2026 - 31 Mar 2026');
    expect(text).toContain('Amount (KES)');
    expect(text).toContain('1,234.50');
    expect(text).toContain('12.5%');
    expect(text).toContain('Page 1');
  });

  it('repeats the header on every page, caps a long table and speaks Kiswahili', async () => {
    async function* many() {
      for (let i = 1; i <= PDF_ROW_CAP + 5; i += 1) yield [`Item ${i}`, i * 100] as (string | number)[];
    }
    const doc = sample({
      language: 'sw',
      tables: [
        {
          title: 'Bidhaa',
          columns: [
            { header: 'Jina', kind: 'text' },
            { header: 'Thamani', kind: 'money' },
          ],
          rows: many(),
        },
      ],
    });
    const { text, totalPages } = await textOf(await bytesOf('pdf', doc));
    expect(totalPages).toBeGreaterThan(100);
    expect(text.split('Thamani (KES)').length - 1).toBe(totalPages);
    expect(text).toContain(`Item ${PDF_ROW_CAP}`);
    expect(text).not.toContain(`Item ${PDF_ROW_CAP + 1}`);
    expect(text).toContain('Safu 10,000 za kwanza pekee');
    expect(text).toContain(`Ukurasa ${totalPages}`);
  }, 60_000);

  it('turns to landscape for many columns', () => {
    const wide = sample();
    wide.tables[0]!.columns.push({ header: 'F', kind: 'text' }, { header: 'G', kind: 'text' });
    expect(pdfLayout(wide)).toBe('landscape');
    expect(pdfLayout(sample())).toBe('portrait');
  });
});

describe('the download name', () => {
  it('is ASCII in filename and exact in filename*', () => {
    expect(contentDisposition("Ripoti ya Ng'ombe é", 'csv')).toBe(
      `attachment; filename="Ripoti-ya-Ng-ombe-e.csv"; filename*=UTF-8''Ripoti%20ya%20Ng%27ombe%20%C3%A9.csv`,
    );
  });
});
