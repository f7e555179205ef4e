// Accepting an invitation (docs/product/staff.md "Accepting an invitation"): a signed-in person joins the farm
// with the account the invitation was sent to; a new person creates their account with it and is signed in.
// The invitation is claimed by one conditional UPDATE in the same transaction as the membership, so two accepts
// at once make exactly one membership and a refused accept changes nothing.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AcceptInvitationInput,
  AcceptInvitationResponse,
  PublicInvitation,
} from '@/shared/contracts/staff';
import type { MemberRoleKind } from '@/shared/contracts/farm-permissions';
import type { User } from '@/shared/contracts/user';
import type { ServerContext } from '@/server/context';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { farmMembers } from '@/server/db/schema/farms';
import { farmInvitations } from '@/server/db/schema/staff';
import { fieldError, HttpError } from '@/server/lib/http-error';
import type { ClientMeta } from '@/server/modules/auth/accounts';
import { createUser, findUserByEmail, toUserDto } from '@/server/modules/auth/users';
import { recordActivity, type ActivityActor } from '@/server/modules/activity/record';
import type { ActivitySurface } from '@/shared/contracts/activity-log';
import {
  assertInvitationOpen,
  findInvitationBySecret,
  toPublicInvitation,
  type FoundInvitation,
} from './invitation-lookup';

type AcceptValues = z.output<typeof AcceptInvitationInput>;

/** Thrown inside the transaction when the claim finds the invitation taken, so the account creation rolls back. */
class ClaimRefused extends Error {}

export const NOT_YOUR_INVITATION =
  'This invitation was sent to a different e-mail address or phone number than your account’s. Sign out and accept it with the account it was sent to, or ask the farm to invite the address you use.';

const matchesAccount = (found: FoundInvitation, user: Pick<User, 'email' | 'phone_number'>) =>
  (found.row.email !== null && found.row.email === user.email.toLowerCase()) ||
  (found.row.phoneNumber !== null && found.row.phoneNumber === user.phone_number);

/** The fields a new account needs, each with its own message when missing. */
function newAccountFields(found: FoundInvitation, input: AcceptValues) {
  const errors: Record<string, string[]> = {};
  if (!input.name) errors.name = ['Enter your name.'];
  if (!input.email) errors.email = ['Enter your e-mail address.'];
  else if (found.row.email && input.email !== found.row.email)
    errors.email = ['Use the e-mail address this invitation was sent to.'];
  if (!input.password) errors.password = ['Choose a password of at least 8 characters.'];
  if (Object.keys(errors).length > 0)
    throw new HttpError(422, 'Some fields need fixing.', { code: 'validation_failed', errors });
  return { name: input.name!, email: input.email!, password: input.password! };
}

export function createInvitationAcceptService(ctx: ServerContext) {
  const { db, clock, codeHasher, passwords, tokens } = ctx;

  /** Claims the invitation for `userId` and adds the membership; throws (rolling back) when it cannot. */
  async function join(
    tx: Database,
    found: FoundInvitation,
    userId: string,
    surface: ActivitySurface,
    now: Date,
  ) {
    const { row } = found;
    const [claimed] = await tx
      .update(farmInvitations)
      .set({ acceptedAt: now, acceptedBy: userId })
      .where(
        and(
          eq(farmInvitations.id, row.id),
          // Not resent meanwhile: the old link and code stopped working then.
          eq(farmInvitations.tokenHash, row.tokenHash),
          isNull(farmInvitations.acceptedAt),
          isNull(farmInvitations.revokedAt),
          gt(farmInvitations.expiresAt, now),
        ),
      )
      .returning({ id: farmInvitations.id });
    if (!claimed) throw new ClaimRefused();
    const [member] = await tx
      .insert(farmMembers)
      .values({
        farmId: row.farmId,
        userId,
        role: row.role,
        roleId: row.roleId,
        jobTitle: row.jobTitle,
        invitedBy: row.invitedBy,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ userId: farmMembers.userId });
    if (!member) {
      throw new HttpError(409, `You are already on ${found.farmName}.`, { code: 'already_member' });
    }
    const actor: ActivityActor = { id: userId, surface };
    await recordActivity(tx, {
      farmId: row.farmId,
      actor,
      module: 'staff',
      action: 'accept',
      recordType: 'invitation',
      recordId: row.id,
      summary: `Accepted the invitation and joined as ${found.roleName ?? row.role}`,
      after: { user_id: userId, role: row.role, role_id: row.roleId, job_title: row.jobTitle },
      at: now,
    });
  }

  /**
   * After a refused claim: the reason, read again (accepted, revoked, expired or resent meanwhile). A new account
   * whose e-mail was taken a moment ago by someone accepting the same invitation hears that it was accepted.
   */
  async function refusal(error: unknown, secret: string, now: Date): Promise<never> {
    const emailTaken = error instanceof HttpError && error.options.code === 'email_taken';
    if (!(error instanceof ClaimRefused) && !emailTaken) throw error;
    const again = await findInvitationBySecret(db, codeHasher, secret);
    assertInvitationOpen(again.row, now);
    if (emailTaken) throw error;
    throw new HttpError(409, 'This invitation changed meanwhile. Open it again and retry.', {
      code: 'conflict',
    });
  }

  function answer(found: FoundInvitation): AcceptInvitationResponse {
    return {
      message: `You joined ${found.farmName}.`,
      farm_id: found.row.farmId,
      farm_name: found.farmName,
      role: found.row.role as MemberRoleKind,
      role_id: found.row.roleId,
      role_name: found.roleName,
    };
  }

  return {
    async preview(secret: string): Promise<PublicInvitation> {
      return toPublicInvitation(await findInvitationBySecret(db, codeHasher, secret), clock.now());
    },

    /** Signed in: join with this account, which must be the one the invitation was sent to. */
    async acceptAsUser(
      user: User,
      input: AcceptValues,
      surface: ActivitySurface,
    ): Promise<AcceptInvitationResponse> {
      const secret = (input.token ?? input.code)!;
      const found = await findInvitationBySecret(db, codeHasher, secret);
      const now = clock.now();
      assertInvitationOpen(found.row, now);
      if (!matchesAccount(found, user))
        throw new HttpError(403, NOT_YOUR_INVITATION, { code: 'invitation_not_yours' });
      await db
        .transaction((tx) => join(tx, found, user.id, surface, now))
        .catch((error: unknown) => refusal(error, secret, now));
      return answer(found);
    },

    /**
     * Signed out: create the account with the invited e-mail (and phone), counted as verified since the person
     * proved they received the invitation there, join, and sign in.
     */
    async acceptAsNewPerson(
      input: AcceptValues,
      surface: ActivitySurface,
      meta: ClientMeta,
    ): Promise<AcceptInvitationResponse> {
      const secret = (input.token ?? input.code)!;
      const found = await findInvitationBySecret(db, codeHasher, secret);
      const now = clock.now();
      assertInvitationOpen(found.row, now);
      const fields = newAccountFields(found, input);
      if (await findUserByEmail(db, fields.email))
        throw fieldError(
          'email',
          'An account with this e-mail already exists. Log in with it to accept the invitation.',
          'email_taken',
        );
      if (found.row.phoneNumber) {
        const [holder] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.phoneNumber, found.row.phoneNumber))
          .limit(1);
        if (holder) {
          throw new HttpError(
            409,
            'An account with this phone number already exists. Log in with it to accept the invitation.',
            {
              code: 'phone_taken',
            },
          );
        }
      }
      const passwordHash = await passwords.hash(fields.password);
      const user = await db
        .transaction(async (tx) => {
          const created = await createUser(tx, {
            name: fields.name,
            email: fields.email,
            phoneNumber: found.row.phoneNumber,
            passwordHash,
            userType: 'farmer',
            emailVerifiedAt: found.row.email ? now : null,
            now,
          });
          const phoneVerifiedAt = found.row.phoneNumber ? now : null;
          if (phoneVerifiedAt)
            await tx.update(users).set({ phoneVerifiedAt }).where(eq(users.id, created.id));
          await join(tx, found, created.id, surface, now);
          return { ...created, phoneVerifiedAt };
        })
        .catch((error: unknown) => refusal(error, secret, now));
      return {
        ...answer(found),
        access_token: await tokens.issue(user.id, meta.userAgent),
        user: toUserDto(user),
      };
    },
  };
}
