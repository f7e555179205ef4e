// What an administrator does to an account (docs/product/admin-farmers.md "Actions"): suspend, reactivate,
// resend the e-mail verification code, send a password-reset code. Each writes the platform audit log; the
// suspension and its entry are one transaction.
import { and, eq, isNull, isNotNull } from 'drizzle-orm';
import type { FarmerActionResponse } from '@/shared/contracts/admin-farmers';
import type { ServerContext } from '@/server/context';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { HttpError } from '@/server/lib/http-error';
import { createPasswordService } from '@/server/modules/auth/passwords-flow';
import { toUserDto, type UserRow } from '@/server/modules/auth/users';
import { createVerificationService } from '@/server/modules/auth/verification';
import { recordPlatformAction } from '@/server/modules/platform-staff/platform-audit';
import { FARMER_NOT_FOUND } from './farmer-detail';

export const FARMER_MESSAGES = {
  notYourself: 'You cannot suspend your own account.',
  notAdmins: 'A platform administrator cannot be suspended here; change their platform role instead.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  alreadyVerified: 'This account has already verified its e-mail address.',
  suspended: 'The account is suspended and signed out everywhere.',
  reactivated: 'The account is active again; its owner can sign in.',
  verificationSent: 'A new verification code is on its way to the account’s e-mail address.',
  resetSent: 'A password-reset code is on its way to the account’s e-mail address.',
} as const;

export interface Actor {
  id: string;
  name: string;
}

export function createFarmerActions(ctx: ServerContext) {
  const { db, clock, tokens } = ctx;
  const verification = createVerificationService(ctx);
  const passwords = createPasswordService(ctx);

  /** The account, refusing what this area does not manage: unknown ids (404) and superadmins (403). */
  async function managed(id: string): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw new HttpError(404, FARMER_NOT_FOUND, { code: 'not_found' });
    if (row.userType === 'superadmin')
      throw new HttpError(403, FARMER_MESSAGES.notAdmins, { code: 'forbidden' });
    return row;
  }

  const audit = (tx: Database, actor: Actor, row: UserRow, action: string, summary: string, details = {}) =>
    recordPlatformAction(tx, {
      actor,
      module: 'farmers',
      action,
      targetType: 'user',
      targetId: row.id,
      summary,
      details: { email: row.email, ...details },
    });

  return {
    async suspend(actor: Actor, id: string, reason: string): Promise<FarmerActionResponse> {
      if (actor.id === id) throw new HttpError(403, FARMER_MESSAGES.notYourself, { code: 'forbidden' });
      const row = await managed(id);
      const changed = await db.transaction(async (tx) => {
        const [done] = await tx
          .update(users)
          .set({ suspendedAt: clock.now(), suspendedReason: reason, updatedAt: clock.now() })
          .where(and(eq(users.id, id), isNull(users.suspendedAt)))
          .returning({ id: users.id });
        if (!done) return false;
        await audit(tx as unknown as Database, actor, row, 'suspend', `Suspended ${row.email}`, { reason });
        return true;
      });
      if (!changed) throw new HttpError(409, FARMER_MESSAGES.alreadySuspended, { code: 'already_suspended' });
      // Every session ends now: this process forgets the cached ones and the realtime connections are cut (the
      // revocation listeners); other instances refuse the tokens, which are gone, at their next lookup.
      await tokens.revokeAll(id);
      return { message: FARMER_MESSAGES.suspended };
    },

    async reactivate(actor: Actor, id: string): Promise<FarmerActionResponse> {
      const row = await managed(id);
      const changed = await db.transaction(async (tx) => {
        const [done] = await tx
          .update(users)
          .set({ suspendedAt: null, suspendedReason: null, updatedAt: clock.now() })
          .where(and(eq(users.id, id), isNotNull(users.suspendedAt)))
          .returning({ id: users.id });
        if (!done) return false;
        await audit(tx as unknown as Database, actor, row, 'reactivate', `Reactivated ${row.email}`, {
          reason_was: row.suspendedReason,
        });
        return true;
      });
      if (!changed) throw new HttpError(409, FARMER_MESSAGES.notSuspended, { code: 'not_suspended' });
      return { message: FARMER_MESSAGES.reactivated };
    },

    async resendVerification(actor: Actor, id: string): Promise<FarmerActionResponse> {
      const row = await managed(id);
      if (row.emailVerifiedAt)
        throw new HttpError(409, FARMER_MESSAGES.alreadyVerified, { code: 'already_verified' });
      // The auth module's own sending: the same code, limits and e-mail as the farmer's "send again".
      await verification.sendEmailCode(toUserDto(row));
      await audit(db, actor, row, 'resend_verification', `Sent a verification code to ${row.email}`);
      return { message: FARMER_MESSAGES.verificationSent };
    },

    async sendPasswordReset(actor: Actor, id: string): Promise<FarmerActionResponse> {
      const row = await managed(id);
      await passwords.forgot(row.email);
      await audit(db, actor, row, 'password_reset', `Sent a password-reset code to ${row.email}`);
      return { message: FARMER_MESSAGES.resetSent };
    },
  };
}
