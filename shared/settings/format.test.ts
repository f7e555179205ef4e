import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatTime } from './format';

// Intl separates the code with a no-break space; compare with plain spaces.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatMoney (integer minor units, 2 decimals, KES default)', () => {
  it.each([
    [123456, undefined, 'KES 1,234.56'],
    [5, undefined, 'KES 0.05'],
    [0, undefined, 'KES 0.00'],
    [100, 'KES', 'KES 1.00'],
    [-250, 'KES', '-KES 2.50'],
    [123456789, 'USD', 'USD 1,234,567.89'],
    [150000, 'UGX', 'UGX 1,500.00'],
  ] as const)('%s %s → %s', (minor, currency, expected) => {
    expect(plain(formatMoney(minor, currency))).toBe(expected);
  });

  it('is empty for a missing amount', () => {
    expect(formatMoney(Number.NaN)).toBe('');
  });
});

describe('formatDate (docs/product/settings.md date_format)', () => {
  const date = new Date(2026, 2, 5, 14, 7); // 5 March 2026, 14:07 local
  it.each([
    ['DD/MM/YYYY', '05/03/2026'],
    ['MM/DD/YYYY', '03/05/2026'],
    ['YYYY-MM-DD', '2026-03-05'],
  ] as const)('%s → %s', (format, expected) => {
    expect(formatDate(date, format)).toBe(expected);
    expect(formatDate(date.getTime(), format)).toBe(expected);
  });

  it('reads a date-only string as that calendar day in any timezone', () => {
    expect(formatDate('2026-03-05', 'DD/MM/YYYY')).toBe('05/03/2026');
    expect(formatDate('2026-12-31', 'YYYY-MM-DD')).toBe('2026-12-31');
  });

  it('defaults to DD/MM/YYYY and is empty for nothing or nonsense', () => {
    expect(formatDate(date)).toBe('05/03/2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatTime (docs/product/settings.md time_format)', () => {
  it.each([
    [new Date(2026, 0, 1, 0, 5), '00:05', '12:05 AM'],
    [new Date(2026, 0, 1, 9, 30), '09:30', '9:30 AM'],
    [new Date(2026, 0, 1, 12, 0), '12:00', '12:00 PM'],
    [new Date(2026, 0, 1, 23, 59), '23:59', '11:59 PM'],
  ])('%s → %s / %s', (date, h24, h12) => {
    expect(formatTime(date, '24h')).toBe(h24);
    expect(formatTime(date, '12h')).toBe(h12);
  });

  it('joins date and time from the settings', () => {
    const date = new Date(2026, 2, 5, 14, 7);
    expect(formatDateTime(date)).toBe('05/03/2026 14:07');
    expect(formatDateTime(date, { date_format: 'MM/DD/YYYY', time_format: '12h' })).toBe(
      '03/05/2026 2:07 PM',
    );
    expect(formatDateTime(undefined)).toBe('');
  });
});
