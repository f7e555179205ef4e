import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '@/shared/i18n/runtime';
import { countryCodeOptions, joinPhone } from './country-codes';

describe('joinPhone', () => {
  it.each([
    ['+254', '0712 345 678', '+254712345678'],
    ['+254', '712-345-678', '+254712345678'],
    ['+256', '+254712345678', '+254712345678'],
    ['+254', '   ', ''],
  ])('%s + %s → %s', (code, number, expected) => {
    expect(joinPhone(code, number)).toBe(expected);
  });
});

describe('countryCodeOptions', () => {
  afterAll(() => setLanguage('en'));

  it('names each country with its code, in the current language', async () => {
    expect(countryCodeOptions().slice(0, 2)).toEqual([
      { value: '+254', label: 'Kenya (+254)' },
      { value: '+256', label: 'Uganda (+256)' },
    ]);
    expect(countryCodeOptions().find((o) => o.value === '+27')?.label).toBe('South Africa (+27)');
    await setLanguage('sw');
    expect(countryCodeOptions().find((o) => o.value === '+27')?.label).toBe('Afrika Kusini (+27)');
    expect(countryCodeOptions().find((o) => o.value === '+44')?.label).toBe('Uingereza (+44)');
    expect(countryCodeOptions()[0]?.label).toBe('Kenya (+254)');
  });
});
