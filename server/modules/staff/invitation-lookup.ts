// Finding an invitation by the secret a person holds (the link's token or the typed code), and the answers for
// one that can no longer be used (docs/product/staff.md "Accepting an invitation").
import { eq } from 'drizzle-orm';
import type { PublicInvitation } from '@/shared/contracts/staff';
import type { MemberRoleKind } from '@/shared/contracts/farm-permissions';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { farmRoles, farms } from '@/server/db/schema/farms';
import { farmInvitations } from '@/server/db/schema/staff';
import { HttpError } from '@/server/lib/http-error';
import type { CodeHasher } from '@/server/modules/auth/code-hash';
import { hashCode, hashToken, looksLikeCode } from './invitation-secrets';
import { invitationStatus, type InvitationRow } from './invitations-query';

export interface FoundInvitation {
  row: InvitationRow;
  farmName: string;
  inviterName: string | null;
  roleName: string | null;
}

export const INVITATION_SECRET_NOT_VALID =
  'This invitation link or code is not valid. Check it, or ask the farm to send the invitation again.';

export async function findInvitationBySecret(
  db: Database,
  hasher: CodeHasher,
  secret: string,
): Promise<FoundInvitation> {
  const trimmed = secret.trim();
  const byCode = looksLikeCode(trimmed);
  const hash = byCode ? await hashCode(hasher, trimmed) : await hashToken(hasher, trimmed);
  const [found] = await db
    .select({ row: farmInvitations, farmName: farms.name, inviterName: users.name, roleName: farmRoles.name })
    .from(farmInvitations)
    .innerJoin(farms, eq(farms.id, farmInvitations.farmId))
    .leftJoin(users, eq(users.id, farmInvitations.invitedBy))
    .leftJoin(farmRoles, eq(farmRoles.id, farmInvitations.roleId))
    .where(byCode ? eq(farmInvitations.codeHash, hash) : eq(farmInvitations.tokenHash, hash))
    .limit(1);
  if (!found) throw new HttpError(404, INVITATION_SECRET_NOT_VALID, { code: 'invitation_not_found' });
  return { ...found, roleName: found.row.role === 'custom' ? found.roleName : null };
}

export function toPublicInvitation(found: FoundInvitation, now: Date): PublicInvitation {
  return {
    farm_name: found.farmName,
    inviter_name: found.inviterName,
    role: found.row.role as MemberRoleKind,
    role_id: found.row.roleId,
    role_name: found.roleName,
    status: invitationStatus(found.row, now),
  };
}

/** 410 for a revoked or expired invitation, 409 for one already used; nothing changes. */
export function assertInvitationOpen(row: InvitationRow, now: Date): void {
  switch (invitationStatus(row, now)) {
    case 'revoked':
      throw new HttpError(
        410,
        'This invitation was withdrawn by the farm. Ask them for a new one if you still need it.',
        {
          code: 'invitation_revoked',
        },
      );
    case 'expired':
      throw new HttpError(410, 'This invitation has expired. Ask the farm to send it again.', {
        code: 'invitation_expired',
      });
    case 'accepted':
      throw new HttpError(409, 'This invitation has already been accepted.', { code: 'invitation_used' });
    case 'pending':
      return;
  }
}
