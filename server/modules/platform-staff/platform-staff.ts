// Platform staff (docs/product/platform-staff.md): superadmin accounts and their platform roles. A new member's
// account is made without a usable password and told by e-mail to set one through "Forgot password", so no
// password or link that signs in ever travels by e-mail; the reset code proves the inbox. Nobody changes or
// removes their own access, so the platform cannot lock itself out by a slip.
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CreatePlatformStaffInput,
  PlatformStaffMember,
  UpdatePlatformStaffInput,
} from '@/shared/contracts/platform-staff';
import type { ServerContext } from '@/server/context';
import { users } from '@/server/db/schema/auth';
import { platformRoles } from '@/server/db/schema/platform';
import { HttpError, fieldError } from '@/server/lib/http-error';
import { DEFAULT_LANGUAGE } from '@/server/lib/i18n';
import { createUser } from '@/server/modules/auth/users';
import { isUuid } from '@/server/modules/farms/farm-access';
import { platformStaffText } from './i18n';

export const STAFF_NOT_FOUND = 'We could not find that staff member.';
export const NOT_YOURSELF =
  'You cannot change or remove your own platform access. Ask another administrator.';
export const UNKNOWN_ROLE = 'Choose one of the listed roles.';

const staffNotFound = () => new HttpError(404, STAFF_NOT_FOUND, { code: 'staff_not_found' });

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  roleId: users.platformRoleId,
  roleName: platformRoles.name,
  createdAt: users.createdAt,
};

const toMember = (row: {
  id: string;
  name: string;
  email: string;
  roleId: string | null;
  roleName: string | null;
  createdAt: Date;
}): PlatformStaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role_id: row.roleId,
  role_name: row.roleName,
  created_at: row.createdAt.toISOString(),
});

export function createPlatformStaffService(ctx: ServerContext) {
  const { db, clock } = ctx;
  const select = () =>
    db.select(columns).from(users).leftJoin(platformRoles, eq(platformRoles.id, users.platformRoleId));
  const isStaff = eq(users.userType, 'superadmin');

  async function one(userId: string) {
    if (!isUuid(userId)) throw staffNotFound();
    const [row] = await select().where(and(eq(users.id, userId), isStaff));
    if (!row) throw staffNotFound();
    return row;
  }

  async function roleNamed(roleId: string) {
    const [role] = await db
      .select({ name: platformRoles.name })
      .from(platformRoles)
      .where(eq(platformRoles.id, roleId));
    if (!role) throw fieldError('role_id', UNKNOWN_ROLE, 'role_not_found');
    return role.name;
  }

  const notYourself = (actorId: string, userId: string) => {
    if (actorId === userId) throw new HttpError(422, NOT_YOURSELF, { code: 'own_access' });
  };

  return {
    async list(): Promise<PlatformStaffMember[]> {
      return (await select().where(isStaff).orderBy(asc(users.name))).map(toMember);
    },

    async add(
      actor: { id: string; name: string },
      input: z.output<typeof CreatePlatformStaffInput>,
      appUrl: string,
    ): Promise<PlatformStaffMember> {
      const role = await roleNamed(input.role_id);
      const now = clock.now();
      // A password nobody knows: the account signs in only after its owner sets one by the reset code.
      const unusable = await ctx.passwords.hash(randomBytes(32).toString('base64url'));
      const user = await createUser(db, {
        name: input.name,
        email: input.email,
        passwordHash: unusable,
        userType: 'superadmin',
        now,
      });
      await db.update(users).set({ platformRoleId: input.role_id }).where(eq(users.id, user.id));
      const values = {
        name: input.name,
        inviter: actor.name,
        role,
        email: input.email,
        link: `${appUrl}/forgot-password`,
      };
      await ctx.messages.sendEmail({
        to: input.email,
        subject: platformStaffText.tIn(DEFAULT_LANGUAGE, 'welcomeSubject'),
        text: platformStaffText.tIn(DEFAULT_LANGUAGE, 'welcomeText', values),
      });
      return toMember(await one(user.id));
    },

    async changeRole(
      actorId: string,
      userId: string,
      input: z.output<typeof UpdatePlatformStaffInput>,
    ): Promise<PlatformStaffMember> {
      notYourself(actorId, userId);
      await one(userId);
      await roleNamed(input.role_id);
      await db
        .update(users)
        .set({ platformRoleId: input.role_id, updatedAt: clock.now() })
        .where(eq(users.id, userId));
      return toMember(await one(userId));
    },

    /**
     * Takes the person off the platform team: the account stays (it may own farms) as a farmer's, and every
     * sign-in of it ends now.
     */
    async remove(actorId: string, userId: string): Promise<void> {
      notYourself(actorId, userId);
      await one(userId);
      await db
        .update(users)
        .set({ userType: 'farmer', platformRoleId: null, updatedAt: clock.now() })
        .where(eq(users.id, userId));
      await ctx.tokens.revokeAll(userId);
    },
  };
}
