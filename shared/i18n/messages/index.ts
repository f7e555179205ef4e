// Texts that arrive as English from elsewhere: the contracts' validation messages (shared/contracts stays free
// of the translation layer) and the server's answers (422 field messages, error messages). They are shown
// through localizeMessage, which finds the English text here and answers it in the current language; text it
// does not know is shown as it came.
import { defineCatalogue } from '../runtime';
import { compileCatalogue, compileSimple, type SimpleToken } from './compile';
import en from './en.json';

type Key = keyof typeof en;

export const messagesText = defineCatalogue('messages', compileCatalogue(en) as Record<Key, unknown>, {
  sw: () => import('./sw.json').then((module) => ({ default: compileCatalogue(module.default) })),
});

type Pattern = { key: Key; regex: RegExp; names: string[] };

const exact = new Map<string, Key>();
const patterns: Pattern[] = [];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The English as the code writes it, read from the compiled message (so ICU quoting is undone). A message with
// {placeholders} also matches the filled-in text: "Only {left} left." reads "Only 3 kg left.".
for (const key of messagesText.keys) {
  const tokens = compileSimple(en[key]);
  if (!Array.isArray(tokens)) continue;
  if (tokens.every((token) => typeof token === 'string')) {
    exact.set(tokens.join(''), key);
    continue;
  }
  if (!tokens.every((token) => typeof token === 'string' || token.length === 1)) continue;
  const names: string[] = [];
  const source = (tokens as SimpleToken[])
    .map((token) => {
      if (typeof token === 'string') return escape(token);
      names.push(token[0]);
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
