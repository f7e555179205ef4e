// Farms (docs/product/farms.md Farms): the farms a user is a member of, created with the creator as owner,
// edited with farms.edit, and deleted with farms.delete (the owner's, among the built-in roles), or archived when
// it holds stock or history (docs/product/roles-and-permissions.md).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Farm, FarmInput, FarmListQuerySchema } from '@/shared/contracts/farms';
import type { ServerContext } from '@/server/context';
import { farmMembers, farmRoles, farms } from '@/server/db/schema/farms';
import { HttpError } from '@/server/lib/http-error';
import {
  membershipRoleColumns,
  membershipRoleJoin,
  requireFarmPermission,
  roleOf,
  type FarmAccess,
  type FarmRow,
} from './farm-access';
import { farmHasRecords } from './farms-records';
import type { PersonActor } from '@/server/modules/activity/record';
import { recordFarmActivity } from './farm-activity';

type FarmValues = z.output<typeof FarmInput>;
type FarmStatusFilter = z.output<typeof FarmListQuerySchema>['status'];

// docs/product/farms.md: superadmins run the platform; farmers, individuals and organizations own farms.
const FARM_OWNER_TYPES = ['farmer', 'individual', 'organization'];

export const FARM_DELETED = 'Farm deleted.';
export const FARM_ARCHIVED =
  'This farm has stock or history, so it was archived instead of deleted. You can restore it from the archived farms.';

/** The farm as its member sees it: with their role and what it grants. */
export function toFarm(row: FarmRow, access: Omit<FarmAccess, 'farm'>): Farm {
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
    role: access.role,
    role_id: access.roleId,
    role_name: access.roleName,
    permissions: access.permissions,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    timezone: row.timezone,
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
  // Left out of the request, the place and time zone stay as they are (docs/product/farms.md).
  ...(input.latitude !== undefined && { latitude: input.latitude === null ? null : String(input.latitude) }),
  ...(input.longitude !== undefined && {
    longitude: input.longitude === null ? null : String(input.longitude),
  }),
  ...(input.timezone !== undefined && { timezone: input.timezone }),
});

export function createFarmService({ db, clock }: Pick<ServerContext, 'db' | 'clock'>) {
  return {
    async list(actorId: string, status: FarmStatusFilter): Promise<Farm[]> {
      const rows = await db
        .select({ farm: farms, ...membershipRoleColumns })
        .from(farmMembers)
        .innerJoin(farms, eq(farms.id, farmMembers.farmId))
        .leftJoin(farmRoles, membershipRoleJoin)
        .where(and(eq(farmMembers.userId, actorId), status === 'all' ? undefined : eq(farms.status, status)))
        .orderBy(asc(sql`lower(${farms.name})`), asc(farms.id));
      return rows.map((r) => toFarm(r.farm, roleOf(r)));
    },

    async get(actorId: string, farmId: string): Promise<Farm> {
      const access = await requireFarmPermission(db, actorId, farmId, 'farms.view');
      return toFarm(access.farm, access);
    },

    /**
     * `actor` is the signed-in person, with their user type (superadmins own no farms). Here and below, the actor
     * carries where the change came from, for the farm's activity log.
     */
    async create(actor: PersonActor & { user_type: string }, input: FarmValues): Promise<Farm> {
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
        await recordFarmActivity(tx, actor, 'create', null, row!);
        return toFarm(row!, roleOf({ role: 'owner', roleId: null, roleName: null, customPermissions: null }));
      });
    },

    async update(actor: PersonActor, farmId: string, input: FarmValues): Promise<Farm> {
      const access = await requireFarmPermission(db, actor.id, farmId, 'farms.edit');
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(farms).where(eq(farms.id, farmId)).for('update');
        const [row] = await tx
          .update(farms)
          .set({ ...columnsOf(input), updatedAt: clock.now() })
          .where(eq(farms.id, farmId))
          .returning();
        await recordFarmActivity(tx, actor, 'edit', before!, row!);
        return toFarm(row!, access);
      });
    },

    /** A farm with stock or history is archived, not destroyed. */
    async remove(actor: PersonActor, farmId: string) {
      await requireFarmPermission(db, actor.id, farmId, 'farms.delete');
      return db.transaction(async (tx) => {
        // The row lock makes inserts of new locations, suppliers or items wait, so the check stays true.
        const [locked] = await tx.select().from(farms).where(eq(farms.id, farmId)).for('update');
        if (await farmHasRecords(tx, farmId)) {
          // Deleting an archived farm again keeps the date it was first archived.
          if (locked?.status !== 'archived') {
            const now = clock.now();
            const [row] = await tx
              .update(farms)
              .set({ status: 'archived', archivedAt: now, updatedAt: now })
              .where(eq(farms.id, farmId))
              .returning();
            await recordFarmActivity(tx, actor, 'archive', locked!, row!);
          }
          return { success: true, message: FARM_ARCHIVED, outcome: 'archived' as const };
        }
        await tx.delete(farms).where(eq(farms.id, farmId));
        return { success: true, message: FARM_DELETED, outcome: 'deleted' as const };
      });
    },

    async restore(actor: PersonActor, farmId: string): Promise<Farm> {
      // Restoring undoes an archive, so it takes the same permission.
      const access = await requireFarmPermission(db, actor.id, farmId, 'farms.delete');
      if (access.farm.status === 'active') return toFarm(access.farm, access);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(farms)
          .set({ status: 'active', archivedAt: null, updatedAt: clock.now() })
          .where(and(eq(farms.id, farmId), eq(farms.status, 'archived')))
          .returning();
        // Restored meanwhile by someone else: nothing changed, nothing to record.
        if (!row) return toFarm({ ...access.farm, status: 'active', archivedAt: null }, access);
        await recordFarmActivity(tx, actor, 'restore', access.farm, row);
        return toFarm(row, access);
      });
    },
  };
}

export type FarmService = ReturnType<typeof createFarmService>;
