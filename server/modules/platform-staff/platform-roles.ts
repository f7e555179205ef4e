// Platform roles (docs/product/platform-staff.md "Roles"): the two built-in roles are fixed; custom roles carry the
// boxes ticked in the matrix. A role goes only when nobody holds it.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CreatePlatformRoleInput,
  PlatformPermission,
  PlatformRole,
  UpdatePlatformRoleInput,
} from '@/shared/contracts/platform-staff';
import type { ServerContext } from '@/server/context';
import { platformRoles } from '@/server/db/schema/platform';
import { HttpError, isUniqueViolation } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';

export const PLATFORM_ROLE_NOT_FOUND = 'We could not find that role.';
export const BUILT_IN_FIXED = 'Built-in roles cannot be changed. Create a custom role instead.';
export const BUILT_IN_KEPT = 'Built-in roles cannot be deleted.';
export const roleNotFound = () => new HttpError(404, PLATFORM_ROLE_NOT_FOUND, { code: 'role_not_found' });
const nameTaken = (name: string) =>
  new HttpError(409, `A role named ${name} already exists.`, {
    code: 'role_name_taken',
    errors: { name: [`A role named ${name} already exists.`] },
  });

type RoleRow = typeof platformRoles.$inferSelect;

const toRole = (row: RoleRow, staffCount: number): PlatformRole => ({
  id: row.id,
  name: row.name,
  description: row.description,
  built_in: row.builtIn,
  permissions: row.permissions as PlatformPermission[],
  staff_count: staffCount,
});

export function createPlatformRoleService({ db, clock }: Pick<ServerContext, 'db' | 'clock'>) {
  // Spelled out: inside a one-table select Drizzle leaves column names unqualified, which would bind to users.
  const staffCount = sql<number>`(select count(*)::int from users where users.platform_role_id = "platform_roles"."id")`;

  async function find(roleId: string) {
    if (!isUuid(roleId)) throw roleNotFound();
    const [row] = await db
      .select({ role: platformRoles, staff: staffCount })
      .from(platformRoles)
      .where(eq(platformRoles.id, roleId));
    if (!row) throw roleNotFound();
    return row;
  }

  async function uniqueName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (name !== undefined && isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    }
  }

  return {
    find: async (roleId: string) => {
      const row = await find(roleId);
      return toRole(row.role, row.staff);
    },

    /** The built-in roles first, then the custom ones by name. */
    async list(): Promise<PlatformRole[]> {
      const rows = await db
        .select({ role: platformRoles, staff: staffCount })
        .from(platformRoles)
        .orderBy(desc(platformRoles.builtIn), asc(platformRoles.name));
      return rows.map((row) => toRole(row.role, row.staff));
    },

    async create(input: z.output<typeof CreatePlatformRoleInput>): Promise<PlatformRole> {
      const [row] = await uniqueName(input.name, () =>
        db
          .insert(platformRoles)
          .values({ name: input.name, description: input.description, permissions: input.permissions })
          .returning(),
      );
      return toRole(row!, 0);
    },

    async update(roleId: string, input: z.output<typeof UpdatePlatformRoleInput>): Promise<PlatformRole> {
      const { role } = await find(roleId);
      if (role.builtIn) throw new HttpError(422, BUILT_IN_FIXED, { code: 'built_in_role' });
      await uniqueName(input.name, () =>
        db
          .update(platformRoles)
          .set({
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.permissions !== undefined ? { permissions: input.permissions } : {}),
            updatedAt: clock.now(),
          })
          .where(eq(platformRoles.id, roleId)),
      );
      const row = await find(roleId);
      return toRole(row.role, row.staff);
    },

    async remove(roleId: string): Promise<void> {
      const { role, staff } = await find(roleId);
      if (role.builtIn) throw new HttpError(422, BUILT_IN_KEPT, { code: 'built_in_role' });
      if (staff > 0) {
        const message =
          staff === 1
            ? '1 person holds this role. Move them to another role first.'
            : `${staff} people hold this role. Move them to another role first.`;
        throw new HttpError(409, message, { code: 'role_in_use' });
      }
      await db.delete(platformRoles).where(eq(platformRoles.id, roleId));
    },
  };
}
