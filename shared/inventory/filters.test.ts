import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filtersActive, filtersToQuery, matchesSearch, showingLine } from './filters';

describe('inventory filters (SPEC §2.5, §5)', () => {
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

  it('puts only set filters in the query', () => {
    expect(filtersToQuery({ type: 'input', category: '', search: 'urea', status: '' })).toEqual({
      type: 'input',
      search: 'urea',
    });
  });
});
