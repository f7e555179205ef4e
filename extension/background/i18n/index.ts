// The background worker's own texts (the answers its pages show, the toolbar button's title) in the person's
// language. Not a Lingui catalogue: the worker has no screen, and its budget (80 KB gzip, docs/decisions/022)
// has no room for the runtime, so both languages travel inline (a handful of texts) and are read below. The
// bundlers compile i18n/*.json to Lingui's compiled form (text and ["name"] parts); these texts use plain
// {placeholders} only, no plural or select. The catalogue test checks them like every other catalogue.
import type { Language } from '@/shared/contracts/languages';
import en from './en.json';
import sw from './sw.json';

export type WorkerTextKey = keyof typeof en;
type Message = string | readonly (string | readonly unknown[])[];
const TEXTS: Record<Language, Record<WorkerTextKey, Message>> = { en, sw };

export function workerText(
  language: Language,
  key: WorkerTextKey,
  values: Record<string, string | number> = {},
): string {
  const message = TEXTS[language]?.[key] ?? TEXTS.en[key];
  const fill = (name: unknown) => String(values[String(name)] ?? '');
  // Uncompiled ICU text (no bundler plugin) still fills its {placeholders}.
  if (typeof message === 'string') return message.replace(/\{(\w+)\}/g, (_, name: string) => fill(name));
  return message.map((part) => (typeof part === 'string' ? part : fill(part[0]))).join('');
}
