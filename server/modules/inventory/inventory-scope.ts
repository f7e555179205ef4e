// Which farms' stock a user may see in lists that span farms (GET /api/inventory/items): the farms
// they are a member of whose role grants inventory at least 'read' (docs/architecture.md "Who may do what"). Archived
// farms are left out of the day-to-day list; asking for one by farm_id still shows it.
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { farmMembers, farms } from '@/server/db/schema/farms';
import { permissionsFor } from '@/server/modules/farms/farm-access';

export async function inventoryFarmIds(db: Database, userId: string, farmId?: string): Promise<string[]> {
  const rows = await db
    .select({
      id: farms.id,
      status: farms.status,
      role: farmMembers.role,
      overrides: farmMembers.permissions,
    })
    .from(farmMembers)
    .innerJoin(farms, eq(farms.id, farmMembers.farmId))
    .where(eq(farmMembers.userId, userId));
  return rows
    .filter((row) => permissionsFor(row.role, row.overrides).inventory !== 'none')
    .filter((row) => (farmId ? row.id === farmId : row.status === 'active'))
    .map((row) => row.id);
}
