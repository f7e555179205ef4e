// Farms (docs/product/farms.md Farms): the farms a user is a member of, created with the creator as owner,
// edited by the owner or a manager, and deleted by the owner, or archived when it holds stock or history.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Farm, FarmInput, FarmListQuerySchema, FarmPermissions } from '@/shared/contracts/farms';
import type { ServerContext } from '@/server/context';
import { farmMembers, farms } from '@/server/db/schema/farms';
import { HttpError } from '@/server/lib/http-error';
import { permissionsFor, requireFarmMember, requireFarmRole, type FarmRow } from './farm-access';
import { farmHasRecords } from './farms-records';

type FarmValues = z.output<typeof FarmInput>;
type FarmStatusFilter = z.output<typeof FarmListQuerySchema>['status'];

// docs/product/farms.md: superadmins run the platform; farmers, individuals and organizations own farms.
const FARM_OWNER_TYPES = ['farmer', 'individual', 'organization'];
const EDITOR_ROLES = ['owner', 'manager'] as const;

export const FARM_DELETED = 'Farm deleted.';
export const FARM_ARCHIVED =
  'This farm has stock or history, so it was archived instead of deleted. You can restore it from the archived farms.';

export function toFarm(row: FarmRow, role: string, permissions: FarmPermissions): Farm {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    size: row.size,
    size_unit: row.sizeUnit as Farm['size_unit'],
    main_enterprise: row.mainEnterprise as Farm['main_enterprise'],
    currency: row.currency as Farm['currency'],
    status: row.status as Farm['status'],
    owner_id: row.ownerId,
    role,
    permissions,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const columnsOf = (input: FarmValues) => ({
  name: input.name,
  location: input.location,
  size: input.size == null ? null : String(input.size),
  sizeUnit: input.size_unit,
  mainEnterprise: input.main_enterprise,
  currency: input.currency,
});

export function createFarmService({ db, clock }: Pick<ServerContext, 'db' | 'clock'>) {
  return {
    async list(actorId: string, status: FarmStatusFilter): Promise<Farm[]> {
      const rows = await db
        .select({ farm: farms, role: farmMembers.role, overrides: farmMembers.permissions })
        .from(farmMembers)
        .innerJoin(farms, eq(farms.id, farmMembers.farmId))
        .where(and(eq(farmMembers.userId, actorId), status === 'all' ? undefined : eq(farms.status, status)))
        .orderBy(asc(sql`lower(${farms.name})`), asc(farms.id));
      return rows.map((r) => toFarm(r.farm, r.role, permissionsFor(r.role, r.overrides)));
    },

    async get(actorId: string, farmId: string): Promise<Farm> {
      const access = await requireFarmMember(db, actorId, farmId);
      return toFarm(access.farm, access.role, access.permissions);
    },

    /** `actor` is the signed-in person: their id and user type (superadmins own no farms). */
    async create(actor: { id: string; user_type: string }, input: FarmValues): Promise<Farm> {
      if (!FARM_OWNER_TYPES.includes(actor.user_type.toLowerCase())) {
        throw new HttpError(403, 'Platform administrators cannot own farms.', { code: 'forbidden' });
      }
      const now = clock.now();
      // The owner's membership is what grants access, so the farm and it are written together.
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(farms)
          .values({ ...columnsOf(input), ownerId: actor.id, createdAt: now, updatedAt: now })
          .returning();
        await tx
          .insert(farmMembers)
          .values({ farmId: row!.id, userId: actor.id, role: 'owner', createdAt: now });
        return toFarm(row!, 'owner', permissionsFor('owner', null));
      });
    },

    async update(actorId: string, farmId: string, input: FarmValues): Promise<Farm> {
      const access = await requireFarmRole(
        db,
        actorId,
        farmId,
        EDITOR_ROLES,
        "Only the farm's owner or a manager can change its details.",
      );
      const [row] = await db
        .update(farms)
        .set({ ...columnsOf(input), updatedAt: clock.now() })
        .where(eq(farms.id, farmId))
        .returning();
      return toFarm(row!, access.role, access.permissions);
    },

    /** A farm with stock or history is archived, not destroyed. */
    async remove(actorId: string, farmId: string) {
      await requireFarmRole(db, actorId, farmId, ['owner'], "Only the farm's owner can delete it.");
      return db.transaction(async (tx) => {
        // The row lock makes inserts of new locations, suppliers or items wait, so the check stays true.
        const [locked] = await tx.select().from(farms).where(eq(farms.id, farmId)).for('update');
        if (await farmHasRecords(tx, farmId)) {
          // Deleting an archived farm again keeps the date it was first archived.
          if (locked?.status !== 'archived') {
            const now = clock.now();
            await tx
              .update(farms)
              .set({ status: 'archived', archivedAt: now, updatedAt: now })
              .where(eq(farms.id, farmId));
          }
          return { success: true, message: FARM_ARCHIVED, outcome: 'archived' as const };
        }
        await tx.delete(farms).where(eq(farms.id, farmId));
        return { success: true, message: FARM_DELETED, outcome: 'deleted' as const };
      });
    },

    async restore(actorId: string, farmId: string): Promise<Farm> {
      const access = await requireFarmRole(
        db,
        actorId,
        farmId,
        ['owner'],
        "Only the farm's owner can restore it.",
      );
      if (access.farm.status === 'active') return toFarm(access.farm, access.role, access.permissions);
      const [row] = await db
        .update(farms)
        .set({ status: 'active', archivedAt: null, updatedAt: clock.now() })
        .where(eq(farms.id, farmId))
        .returning();
      return toFarm(row!, access.role, access.permissions);
    },
  };
}

export type FarmService = ReturnType<typeof createFarmService>;
