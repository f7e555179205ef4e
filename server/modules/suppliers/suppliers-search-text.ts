// Items keep "name category supplier", lowercased, in search_text for the inventory search (docs/product/suppliers.md Inventory
// filtering, schema/inventory.ts). A supplier renamed or deleted changes that text for every item naming it.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { inventoryItems } from '@/server/db/schema/inventory';

/** Same text as the inventory writes build: lower(name || ' ' || category || ' ' || supplier name). */
export async function refreshSupplierSearchText(
  tx: Pick<Database, 'update'>,
  supplierId: string,
  supplierName: string | null,
) {
  const supplierPart = supplierName === null ? sql`''` : sql`' ' || ${supplierName}::text`;
  await tx
    .update(inventoryItems)
    .set({
      searchText: sql`lower(${inventoryItems.name} || ' ' || ${inventoryItems.category} || ${supplierPart})`,
    })
    .where(eq(inventoryItems.supplierId, supplierId));
}
