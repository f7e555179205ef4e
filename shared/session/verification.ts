// docs/product/accounts.md Verification after sign-in: which codes are sent automatically.
import type { User } from '@/shared/contracts/user';

type VerifiableUser = Partial<Pick<User, 'email_verified_at' | 'phone_number' | 'phone_verified_at'>>;

export function verificationSendsNeeded(user: VerifiableUser | null | undefined): {
  email: boolean;
  sms: boolean;
} {
  if (!user) return { email: false, sms: false };
  return {
    email: !user.email_verified_at,
    sms: Boolean(user.phone_number?.trim()) && !user.phone_verified_at,
  };
}

/** Nothing left to verify: the e-mail, and the phone when there is one. */
export function isFullyVerified(user: VerifiableUser | null | undefined): boolean {
  if (!user) return false;
  const needed = verificationSendsNeeded(user);
  return !needed.email && !needed.sms;
}
