import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readItem, readList } from './response';

const Row = z.object({ id: z.string() });
const rows = [{ id: 'a' }, { id: 'b' }];

describe('readList (docs/product/web-app.md list variants)', () => {
  it.each([
    ['a bare array', rows],
    ['a data array', { data: rows }],
    ['a status success wrapper', { status: 'success', data: rows }],
    ['a success wrapper', { success: true, data: rows }],
    ['a wrapper with paging meta', { data: rows, meta: { page: 1 } }],
  ])('reads %s', (_name, body) => {
    expect(readList(body, Row)).toEqual(rows);
  });

  it('reads an empty list', () => {
    expect(readList({ status: 'success', data: [] }, Row)).toEqual([]);
  });

  it('strips fields the schema does not know', () => {
    expect(readList([{ id: 'a', extra: 1 }], Row)).toEqual([{ id: 'a' }]);
  });

  it.each([
    ['an object without data', { items: rows }, 'Invalid response format'],
    ['a non-array data', { data: { id: 'a' } }, 'Invalid response format'],
    ['a row that breaks the contract', [{ id: 1 }], 'Invalid response format'],
    ['null', null, 'Invalid response format'],
    ['a failure wrapper with a message', { status: 'error', message: 'Farm not found' }, 'Farm not found'],
    ['success false', { success: false, data: rows }, 'Invalid response format'],
  ])('rejects %s', (_name, body, message) => {
    expect(() => readList(body, Row)).toThrow(message);
  });

  it('uses the message it is given', () => {
    expect(() => readList('nope', Row, 'Failed to load storage locations. Please try again later.')).toThrow(
      'Failed to load storage locations. Please try again later.',
    );
  });
});

describe('readItem', () => {
  it.each([
    ['a bare object', { id: 'a' }],
    ['a data wrapper', { data: { id: 'a' } }],
    ['a status wrapper', { status: 'success', message: 'Saved', data: { id: 'a' } }],
  ])('reads %s', (_name, body) => {
    expect(readItem(body, Row)).toEqual({ id: 'a' });
  });

  it('rejects a body without the record', () => {
    expect(() => readItem({ data: null }, Row)).toThrow('Invalid response format');
  });
});
