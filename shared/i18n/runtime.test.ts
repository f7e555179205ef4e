import { afterAll, describe, expect, it, vi } from 'vitest';
import { defineCatalogue, getLanguage, getLocale, setLanguage, subscribeLanguage } from './runtime';
import { formatNumber } from './format';
import { resolveLanguage } from './languages';

const english = {
  greeting: 'Hello {name}',
  items: '{count, plural, one {# item} other {# items}}',
  onlyEnglish: 'Shamba',
};
const swahili = { greeting: 'Habari {name}', items: '{count, plural, one {bidhaa #} other {bidhaa #}}' };
let loads = 0;
const text = defineCatalogue('runtime-test', english, {
  sw: () => {
    loads += 1;
    return Promise.resolve({ default: swahili });
  },
});

afterAll(() => setLanguage('en'));

describe('the translation layer', () => {
  it('speaks English without loading anything', () => {
    expect(getLanguage()).toBe('en');
    expect(text.t('greeting', { name: 'Wanjiru' })).toBe('Hello Wanjiru');
    expect(text.t('items', { count: 1 })).toBe('1 item');
    expect(text.t('items', { count: 3 })).toBe('3 items');
    expect(loads).toBe(0);
  });

  it('switches every catalogue at once, loading each translation once, and tells listeners', async () => {
    const heard = vi.fn();
    const stop = subscribeLanguage(heard);
    await setLanguage('sw');
    await setLanguage('sw');
    stop();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(loads).toBe(1);
    expect(text.isReady('sw')).toBe(true);
    expect(text.t('greeting', { name: 'Wanjiru' })).toBe('Habari Wanjiru');
    expect(text.t('items', { count: 2 })).toBe('bidhaa 2');
    // A key without a translation falls back to English, never to its id.
    expect(text.t('onlyEnglish')).toBe('Shamba');
    expect(getLocale()).toBe('sw-KE');
    expect(document.documentElement.lang).toBe('sw');
  });

  it('loads a catalogue defined after the switch on its own', async () => {
    const late = defineCatalogue(
      'runtime-test-late',
      { hi: 'Hi' },
      { sw: async () => ({ default: { hi: 'Jambo' } }) },
    );
    await late.load('sw');
    expect(late.t('hi')).toBe('Jambo');
  });

  it('formats numbers in the language’s locale', async () => {
    await setLanguage('en');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });

  it('refuses two catalogues of one name', () => {
    expect(() => defineCatalogue('runtime-test', {}, {})).toThrow(/runtime-test/);
  });
});

describe('resolveLanguage', () => {
  it.each([
    ['sw', 'sw'],
    ['sw-KE', 'sw'],
    ['SW', 'sw'],
    ['en-GB', 'en'],
    ['fr', 'en'],
    [undefined, 'en'],
    [42, 'en'],
  ])('%s → %s', (given, expected) => expect(resolveLanguage(given)).toBe(expected));
});

describe('texts in a given language', () => {
  it('answers in the language asked for, whatever the current one', async () => {
    await text.load('sw');
    await setLanguage('en');
    expect(text.tIn('sw', 'greeting', { name: 'Amina' })).toBe('Habari Amina');
    expect(text.t('greeting', { name: 'Amina' })).toBe('Hello Amina');
  });
});
