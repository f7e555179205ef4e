// docs/product/dashboard.md "Money": this month against last, in words and colour.
import { describe, expect, it } from 'vitest';
import { isGoodChange, monthChange } from './month-change';

describe('monthChange', () => {
  it.each([
    [150_000, 180_000, { direction: 'down', percent: 17 }],
    [180_000, 150_000, { direction: 'up', percent: 20 }],
    [100, 100, { direction: 'same', percent: 0 }],
    [0, 0, { direction: 'same', percent: 0 }],
    [5_000, 0, { direction: 'no_base', percent: null }],
    // From a loss of 10,000 to a profit of 5,000: up by one and a half times the loss.
    [5_000, -10_000, { direction: 'up', percent: 150 }],
    [-20_000, -10_000, { direction: 'down', percent: 100 }],
  ])('%d against %d', (current, previous, expected) => {
    expect(monthChange(current, previous)).toEqual(expected);
  });

  it('calls more income good news and more expenses bad', () => {
    expect(isGoodChange('up', true)).toBe(true);
    expect(isGoodChange('up', false)).toBe(false);
    expect(isGoodChange('down', false)).toBe(true);
    expect(isGoodChange('same', true)).toBeNull();
    expect(isGoodChange('no_base', true)).toBeNull();
  });
});
