// Imports from spreadsheets (docs/product/imports.md): the template's address, a preview of a file with a column
// mapping, and the commit of the same file and mapping under an Idempotency-Key. The file is the raw body.
import {
  CSV_CONTENT_TYPE,
  ImportCommitResponseSchema,
  ImportPreviewResponseSchema,
  XLSX_CONTENT_TYPE,
  type ImportFormat,
  type ImportKind,
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
} from '@/shared/contracts/imports';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/contracts/inventory';
import type { ApiClient } from './client';

export type { ImportKind, ImportMapping, ImportPreview, ImportResult };

export const IMPORT_PREVIEW_ERROR = 'Failed to read the file';

const importPath = (farmId: string, kind: ImportKind, step: string) =>
  `/api/farms/${encodeURIComponent(farmId)}/imports/${kind}/${step}`;

/** Where the template downloads (with the session's token; web/lib/download.ts). */
export const importTemplatePath = (farmId: string, kind: ImportKind, format: ImportFormat) =>
  `${importPath(farmId, kind, 'template')}?format=${format}`;

/** The Content-Type a file goes with: by its type, else by its name (browsers leave CSV's type empty on some systems). */
export function importContentType(file: { name: string; type: string }): string {
  if (file.type === XLSX_CONTENT_TYPE || /\.xlsx$/i.test(file.name)) return XLSX_CONTENT_TYPE;
  return CSV_CONTENT_TYPE;
}

const uploadUrl = (farmId: string, kind: ImportKind, step: string, mapping?: ImportMapping | null) =>
  mapping
    ? `${importPath(farmId, kind, step)}?mapping=${encodeURIComponent(JSON.stringify(mapping))}`
    : importPath(farmId, kind, step);

/** What the server reads in the file: its columns, the mapping (suggested unless given), rows and every error. */
export async function previewImport(
  api: ApiClient,
  farmId: string,
  kind: ImportKind,
  file: Blob & { name: string },
  mapping?: ImportMapping | null,
): Promise<ImportPreview> {
  const body = await api.post(uploadUrl(farmId, kind, 'preview', mapping), file, {
    headers: { 'Content-Type': importContentType(file) },
    schema: ImportPreviewResponseSchema,
    parseErrorMessage: IMPORT_PREVIEW_ERROR,
  });
  return body.data;
}

/** Writes every row or none; a 422 names each bad row in its fieldErrors (row_14: ["Row 14: …"]). */
export async function commitImport(
  api: ApiClient,
  farmId: string,
  kind: ImportKind,
  file: Blob & { name: string },
  mapping: ImportMapping,
  idempotencyKey: string,
): Promise<{ message: string; result: ImportResult }> {
  const body = await api.post(uploadUrl(farmId, kind, 'commit', mapping), file, {
    headers: { 'Content-Type': importContentType(file), [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: ImportCommitResponseSchema,
  });
  return { message: body.message, result: body.data };
}
