import { describe, expect, it } from 'vitest';
import {
  canConsume,
  canHarvest,
  canSell,
  canTransfer,
  categoriesFor,
  computeItemStatus,
  farmInputStatus,
  isHarvestedCrop,
  usageColour,
  usagePercent,
} from './rules';

describe('usageColour (docs/product/inventory.md: 70 and 90 percent)', () => {
  it.each([
    [0, 100, 'green'],
    [69.99, 100, 'green'],
    [70, 100, 'yellow'],
    [89.9, 100, 'yellow'],
    [90, 100, 'red'],
    [150, 100, 'red'],
    [5, 0, 'green'],
  ] as const)('%s of %s is %s', (used, capacity, colour) => {
    expect(usageColour(used, capacity)).toBe(colour);
  });

  it('gives no percentage without a capacity', () => {
    expect(usagePercent(10, 0)).toBeNull();
    expect(usagePercent(25, 200)).toBe(12.5);
  });
});

describe('actions offered (docs/product/inventory.md)', () => {
  it.each([
    ['input', '5', true, true],
    ['product', '0.01', true, true],
    ['equipment', '2', false, true],
    ['input', '0', false, false],
    ['equipment', '0', false, false],
  ] as const)('%s with %s: consume %s, transfer %s', (item_type, quantity, consume, transfer) => {
    expect(canConsume({ item_type, quantity })).toBe(consume);
    expect(canTransfer({ item_type, quantity })).toBe(transfer);
  });
});

describe('harvest and sale (products only; a sale needs stock)', () => {
  it.each([
    ['product', 0, true, false],
    ['product', '12.50', true, true],
    ['input', 10, false, false],
    ['equipment', 1, false, false],
  ] as const)('%s with %s: harvest %s, sell %s', (item_type, quantity, harvest, sell) => {
    expect(canHarvest({ item_type, quantity })).toBe(harvest);
    expect(canSell({ item_type, quantity })).toBe(sell);
  });
});

describe('categories and highlight', () => {
  it('lists the categories of docs/product/inventory.md per type', () => {
    expect(categoriesFor('input')).toEqual([
      'Seeds',
      'Fertilizer',
      'Pesticide',
      'Herbicide',
      'Fungicide',
      'Other',
    ]);
    expect(categoriesFor('equipment')).toContain('Irrigation');
    expect(categoriesFor('product')).toEqual(['Grains', 'Vegetables', 'Fruits', 'Processed', 'Other']);
  });
  it('highlights products whose category contains crop', () => {
    expect(isHarvestedCrop({ item_type: 'product', category: 'Cash Crop' })).toBe(true);
    expect(isHarvestedCrop({ item_type: 'input', category: 'Crop protection' })).toBe(false);
    expect(isHarvestedCrop({ item_type: 'product', category: 'Grains' })).toBe(false);
  });
});

describe('computeItemStatus', () => {
  const base = { reorderLevel: 10, maxLevel: 100, expiryDate: null, today: '2026-11-22' };
  it.each([
    [{ quantity: 0 }, 'depleted'],
    [{ quantity: 0, expiryDate: '2020-01-01' }, 'depleted'],
    [{ quantity: 5, expiryDate: '2026-11-21' }, 'expired'],
    [{ quantity: 5, expiryDate: '2026-11-22' }, 'low'],
    [{ quantity: 9.99 }, 'low'],
    [{ quantity: 10 }, 'normal'],
    [{ quantity: 100 }, 'normal'],
    [{ quantity: 100.01 }, 'excess'],
    [{ quantity: 3, reorderLevel: null, maxLevel: null }, 'normal'],
  ] as const)('%o is %s', (overrides, status) => {
    expect(computeItemStatus({ ...base, ...overrides })).toBe(status);
  });
});

describe('farmInputStatus (docs/product/inventory.md Farm input status, decision 014)', () => {
  it.each([
    ['normal', 'available'],
    ['excess', 'available'],
    ['available', 'available'],
    ['low', 'low'],
    ['depleted', 'depleted'],
    ['expired', 'expired'],
  ] as const)('an input that is %s shows as %s', (status, shown) => {
    expect(farmInputStatus(status)).toBe(shown);
  });
});
