import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  filtersActive,
  filtersToQuery,
  matchesSearch,
  matchesStatus,
  showingLine,
} from './filters';

describe('inventory filters (docs/product/inventory.md)', () => {
  it('is active when any filter has a value', () => {
    expect(filtersActive(EMPTY_FILTERS)).toBe(false);
    expect(filtersActive({ ...EMPTY_FILTERS, search: '  ' })).toBe(false);
    expect(filtersActive({ ...EMPTY_FILTERS, status: 'low' })).toBe(true);
    expect(filtersActive({ search: 'dap' })).toBe(true);
  });

  it('reads Showing N of M items', () => {
    expect(showingLine(3, 12)).toBe('Showing 3 of 12 items');
  });

  it.each([
    ['dap', true],
    ['FERTIL', true],
    ['agrovet', true],
    ['seeds', false],
    ['', true],
  ])('search %s matches name, category or supplier: %s', (search, expected) => {
    expect(
      matchesSearch({ name: 'DAP 50kg', category: 'Fertilizer', supplier: 'Kilimo Agrovet' }, search),
    ).toBe(expected);
  });

  // Decision 014: "available" is the stock that can be used, in stock and not expired; the server agrees
  // (server/modules/inventory/list.test.ts).
  it.each([
    ['available', 'normal', true],
    ['available', 'low', true],
    ['available', 'excess', true],
    ['available', 'depleted', false],
    ['available', 'expired', false],
    ['low', 'low', true],
    ['low', 'normal', false],
    ['expired', 'expired', true],
    ['', 'depleted', true],
  ] as const)('status filter %j matches an item that is %s: %s', (filter, status, expected) => {
    expect(matchesStatus({ status }, filter)).toBe(expected);
  });

  it('puts only set filters in the query', () => {
    expect(filtersToQuery({ type: 'input', category: '', search: 'urea', status: '' })).toEqual({
      type: 'input',
      search: 'urea',
    });
  });
});
