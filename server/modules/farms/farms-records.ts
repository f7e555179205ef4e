// Whether a farm holds anything worth keeping: such a farm is archived rather than deleted.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { farms } from '@/server/db/schema/farms';
import { inventoryItems, stockMovements } from '@/server/db/schema/inventory';
import { storageLocations, suppliers } from '@/server/db/schema/storage';

type Executor = Pick<Database, 'select'>;

/** Any inventory item, stock movement, storage location or supplier, in one round trip. */
export async function farmHasRecords(db: Executor, farmId: string): Promise<boolean> {
  const exists = (
    table: typeof inventoryItems | typeof stockMovements | typeof storageLocations | typeof suppliers,
  ) => sql`exists (select 1 from ${table} where ${table.farmId} = ${farmId})`;
  const [row] = await db
    .select({
      used: sql<boolean>`${exists(inventoryItems)} or ${exists(stockMovements)} or ${exists(storageLocations)} or ${exists(suppliers)}`,
    })
    .from(farms)
    .where(eq(farms.id, farmId));
  return row?.used ?? false;
}
