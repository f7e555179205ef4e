// What the till sells (docs/product/point-of-sale.md): the farm's products and inputs that are in stock or carry a
// sale price, with the farm's currency, the payment methods it offers and its active tax rates. The items are kept
// under the farm's inventory revision (revision-cache.ts), so a tablet polling the catalogue costs a revision read;
// the settings part is two small reads, hashed into the ETag so a change of tax rate also reaches the till.
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { farmFinancialSettings, taxRates } from '@/server/db/schema/finances';
import { inventoryItems } from '@/server/db/schema/inventory';
import { storageLocations } from '@/server/db/schema/storage';
import { PAYMENT_METHODS, type PaymentMethod } from '@/shared/contracts/money-enums';
import { POS_ITEM_TYPES, type PosCatalogue, type PosItem, type PosTaxRate } from '@/shared/contracts/pos';
import { revisionCacheOf } from '@/server/modules/inventory/revision-cache';

const itemColumns = {
  id: inventoryItems.id,
  name: inventoryItems.name,
  item_type: inventoryItems.itemType,
  category: inventoryItems.category,
  unit: inventoryItems.unit,
  quantity: inventoryItems.quantity,
  sale_price_minor: inventoryItems.salePriceMinor,
  sku: inventoryItems.sku,
  location_name: storageLocations.name,
};

const sellable = (farmId: string) =>
  and(eq(inventoryItems.farmId, farmId), inArray(inventoryItems.itemType, [...POS_ITEM_TYPES]));

const toItem = (row: { item_type: string; sale_price_minor: number | null } & Omit<PosItem, 'item_type'>) =>
  ({ ...row, sale_price_minor: row.sale_price_minor ?? null }) as PosItem;

async function readItems(db: Database, farmId: string): Promise<PosItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(inventoryItems)
    .innerJoin(storageLocations, eq(storageLocations.id, inventoryItems.locationId))
    .where(
      and(
        sellable(farmId),
        or(sql`${inventoryItems.quantity} > 0`, sql`${inventoryItems.salePriceMinor} is not null`),
      ),
    )
    .orderBy(asc(inventoryItems.name), asc(inventoryItems.id));
  return rows.map(toItem);
}

/** SKU or barcode, exact but for case (the unique index is on lower(sku)). */
export async function lookupCode(db: Database, farmId: string, code: string): Promise<PosItem | null> {
  const [row] = await db
    .select(itemColumns)
    .from(inventoryItems)
    .innerJoin(storageLocations, eq(storageLocations.id, inventoryItems.locationId))
    .where(and(sellable(farmId), sql`lower(${inventoryItems.sku}) = ${code.toLowerCase()}`))
    .limit(1);
  return row ? toItem(row) : null;
}

interface MoneySettings {
  payment_methods: PaymentMethod[];
  tax_rates: PosTaxRate[];
}

/** A farm without a Financial settings row offers every method (schema/finances.ts). */
async function readMoneySettings(db: Database, farmId: string): Promise<MoneySettings> {
  const [settings, rates] = await Promise.all([
    db
      .select({ methods: farmFinancialSettings.paymentMethods })
      .from(farmFinancialSettings)
      .where(eq(farmFinancialSettings.farmId, farmId)),
    db
      .select({
        id: taxRates.id,
        name: taxRates.name,
        basis_points: taxRates.basisPoints,
        inclusive: taxRates.inclusive,
      })
      .from(taxRates)
      .where(and(eq(taxRates.farmId, farmId), isNull(taxRates.archivedAt)))
      .orderBy(asc(taxRates.name)),
  ]);
  const offered = settings[0]?.methods ?? [...PAYMENT_METHODS];
  return {
    // In the contract's order, whatever order the row keeps them in.
    payment_methods: PAYMENT_METHODS.filter((m) => offered.includes(m)),
    tax_rates: rates,
  };
}

export interface CatalogueRead {
  etag: string;
  /** Reads the whole answer; not called when the client already holds `etag`. */
  load(): Promise<PosCatalogue>;
}

/** The catalogue's ETag from the revision and the settings, and a loader for the body. */
export async function readCatalogue(db: Database, farmId: string, currency: string): Promise<CatalogueRead> {
  const cache = revisionCacheOf(db);
  const [revision, settings] = await Promise.all([cache.revisionOf(farmId), readMoneySettings(db, farmId)]);
  const digest = createHash('sha1')
    .update(JSON.stringify([currency, settings]))
    .digest('base64url')
    .slice(0, 12);
  return {
    etag: `"pos-${revision}-${digest}"`,
    load: async () => ({
      revision,
      currency,
      ...settings,
      items: await cache.get(farmId, 'pos-catalogue', () => readItems(db, farmId)),
    }),
  };
}
