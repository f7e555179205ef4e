// The platform's list of organizations (docs/product/organizations.md "For platform staff"): who runs each and
// how many farms share with it or are still invited. Nothing of the farms themselves.
import { asc, eq, sql } from 'drizzle-orm';
import type { AdminOrganization } from '@/shared/contracts/organizations';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { organizationFarms, organizations } from '@/server/db/schema/organizations';

export async function listOrganizations(db: Database): Promise<AdminOrganization[]> {
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      ownerName: users.name,
      ownerEmail: users.email,
      createdAt: organizations.createdAt,
      members: sql<number>`count(${organizationFarms.id}) filter (where ${organizationFarms.status} = 'active')::int`,
      pending: sql<number>`count(${organizationFarms.id}) filter (where ${organizationFarms.status} = 'invited')::int`,
    })
    .from(organizations)
    .innerJoin(users, eq(users.id, organizations.ownerId))
    .leftJoin(organizationFarms, eq(organizationFarms.organizationId, organizations.id))
    .groupBy(organizations.id, users.id)
    .orderBy(asc(organizations.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    owner_name: row.ownerName,
    owner_email: row.ownerEmail,
    member_farm_count: row.members,
    pending_invitation_count: row.pending,
    created_at: row.createdAt.toISOString(),
  }));
}
