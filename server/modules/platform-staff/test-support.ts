// Helpers for the platform staff tests: superadmins signed in with a given platform role (written straight to the
// account, as only another administrator could make one through the API).
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { AuthResponseSchema } from '@/shared/contracts/auth';
import { users } from '@/server/db/schema/auth';
import type { TestApp } from '@/server/test/app';
import { login, registerUser, uniqueEmail } from '@/server/test/users';

/** A signed-in superadmin; `roleId` null is a full super administrator. */
export async function seedPlatformStaff(t: TestApp, roleId: string | null, name = 'Platform Admin') {
  const user = await registerUser(t.app, { name, email: uniqueEmail('staff') });
  await t.db
    .update(users)
    .set({ userType: 'superadmin', platformRoleId: roleId })
    .where(eq(users.id, user.user.id));
  // Sign in again: the session carries the account type it had at sign-in.
  const res = await login(t.app, user.user.email);
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, token: AuthResponseSchema.parse(res.json()).access_token };
}
