// The list downloads' titles, headings and the words for stored codes (a status, a kind, a role), in the
// language of the person downloading (docs/decisions/022).
import type { Language } from '@/shared/i18n/languages';
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const exportsText = defineCatalogue('server-exports', en, { sw: () => import('./sw.json') });
export type ExportsTextKey = keyof typeof en;

const keys = new Set<string>(exportsText.keys);

/** The word for a stored code ("part_paid" under "saleStatus" → "Part paid"); an unknown code as it is. */
export function codeLabel(lang: Language, group: string, code: string | null): string | null {
  if (code === null) return null;
  const key = `${group}_${code}`;
  return keys.has(key) ? exportsText.tIn(lang, key as ExportsTextKey) : code;
}
