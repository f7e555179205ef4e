// Which farms' stock a user may see in lists that span farms (GET /api/inventory/items): the farms whose role
// grants inventory.view (docs/product/roles-and-permissions.md). Archived farms are left out of the day-to-day
// list; asking for one by farm_id still shows it. A farm_id the user may not read lists nothing.
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { farmMembers, farmRoles, farms } from '@/server/db/schema/farms';
import { isUuid, membershipGrants, membershipRoleJoin } from '@/server/modules/farms/farm-access';

export async function inventoryFarmIds(db: Database, userId: string, farmId?: string): Promise<string[]> {
  if (farmId !== undefined && !isUuid(farmId)) return [];
  const rows = await db
    .select({ id: farms.id })
    .from(farmMembers)
    .innerJoin(farms, eq(farms.id, farmMembers.farmId))
    .leftJoin(farmRoles, membershipRoleJoin)
    .where(
      and(
        eq(farmMembers.userId, userId),
        farmId ? eq(farms.id, farmId) : eq(farms.status, 'active'),
        membershipGrants('inventory.view'),
      ),
    );
  return rows.map((row) => row.id);
}
