// Renders a pdfkit document to bytes. Standard PDF fonts only (Helvetica), so nothing is read from disk beyond
// pdfkit's own metrics, and the document's title carries the invoice or receipt number for search and mail
// clients.
import PDFDocument from 'pdfkit';

export async function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** Helvetica speaks WinAnsi: typographic quotes and dashes become their plain forms, anything else outside it '?'. */
export function pdfText(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/\u00a0|\u202f/g, ' ')
    .replace(/[^\x20-\x7e\xa0-\xff\n]/g, '?');
}
