// The organization behind an organization account: made the first time the account uses its area, named after
// the account (docs/product/organizations.md "The organization").
import { eq } from 'drizzle-orm';
import type { User } from '@/shared/contracts/user';
import type { Database } from '@/server/db/client';
import { organizations } from '@/server/db/schema/organizations';
import { organizationOnly } from './organization-errors';

export type OrganizationRow = typeof organizations.$inferSelect;

export const isOrganizationAccount = (user: Pick<User, 'user_type'>) =>
  user.user_type.toLowerCase() === 'organization';

/** The caller's organization; 403 for any account that is not an organization's. */
export async function organizationOf(db: Database, user: Pick<User, 'id' | 'name' | 'user_type'>) {
  if (!isOrganizationAccount(user)) throw organizationOnly();
  const [existing] = await db.select().from(organizations).where(eq(organizations.ownerId, user.id));
  if (existing) return existing;
  // Two first requests at once: the unique owner index keeps one row, and both read it.
  await db.insert(organizations).values({ ownerId: user.id, name: user.name }).onConflictDoNothing();
  const [row] = await db.select().from(organizations).where(eq(organizations.ownerId, user.id));
  return row!;
}
