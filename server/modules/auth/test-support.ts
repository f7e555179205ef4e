// Helpers of the auth tests: a password hasher that counts its checks, and an account whose stored hash was made
// at another cost.
import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema/auth';
import type { TestApp } from '@/server/test/app';
import { testPasswordHasher } from '@/server/test/app';
import { createPasswordHasher, type PasswordHasher, type ScryptParams } from './passwords';

/** The test apps' hasher, counting the password checks made by sign-ins (`checks`). */
export function createCountingHasher(inner: PasswordHasher = testPasswordHasher) {
  const counter = { checks: 0 };
  const hasher: PasswordHasher = {
    ...inner,
    check: async (password, stored) => {
      counter.checks += 1;
      return inner.check(password, stored);
    },
  };
  return { hasher, counter };
}

/** Replaces the account's stored hash with one of `password` made at `params` (an account from before a cost change). */
export async function seedPasswordHash(t: TestApp, email: string, password: string, params: ScryptParams) {
  const hash = await createPasswordHasher(params).hash(password);
  await t.db.update(users).set({ passwordHash: hash }).where(eq(users.email, email));
  return hash;
}

export async function storedPasswordHash(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
  return row!.hash;
}
