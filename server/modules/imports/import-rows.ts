// The engine every kind shares (docs/product/imports.md "Preview"): the mapping from file columns to fields, every
// row checked with its kind's form schema, duplicates across the file, and the errors numbered as the
// spreadsheet numbers its rows (the header is row 1).
import {
  IMPORT_FIELDS,
  IMPORT_MAX_LISTED_ERRORS,
  IMPORT_PREVIEW_ROWS,
  ImportMappingSchema,
  type ImportMapping,
  type ImportRowError,
} from '@/shared/contracts/imports';
import { HttpError } from '@/server/lib/http-error';
import type { AnyImportKind, Cells } from './import-kind';
import { headerKey } from './import-cells';
import type { SheetData } from './import-file';
import { IMPORT_MESSAGES as M, fill } from './messages';

export const HEADER_ROW = 1;

/** Each field's column by its header names (English and Kiswahili), else by the field key itself. */
export function suggestMapping(kind: AnyImportKind['kind'], columns: readonly string[]): ImportMapping {
  const byKey = new Map<string, string>();
  for (const column of columns) if (!byKey.has(headerKey(column))) byKey.set(headerKey(column), column);
  const mapping: ImportMapping = {};
  for (const field of IMPORT_FIELDS[kind]) {
    const names = [field.key, ...field.headers].map(headerKey);
    mapping[field.key] = names.map((name) => byKey.get(name)).find((column) => column !== undefined) ?? null;
  }
  return mapping;
}

/** The mapping sent as a query parameter (JSON), or null without one; 422 when it is not a mapping. */
export function parseMapping(text: string | undefined): ImportMapping | null {
  if (text === undefined || text === '') return null;
  try {
    const parsed = ImportMappingSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // answered below
  }
  throw new HttpError(422, M.badMapping, { code: 'import_bad_mapping', errors: { mapping: [M.badMapping] } });
}

export interface ResolvedMapping {
  mapping: ImportMapping;
  /** Field key -> column index, for the mapped fields. */
  indexes: Map<string, number>;
  /** Problems of the mapping itself (reported on the header row); rows are not read while there are any. */
  errors: ImportRowError[];
}

export function resolveMapping(
  kind: AnyImportKind['kind'],
  columns: readonly string[],
  given: ImportMapping | null,
): ResolvedMapping {
  const suggested = suggestMapping(kind, columns);
  const mapping: ImportMapping = {};
  const indexes = new Map<string, number>();
  const errors: ImportRowError[] = [];
  for (const field of IMPORT_FIELDS[kind]) {
    const column = given ? (given[field.key] ?? null) : suggested[field.key]!;
    mapping[field.key] = column;
    if (column === null) {
      if (field.required) {
        const message = fill(M.missingColumn, { field: field.key.replace(/_/g, ' ') });
        errors.push({ row: HEADER_ROW, field: field.key, message, code: 'missing_column' });
      }
      continue;
    }
    const index = columns.indexOf(column);
    if (index < 0) {
      const message = fill(M.unknownColumn, { value: column });
      errors.push({ row: HEADER_ROW, field: field.key, message, code: 'unknown_column', value: column });
      continue;
    }
    indexes.set(field.key, index);
  }
  return { mapping, indexes, errors };
}

const cellsOf = (row: readonly string[], indexes: Map<string, number>): Cells => {
  const cells: Cells = {};
  for (const [key, index] of indexes) cells[key] = (row[index] ?? '').trim();
  return cells;
};

export interface CheckedRows<Value> {
  values: Value[];
  errors: ImportRowError[];
  invalidRows: number;
  errorCount: number;
}

/** Every row through the kind's check, then what must be unique across the file. */
export function checkRows<Lookup, Value>(
  kind: { check: AnyImportKind['check']; uniqueKeys?: AnyImportKind['uniqueKeys'] },
  sheet: SheetData,
  indexes: Map<string, number>,
  lookup: Lookup,
  farmId: string,
): CheckedRows<Value> {
  const values: Value[] = [];
  const errors: ImportRowError[] = [];
  const firstRowOf = new Map<string, number>();
  let invalidRows = 0;
  let errorCount = 0;
  const report = (row: number, problems: ImportRowError[]) => {
    invalidRows += 1;
    errorCount += problems.length;
    for (const problem of problems) if (errors.length < IMPORT_MAX_LISTED_ERRORS) errors.push(problem);
  };
  sheet.rows.forEach((cells, index) => {
    const row = sheet.rowNumbers[index]!;
    const checked = kind.check(cellsOf(cells, indexes), lookup, farmId);
    if (checked.problems) {
      report(
        row,
        checked.problems.map((problem) => ({ row, ...problem })),
      );
      return;
    }
    const duplicates: ImportRowError[] = [];
    for (const unique of kind.uniqueKeys?.(checked.value) ?? []) {
      const first = firstRowOf.get(unique.key);
      if (first === undefined) firstRowOf.set(unique.key, row);
      else {
        const message = fill(M.duplicateInFile, { value: unique.shown, first });
        duplicates.push({
          row,
          field: unique.field,
          message,
          code: 'duplicate_in_file',
          value: unique.shown,
        });
      }
    }
    if (duplicates.length > 0) report(row, duplicates);
    else values.push(checked.value as Value);
  });
  return { values, errors, invalidRows, errorCount };
}

/** The first rows as mapped, to show beside their errors. */
export function previewRows(sheet: SheetData, indexes: Map<string, number>) {
  return sheet.rows
    .slice(0, IMPORT_PREVIEW_ROWS)
    .map((row, index) => ({ row: sheet.rowNumbers[index]!, cells: cellsOf(row, indexes) }));
}

/** "Row 14: Enter the quantity as a number." */
export const rowSentence = (error: ImportRowError) => fill(M.rowPrefix, { row: error.row }) + error.message;
