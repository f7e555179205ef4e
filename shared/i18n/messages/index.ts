// Texts that arrive as English from elsewhere: the contracts' validation messages (shared/contracts stays free
// of the translation layer) and the server's answers (422 field messages, error messages). They are shown
// through localizeMessage, which finds the English text here and answers it in the current language; text it
// does not know is shown as it came.
import { defineCatalogue } from '../runtime';
import en from './en.json';

export const messagesText = defineCatalogue('messages', en, { sw: () => import('./sw.json') });

type Key = keyof typeof en;
type Pattern = { key: Key; regex: RegExp; names: string[] };

const exact = new Map<string, Key>();
const patterns: Pattern[] = [];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A message with simple {placeholders} also matches the filled-in text: "Only {left} left." reads "Only 3 kg left.".
for (const [key, text] of Object.entries(en) as [Key, string][]) {
  if (!/\{\w+\}/.test(text) || /\{\w+,/.test(text)) {
    exact.set(text, key);
    continue;
  }
  const names: string[] = [];
  const source = text
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  patterns.push({ key, regex: new RegExp(`^${source}$`), names });
}

export function localizeMessage(text: string): string;
export function localizeMessage(text: string | undefined): string | undefined;
export function localizeMessage(text: string | undefined): string | undefined {
  if (!text) return text;
  const key = exact.get(text);
  if (key) return messagesText.t(key);
  for (const { key: patternKey, regex, names } of patterns) {
    const match = regex.exec(text);
    if (match) return messagesText.t(patternKey, Object.fromEntries(names.map((n, i) => [n, match[i + 1]])));
  }
  return text;
}
