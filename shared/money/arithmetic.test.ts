import { describe, expect, it } from 'vitest';
import {
  MoneyRuleError,
  amountText,
  changeDue,
  divideRounded,
  lineAmounts,
  parseAmount,
  paymentStatus,
  saleTotals,
} from './arithmetic';

describe('lineAmounts', () => {
  it.each([
    // quantity, unit price, discount, tax bp, inclusive → gross, net, tax, total
    [1, 10_000, 0, 0, false, 10_000, 10_000, 0, 10_000],
    [3, 2_550, 0, 0, false, 7_650, 7_650, 0, 7_650],
    [2.5, 4_999, 0, 0, false, 12_498, 12_498, 0, 12_498], // 12497.5 rounds up
    [0.01, 1, 0, 0, false, 0, 0, 0, 0], // a hundredth of a cent rounds to nothing
    [0.5, 1, 0, 0, false, 1, 1, 0, 1], // half a cent rounds away from zero
    [1, 10_000, 0, 1_600, false, 10_000, 10_000, 1_600, 11_600], // VAT 16% on top
    [1, 11_600, 0, 1_600, true, 11_600, 10_000, 1_600, 11_600], // VAT 16% included
    [1, 10_000, 0, 1_600, true, 10_000, 8_621, 1_379, 10_000], // 8620.69 → 8621
    [4, 2_500, 1_000, 0, false, 10_000, 9_000, 0, 9_000], // discount off the line
    [4, 2_500, 1_000, 1_600, false, 10_000, 9_000, 1_440, 10_440], // tax after the discount
    [4, 2_500, 1_000, 1_600, true, 10_000, 7_759, 1_241, 9_000], // inclusive after the discount
    [3, 333, 0, 800, false, 999, 999, 80, 1_079], // 79.92 → 80
    [1, 5_000, 5_000, 1_600, false, 5_000, 0, 0, 0], // discounted to nothing
    [10, 99, 0, 10_000, false, 990, 990, 990, 1_980], // a 100% tax
  ])(
    '%d × %d less %d at %d bp (inclusive %s)',
    (quantity, unitPriceMinor, discountMinor, taxBasisPoints, taxInclusive, gross, net, tax, total) => {
      const line = lineAmounts({ quantity, unitPriceMinor, discountMinor, taxBasisPoints, taxInclusive });
      expect(line).toEqual({
        grossMinor: gross,
        discountMinor,
        netMinor: net,
        taxMinor: tax,
        totalMinor: total,
      });
      expect(line.netMinor + line.taxMinor).toBe(line.totalMinor);
    },
  );

  it.each([
    [{ quantity: 1.005, unitPriceMinor: 100 }, 'at most two decimals'],
    [{ quantity: 1, unitPriceMinor: -1 }, 'zero or more'],
    [{ quantity: 1, unitPriceMinor: 1.5 }, 'whole number of cents'],
    [{ quantity: 1, unitPriceMinor: 100, discountMinor: 101 }, 'more than the line is worth'],
    [{ quantity: 1, unitPriceMinor: 100, taxBasisPoints: 10_001 }, 'between 0 and 100 percent'],
    [{ quantity: 1e12, unitPriceMinor: 1e9 }, 'too large'],
  ])('refuses %o', (line, message) => {
    expect(() => lineAmounts(line)).toThrow(MoneyRuleError);
    expect(() => lineAmounts(line)).toThrow(message);
  });
});

describe('saleTotals', () => {
  it('adds the lines as each was rounded', () => {
    const lines = [
      lineAmounts({ quantity: 3, unitPriceMinor: 333, taxBasisPoints: 800 }),
      lineAmounts({ quantity: 1, unitPriceMinor: 11_600, taxBasisPoints: 1_600, taxInclusive: true }),
      lineAmounts({ quantity: 2, unitPriceMinor: 500, discountMinor: 100 }),
    ];
    expect(saleTotals(lines)).toEqual({
      subtotalMinor: 999 + 11_600 + 1_000,
      discountMinor: 100,
      taxMinor: 80 + 1_600,
      totalMinor: 1_079 + 11_600 + 900,
    });
    expect(saleTotals([])).toEqual({ subtotalMinor: 0, discountMinor: 0, taxMinor: 0, totalMinor: 0 });
  });
});

describe('payment status and change', () => {
  it.each([
    [1_000, 0, 0, 'unpaid'],
    [1_000, 400, 0, 'part_paid'],
    [1_000, 1_000, 0, 'paid'],
    [1_000, 1_200, 0, 'paid'],
    [1_000, 1_000, 1_000, 'refunded'],
    [1_000, 1_000, 300, 'part_paid'],
    [0, 0, 0, 'paid'],
  ] as const)('total %d, paid %d, refunded %d → %s', (total, paid, refunded, status) => {
    expect(paymentStatus(total, paid, refunded)).toBe(status);
  });

  it('gives change only when the cash covers the sale', () => {
    expect(changeDue(100_000, 87_550)).toBe(12_450);
    expect(changeDue(87_550, 87_550)).toBe(0);
    expect(changeDue(50_000, 87_550)).toBeNull();
  });
});

describe('amounts typed and shown', () => {
  it.each([
    ['1234.5', 123_450],
    ['1,234.50', 123_450],
    [' 12 ', 1_200],
    ['0.07', 7],
    ['12.', 1_200],
    ['1.234', null],
    ['-5', null],
    ['abc', null],
    ['', null],
  ])('parses %j as %s', (text, minor) => {
    expect(parseAmount(text)).toBe(minor);
  });

  it('writes minor units back as an amount to edit', () => {
    expect(amountText(123_450)).toBe('1234.50');
    expect(amountText(7)).toBe('0.07');
    expect(amountText(-250)).toBe('-2.50');
  });

  it('rounds halves away from zero both ways', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
  });
});
