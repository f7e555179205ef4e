// The before and after of an activity entry: plain JSON of the record, without anything that lets someone sign in
// or act as someone (docs/product/activity-log.md "What is kept").
const SECRET_KEY = /(token|hash|password|secret|otp|api_?key)/i;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function strip(value: Json): Json {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== 'object') return value;
  const kept: { [key: string]: Json } = {};
  for (const [key, inner] of Object.entries(value)) {
    if (!SECRET_KEY.test(key)) kept[key] = strip(inner);
  }
  return kept;
}

/** A snapshot as stored: JSON round-tripped (dates become ISO text), secret-looking keys dropped; null if absent. */
export function withoutSecrets(record: unknown): Record<string, unknown> | null {
  if (record === undefined || record === null) return null;
  const json = JSON.parse(JSON.stringify(record)) as Json;
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return { value: strip(json) };
  return strip(json) as Record<string, unknown>;
}

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
/** Columns every table has that say nothing about the change itself. */
const BOOKKEEPING = ['id', 'farmId', 'createdAt', 'updatedAt', 'searchText'];

/**
 * A table row as the log keeps it: snake_case keys as the API names fields, without the id, farm and timestamps
 * (the entry has those) and without `omit`.
 */
export function rowSnapshot<T extends object>(row: T, omit: readonly (keyof T & string)[] = []) {
  const skipped = new Set<string>([...BOOKKEEPING, ...omit]);
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (!skipped.has(key)) kept[snakeCase(key)] = value;
  }
  return kept;
}
