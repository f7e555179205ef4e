import { describe, expect, it } from 'vitest';
import { CheckoutInput, KENYAN_PHONE_MESSAGE, normaliseKenyanPhone } from './subscriptions';

const PACKAGE = '5b0f2c4e-8a7d-4c1e-9f3a-2d6b8e0c1a47';

describe('normaliseKenyanPhone', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0112345678', '254112345678'],
    ['+254 712 345 678', '254712345678'],
    ['254712-345-678', '254712345678'],
  ])('%s → %s', (raw, expected) => expect(normaliseKenyanPhone(raw)).toBe(expected));

  it.each(['712345678', '0812345678', '+255712345678', '07123456789', 'phone'])('refuses %s', (raw) =>
    expect(normaliseKenyanPhone(raw)).toBeNull(),
  );
});

describe('CheckoutInput', () => {
  it('needs a Kenyan phone for M-Pesa and answers it normalised', () => {
    expect(
      CheckoutInput.parse({ package_id: PACKAGE, interval: 'month', method: 'mpesa', phone: '0712345678' }),
    ).toMatchObject({ phone: '254712345678' });
    const missing = CheckoutInput.safeParse({ package_id: PACKAGE, interval: 'month', method: 'mpesa' });
    expect(missing.error?.issues).toMatchObject([{ path: ['phone'], message: KENYAN_PHONE_MESSAGE }]);
  });

  it('ignores a phone for a card payment', () => {
    expect(
      CheckoutInput.parse({ package_id: PACKAGE, interval: 'year', method: 'stripe', phone: 'x' }).phone,
    ).toBeNull();
  });
});
