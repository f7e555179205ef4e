// What the fetchers say to people: request failures and each area's load and write failures (docs/decisions/022).
// The English texts stay exported as constants beside their fetchers (docs/product quotes them word for word, and
// code compares them), so errors carry English; a screen shows one through localizeApiMessage, or asks apiText
// for the text directly.
import { defineCatalogue } from '@/shared/i18n/runtime';
import { localizeMessage } from '@/shared/i18n/messages';
import en from './en.json';

export const apiText = defineCatalogue('shared-api', en, { sw: () => import('./sw.json') });

type Key = (typeof apiText.keys)[number];

/** The texts with a placeholder, and its name. */
const FILLED: Partial<Record<Key, string>> = {
  requestFailedWithStatus: 'status',
  errorLoadingData: 'message',
};
const MARK = '\u0000';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const exact = new Map<string, Key>();
const patterns: { key: Key; name: string; regex: RegExp }[] = [];
for (const key of apiText.keys) {
  const name = FILLED[key];
  if (!name) {
    exact.set(apiText.tIn('en', key), key);
    continue;
  }
  const [before = '', after = ''] = apiText.tIn('en', key, { [name]: MARK }).split(MARK);
  patterns.push({ key, name, regex: new RegExp(`^${escape(before)}([\\s\\S]+?)${escape(after)}$`) });
}

/**
 * An English text of the fetchers ("Failed to load suppliers", "Request failed with status 500") in the current
 * language; any other text (the server's) goes through localizeMessage, which shows what it does not know as is.
 */
export function localizeApiMessage(text: string): string;
export function localizeApiMessage(text: string | undefined): string | undefined;
export function localizeApiMessage(text: string | undefined): string | undefined {
  if (!text) return text;
  const key = exact.get(text);
  if (key) return apiText.t(key);
  for (const { key: patternKey, name, regex } of patterns) {
    const match = regex.exec(text);
    if (match) return apiText.t(patternKey, { [name]: localizeApiMessage(match[1] ?? '') });
  }
  return localizeMessage(text);
}
