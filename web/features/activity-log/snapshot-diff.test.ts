import { describe, expect, it } from 'vitest';
import { diffSnapshots, fieldWords, valueText } from './snapshot-diff';

describe('diffSnapshots', () => {
  it('lists only the fields an edit changed, and counts the rest', () => {
    expect(
      diffSnapshots(
        { name: 'Urea', quantity: '10.00', unit: 'kg', note: null },
        { name: 'Urea 46%', quantity: '10.00', unit: 'kg', note: 'new bag' },
      ),
    ).toEqual({
      changed: [
        { field: 'name', before: 'Urea', after: 'Urea 46%' },
        { field: 'note', before: null, after: 'new bag' },
      ],
      unchanged: 2,
    });
  });

  it('lists every field a record created or deleted held, leaving out the empty ones', () => {
    expect(diffSnapshots(null, { name: 'Shed', capacity: '100', address: null, note: '' }).changed).toEqual([
      { field: 'name', before: undefined, after: 'Shed' },
      { field: 'capacity', before: undefined, after: '100' },
    ]);
    expect(diffSnapshots({ name: 'Shed' }, null)).toEqual({
      changed: [{ field: 'name', before: 'Shed', after: undefined }],
      unchanged: 0,
    });
  });

  it('counts a field that appears only on one side as changed', () => {
    const diff = diffSnapshots({ quantity: '5.00' }, { quantity: '3.00', change: '-2.00' });
    expect(diff.changed.map((c) => c.field)).toEqual(['quantity', 'change']);
  });

  it('puts fields in reading order whatever order the database kept them in', () => {
    const after = {
      note: 'Block C',
      unit: 'kg',
      change: '-3.00',
      status: 'low',
      quantity: '2.00',
      name: 'DAP',
      zone: 'B',
      area: '1',
    };
    expect(diffSnapshots(null, after).changed.map((c) => c.field)).toEqual([
      'name',
      'quantity',
      'change',
      'unit',
      'status',
      'note',
      'area',
      'zone',
    ]);
  });

  it('compares lists and objects by value', () => {
    expect(diffSnapshots({ scopes: ['a', 'b'] }, { scopes: ['a', 'b'] })).toEqual({
      changed: [],
      unchanged: 1,
    });
  });
});

describe('field and value text', () => {
  it.each([
    ['unit_cost_minor', 'Unit cost minor'],
    ['name', 'Name'],
  ])('%s reads as %s', (field, words) => expect(fieldWords(field)).toBe(words));

  it.each([
    [null, null],
    ['', null],
    ['kg', 'kg'],
    [12, '12'],
    [['inventory:read', 'inventory:write'], 'inventory:read, inventory:write'],
    [{ a: 1 }, '{"a":1}'],
  ])('%j shows as %j', (value, text) => expect(valueText(value)).toBe(text));
});
