// Checks an invitation must pass before it is stored or sent again (docs/product/staff.md "Invitations").
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { MemberRoleKind } from '@/shared/contracts/farm-permissions';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { farmMembers, farmRoles } from '@/server/db/schema/farms';
import { farmInvitations } from '@/server/db/schema/staff';
import { fieldError, HttpError, tooManyRequests, waitPhrase } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import { invitationStatus, type InvitationRow } from './invitations-query';

/** Seconds between two sends of one invitation, and the most sends one invitation gets. */
export const RESEND_COOLDOWN_SECONDS = 60;
export const MAX_SENDS = 5;

export const CHOOSE_FARM_ROLE = 'Choose one of this farm’s roles.';

/** The custom role's name after checking it is a role of this farm; null for a built-in role. */
export async function customRoleName(
  db: Database,
  farmId: string,
  role: MemberRoleKind,
  roleId: string | null | undefined,
): Promise<string | null> {
  if (role !== 'custom') return null;
  const [row] = isUuid(roleId)
    ? await db
        .select({ name: farmRoles.name })
        .from(farmRoles)
        .where(and(eq(farmRoles.id, roleId), eq(farmRoles.farmId, farmId)))
    : [];
  if (!row) throw fieldError('role_id', CHOOSE_FARM_ROLE, 'unknown_role');
  return row.name;
}

/** 409 when the e-mail or phone already belongs to someone on this farm. */
export async function assertNotAMember(
  db: Database,
  farmId: string,
  email: string | null,
  phone: string | null,
): Promise<void> {
  const matches = [
    ...(email ? [eq(users.email, email)] : []),
    ...(phone ? [eq(users.phoneNumber, phone)] : []),
  ];
  const [member] = await db
    .select({ name: users.name })
    .from(farmMembers)
    .innerJoin(users, eq(users.id, farmMembers.userId))
    .where(and(eq(farmMembers.farmId, farmId), or(...matches)))
    .limit(1);
  if (member) {
    throw new HttpError(409, `${member.name} is already on this farm.`, { code: 'already_member' });
  }
}

/** 409 when a pending invitation to the same e-mail or phone is waiting: resending it is the way. */
export async function assertNoPendingInvitation(
  db: Database,
  farmId: string,
  email: string | null,
  phone: string | null,
  now: Date,
): Promise<void> {
  const matches = [
    ...(email ? [eq(farmInvitations.email, email)] : []),
    ...(phone ? [eq(farmInvitations.phoneNumber, phone)] : []),
  ];
  const [pending] = await db
    .select({ id: farmInvitations.id })
    .from(farmInvitations)
    .where(
      and(
        eq(farmInvitations.farmId, farmId),
        or(...matches),
        isNull(farmInvitations.acceptedAt),
        isNull(farmInvitations.revokedAt),
        gt(farmInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  if (pending) {
    throw new HttpError(
      409,
      'An invitation to this address is already waiting to be accepted. Resend it from the pending invitations instead.',
      { code: 'invitation_pending' },
    );
  }
}

/** Only a pending or expired invitation can be sent again, not too often and not too many times. */
export function assertResendable(row: InvitationRow, now: Date): void {
  const status = invitationStatus(row, now);
  if (status === 'accepted')
    throw new HttpError(409, 'This invitation was already accepted.', { code: 'invitation_used' });
  if (status === 'revoked') {
    throw new HttpError(409, 'This invitation was revoked. Send a new invitation instead.', {
      code: 'invitation_revoked',
    });
  }
  const waited = (now.getTime() - row.lastSentAt.getTime()) / 1000;
  if (waited < RESEND_COOLDOWN_SECONDS) {
    const left = RESEND_COOLDOWN_SECONDS - waited;
    throw tooManyRequests(
      `This invitation was just sent. You can send it again ${waitPhrase(left)}.`,
      left,
      'resend_too_soon',
    );
  }
  if (row.sendCount >= MAX_SENDS) {
    // The number is MAX_SENDS, written out so the messages catalogue finds the sentence.
    throw new HttpError(
      409,
      'This invitation has been sent 5 times. Check the address with the person, then revoke it and invite them again.',
      { code: 'resend_limit' },
    );
  }
}
