// How a customer's phone number is saved (docs/product/customers.md): Kenyan numbers as people write them become
// +254…, other countries keep their + and code, anything else is refused with what to type.
import { describe, expect, it } from 'vitest';
import { CustomerInput, normalisePhone } from './customers';

describe('normalisePhone', () => {
  it.each([
    ['0712345678', '+254712345678'],
    ['0712 345 678', '+254712345678'],
    ['0110-123-456', '+254110123456'],
    ['254712345678', '+254712345678'],
    ['+254 (712) 345 678', '+254712345678'],
    ['+256772123456', '+256772123456'],
    ['0812345678', '0812345678'],
  ])('%s → %s', (typed, saved) => expect(normalisePhone(typed)).toBe(saved));
});

describe('CustomerInput phone', () => {
  const phone = (value: unknown) => CustomerInput.safeParse({ name: 'A', phone: value });
  it('saves a blank box as no number', () => expect(phone('  ').data?.phone).toBeNull());
  it.each(['12345', '0812345678', '+0712345678', 'call me'])('refuses %s', (value) => {
    const parsed = phone(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Enter the phone number like 0712345678 or +254712345678.');
  });
});
