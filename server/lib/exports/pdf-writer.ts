// A document as a PDF (docs/product/reports.md "Files (CSV, Excel, PDF)"): the title and subtitle lines, then
// each table under its heading, its header row repeated on every page, figures on the right in the document's
// language, "Page N" at the foot. A4, landscape when a table has many columns. A PDF is for reading and
// printing, so a table stops after PDF_ROW_CAP rows with a line saying the CSV and Excel files hold them all;
// that also bounds what pdfkit keeps of a page. Standard fonts only (as the invoices, pdf-document.ts).
import PDFDocument from 'pdfkit';
import { pdfText } from '@/server/modules/invoices/pdf-document';
import { displayText, headersOf, isNumeric } from './cells';
import type { ExportColumn, ExportDocument, ExportTable } from './export-document';
import { exportFileText } from './i18n';

export const PDF_ROW_CAP = 10_000;
const LANDSCAPE_FROM_COLUMNS = 7;
const MARGIN = 36;
const FONT_SIZE = 8;
const ROW_HEIGHT = 13;
const PAD = 3;
const GREY = '#555555';

const weightOf = (column: ExportColumn) =>
  column.kind === 'text' ? 2.2 : column.kind === 'datetime' ? 1.4 : column.kind === 'date' ? 1.1 : 1.2;

export function pdfLayout(doc: ExportDocument): 'portrait' | 'landscape' {
  const widest = Math.max(0, ...doc.tables.map((table) => table.columns.length));
  return widest >= LANDSCAPE_FROM_COLUMNS ? 'landscape' : 'portrait';
}

class PdfTables {
  private pageNumber = 1;

  constructor(
    private readonly pdf: PDFKit.PDFDocument,
    private readonly doc: ExportDocument,
  ) {}

  private get bottom() {
    return this.pdf.page.height - MARGIN - 14;
  }

  private get width() {
    return this.pdf.page.width - 2 * MARGIN;
  }

  private t(key: 'page' | 'noRows' | 'rowsCapped', values?: Record<string, unknown>) {
    return pdfText(exportFileText.tIn(this.doc.language, key, values));
  }

  footer() {
    const { pdf } = this;
    const bottomMargin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0; // writing below the margin must not open another page
    pdf
      .font('Helvetica')
      .fontSize(FONT_SIZE)
      .fillColor(GREY)
      .text(this.t('page', { page: this.pageNumber }), MARGIN, pdf.page.height - MARGIN, {
        width: this.width,
        align: 'center',
        lineBreak: false,
      });
    pdf.page.margins.bottom = bottomMargin;
    pdf.fillColor('black');
  }

  private newPage() {
    this.footer();
    this.pdf.addPage();
    this.pageNumber += 1;
    this.pdf.y = MARGIN;
  }

  /** Room for `height` more points on this page, or a new page. Answers whether a page was added. */
  private ensure(height: number): boolean {
    if (this.pdf.y + height <= this.bottom) return false;
    this.newPage();
    return true;
  }

  heading() {
    const { pdf, doc } = this;
    pdf.font('Helvetica-Bold').fontSize(16).text(pdfText(doc.title), MARGIN, MARGIN, { width: this.width });
    pdf.font('Helvetica').fontSize(9).fillColor(GREY);
    for (const line of doc.subtitle) pdf.text(pdfText(line), { width: this.width });
    pdf.fillColor('black');
  }

  private widths(columns: ExportColumn[]) {
    const total = columns.reduce((sum, column) => sum + weightOf(column), 0);
    return columns.map((column) => (this.width * weightOf(column)) / total);
  }

  /** Text cut with "..." to fit `width` on one line. */
  private fit(text: string, width: number) {
    const { pdf } = this;
    if (pdf.widthOfString(text) <= width) return text;
    let low = 0;
    let high = text.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (pdf.widthOfString(`${text.slice(0, mid)}...`) <= width) low = mid;
      else high = mid - 1;
    }
    return `${text.slice(0, low)}...`;
  }

  /** One row; the header row wraps its headings onto as many lines as they need, a body row is cut to one. */
  private line(texts: string[], columns: ExportColumn[], widths: number[], header: boolean) {
    const { pdf } = this;
    pdf.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    const cells = texts.map((text, i) => {
      const inner = widths[i]! - 2 * PAD;
      return header ? pdfText(text) : this.fit(pdfText(text), inner);
    });
    const height = header
      ? Math.max(
          ROW_HEIGHT,
          ...cells.map((text, i) => pdf.heightOfString(text, { width: widths[i]! - 2 * PAD }) + 2 * PAD),
        )
      : ROW_HEIGHT;
    if (header) this.ensure(height + ROW_HEIGHT);
    const y = pdf.y;
    let x = MARGIN;
    cells.forEach((text, i) => {
      const inner = widths[i]! - 2 * PAD;
      pdf.text(text, x + PAD, y + PAD, {
        width: inner,
        align: isNumeric(columns[i]!) ? 'right' : 'left',
        lineBreak: header,
      });
      x += widths[i]!;
    });
    if (header) {
      pdf
        .moveTo(MARGIN, y + height)
        .lineTo(MARGIN + this.width, y + height)
        .lineWidth(0.5)
        .stroke();
    }
    pdf.y = y + height;
  }

  private note(text: string) {
    this.ensure(ROW_HEIGHT + 4);
    this.pdf.font('Helvetica-Oblique').fontSize(FONT_SIZE).fillColor(GREY);
    this.pdf.text(text, MARGIN, this.pdf.y + 4, { width: this.width });
    this.pdf.fillColor('black');
  }

  async table(table: ExportTable) {
    const { pdf, doc } = this;
    const { columns } = table;
    const widths = this.widths(columns);
    const headers = headersOf(doc, columns);
    this.ensure(18 + 3 * ROW_HEIGHT);
    pdf
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(pdfText(table.title), MARGIN, pdf.y + 14, { width: this.width });
    pdf.y += 2;
    this.line(headers, columns, widths, true);
    let shown = 0;
    for await (const cells of table.rows) {
      if (shown === PDF_ROW_CAP) {
        this.note(
          this.t('rowsCapped', {
            shown: displayText(PDF_ROW_CAP, { header: '', kind: 'integer' }, doc.language),
          }),
        );
        return; // leaving the loop closes the rows' reader
      }
      if (this.ensure(ROW_HEIGHT)) {
        if (pdf.destroyed) throw new Error('The download was closed before the PDF was written.');
        this.line(headers, columns, widths, true);
        // let the finished page flow out before the next is drawn
        await new Promise((resolve) => setImmediate(resolve));
      }
      this.line(
        columns.map((column, i) => displayText(cells[i] ?? null, column, doc.language)),
        columns,
        widths,
        false,
      );
      shown += 1;
    }
    if (shown === 0) this.note(this.t('noRows'));
  }
}

/** The PDF as a readable stream; errors while drawing end it with that error. */
export function pdfStream(doc: ExportDocument): NodeJS.ReadableStream {
  const pdf = new PDFDocument({
    size: 'A4',
    layout: pdfLayout(doc),
    margin: MARGIN,
    info: { Title: pdfText(doc.title), Creator: 'Shamba' },
  });
  void (async () => {
    await exportFileText.load(doc.language);
    const tables = new PdfTables(pdf, doc);
    tables.heading();
    for (const table of doc.tables) await tables.table(table);
    tables.footer();
    pdf.end();
  })().catch((error: unknown) => pdf.destroy(error as Error));
  return pdf;
}
