// Register, log in, log out (docs/product/accounts.md Authentication).
import type { z } from 'zod';
import type { AuthResponse, LoginInput, RegisterInput } from '@/shared/contracts/auth';
import type { ServerContext } from '@/server/context';
import { HttpError, fieldError } from '@/server/lib/http-error';
import {
  DUPLICATE_EMAIL_MESSAGE,
  createUser,
  findUserByEmail,
  replacePasswordHash,
  toUserDto,
} from './users';
import { refuseSuspended } from './suspension';
import { startTrial } from '@/server/modules/subscriptions/trial';
import { acceptPlatformInvitations, assertMayRegister } from '@/server/modules/system-settings/registration';

export const WRONG_CREDENTIALS_MESSAGE = 'The e-mail or password is incorrect.';

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

export function createAccountService(ctx: ServerContext) {
  const { db, clock, captcha, tokens, loginThrottle, passwords, log } = ctx;

  return {
    async register(input: z.output<typeof RegisterInput>, meta: ClientMeta): Promise<AuthResponse> {
      if (captcha.enabled && !(await captcha.verify(input.captcha_token ?? '', meta.ip))) {
        throw fieldError('captcha_token', 'Complete the captcha check and try again.', 'captcha_failed');
      }
      // docs/product/system-settings.md "Registration": by invitation, only invited addresses may register.
      await assertMayRegister(db, input.email, clock.now());
      // Checked before hashing to spare the scrypt work; createUser still catches the race on the unique index.
      if (await findUserByEmail(db, input.email))
        throw fieldError('email', DUPLICATE_EMAIL_MESSAGE, 'email_taken');
      const user = await createUser(db, {
        name: input.name,
        email: input.email,
        phoneNumber: input.phone_number ?? null,
        passwordHash: await passwords.hash(input.password),
        // The contract only admits self-service types: superadmins come from `npm run admin:create`.
        userType: input.user_type,
        now: clock.now(),
      });
      // docs/product/subscriptions.md "Trial": one short statement, nothing when no package is the default.
      await startTrial(db, user.id, user.userType, clock.now());
      await acceptPlatformInvitations(db, user.email, clock.now());
      return { access_token: await tokens.issue(user.id, meta.userAgent), user: toUserDto(user) };
    },

    /**
     * One answer for an unknown e-mail and a wrong password, in about the same time (docs/product/accounts.md
     * login). The attempt is counted before the password is checked, so simultaneous guesses get no more checks
     * than the limit; a hash made at an older, cheaper cost is replaced after a successful check.
     */
    async login(input: z.output<typeof LoginInput>, meta: ClientMeta): Promise<AuthResponse> {
      const claim = await loginThrottle.claim(input.email, meta.ip);
      const user = await findUserByEmail(db, input.email);
      const check = user
        ? await passwords.check(input.password, user.passwordHash)
        : await passwords.burn(input.password).then(() => ({ ok: false, needsRehash: false }));
      if (!user || !check.ok) {
        throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE, { code: 'invalid_credentials' });
      }
      await loginThrottle.succeeded(claim);
      if (user.suspendedAt) await refuseSuspended(db, user.suspendedReason);
      if (check.needsRehash) {
        // The sign-in does not depend on it: a failure is logged and the next sign-in tries again.
        await passwords
          .hash(input.password)
          .then((hash) => replacePasswordHash(db, user.id, user.passwordHash, hash))
          .catch((error: unknown) =>
            log.warn({ err: error, userId: user.id }, 'password hash upgrade failed'),
          );
      }
      return { access_token: await tokens.issue(user.id, meta.userAgent), user: toUserDto(user) };
    },

    logout: (tokenHash: string) => tokens.revoke(tokenHash),

    logoutEverywhere: (userId: string) => tokens.revokeAll(userId),
  };
}
