import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../runtime';
import { localizeMessage } from './index';

afterAll(() => setLanguage('en'));

describe('localizeMessage', () => {
  it('answers a known English message in the current language', async () => {
    expect(localizeMessage('Choose 24h or 12h.')).toBe('Choose 24h or 12h.');
    await setLanguage('sw');
    expect(localizeMessage('Choose 24h or 12h.')).toBe('Chagua saa 24 au saa 12.');
  });

  it('shows text it does not know as it came, and nothing for nothing', () => {
    expect(localizeMessage('Something the server said.')).toBe('Something the server said.');
    expect(localizeMessage(undefined)).toBeUndefined();
  });
});
