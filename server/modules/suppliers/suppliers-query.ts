// Suppliers as read (docs/product/suppliers.md Supplier): with how many items name them, and on the detail the items supplied and
// the receipts from them.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SUPPLIER_DETAIL_LIMIT, type Supplier } from '@/shared/contracts/suppliers';
import type { Database } from '@/server/db/client';
import { inventoryItems, stockMovements } from '@/server/db/schema/inventory';
import { suppliers } from '@/server/db/schema/storage';

type SupplierRow = typeof suppliers.$inferSelect;

export function toSupplier(row: SupplierRow, itemCount: number): Supplier {
  return {
    id: row.id,
    farm_id: row.farmId,
    name: row.name,
    business_name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    item_count: itemCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

// One query for the whole list: the count is a correlated subquery on the supplier index of inventory_items.
// Qualified by hand: Drizzle leaves columns unqualified in a one-table select, and a bare "id" would be the item's.
const itemCount = sql<number>`(select count(*) from ${inventoryItems} where ${inventoryItems}.supplier_id = ${suppliers}.id)::int`;

async function selectSuppliers(db: Database, scope: SQL): Promise<Supplier[]> {
  const rows = await db
    .select({ supplier: suppliers, itemCount })
    .from(suppliers)
    .where(scope)
    .orderBy(asc(sql`lower(${suppliers.name})`), asc(suppliers.id));
  return rows.map((r) => toSupplier(r.supplier, r.itemCount));
}

export function suppliersOfFarms(db: Database, farmIds: string[]): Promise<Supplier[]> {
  return farmIds.length === 0 ? Promise.resolve([]) : selectSuppliers(db, inArray(suppliers.farmId, farmIds));
}

export async function supplierById(db: Database, id: string): Promise<Supplier | undefined> {
  const [supplier] = await selectSuppliers(db, eq(suppliers.id, id));
  return supplier;
}

/** The supplier with the items that name it (by name) and its receipts (newest first). */
export async function supplierDetail(db: Database, supplier: Supplier): Promise<Supplier> {
  // Scoped to the supplier's farm as well, so a row wrongly pointing across farms can never leak into it.
  const [items, receipts] = await Promise.all([
    db
      .select({
        id: inventoryItems.id,
        name: inventoryItems.name,
        item_type: sql<'input' | 'equipment' | 'product'>`${inventoryItems.itemType}`,
        quantity: inventoryItems.quantity,
        unit: inventoryItems.unit,
        location_id: inventoryItems.locationId,
      })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.supplierId, supplier.id), eq(inventoryItems.farmId, supplier.farm_id)))
      .orderBy(asc(sql`lower(${inventoryItems.name})`), asc(inventoryItems.id))
      .limit(SUPPLIER_DETAIL_LIMIT),
    db
      .select({
        id: stockMovements.id,
        item_id: stockMovements.itemId,
        item_name: inventoryItems.name,
        quantity_change: stockMovements.quantityChange,
        unit: inventoryItems.unit,
        note: stockMovements.note,
        createdAt: stockMovements.createdAt,
      })
      .from(stockMovements)
      .innerJoin(inventoryItems, eq(inventoryItems.id, stockMovements.itemId))
      .where(
        and(
          eq(stockMovements.supplierId, supplier.id),
          eq(stockMovements.farmId, supplier.farm_id),
          eq(stockMovements.type, 'receive'),
        ),
      )
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(SUPPLIER_DETAIL_LIMIT),
  ]);
  return {
    ...supplier,
    items,
    receipts: receipts.map(({ createdAt, ...r }) => ({ ...r, created_at: createdAt.toISOString() })),
  };
}
