// The before and after of an activity entry, field by field (docs/product/activity-log.md "Reading an entry"): what
// changed first, then how many fields stayed the same. Plain functions, so they are tested without a screen.
import type { ActivitySnapshot } from '@/shared/contracts/activity-log';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface SnapshotDiff {
  /** Fields added, removed or changed; for a record created or deleted, every field it had a value in. */
  changed: FieldChange[];
  /** Fields with the same value before and after (an edit), not listed. */
  unchanged: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const blank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The database keeps JSON keys in its own order (shortest first), so fields are put in reading order here: what
 * names the record, then what changes most, then everything else by name.
 */
const READING_ORDER = ['name', 'quantity', 'change', 'unit', 'status', 'to_location', 'note', 'category'];
const rank = (field: string) => {
  const at = READING_ORDER.indexOf(field);
  return at === -1 ? READING_ORDER.length : at;
};
export const inReadingOrder = (fields: Iterable<string>) =>
  [...new Set(fields)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

export function diffSnapshots(before: ActivitySnapshot, after: ActivitySnapshot): SnapshotDiff {
  const fields = inReadingOrder([...Object.keys(after ?? {}), ...Object.keys(before ?? {})]);
  const changed: FieldChange[] = [];
  let unchanged = 0;
  for (const field of fields) {
    const was = before?.[field];
    const is = after?.[field];
    // An edit shows only what moved; a record created or deleted, all it held (its empty fields say nothing).
    if (before && after) {
      if (same(was, is)) unchanged += 1;
      else changed.push({ field, before: was, after: is });
    } else if (!blank(was) || !blank(is)) changed.push({ field, before: was, after: is });
  }
  return { changed, unchanged };
}

/** "unit_cost_minor" → "Unit cost minor": a field without a translated label still reads as words. */
export const fieldWords = (field: string) => {
  const words = field.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A value as text, or null when there is none (shown as a dash); booleans are left to the caller. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map((v) => valueText(v) ?? '—').join(', ');
  return JSON.stringify(value);
}
