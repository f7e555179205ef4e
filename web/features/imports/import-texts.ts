// How an import's problems read on screen (docs/product/imports.md "Preview"): a problem the imports know by its
// code in the reader's language, any other (the form's own rule) through the shared messages, as the forms show it.
import type { ImportRowError } from '@/shared/contracts/imports';
import { localizeMessage } from '@/shared/i18n/messages';
import { importsText, type ImportsTextKey } from './i18n';

const KNOWN = new Set<string>(importsText.keys);

export function problemText(error: Pick<ImportRowError, 'code' | 'message' | 'value'>): string {
  const key = `code_${error.code ?? ''}`;
  if (error.code && KNOWN.has(key)) return importsText.t(key as ImportsTextKey, { value: error.value ?? '' });
  return localizeMessage(error.message);
}

/** A field's label; a field the catalogue does not name shows its key. */
export function fieldLabel(key: string): string {
  const label = `field_${key}`;
  return KNOWN.has(label) ? importsText.t(label as ImportsTextKey) : key;
}

/** The errors of each row, in row order. */
export function errorsByRow(errors: readonly ImportRowError[]): Map<number, ImportRowError[]> {
  const byRow = new Map<number, ImportRowError[]>();
  for (const error of errors) {
    const list = byRow.get(error.row);
    if (list) list.push(error);
    else byRow.set(error.row, [error]);
  }
  return byRow;
}

/** "Row 14: Enter …" lines of a refused commit (its fieldErrors row_14: [...]), in row order. */
export function refusedRows(fieldErrors: Record<string, string[]> | undefined): string[] {
  return Object.entries(fieldErrors ?? {})
    .filter(([key]) => key.startsWith('row_'))
    .sort(([a], [b]) => Number(a.slice(4)) - Number(b.slice(4)))
    .flatMap(([, lines]) => lines);
}
