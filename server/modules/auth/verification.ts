// E-mail and SMS verification of the signed-in user (docs/product/accounts.md Verification after sign-in).
import type { CodeSentResponse } from '@/shared/contracts/auth';
import type { User } from '@/shared/contracts/user';
import type { ServerContext } from '@/server/context';
import { HttpError } from '@/server/lib/http-error';
import { languageOf } from '@/server/lib/i18n';
import { authText } from './i18n';
import { findUserById, toUserDto, updateUser } from './users';
import { consumeCode, issueCode } from './verification-codes';

export function createVerificationService(ctx: ServerContext) {
  const { db, clock, messages, tokens } = ctx;

  async function freshUser(userId: string) {
    const row = await findUserById(db, userId);
    if (!row) throw new HttpError(401, 'Please log in to continue.', { code: 'unauthenticated' });
    return row;
  }

  return {
    async sendEmailCode(user: User): Promise<CodeSentResponse> {
      const row = await freshUser(user.id);
      if (row.emailVerifiedAt)
        throw new HttpError(409, 'Your e-mail address is already verified.', { code: 'already_verified' });
      const { code, retryAfterSeconds } = await issueCode(ctx, {
        purpose: 'email',
        destination: row.email,
        userId: row.id,
      });
      // In the recipient's language (their settings), like every message the server writes to a person.
      const lang = await languageOf(db, row.id);
      await messages.sendEmail({
        to: row.email,
        subject: authText.tIn(lang, 'verificationEmailSubject'),
        text: authText.tIn(lang, 'verificationCodeText', { code }),
      });
      return {
        success: true,
        message: `We sent a 6-digit code to ${row.email}.`,
        retry_after_seconds: retryAfterSeconds,
      };
    },

    async verifyEmail(user: User, code: string): Promise<User> {
      const row = await freshUser(user.id);
      if (row.emailVerifiedAt) return toUserDto(row);
      await consumeCode(ctx, { purpose: 'email', destination: row.email, code });
      tokens.forgetUser(row.id);
      return toUserDto(await updateUser(db, row.id, { emailVerifiedAt: clock.now() }, clock.now()));
    },

    async sendSmsCode(user: User): Promise<CodeSentResponse> {
      const row = await freshUser(user.id);
      if (!row.phoneNumber) {
        throw new HttpError(422, 'Add a phone number to your profile first.', {
          code: 'phone_missing',
          errors: { phone_number: ['Add a phone number to your profile first.'] },
        });
      }
      if (row.phoneVerifiedAt)
        throw new HttpError(409, 'Your phone number is already verified.', { code: 'already_verified' });
      const { code, retryAfterSeconds } = await issueCode(ctx, {
        purpose: 'sms',
        destination: row.phoneNumber,
        userId: row.id,
      });
      const lang = await languageOf(db, row.id);
      await messages.sendSms({
        to: row.phoneNumber,
        body: authText.tIn(lang, 'verificationCodeText', { code }),
        accountId: row.id,
        purpose: 'code',
      });
      return {
        success: true,
        message: `We sent a 6-digit code to ${row.phoneNumber}.`,
        retry_after_seconds: retryAfterSeconds,
      };
    },

    async verifySms(user: User, code: string): Promise<User> {
      const row = await freshUser(user.id);
      if (!row.phoneNumber)
        throw new HttpError(422, 'Add a phone number to your profile first.', { code: 'phone_missing' });
      if (row.phoneVerifiedAt) return toUserDto(row);
      await consumeCode(ctx, { purpose: 'sms', destination: row.phoneNumber, code });
      tokens.forgetUser(row.id);
      return toUserDto(await updateUser(db, row.id, { phoneVerifiedAt: clock.now() }, clock.now()));
    },
  };
}
