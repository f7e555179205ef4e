// Preview and commit (docs/product/imports.md): both read the same file with the same mapping through the same
// checks, so what the preview shows is what the commit does. The commit checks again inside its transaction and
// writes nothing unless every row passes.
import type { ImportKind, ImportMapping, ImportPreview, ImportResult } from '@/shared/contracts/imports';
import type { Database } from '@/server/db/client';
import { HttpError } from '@/server/lib/http-error';
import { recordActivity } from '@/server/modules/activity/record';
import type { ImportScope, ImportWrite } from './import-kind';
import { checkRows, previewRows, resolveMapping, rowSentence } from './import-rows';
import type { SheetData } from './import-file';
import { IMPORT_REGISTRY_MODULES } from './import-activity';
import { IMPORTS } from './import-registry';
import { IMPORT_MESSAGES as M, fill } from './messages';

export async function previewImport(
  db: Database,
  scope: ImportScope,
  kind: ImportKind,
  sheet: SheetData,
  given: ImportMapping | null,
): Promise<ImportPreview> {
  const definition = IMPORTS[kind];
  const resolved = resolveMapping(kind, sheet.columns, given);
  const base = {
    kind,
    columns: sheet.columns,
    mapping: resolved.mapping,
    row_count: sheet.rows.length,
    rows: previewRows(sheet, resolved.indexes),
  };
  if (resolved.errors.length > 0) {
    return { ...base, invalid_rows: 0, error_count: resolved.errors.length, errors: resolved.errors };
  }
  const lookup = await definition.load(db, scope);
  const checked = checkRows(definition, sheet, resolved.indexes, lookup, scope.farmId);
  return {
    ...base,
    invalid_rows: checked.invalidRows,
    error_count: checked.errorCount,
    errors: checked.errors,
  };
}

/** 422 naming each bad row; nothing is written. */
function refuse(errors: ImportPreview['errors'], invalidRows: number): never {
  const message = fill(M.rowsInvalid, { count: invalidRows });
  const listed: Record<string, string[]> = {};
  for (const error of errors) (listed[`row_${error.row}`] ??= []).push(rowSentence(error));
  throw new HttpError(422, message, {
    code: 'import_rows_invalid',
    errors: listed,
    details: { invalid_rows: invalidRows, rows: errors },
  });
}

/** Inside the caller's transaction: checks every row again, then writes them all, or throws and writes nothing. */
export async function commitImport(
  w: ImportWrite,
  kind: ImportKind,
  sheet: SheetData,
  given: ImportMapping | null,
): Promise<ImportResult & { alerts: number }> {
  const definition = IMPORTS[kind];
  const resolved = resolveMapping(kind, sheet.columns, given);
  if (resolved.errors.length > 0) refuse(resolved.errors, 1);
  const lookup = await definition.load(w.db, { farmId: w.farmId, access: w.access, now: w.now });
  const checked = checkRows(definition, sheet, resolved.indexes, lookup, w.farmId);
  if (checked.errors.length > 0) refuse(checked.errors, checked.invalidRows);
  const written = await definition.write(w, checked.values, lookup);
  const { module, recordType, summary } = IMPORT_REGISTRY_MODULES[kind];
  await recordActivity(w.db, {
    farmId: w.farmId,
    actor: { id: w.userId, surface: w.surface },
    module,
    action: 'create',
    recordType,
    summary: fill(summary, { count: written.created }),
    after: { kind, created: written.created, movements: written.movements },
    at: w.now,
  });
  return { kind, created: written.created, movements: written.movements, alerts: written.alerts ?? 0 };
}
