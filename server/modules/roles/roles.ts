// A farm's custom roles (docs/product/roles-and-permissions.md "Custom roles"): staff.view to see the roles,
// staff.create, staff.edit and staff.delete to change them. A role's new permissions apply to its holders on their
// next request, since every request reads the role (farm-access.ts).
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreateFarmRoleInput, FarmRole, UpdateFarmRoleInput } from '@/shared/contracts/farm-roles';
import type { ServerContext } from '@/server/context';
import { farmMembers, farmRoles } from '@/server/db/schema/farms';
import { isUniqueViolation } from '@/server/lib/http-error';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import type { PersonActor } from '@/server/modules/activity/record';
import { recordRoleActivity } from './role-activity';
import {
  assertNoEscalation,
  assertRoleUnused,
  BUILT_IN_ROLE_FIXED,
  BUILT_IN_ROLE_KEPT,
  refuseBuiltIn,
  roleNameTaken,
  roleNotFound,
} from './roles-guards';
import { findFarmRole, holdersOf, listFarmRoles, toFarmRole } from './roles-query';

type CreateValues = z.output<typeof CreateFarmRoleInput>;
type UpdateValues = z.output<typeof UpdateFarmRoleInput>;

export function createFarmRoleService({ db, clock }: Pick<ServerContext, 'db' | 'clock'>) {
  /** Runs a write that may hit the unique name index, answering 409 with the name instead of a 500. */
  async function uniqueName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (name !== undefined && isUniqueViolation(error)) throw roleNameTaken(name);
      throw error;
    }
  }

  return {
    async list(actorId: string, farmId: string): Promise<FarmRole[]> {
      const { farm } = await requireFarmPermission(db, actorId, farmId, 'staff.view');
      return listFarmRoles(db, farm.id);
    },

    async create(actor: PersonActor, farmId: string, input: CreateValues): Promise<FarmRole> {
      const access = await requireFarmPermission(db, actor.id, farmId, 'staff.create');
      assertNoEscalation(access.permissions, input.permissions);
      const now = clock.now();
      const row = await uniqueName(input.name, () =>
        db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(farmRoles)
            .values({
              farmId: access.farm.id,
              name: input.name,
              description: input.description,
              permissions: input.permissions,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          await recordRoleActivity(tx, actor, 'create', null, inserted!);
          return inserted!;
        }),
      );
      return toFarmRole(row, 0);
    },

    /** The changed role, and who holds it (their live subscriptions are checked again after the change). */
    async update(
      actor: PersonActor,
      farmId: string,
      roleId: string,
      input: UpdateValues,
    ): Promise<{ role: FarmRole; holders: string[] }> {
      const access = await requireFarmPermission(db, actor.id, farmId, 'staff.edit');
      refuseBuiltIn(roleId, BUILT_IN_ROLE_FIXED);
      const before = await findFarmRole(db, access.farm.id, roleId);
      if (!before) throw roleNotFound();
      if (input.permissions) assertNoEscalation(access.permissions, input.permissions, before.permissions);
      const row = await uniqueName(input.name, () =>
        db.transaction(async (tx) => {
          const [updated] = await tx
            .update(farmRoles)
            .set({
              ...(input.name !== undefined ? { name: input.name } : {}),
              ...(input.description !== undefined ? { description: input.description } : {}),
              ...(input.permissions !== undefined ? { permissions: input.permissions } : {}),
              updatedAt: clock.now(),
            })
            .where(and(eq(farmRoles.id, before.id), eq(farmRoles.farmId, access.farm.id)))
            .returning();
          if (!updated) throw roleNotFound(); // deleted meanwhile
          await recordRoleActivity(tx, actor, 'edit', before, updated);
          return updated;
        }),
      );
      const holders = await holdersOf(db, access.farm.id, row.id);
      return { role: toFarmRole(row, holders.length), holders };
    },

    async remove(actor: PersonActor, farmId: string, roleId: string): Promise<void> {
      const access = await requireFarmPermission(db, actor.id, farmId, 'staff.delete');
      refuseBuiltIn(roleId, BUILT_IN_ROLE_KEPT);
      await db.transaction(async (tx) => {
        // The row lock makes an assignment of this role (its foreign key) wait, so the check below stays true.
        const [locked] = await tx
          .select()
          .from(farmRoles)
          .where(and(eq(farmRoles.id, roleId), eq(farmRoles.farmId, access.farm.id)))
          .for('update');
        if (!locked) throw roleNotFound();
        const holders = await tx
          .select({ userId: farmMembers.userId })
          .from(farmMembers)
          .where(eq(farmMembers.roleId, locked.id));
        await assertRoleUnused(tx, clock, holders.length, locked.id);
        await tx.delete(farmRoles).where(eq(farmRoles.id, locked.id));
        await recordRoleActivity(tx, actor, 'delete', locked, null);
      });
    },
  };
}

export type FarmRoleService = ReturnType<typeof createFarmRoleService>;
