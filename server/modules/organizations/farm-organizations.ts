// A farm's side of organizations (docs/product/organizations.md "On the farm"): everyone on the farm sees which
// organizations invited it or see its figures; only an owner accepts, declines, changes what is shared or leaves,
// and each takes effect on the organization's very next request.
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { FarmOrganization, ShareChoiceInput } from '@/shared/contracts/organizations';
import type { ServerContext } from '@/server/context';
import { organizationFarms, organizations } from '@/server/db/schema/organizations';
import { isUuid, requireFarmPermission } from '@/server/modules/farms/farm-access';
import { recordActivity, type PersonActor } from '@/server/modules/activity/record';
import { notActive, notPending, organizationNotFound, ownerOnly } from './organization-errors';

const DECISIONS = {
  accept: { action: 'accept', verb: 'Started sharing with' },
  decline: { action: 'edit', verb: 'Declined the invitation of' },
  change: { action: 'edit', verb: 'Changed what is shared with' },
  leave: { action: 'remove', verb: 'Stopped sharing with' },
} as const;
type Decision = keyof typeof DECISIONS;

type Shares = z.output<typeof ShareChoiceInput>['shares'];

const columns = {
  organizationId: organizations.id,
  organizationName: organizations.name,
  status: organizationFarms.status,
  shares: organizationFarms.shares,
  invitedAt: organizationFarms.invitedAt,
  respondedAt: organizationFarms.respondedAt,
  leftAt: organizationFarms.leftAt,
};
const toFarmOrganization = (row: {
  organizationId: string;
  organizationName: string;
  status: string;
  shares: string[];
  invitedAt: Date;
  respondedAt: Date | null;
  leftAt: Date | null;
}): FarmOrganization => ({
  organization: { id: row.organizationId, name: row.organizationName },
  status: row.status as FarmOrganization['status'],
  shares: row.shares as FarmOrganization['shares'],
  invited_at: row.invitedAt.toISOString(),
  responded_at: row.respondedAt?.toISOString() ?? null,
  left_at: row.leftAt?.toISOString() ?? null,
});

export function createFarmOrganizationService({ db, clock }: Pick<ServerContext, 'db' | 'clock'>) {
  const select = () =>
    db
      .select(columns)
      .from(organizationFarms)
      .innerJoin(organizations, eq(organizations.id, organizationFarms.organizationId));

  /**
   * The sharing decision belongs to the farm's owners (the route declares farms.delete, which only the Owner role
   * holds among the built-in roles); a custom role, whatever it ticks, never decides it.
   */
  async function requireOwner(actorId: string, farmId: string) {
    const access = await requireFarmPermission(db, actorId, farmId, 'farms.delete');
    if (access.role !== 'owner') throw ownerOnly();
  }

  async function one(farmId: string, organizationId: string) {
    if (!isUuid(organizationId)) throw organizationNotFound();
    const [row] = await select().where(
      and(eq(organizationFarms.farmId, farmId), eq(organizationFarms.organizationId, organizationId)),
    );
    if (!row) throw organizationNotFound();
    return row;
  }

  /**
   * Writes the owner's decision and its activity-log entry in one transaction (docs/product/activity-log.md): who
   * accepted, declined, changed or ended sharing with which organization, and what is shared before and after.
   */
  async function decide(
    actor: PersonActor,
    farmId: string,
    before: Awaited<ReturnType<typeof one>>,
    decision: Decision,
    values: Partial<typeof organizationFarms.$inferInsert>,
  ) {
    const pair = and(
      eq(organizationFarms.farmId, farmId),
      eq(organizationFarms.organizationId, before.organizationId),
    );
    await db.transaction(async (tx) => {
      await tx.update(organizationFarms).set(values).where(pair);
      await recordActivity(tx, {
        farmId,
        actor,
        module: 'farms',
        action: DECISIONS[decision].action,
        recordType: 'organization_link',
        recordId: before.organizationId,
        summary: `${DECISIONS[decision].verb} ${before.organizationName}`,
        before: { status: before.status, shares: before.shares },
        after: { status: values.status ?? before.status, shares: values.shares ?? before.shares },
        at: clock.now(),
      });
    });
    return toFarmOrganization(await one(farmId, before.organizationId));
  }

  return {
    async list(actorId: string, farmId: string): Promise<FarmOrganization[]> {
      await requireFarmPermission(db, actorId, farmId, 'farms.view');
      const rows = await select()
        .where(eq(organizationFarms.farmId, farmId))
        .orderBy(asc(organizations.name));
      return rows.map(toFarmOrganization);
    },

    async accept(actor: PersonActor, farmId: string, organizationId: string, shares: Shares) {
      await requireOwner(actor.id, farmId);
      const row = await one(farmId, organizationId);
      if (row.status !== 'invited') throw notPending();
      return decide(actor, farmId, row, 'accept', {
        status: 'active',
        shares,
        respondedAt: clock.now(),
        respondedBy: actor.id,
      });
    },

    async decline(actor: PersonActor, farmId: string, organizationId: string) {
      await requireOwner(actor.id, farmId);
      const row = await one(farmId, organizationId);
      if (row.status !== 'invited') throw notPending();
      return decide(actor, farmId, row, 'decline', {
        status: 'declined',
        shares: [],
        respondedAt: clock.now(),
        respondedBy: actor.id,
      });
    },

    async changeShares(actor: PersonActor, farmId: string, organizationId: string, shares: Shares) {
      await requireOwner(actor.id, farmId);
      const row = await one(farmId, organizationId);
      if (row.status !== 'active') throw notActive();
      return decide(actor, farmId, row, 'change', { shares });
    },

    /** Sharing stops at once: the dashboard reads only active links. */
    async leave(actor: PersonActor, farmId: string, organizationId: string) {
      await requireOwner(actor.id, farmId);
      const row = await one(farmId, organizationId);
      if (row.status !== 'active') throw notActive();
      return decide(actor, farmId, row, 'leave', { status: 'left', shares: [], leftAt: clock.now() });
    },
  };
}
