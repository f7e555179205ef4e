import { describe, expect, it } from 'vitest';
// Every catalogue is complete in every offered language: the same keys, the same {placeholders}, no empty text.
// A language that cannot pass this is not offered (shared/contracts/languages.ts), and a text left equal to the English must be a name or a code.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES } from './languages';

const ROOTS = ['shared', 'web', 'extension', 'widgets', 'entrypoints', 'server'];
const SKIP = new Set(['node_modules', 'dist', '.output', '.wxt', 'data']);

function catalogueFolders(dir: string, found: string[] = []): string[] {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'i18n' && existsSync(path.join(full, 'en.json'))) found.push(full);
    catalogueFolders(full, found);
  }
  return found;
}

/** The names a message fills in: {name}, {count, plural, …}, and those inside plural or select options. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue; // plain text
      names.add(String(token[0]));
      const options: unknown = token[2];
      if (options && typeof options === 'object') Object.values(options).forEach(walk);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

// Names and codes that read the same in every language; any other text left equal to English is untranslated.
const SAME_IN_EVERY_LANGUAGE = [
  'Shamba',
  'English',
  'Kiswahili',
  'Pusher',
  'Firebase',
  'WebSocket',
  'Chrome',
  'Firefox',
  'Android',
  'iOS',
  'Email',
  'Push',
  'M-Pesa',
];

/** Whether a text left as the English could still be right: nothing in it but names, codes, numbers and marks. */
function mayReadTheSame(text: string): boolean {
  let rest = text.replace(/\{[^}]*\}/g, ' ').replace(/\S+:\/\/\S+|\S+@\S+/g, ' ');
  for (const word of SAME_IN_EVERY_LANGUAGE) rest = rest.replaceAll(word, ' ');
  return !/\p{Ll}{3,}/u.test(rest);
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const folders = ROOTS.flatMap((root) => catalogueFolders(root));

describe('translation catalogues', () => {
  it('exist, and each defines its catalogue beside its texts', () => {
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) expect(existsSync(path.join(folder, 'index.ts')), folder).toBe(true);
  });

  it.each(folders)('%s is complete in every offered language', (folder) => {
    const english = read(path.join(folder, 'en.json'));
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const file = path.join(folder, `${language}.json`);
      expect(existsSync(file), `${file} is missing`).toBe(true);
      const translated = read(file);
      expect(Object.keys(translated).sort(), `${file}: keys differ from en.json`).toEqual(
        Object.keys(english).sort(),
      );
      for (const [key, text] of Object.entries(english)) {
        expect(text.trim(), `${folder}/en.json ${key} is empty`).not.toBe('');
        expect(translated[key]?.trim(), `${file} ${key} is empty`).not.toBe('');
        expect(placeholders(translated[key] ?? ''), `${file} ${key}: placeholders differ`).toEqual(
          placeholders(text),
        );
        if (translated[key] === text)
          expect(mayReadTheSame(text), `${file} ${key} is still the English "${text}"`).toBe(true);
      }
    }
  });
});
