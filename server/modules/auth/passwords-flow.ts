// Forgot, reset and change password (docs/product/accounts.md; README "accounts").
import type { z } from 'zod';
import type { ChangePasswordInput, CodeSentResponse, ResetPasswordInput } from '@/shared/contracts/auth';
import type { MessageResponse } from '@/shared/contracts/errors';
import type { ServerContext } from '@/server/context';
import { fieldError } from '@/server/lib/http-error';
import { languageOf } from '@/server/lib/i18n';
import { authText } from './i18n';
import { findUserByEmail, findUserById, updateUser } from './users';
import { consumeCode, issueCode } from './verification-codes';

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this e-mail, we have sent it a 6-digit code. Enter it with your new password.';

export function createPasswordService(ctx: ServerContext) {
  const { db, clock, messages, tokens, loginThrottle, passwords } = ctx;

  return {
    /**
     * The same answer, limits and timing whether or not the e-mail has an account: an unknown e-mail still gets
     * a (never sent) code row, so the send limits answer alike, and the e-mail itself goes out in the background.
     */
    async forgot(email: string): Promise<CodeSentResponse> {
      const user = await findUserByEmail(db, email);
      const { code, retryAfterSeconds } = await issueCode(ctx, {
        purpose: 'password_reset',
        destination: email,
        userId: user?.id ?? null,
      });
      if (user) {
        // The language lookup runs in the background too, so the answer's timing still says nothing.
        messages.sendInBackground(async () => {
          const lang = await languageOf(db, user.id);
          await messages.sendEmail({
            to: user.email,
            subject: authText.tIn(lang, 'passwordResetEmailSubject'),
            text: authText.tIn(lang, 'passwordResetCodeText', { code }),
          });
        });
      }
      return { success: true, message: FORGOT_PASSWORD_MESSAGE, retry_after_seconds: retryAfterSeconds };
    },

    /** Sets the new password and signs the account out everywhere. */
    async reset(input: z.output<typeof ResetPasswordInput>): Promise<MessageResponse> {
      const { userId } = await consumeCode(ctx, {
        purpose: 'password_reset',
        destination: input.email,
        code: input.code,
      });
      const user = userId ? await findUserById(db, userId) : undefined;
      if (!user) throw fieldError('code', 'That code is not right. Ask for a new code.', 'code_wrong');
      const now = clock.now();
      // The code reached this inbox, which proves the address too.
      await updateUser(
        db,
        user.id,
        { passwordHash: await passwords.hash(input.password), emailVerifiedAt: user.emailVerifiedAt ?? now },
        now,
      );
      await tokens.revokeAll(user.id);
      await loginThrottle.resetAccount(user.email);
      return { success: true, message: 'Your password has been changed. Log in with your new password.' };
    },

    /**
     * Changes the password of the signed-in user, signs out every other session and re-issues this one's token
     * (so a token copied before the change stops working too).
     */
    async change(
      userId: string,
      input: z.output<typeof ChangePasswordInput>,
      meta: { ip: string; userAgent?: string },
    ) {
      const user = await findUserById(db, userId);
      if (!user) throw fieldError('current_password', 'The current password is not right.');
      // Counted like a sign-in, before the check (login-throttle.ts).
      const claim = await loginThrottle.claim(user.email, meta.ip);
      if (!(await passwords.verify(input.current_password, user.passwordHash))) {
        throw fieldError('current_password', 'The current password is not right.', 'wrong_password');
      }
      await loginThrottle.succeeded(claim);
      await updateUser(db, user.id, { passwordHash: await passwords.hash(input.password) }, clock.now());
      await tokens.revokeAll(user.id);
      const accessToken = await tokens.issue(user.id, meta.userAgent);
      return {
        success: true,
        message: 'Your password has been changed. Other sessions have been signed out.',
        access_token: accessToken,
      };
    },
  };
}
