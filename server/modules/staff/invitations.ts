// Inviting people onto a farm (docs/product/staff.md "Invitations"): invite, list, send again, revoke. Each write
// and its activity-log entry commit together; the e-mail and SMS go out after the commit, so a message is never
// sent for an invitation that does not exist.
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { INVITATION_VALID_DAYS, type CreateInvitationInput, type Invitation } from '@/shared/contracts/staff';
import type { ServerContext } from '@/server/context';
import { users } from '@/server/db/schema/auth';
import { farmInvitations } from '@/server/db/schema/staff';
import { HttpError, isUniqueViolation } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import { recordActivity, type ActivityActor } from '@/server/modules/activity/record';
import { sendInvitation } from './invitation-delivery';
import {
  assertNoPendingInvitation,
  assertNotAMember,
  assertResendable,
  customRoleName,
} from './invitation-rules';
import { newInvitationSecrets } from './invitation-secrets';
import {
  invitationNotFound,
  invitationOnFarm,
  invitationsOfFarm,
  type InvitationRow,
} from './invitations-query';
import { assertOwner, requireStaffPermission } from './staff-access';

type InvitationValues = z.output<typeof CreateInvitationInput>;

const DAY_MS = 24 * 60 * 60 * 1000;
const ONLY_OWNER_INVITES_OWNER = 'Only an owner can invite someone as an owner.';
const ONLY_OWNER_MANAGES_OWNER_INVITATION =
  'Only an owner can resend or revoke an invitation to be an owner.';

/** What the activity log keeps of an invitation: never its token or code. */
const snapshot = (row: InvitationRow) => ({
  email: row.email,
  phone_number: row.phoneNumber,
  role: row.role,
  role_id: row.roleId,
  job_title: row.jobTitle,
  expires_at: row.expiresAt.toISOString(),
  revoked_at: row.revokedAt?.toISOString() ?? null,
});
const addressOf = (row: Pick<InvitationRow, 'email' | 'phoneNumber'>) =>
  [row.email, row.phoneNumber].filter(Boolean).join(' / ');

export function createInvitationService(ctx: ServerContext) {
  const { db, clock, codeHasher } = ctx;

  async function load(farmId: string, id: string): Promise<InvitationRow> {
    const [row] = isUuid(id)
      ? await db
          .select()
          .from(farmInvitations)
          .where(and(eq(farmInvitations.id, id), eq(farmInvitations.farmId, farmId)))
      : [];
    if (!row) throw invitationNotFound();
    return row;
  }

  async function inviterName(actorId: string | null): Promise<string | null> {
    if (!actorId) return null;
    const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, actorId));
    return row?.name ?? null;
  }

  async function deliver(
    row: InvitationRow,
    farmName: string,
    secrets: { token: string; code: string },
    appUrl: string,
  ) {
    const roleName =
      row.role === 'custom'
        ? await customRoleName(db, row.farmId, 'custom', row.roleId).catch(() => null)
        : null;
    await sendInvitation(ctx, {
      email: row.email,
      phoneNumber: row.phoneNumber,
      farmName,
      inviterName: await inviterName(row.invitedBy),
      role: row.role as InvitationValues['role'],
      roleName,
      token: secrets.token,
      code: secrets.code,
      appUrl,
    });
  }

  return {
    async list(actorId: string, farmId: string): Promise<Invitation[]> {
      const { farm } = await requireStaffPermission(db, actorId, farmId, 'staff.view');
      return invitationsOfFarm(db, farm.id, clock.now());
    },

    async create(
      actor: ActivityActor & { id: string },
      farmId: string,
      input: InvitationValues,
      appUrl: string,
    ) {
      const access = await requireStaffPermission(db, actor.id, farmId, 'staff.create');
      if (input.role === 'owner') assertOwner(access, ONLY_OWNER_INVITES_OWNER);
      const farm = access.farm;
      const email = input.email ?? null;
      const phone = input.phone_number ?? null;
      await customRoleName(db, farm.id, input.role, input.role_id);
      await assertNotAMember(db, farm.id, email, phone);
      const now = clock.now();
      await assertNoPendingInvitation(db, farm.id, email, phone, now);

      // A new code that happens to equal a stored one (about one in 10^11) is drawn again.
      for (let attempt = 1; ; attempt++) {
        const secrets = await newInvitationSecrets(codeHasher);
        try {
          const row = await db.transaction(async (tx) => {
            const [inserted] = await tx
              .insert(farmInvitations)
              .values({
                farmId: farm.id,
                email,
                phoneNumber: phone,
                role: input.role,
                roleId: input.role === 'custom' ? input.role_id! : null,
                jobTitle: input.job_title,
                tokenHash: secrets.tokenHash,
                codeHash: secrets.codeHash,
                invitedBy: actor.id,
                sendCount: 1,
                lastSentAt: now,
                expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
                createdAt: now,
              })
              .returning();
            await recordActivity(tx, {
              farmId: farm.id,
              actor,
              module: 'staff',
              action: 'invite',
              recordType: 'invitation',
              recordId: inserted!.id,
              summary: `Invited ${addressOf(inserted!)} as ${input.role}`,
              after: snapshot(inserted!),
              at: now,
            });
            return inserted!;
          });
          await deliver(row, farm.name, secrets, appUrl);
          return invitationOnFarm(db, farm.id, row.id, clock.now());
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 3) throw error;
        }
      }
    },

    /** A new link and code, valid 7 days from now; the old ones stop working. */
    async resend(actor: ActivityActor & { id: string }, farmId: string, id: string, appUrl: string) {
      const access = await requireStaffPermission(db, actor.id, farmId, 'staff.create');
      const row = await load(access.farm.id, id);
      if (row.role === 'owner') assertOwner(access, ONLY_OWNER_MANAGES_OWNER_INVITATION);
      const now = clock.now();
      assertResendable(row, now);
      const secrets = await newInvitationSecrets(codeHasher);
      const updated = await db.transaction(async (tx) => {
        // Only if nobody accepted, revoked or resent it meanwhile (last_sent_at unchanged).
        const [next] = await tx
          .update(farmInvitations)
          .set({
            tokenHash: secrets.tokenHash,
            codeHash: secrets.codeHash,
            sendCount: row.sendCount + 1,
            lastSentAt: now,
            expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
          })
          .where(
            and(
              eq(farmInvitations.id, row.id),
              eq(farmInvitations.lastSentAt, row.lastSentAt),
              isNull(farmInvitations.acceptedAt),
              isNull(farmInvitations.revokedAt),
            ),
          )
          .returning();
        if (!next) return null;
        await recordActivity(tx, {
          farmId: row.farmId,
          actor,
          module: 'staff',
          action: 'resend',
          recordType: 'invitation',
          recordId: row.id,
          summary: `Sent the invitation to ${addressOf(row)} again`,
          before: snapshot(row),
          after: snapshot(next),
          at: now,
        });
        return next;
      });
      if (!updated) {
        assertResendable(await load(access.farm.id, id), now);
        throw new HttpError(409, 'This invitation changed meanwhile. Reload and try again.', {
          code: 'conflict',
        });
      }
      await deliver(updated, access.farm.name, secrets, appUrl);
      return invitationOnFarm(db, access.farm.id, id, clock.now());
    },

    /** The link and code stop working at once. Revoking twice changes nothing. */
    async revoke(actor: ActivityActor & { id: string }, farmId: string, id: string): Promise<Invitation> {
      const access = await requireStaffPermission(db, actor.id, farmId, 'staff.delete');
      const row = await load(access.farm.id, id);
      if (row.role === 'owner') assertOwner(access, ONLY_OWNER_MANAGES_OWNER_INVITATION);
      const now = clock.now();
      if (!row.revokedAt) {
        const revoked = await db.transaction(async (tx) => {
          const [next] = await tx
            .update(farmInvitations)
            .set({ revokedAt: now })
            .where(
              and(
                eq(farmInvitations.id, row.id),
                isNull(farmInvitations.acceptedAt),
                isNull(farmInvitations.revokedAt),
              ),
            )
            .returning();
          if (!next) return false;
          await recordActivity(tx, {
            farmId: row.farmId,
            actor,
            module: 'staff',
            action: 'revoke',
            recordType: 'invitation',
            recordId: row.id,
            summary: `Revoked the invitation to ${addressOf(row)}`,
            before: snapshot(row),
            after: snapshot(next),
            at: now,
          });
          return true;
        });
        if (!revoked && (await load(access.farm.id, id)).acceptedAt) {
          throw new HttpError(
            409,
            'This invitation was already accepted. Remove the person from the staff list instead.',
            { code: 'invitation_used' },
          );
        }
      }
      return invitationOnFarm(db, access.farm.id, id, clock.now());
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
