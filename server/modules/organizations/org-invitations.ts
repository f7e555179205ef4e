// An organization invites farms (docs/product/organizations.md "Invitations"): by the owner's e-mail (each farm
// that account owns) or by a farm's id. The owners hear of it in the bell; the organization sees only what it
// typed until an owner accepts, so an invitation reveals nothing of a farm.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { InviteFarmInput, SentInvitation } from '@/shared/contracts/organizations';
import type { z } from 'zod';
import type { ServerContext } from '@/server/context';
import { users } from '@/server/db/schema/auth';
import { farmMembers, farms } from '@/server/db/schema/farms';
import { organizationFarms } from '@/server/db/schema/organizations';
import { isUuid } from '@/server/modules/farms/farm-access';
import type { OrganizationRow } from './organization-account';
import { alreadyInvited, alreadyMember, invitationNotFound, noFarmFound } from './organization-errors';
import { organizationsText } from './i18n';

type InviteValues = z.output<typeof InviteFarmInput>;
type LinkRow = typeof organizationFarms.$inferSelect;

export const toSentInvitation = (row: LinkRow): SentInvitation => ({
  id: row.id,
  invited_as: row.invitedAs,
  status: row.status as SentInvitation['status'],
  invited_at: row.invitedAt.toISOString(),
  responded_at: row.respondedAt?.toISOString() ?? null,
});

/** Active farms the e-mail's account owns, or the one active farm of that id. */
async function farmsInvited(ctx: ServerContext, input: InviteValues) {
  const active = eq(farms.status, 'active');
  if (input.farm_id) {
    if (!isUuid(input.farm_id)) throw noFarmFound('farm_id');
    const rows = await ctx.db
      .select({ id: farms.id, name: farms.name })
      .from(farms)
      .where(and(eq(farms.id, input.farm_id), active));
    if (rows.length === 0) throw noFarmFound('farm_id');
    return rows;
  }
  const rows = await ctx.db
    .select({ id: farms.id, name: farms.name })
    .from(users)
    .innerJoin(farmMembers, and(eq(farmMembers.userId, users.id), eq(farmMembers.role, 'owner')))
    .innerJoin(farms, eq(farms.id, farmMembers.farmId))
    .where(and(eq(users.email, input.email!), active));
  if (rows.length === 0) throw noFarmFound('email');
  return rows;
}

export function createOrgInvitationService(ctx: ServerContext) {
  const { db, clock } = ctx;

  /** Tells every owner of the farm, in their language; a failed notice never undoes the invitation. */
  async function tellOwners(organization: OrganizationRow, farm: { id: string; name: string }) {
    const owners = await db
      .select({ userId: farmMembers.userId })
      .from(farmMembers)
      .where(and(eq(farmMembers.farmId, farm.id), eq(farmMembers.role, 'owner')));
    const values = { organization: organization.name, farm: farm.name };
    for (const owner of owners) {
      await ctx.notifications
        .notify({
          userId: owner.userId,
          farmId: farm.id,
          type: 'system',
          category: 'organization',
          title: (lang) => organizationsText.tIn(lang, 'invitationTitle', values),
          message: (lang) => organizationsText.tIn(lang, 'invitationMessage', values),
          actionUrl: `/farmer/farms/${farm.id}/organizations`,
          data: { farm_name: farm.name, organization_id: organization.id },
          preferenceType: null,
        })
        .catch((error: unknown) => ctx.log.warn({ err: error }, 'organization invitation notice not sent'));
    }
  }

  return {
    async list(organization: OrganizationRow): Promise<SentInvitation[]> {
      const rows = await db
        .select()
        .from(organizationFarms)
        .where(
          and(
            eq(organizationFarms.organizationId, organization.id),
            inArray(organizationFarms.status, ['invited', 'declined']),
          ),
        )
        .orderBy(desc(organizationFarms.invitedAt));
      return rows.map(toSentInvitation);
    },

    /**
     * One invitation per farm found. Farms already invited or sharing are left as they are; when that is every
     * farm found, the answer says so (409). A farm that declined or left may be invited again.
     */
    async invite(
      organization: OrganizationRow,
      actorId: string,
      input: InviteValues,
    ): Promise<SentInvitation[]> {
      const found = await farmsInvited(ctx, input);
      const invitedAs = input.farm_id ?? input.email!;
      const now = clock.now();
      const sent: { row: LinkRow; farm: { id: string; name: string } }[] = [];
      let member = false;
      for (const farm of found) {
        const fresh = {
          status: 'invited',
          shares: [],
          invitedAs,
          invitedBy: actorId,
          invitedAt: now,
          respondedAt: null,
          respondedBy: null,
          leftAt: null,
        };
        // Insert, or re-open a declined or ended link; one that is pending or active stays as it is.
        const [row] = await db
          .insert(organizationFarms)
          .values({ organizationId: organization.id, farmId: farm.id, ...fresh })
          .onConflictDoUpdate({
            target: [organizationFarms.organizationId, organizationFarms.farmId],
            set: fresh,
            setWhere: inArray(organizationFarms.status, ['declined', 'left']),
          })
          .returning();
        if (row) sent.push({ row, farm });
        else member ||= await isActive(organization.id, farm.id);
      }
      if (sent.length === 0) throw member ? alreadyMember() : alreadyInvited();
      for (const { farm } of sent) await tellOwners(organization, farm);
      return sent.map(({ row }) => toSentInvitation(row));
    },

    /** Withdraws a pending invitation, or clears a declined one from the list. */
    async cancel(organization: OrganizationRow, invitationId: string): Promise<void> {
      if (!isUuid(invitationId)) throw invitationNotFound();
      const mine = and(
        eq(organizationFarms.id, invitationId),
        eq(organizationFarms.organizationId, organization.id),
      );
      const [row] = await db.select({ status: organizationFarms.status }).from(organizationFarms).where(mine);
      // A sharing farm is the owner's to end, never the organization's: only unanswered or declined ones go.
      if (!row || (row.status !== 'invited' && row.status !== 'declined')) throw invitationNotFound();
      await db.delete(organizationFarms).where(mine);
    },
  };

  async function isActive(organizationId: string, farmId: string) {
    const [row] = await db
      .select({ status: organizationFarms.status })
      .from(organizationFarms)
      .where(and(eq(organizationFarms.organizationId, organizationId), eq(organizationFarms.farmId, farmId)));
    return row?.status === 'active';
  }
}
