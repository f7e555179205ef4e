import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The messages catalogue covers every English text that reaches people from elsewhere: the contracts' validation
// messages (collected from the schemas themselves and from their source), the server's friendly zod messages and
// the messages its services answer with. A new message without a Kiswahili text fails here, by name.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { getLanguage, setLanguage } from '../runtime';
import { compileSimple } from './compile';
import en from './en.json';
import sw from './sw.json';
import { localizeMessage, messagesText } from './index';

afterAll(() => setLanguage('en'));

/** Whether the catalogue knows a text: in Kiswahili it reads differently (every Kiswahili text differs). */
function unknownIn(texts: Iterable<string>): string[] {
  expect(getLanguage()).toBe('sw');
  return [...new Set(texts)].filter((text) => localizeMessage(text) === text).sort();
}

describe('localizeMessage', () => {
  it('answers a known English message in the current language', async () => {
    expect(localizeMessage('Choose 24h or 12h.')).toBe('Choose 24h or 12h.');
    await setLanguage('sw');
    expect(localizeMessage('Choose 24h or 12h.')).toBe('Chagua saa 24 au saa 12.');
    await setLanguage('en');
  });

  it('shows text it does not know as it came, and nothing for nothing', () => {
    expect(localizeMessage('Something the server said.')).toBe('Something the server said.');
    expect(localizeMessage(undefined)).toBeUndefined();
  });

  it('fills in the placeholders of a message the server built, in English and in Kiswahili', async () => {
    const refused = 'Only 3.50 kg of DAP 50kg left; you tried to use 5.';
    expect(localizeMessage(refused)).toBe(refused);
    await setLanguage('sw');
    expect(localizeMessage(refused)).toBe('Akiba ya DAP 50kg ni 3.50 kg tu; ulijaribu kutumia 5.');
    expect(localizeMessage('Too many requests. Try again in 1 second.')).toBe(
      'Maombi ni mengi mno. Jaribu tena baada ya sekunde 1.',
    );
    expect(localizeMessage('Too many requests. Try again in 14 minutes.')).toBe(
      'Maombi ni mengi mno. Jaribu tena baada ya dakika 14.',
    );
    // ICU quoting in the catalogue is undone before matching: the code writes the braces as they are.
    expect(localizeMessage('Conditions must be JSON, like {"temperature_controlled":true}.')).toBe(
      'Hali za uhifadhi lazima ziwe JSON, kama {"temperature_controlled":true}.',
    );
    expect(localizeMessage('Your role on this farm does not allow you to add inventory.')).toBe(
      'Jukumu lako kwenye shamba hili halikuruhusu kuongeza bidhaa kwenye hesabu ya mali.',
    );
    await setLanguage('en');
  });
});

describe('the messages catalogue', () => {
  const english = en as Record<string, string>;
  const swahili = sw as Record<string, string>;

  it('has every key in Kiswahili, with the same placeholders and a text of its own', () => {
    expect(Object.keys(swahili).sort()).toEqual(Object.keys(english).sort());
    const names = (text: string) =>
      (compileSimple(text) as unknown[])
        .filter(Array.isArray)
        .map((token) => String(token[0]))
        .sort();
    for (const [key, text] of Object.entries(english)) {
      expect(swahili[key]?.trim(), `sw.json ${key} is empty`).toBeTruthy();
      expect(swahili[key], `sw.json ${key} is still the English`).not.toBe(text);
      expect(names(swahili[key]!), `sw.json ${key}: placeholders differ`).toEqual(names(text));
    }
  });

  it('holds only text and simple {placeholders}, compiled here exactly as Lingui compiles them', () => {
    for (const [file, messages] of [
      ['en.json', english],
      ['sw.json', swahili],
    ] as const) {
      for (const [key, text] of Object.entries(messages)) {
        const compiled = compileSimple(text);
        expect(Array.isArray(compiled), `${file} ${key}: only text and {name} placeholders`).toBe(true);
        expect(compiled, `${file} ${key}`).toEqual(compileMessage(text));
      }
    }
  });

  it('never has two keys for one English text', () => {
    const texts = Object.values(english).map((text) => JSON.stringify(compileSimple(text)));
    expect(texts.length).toBe(new Set(texts).size);
    expect(messagesText.keys.length).toBe(texts.length);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Every message the contracts can produce.

const CONTRACTS = 'shared/contracts';
const contractModules = import.meta.glob<Record<string, unknown>>(
  ['../../contracts/*.ts', '!../../contracts/*.test.ts'],
  { eager: true },
);

/** The messages the schemas carry: each `error` of a schema or check, called with a sample issue. */
function schemaMessages(): string[] {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  // A message built from the input ("… is not an origin.") is filled with this.
  const issue = { code: 'custom', input: 'https://coop.example.org/path', path: [], message: '' };
  const collect = (error: unknown) => {
    if (typeof error !== 'function') return;
    const out: unknown = error(issue);
    const text = typeof out === 'string' ? out : (out as { message?: unknown } | undefined)?.message;
    if (typeof text === 'string') found.add(text);
  };
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach(walk);
    const def = (value as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (def) {
      collect(def.error);
      Object.values(def).forEach(walk); // shape, options, element, innerType, in, out, checks…
      return;
    }
    if (Object.getPrototypeOf(value) === Object.prototype) Object.values(value).forEach(walk);
  };
  for (const module of Object.values(contractModules)) Object.values(module).forEach(walk);
  return [...found];
}

const literal = String.raw`'((?:[^'\\\n]|\\.)*)'`;
const unquote = (text: string) => text.replace(/\\(.)/g, '$1');

/**
 * The messages written as literals in the contracts' source: `error:` and `message:` values (a literal, or a
 * constant of the same file), a literal last argument (`.min(1, 'Enter your name.')`, `.refine(fn, '…')`), and
 * the exported message constants the server answers with (`KEY_NOT_VALID`, `…_MESSAGE`).
 */
function sourceMessages(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  for (const name of readdirSync(CONTRACTS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const file = path.join(CONTRACTS, name);
    const source = readFileSync(file, 'utf8');
    const constants = new Map(
      [...source.matchAll(new RegExp(String.raw`const ([A-Z][A-Z0-9_]*)\s*=\s*${literal}`, 'g'))].map((m) => [
        m[1]!,
        unquote(m[2]!),
      ]),
    );
    const add = (text: string | undefined) => text && out.push({ file, text });
    for (const m of source.matchAll(new RegExp(String.raw`\b(?:error|message):\s*${literal}`, 'g')))
      add(unquote(m[1]!));
    for (const m of source.matchAll(/\b(?:error|message):\s*([A-Z][A-Z0-9_]*)\b/g)) add(constants.get(m[1]!));
    for (const m of source.matchAll(new RegExp(String.raw`,\s*${literal},?\s*\)`, 'g'))) add(unquote(m[1]!));
    for (const [constant, text] of constants)
      if (/MESSAGE|NOT_VALID|NOT_ALLOWED/.test(constant) && source.includes(`export const ${constant}`))
        add(text);
  }
  return out;
}

describe('every contract message is in the catalogue', () => {
  beforeAll(() => setLanguage('sw'));
  afterAll(() => setLanguage('en'));

  it('finds the contract modules', () => {
    expect(Object.keys(contractModules).length).toBe(
      readdirSync(CONTRACTS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).length,
    );
  });

  it('knows every message the schemas carry (templates filled in, as the schemas fill them)', () => {
    const messages = schemaMessages();
    expect(messages.length).toBeGreaterThan(50);
    expect(messages).toContain('Enter the unit cost as a number.');
    expect(unknownIn(messages)).toEqual([]);
  });

  it('knows every message written as a literal in the contracts', () => {
    const found = sourceMessages();
    expect(found.map((f) => f.text)).toContain(
      'Conditions must be JSON, like {"temperature_controlled":true}.',
    );
    expect(found.map((f) => f.text)).toContain('This embed key is not valid or has been revoked.');
    const unknown = new Set(unknownIn(found.map((f) => f.text)));
    expect(found.filter((f) => unknown.has(f.text)).map((f) => `${f.file}: ${f.text}`)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The server's messages, read as text (shared/ never imports server/).

/** What waitPhrase (server/lib/http-error.ts) writes: seconds up to 90, then whole minutes. */
const WAITS = ['in 1 second', 'in 45 seconds', 'in 90 seconds', 'in 2 minutes', 'in 14 minutes'];
/** Zod's names for what it expected, in `This field must be a ${issue.expected}.` */
const ZOD_EXPECTED = [
  'string',
  'number',
  'int',
  'bigint',
  'boolean',
  'array',
  'object',
  'record',
  'tuple',
  'date',
];

describe("the server's friendly zod messages are in the catalogue", () => {
  beforeAll(() => setLanguage('sw'));
  afterAll(() => setLanguage('en'));

  it('knows each message of server/lib/zod-messages.ts, for every type zod names', () => {
    const source = readFileSync('server/lib/zod-messages.ts', 'utf8');
    const messages: string[] = [];
    for (const m of source.matchAll(new RegExp(String.raw`return ${literal}`, 'g')))
      messages.push(unquote(m[1]!));
    for (const m of source.matchAll(/return `([^`]*)`/g)) {
      const template = m[1]!;
      expect(template.replaceAll('${issue.expected}', ''), `a new template: ${template}`).not.toContain('${');
      for (const type of ZOD_EXPECTED) messages.push(template.replaceAll('${issue.expected}', type));
    }
    expect(messages).toContain('This field is required.');
    expect(messages).toContain('This field must be a string.');
    expect(unknownIn(messages)).toEqual([]);
    // Each type zod names has its own Kiswahili, not the catch-all that leaves the type's English name in.
    const generic = ZOD_EXPECTED.filter(
      (type) =>
        localizeMessage(`This field must be a ${type}.`) === messagesText.t('fieldMustBeType', { type }),
    );
    expect(generic).toEqual([]);
  });
});

/**
 * The server's templated error messages, each with the texts it writes. A template not listed here fails the test
 * below: add its English to en.json (with {placeholders}, or one entry per fixed value), its Kiswahili to sw.json,
 * and its samples here.
 */
const SERVER_TEMPLATES: Record<string, string[]> = {
  'Too many requests. Try again ${waitPhrase(context.ttl / 1000)}.': WAITS.map(
    (w) => `Too many requests. Try again ${w}.`,
  ),
  'Too many failed sign-in attempts. Try again ${waitPhrase(waitSeconds)}, or reset your password.':
    WAITS.map((w) => `Too many failed sign-in attempts. Try again ${w}, or reset your password.`),
  'You have asked for ${MAX_SENDS_PER_WINDOW} codes in 15 minutes. You can ask for a new code ${waitPhrase(wait)}.':
    WAITS.map((w) => `You have asked for 3 codes in 15 minutes. You can ask for a new code ${w}.`),
  'We just sent a code. You can ask for another one ${waitPhrase(wait)}.': WAITS.map(
    (w) => `We just sent a code. You can ask for another one ${w}.`,
  ),
  "That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.": [
    'That code is not right. You have 1 try left.',
    'That code is not right. You have 4 tries left.',
  ],
  "We could not send the ${channel === 'email' ? 'e-mail' : 'SMS'} just now. Please try again in a few minutes.":
    [
      'We could not send the e-mail just now. Please try again in a few minutes.',
      'We could not send the SMS just now. Please try again in a few minutes.',
    ],
  // docs/product/roles-and-permissions.md "Custom roles"
  'A role named ${name} already exists.': ['A role named Content editor already exists.'],
  'A role named ${name} already exists on this farm.': [
    'A role named Store keeper already exists on this farm.',
  ],
  '${holders} people hold this role. Move them to another role first.': [
    '3 people hold this role. Move them to another role first.',
  ],
  '${invitations} pending invitations offer this role. Revoke them first.': [
    '2 pending invitations offer this role. Revoke them first.',
  ],
  'Realtime is not available: ${reason}': [
    'Realtime is not available: Realtime is not running.',
    'Realtime is not available: The server is not listening: no realtime client can be connected.',
  ],
  '${item.name} has stock history, so it cannot be deleted. Adjust its count to 0 instead; the history stays.':
    [
      'Maize seed has stock history, so it cannot be deleted. Adjust its count to 0 instead; the history stays.',
    ],
  'Only ${item.quantity} ${item.unit} of ${item.name} left; you tried to ${OUT_VERB[change.type]} ${change.quantity}.':
    ['use', 'sell', 'move'].map((verb) => `Only 3.00 bags of DAP left; you tried to ${verb} 5.`),
  '${source.name} is already in ${destination.name}; choose another location.': [
    'DAP is already in Main store; choose another location.',
  ],
  'This location still holds ${items(holding)}. Move or use up the stock before deleting it.': [
    'This location still holds 1 item. Move or use up the stock before deleting it.',
    'This location still holds 12 items. Move or use up the stock before deleting it.',
  ],
  "This location still has ${items(total)} on record with no stock left. Delete ${total === 1 ? 'it' : 'them'} before deleting the location.":
    [
      'This location still has 1 item on record with no stock left. Delete it before deleting the location.',
      'This location still has 2 items on record with no stock left. Delete them before deleting the location.',
    ],
  'A supplier named ${name} already exists on this farm.': [
    'A supplier named Agrovet Ltd already exists on this farm.',
  ],
  'This embed key does not allow: ${SCOPE_LABELS[scope]}.': [
    'This embed key does not allow: Read notifications.',
    'This embed key does not allow: Read inventory.',
    'This embed key does not allow: Change inventory (consume and transfer stock).',
  ],
  'There is no widgets version ${version}; the current one is ${WIDGETS_VERSION}.': [
    'There is no widgets version 0.9.0; the current one is 1.4.0.',
  ],
  // docs/product/staff.md
  'You are already on ${found.farmName}.': ['You are already on Mlima Farm.'],
  '${member.name} is already on this farm.': ['Wanjiru Kamau is already on this farm.'],
  'This invitation was just sent. You can send it again ${waitPhrase(left)}.': [
    'This invitation was just sent. You can send it again in 1 second.',
    'This invitation was just sent. You can send it again in 45 seconds.',
  ],
  '${name} is the only owner of this farm. Make someone else an owner first, so the farm always has one.': [
    'Amina Owner is the only owner of this farm. Make someone else an owner first, so the farm always has one.',
  ],
  'There is already a team called ${name} on this farm. Choose another name.': [
    'There is already a team called Field team on this farm. Choose another name.',
  ],
};

const SERVER_ROOTS = ['server/lib', 'server/plugins', 'server/modules', 'server/app.ts'];

function serverFiles(entry: string, found: string[] = []): string[] {
  if (statSync(entry).isFile()) {
    const name = path.basename(entry);
    // test-notification-routes.ts is a product route (the test pages); fixtures and support files are not.
    const test = /\.(test|pg-test|bench)\.ts$|fixtures|test-support|test-rows|test-helper/.test(name);
    if (name.endsWith('.ts') && !test) found.push(entry);
    return found;
  }
  for (const name of readdirSync(entry)) serverFiles(path.join(entry, name), found);
  return found;
}

/** The expression at `at`: a quoted or template literal (its source), or an identifier; null for anything else. */
function expressionAt(
  source: string,
  at: number,
): { kind: 'literal' | 'template' | 'name'; text: string } | null {
  const quote = source[at];
  if (quote === "'" || quote === '"') {
    let text = '';
    for (let i = at + 1; i < source.length; i++) {
      if (source[i] === '\\') text += source[++i];
      else if (source[i] === quote) return { kind: 'literal', text };
      else text += source[i];
    }
    return null;
  }
  if (quote === '`') {
    let depth = 0;
    for (let i = at + 1; i < source.length; i++) {
      if (source[i] === '$' && source[i + 1] === '{') {
        depth++;
        i++;
      } else if (source[i] === '}' && depth > 0) depth--;
      else if (source[i] === '`' && depth === 0) return { kind: 'template', text: source.slice(at + 1, i) };
    }
    return null;
  }
  const name = /^[A-Za-z_]\w*(?=\s*[,)])/.exec(source.slice(at))?.[0];
  return name ? { kind: 'name', text: name } : null;
}

/** `const NAME = '…'` (or a template), in the file itself first, else exported from any other. */
function constantValue(name: string, file: string, sources: Map<string, string>) {
  const pattern = new RegExp(String.raw`const ${name}\s*=\s*(?=['"\`])`);
  const own = sources.get(file)!;
  for (const [where, source] of [[file, own] as const, ...sources]) {
    if (where !== file && !source.includes(`export const ${name}`)) continue;
    const m = pattern.exec(source);
    if (m) return expressionAt(source, m.index + m[0].length);
  }
  return null;
}

describe("the server's error messages are in the catalogue", () => {
  beforeAll(() => setLanguage('sw'));
  afterAll(() => setLanguage('en'));

  it('knows the message of every HttpError, fieldError and tooManyRequests the server throws', () => {
    const files = SERVER_ROOTS.flatMap((root) => serverFiles(root));
    const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
    for (const file of readdirSync(CONTRACTS)) {
      const full = path.join(CONTRACTS, file);
      if (file.endsWith('.ts')) sources.set(full, readFileSync(full, 'utf8'));
    }
    const calls = /new HttpError\(\s*\d+,\s*|fieldError\(\s*(?:'[^']*'|\w+),\s*|tooManyRequests\(\s*/g;
    const literals: { file: string; text: string }[] = [];
    const templates = new Set<string>();
    const unlisted: string[] = [];
    for (const file of files) {
      const source = sources.get(file)!;
      for (const m of source.matchAll(calls)) {
        let message = expressionAt(source, m.index + m[0].length);
        // A parameter (requireFarmRole's `message`) or a lookup is checked where its value is written.
        if (message?.kind === 'name') message = constantValue(message.text, file, sources);
        if (!message) continue;
        if (message.kind === 'literal') literals.push({ file, text: message.text });
        else if (message.kind === 'template') {
          templates.add(message.text);
          if (!SERVER_TEMPLATES[message.text]) unlisted.push(`${file}: \`${message.text}\``);
        }
      }
    }
    expect(literals.length).toBeGreaterThan(30);
    expect(templates.size).toBeGreaterThan(10);
    expect(unlisted, 'templated messages without samples in SERVER_TEMPLATES').toEqual([]);
    const unknown = new Set(unknownIn(literals.map((l) => l.text)));
    expect(literals.filter((l) => unknown.has(l.text)).map((l) => `${l.file}: ${l.text}`)).toEqual([]);
    expect(unknownIn([...templates].flatMap((template) => SERVER_TEMPLATES[template]!))).toEqual([]);
  });

  it('knows the refusal of every farm permission (server/modules/farms/permission-refusals.ts)', () => {
    const source = readFileSync('server/modules/farms/permission-refusals.ts', 'utf8');
    const refusals = [...source.matchAll(/'[a-z]+\.[a-z]+':\s*(['"])(.+?)\1,/g)].map((m) => m[2]!);
    expect(refusals).toHaveLength(45);
    expect(unknownIn(refusals)).toEqual([]);
  });
});
