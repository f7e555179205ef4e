import { describe, expect, it } from 'vitest';
import { joinPhone } from './country-codes';

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
