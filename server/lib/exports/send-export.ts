// Sends a document as a file download (docs/product/reports.md "Files (CSV, Excel, PDF)"): the type, an
// attachment name safe in every browser (ASCII, plus the UTF-8 name for those that read it), X-Export-Rows when
// the row count is known so the download can show progress, and the body as a stream that is only read as fast
// as the client takes it.
import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '@/shared/contracts/exports';
import { csvChunks } from './csv-writer';
import type { ExportDocument } from './export-document';
import { pdfStream } from './pdf-writer';
import { writeXlsx } from './xlsx-writer';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** `attachment; filename="..."; filename*=UTF-8''...` (RFC 6266 and 5987). */
export function contentDisposition(fileName: string, ext: string): string {
  const full = `${fileName}.${ext}`;
  const ascii = full
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+/g, '-');
  const encoded = encodeURIComponent(full).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The file's bytes as a stream, made as they are read. */
export function exportStream(format: ExportFormat, doc: ExportDocument): NodeJS.ReadableStream {
  if (format === 'csv') return Readable.from(csvChunks(doc), { objectMode: false });
  if (format === 'pdf') return pdfStream(doc);
  const out = new PassThrough();
  writeXlsx(doc, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

export function sendExport(reply: FastifyReply, format: ExportFormat, doc: ExportDocument) {
  reply
    .header('content-type', EXPORT_CONTENT_TYPES[format])
    .header('content-disposition', contentDisposition(doc.fileName, format))
    .header('cache-control', 'private, no-store');
  if (doc.rowCount !== undefined) reply.header('x-export-rows', String(doc.rowCount));
  return reply.send(exportStream(format, doc));
}
