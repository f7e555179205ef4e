// The shared input rules the server and the forms both check with: numbers from JSON numbers or numeric text
// only, and dates that exist on the calendar.
import { describe, expect, it } from 'vitest';
import { AdjustInput, ReceiveInput } from './stock-movements';
import { FarmInput } from './farms';
import { StorageLocationInput } from './storage-locations';
import { PageQuerySchema, isRealDate, isoDate, quantityInput } from './common';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

describe('quantityInput', () => {
  const quantity = quantityInput('counted quantity');

  it('takes JSON numbers and the text a form sends', () => {
    expect(quantity.parse(12.5)).toBe(12.5);
    expect(quantity.parse('12.5')).toBe(12.5);
    expect(quantity.parse(' 7 ')).toBe(7);
    expect(quantity.parse('.5')).toBe(0.5);
    expect(quantity.parse('0')).toBe(0);
  });

  it('never reads null, booleans, lists, objects or blank or other text as a number', () => {
    for (const value of [
      null,
      undefined,
      true,
      false,
      [],
      [3],
      {},
      '',
      '  ',
      'abc',
      '12abc',
      '1,5',
      '0x10',
      'Infinity',
      '1e3',
    ])
      expect(firstMessage(quantity.safeParse(value)), JSON.stringify(value)).toBe(
        'Enter the counted quantity as a number.',
      );
  });

  it('keeps its own rules for numbers', () => {
    expect(firstMessage(quantity.safeParse('-1'))).toBe('The counted quantity cannot be negative.');
    expect(firstMessage(quantity.safeParse('1.234'))).toBe(
      'Use at most two decimals for the counted quantity.',
    );
    expect(firstMessage(quantity.safeParse(1e12))).toBe('The counted quantity is too large.');
  });

  it('lets null mean "none" only where the field may be empty', () => {
    expect(AdjustInput.safeParse({ counted_quantity: null, note: 'recount' }).success).toBe(false);
    expect(ReceiveInput.parse({ quantity: '2', unit_cost: null })).toMatchObject({
      quantity: 2,
      unit_cost: null,
    });
  });
});

describe('the other numbers of the forms', () => {
  it('farm size: text or a number, or null for none', () => {
    expect(FarmInput.parse({ name: 'Mlima', size: '12.5' }).size).toBe(12.5);
    expect(FarmInput.parse({ name: 'Mlima', size: null }).size).toBeNull();
    expect(firstMessage(FarmInput.safeParse({ name: 'Mlima', size: true }))).toBe(
      'Enter the farm size as a number.',
    );
    expect(firstMessage(FarmInput.safeParse({ name: 'Mlima', size: '' }))).toBe(
      'Enter the farm size as a number.',
    );
  });

  it('storage capacity and space in use', () => {
    const location = { name: 'Ghala', location_type: 'Shed', farm_id: 'f', address: 'Here' };
    expect(StorageLocationInput.parse({ ...location, capacity: '100' }).capacity).toBe(100);
    expect(firstMessage(StorageLocationInput.safeParse({ ...location, capacity: null }))).toBe(
      'Enter the capacity as a number.',
    );
    expect(
      firstMessage(
        StorageLocationInput.safeParse({ ...location, capacity: '1', current_utilization: false }),
      ),
    ).toBe('Enter the space in use as a number.');
  });

  it('page numbers', () => {
    expect(PageQuerySchema.parse({ page: '3', per_page: '50' })).toEqual({ page: 3, per_page: 50 });
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, per_page: 25 });
    expect(firstMessage(PageQuerySchema.safeParse({ page: '99999999999999999999' }))).toBe(
      'Enter the page as a whole number.',
    );
    expect(firstMessage(PageQuerySchema.safeParse({ page: ['1', '2'] }))).toBe(
      'Enter the page as a whole number.',
    );
  });
});

describe('isoDate', () => {
  const expiry = isoDate('expiry date');

  it('takes days that exist, leap days included', () => {
    for (const day of ['2024-02-29', '2000-02-29', '2023-12-31', '0001-01-01', '9999-12-31'])
      expect(expiry.safeParse(day).success, day).toBe(true);
  });

  it('refuses days that do not exist, with one plain message', () => {
    for (const day of [
      '2024-02-30',
      '2024-13-01',
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-00-10',
      '0000-01-01',
    ])
      expect(
        expiry.safeParse(day).error?.issues.map((i) => i.message),
        day,
      ).toEqual(['There is no such day: enter the expiry date as a real date (YYYY-MM-DD).']);
  });

  it('still says how to write a date that does not match the pattern', () => {
    expect(expiry.safeParse('31/01/2024').error?.issues.map((i) => i.message)).toEqual([
      'Enter the expiry date as a date (YYYY-MM-DD).',
    ]);
    expect(isRealDate('2024-1-1')).toBe(false);
  });
});
