// Invitations as the staff screen reads them (InvitationSchema): the stored row with the inviter's and the
// acceptor's names, the custom role's name, and a status derived from the dates (docs/decisions/035).
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Invitation, InvitationStatus } from '@/shared/contracts/staff';
import type { MemberRoleKind } from '@/shared/contracts/farm-permissions';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { farmRoles } from '@/server/db/schema/farms';
import { farmInvitations } from '@/server/db/schema/staff';
import { HttpError } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';

export type InvitationRow = typeof farmInvitations.$inferSelect;

export const INVITATION_NOT_FOUND = 'We could not find that invitation.';
export const invitationNotFound = () =>
  new HttpError(404, INVITATION_NOT_FOUND, { code: 'invitation_not_found' });

export function invitationStatus(
  row: Pick<InvitationRow, 'revokedAt' | 'acceptedAt' | 'expiresAt'>,
  now: Date,
): InvitationStatus {
  if (row.revokedAt) return 'revoked';
  if (row.acceptedAt) return 'accepted';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

const inviter = alias(users, 'inviter');
const acceptor = alias(users, 'acceptor');
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const person = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

function select(db: Database) {
  return db
    .select({
      row: farmInvitations,
      roleName: farmRoles.name,
      inviterName: inviter.name,
      acceptorName: acceptor.name,
    })
    .from(farmInvitations)
    .leftJoin(farmRoles, eq(farmRoles.id, farmInvitations.roleId))
    .leftJoin(inviter, eq(inviter.id, farmInvitations.invitedBy))
    .leftJoin(acceptor, eq(acceptor.id, farmInvitations.acceptedBy));
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

function toDto({ row, roleName, inviterName, acceptorName }: Selected, now: Date): Invitation {
  return {
    id: row.id,
    farm_id: row.farmId,
    email: row.email,
    phone_number: row.phoneNumber,
    role: row.role as MemberRoleKind,
    role_id: row.roleId,
    role_name: row.role === 'custom' ? roleName : null,
    job_title: row.jobTitle,
    status: invitationStatus(row, now),
    invited_by: person(row.invitedBy, inviterName),
    send_count: row.sendCount,
    last_sent_at: row.lastSentAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    accepted_at: iso(row.acceptedAt),
    accepted_by: person(row.acceptedBy, acceptorName),
    revoked_at: iso(row.revokedAt),
    created_at: row.createdAt.toISOString(),
  };
}

/** A farm's invitations, newest first (a farm sends tens, not thousands: no paging). */
export async function invitationsOfFarm(db: Database, farmId: string, now: Date): Promise<Invitation[]> {
  const rows = await select(db)
    .where(eq(farmInvitations.farmId, farmId))
    .orderBy(desc(farmInvitations.createdAt), desc(farmInvitations.id));
  return rows.map((row) => toDto(row, now));
}

/** One invitation of the farm; another farm's invitation, or a malformed id, is the same 404. */
export async function invitationOnFarm(
  db: Database,
  farmId: string,
  id: string,
  now: Date,
): Promise<Invitation> {
  if (!isUuid(id)) throw invitationNotFound();
  const [row] = await select(db).where(and(eq(farmInvitations.id, id), eq(farmInvitations.farmId, farmId)));
  if (!row) throw invitationNotFound();
  return toDto(row, now);
}
