// Creating the platform administrator (docs/product/administration.md superadmin), used by `npm run admin:create`. Registration can
// never create one (the RegisterInput contract only admits self-service types).
import { PASSWORD_MIN_LENGTH } from '@/shared/contracts/auth';
import type { Database } from '@/server/db/client';
import { systemClock, type Clock } from '@/server/lib/clock';
import { hashPassword } from './passwords';
import { createUser, findUserByEmail, updateUser } from './users';

/**
 * Creates the superadmin, or promotes the existing account with that e-mail (keeping its password). The
 * password is only asked for when an account is created. The operator vouches for the address, so it counts as
 * verified.
 */
export async function createSuperadmin(
  db: Database,
  input: { email: string; name: string; password: () => Promise<string> },
  clock: Clock = systemClock,
): Promise<'created' | 'promoted'> {
  const email = input.email.toLowerCase();
  const existing = await findUserByEmail(db, email);
  const now = clock.now();
  if (existing) {
    await updateUser(
      db,
      existing.id,
      { userType: 'superadmin', emailVerifiedAt: existing.emailVerifiedAt ?? now },
      now,
    );
    return 'promoted';
  }
  const password = await input.password();
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new Error(`Use at least ${PASSWORD_MIN_LENGTH} characters for the password.`);
  }
  await createUser(db, {
    name: input.name,
    email,
    passwordHash: await hashPassword(password),
    userType: 'superadmin',
    emailVerifiedAt: now,
    now,
  });
  return 'created';
}
