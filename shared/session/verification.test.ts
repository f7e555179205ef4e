import { describe, expect, it } from 'vitest';
import { isFullyVerified, verificationSendsNeeded } from './verification';

const at = '2026-01-01T00:00:00Z';

describe('verificationSendsNeeded (docs/product/accounts.md Verification after sign-in)', () => {
  it.each([
    [
      'nothing verified, with a phone',
      { email_verified_at: null, phone_number: '+254712345678', phone_verified_at: null },
      { email: true, sms: true },
      false,
    ],
    [
      'nothing verified, no phone',
      { email_verified_at: null, phone_number: null, phone_verified_at: null },
      { email: true, sms: false },
      false,
    ],
    [
      'e-mail verified, phone not',
      { email_verified_at: at, phone_number: '+254712345678', phone_verified_at: null },
      { email: false, sms: true },
      false,
    ],
    [
      'phone verified, e-mail not',
      { email_verified_at: '', phone_number: '+254712345678', phone_verified_at: at },
      { email: true, sms: false },
      false,
    ],
    [
      'both verified',
      { email_verified_at: at, phone_number: '+254712345678', phone_verified_at: at },
      { email: false, sms: false },
      true,
    ],
    [
      'e-mail verified, blank phone',
      { email_verified_at: at, phone_number: '  ', phone_verified_at: null },
      { email: false, sms: false },
      true,
    ],
    ['fields missing', {}, { email: true, sms: false }, false],
  ])('%s', (_name, user, sends, verified) => {
    expect(verificationSendsNeeded(user)).toEqual(sends);
    expect(isFullyVerified(user)).toBe(verified);
  });

  it('sends nothing without a user', () => {
    expect(verificationSendsNeeded(null)).toEqual({ email: false, sms: false });
    expect(isFullyVerified(undefined)).toBe(false);
  });
});
