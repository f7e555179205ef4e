// Inventory items and the stock ledger (docs/architecture.md "Data"): every change of quantity is a movement row,
// and the item's current quantity changes in the same transaction, guarded so it never goes below zero.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { farms } from './farms';
import { storageLocations, suppliers } from './storage';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const qty = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** What the inventory list filters on besides the farm: type, category, status and location. */
const filterColumns = (t: {
  itemType: AnyPgColumn;
  category: AnyPgColumn;
  status: AnyPgColumn;
  locationId: AnyPgColumn;
}) => [t.itemType, t.category, t.status, t.locationId] as const;

export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => storageLocations.id, { onDelete: 'restrict' }),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    itemType: text('item_type').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    unit: text('unit').notNull(),
    quantity: qty('quantity').notNull().default('0'),
    // Stored so lists can filter on it with an index; recomputed on every write and daily for expiry.
    status: text('status').notNull().default('normal'),
    reorderLevel: qty('reorder_level'),
    maxLevel: qty('max_level'),
    unitCostMinor: bigint('unit_cost_minor', { mode: 'number' }),
    // What the farm sells one unit for (the point of sale's price; a sale may change it per line), and the
    // item's SKU or barcode for the point of sale's code entry (docs/decisions/039).
    salePriceMinor: bigint('sale_price_minor', { mode: 'number' }),
    sku: text('sku'),
    description: text('description'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    manufacturer: text('manufacturer'),
    modelNumber: text('model_number'),
    serialNumber: text('serial_number'),
    warrantyExpiration: date('warranty_expiration', { mode: 'string' }),
    // name, category and supplier name, lowercased: what the search box matches (docs/product/inventory.md), trigram-indexed.
    searchText: text('search_text').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('inventory_items_quantity_nonnegative', sql`${t.quantity} >= 0`),
    check('inventory_items_type_known', sql`${t.itemType} in ('input', 'equipment', 'product')`),
    check(
      'inventory_items_status_known',
      sql`${t.status} in ('normal', 'low', 'excess', 'available', 'depleted', 'expired')`,
    ),
    // The sort indexes carry the filter columns after the id: a page walked in sort order checks its filters
    // in the index and reads only the items that pass them (docs/decisions/028).
    index('inventory_items_farm_name_idx').on(t.farmId, t.name, t.id, ...filterColumns(t)),
    index('inventory_items_farm_type_idx').on(t.farmId, t.itemType, t.name),
    index('inventory_items_farm_status_idx').on(t.farmId, t.status, t.name),
    index('inventory_items_farm_category_idx').on(t.farmId, t.category, t.name),
    index('inventory_items_location_idx').on(t.locationId, t.name),
    index('inventory_items_supplier_idx').on(t.supplierId),
    uniqueIndex('inventory_items_farm_sku_unique')
      .on(t.farmId, sql`lower(${t.sku})`)
      .where(sql`${t.sku} is not null`),
    check(
      'inventory_items_sale_price_not_negative',
      sql`${t.salePriceMinor} is null or ${t.salePriceMinor} >= 0`,
    ),
    // The id breaks ties (items written in one statement share an update time), so a page is one index range.
    index('inventory_items_farm_updated_idx').on(t.farmId, t.updatedAt, t.id, ...filterColumns(t)),
    // Sorting the list by quantity (InventoryQuerySchema sort) without sorting the whole farm.
    index('inventory_items_farm_quantity_idx').on(t.farmId, t.quantity, t.id, ...filterColumns(t)),
    // Each search shape's items in name order with the filter columns: a search the counts can answer reads the
    // first items of each shape it matches and merges them (docs/decisions/028 "Shape merge").
    index('inventory_items_farm_shape_name_idx').on(
      t.farmId,
      sql`inventory_search_shape(${t.searchText})`,
      t.name,
      t.id,
      ...filterColumns(t),
    ),
    // A short pending list: PGlite never vacuums, so entries wait there until 256 kB of them are merged, and every
    // search reads them all (docs/decisions/028).
    index('inventory_items_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 256 }),
  ],
);

export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Insertion order: movements written in the same instant (a transfer's two rows, a burst of consumes)
    // still list in the order they happened.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    quantityChange: qty('quantity_change').notNull(),
    quantityAfter: qty('quantity_after').notNull(),
    locationId: uuid('location_id').notNull(),
    transferId: uuid('transfer_id'),
    counterpartLocationId: uuid('counterpart_location_id'),
    unitCostMinor: bigint('unit_cost_minor', { mode: 'number' }),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    note: text('note'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The task whose completion made this movement (inputs consumed, harvest recorded); its foreign key is
    // hand-written in the migration, since the tasks schema imports this one.
    taskId: uuid('task_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'stock_movements_type_known',
      sql`${t.type} in ('receive', 'consume', 'transfer_out', 'transfer_in', 'adjust', 'harvest', 'sale', 'return')`,
    ),
    index('stock_movements_item_idx').on(t.itemId, t.createdAt, t.seq),
    index('stock_movements_farm_idx').on(t.farmId, t.createdAt, t.seq),
    index('stock_movements_supplier_idx').on(t.supplierId),
    index('stock_movements_task_idx')
      .on(t.taskId)
      .where(sql`${t.taskId} is not null`),
  ],
);

/**
 * A write sent with an Idempotency-Key applies once: the key is claimed in the same transaction as the write,
 * and a retry gets the stored answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Domain events for the notification service to deliver (low stock, expiring, expired): written in the same
 * transaction as the change that caused them, delivered and marked by the notification worker.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id').references(() => farms.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    subjectId: uuid('subject_id'),
    payload: jsonb('payload').notNull(),
    // Stops the same alert twice a day for one item, e.g. 'low_stock:<item>:<date>'.
    dedupeKey: text('dedupe_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    index('domain_events_pending_idx').on(t.deliveredAt, t.createdAt),
    uniqueIndex('domain_events_dedupe_unique').on(t.dedupeKey),
  ],
);

/**
 * How many items a farm holds of each type, category, status, location and search shape, kept by statement
 * triggers (migration 0009) in the writer's transaction, whoever writes. The inventory list reads its counts
 * here ("Showing N of M items", docs/decisions/028) instead of counting the items. The search shape is the
 * search text with every run of digits written as one '#': items that differ only in numbers (lots, batches,
 * pack sizes) share a row, and a search without digits or '#' matches an item exactly when it matches its shape.
 */
export const inventoryItemCounts = pgTable(
  'inventory_item_counts',
  {
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => storageLocations.id, { onDelete: 'cascade' }),
    searchShape: text('search_shape').notNull(),
    items: integer('items').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'inventory_item_counts_pk',
      columns: [t.farmId, t.itemType, t.category, t.status, t.locationId, t.searchShape],
    }),
  ],
);

/**
 * A counter per farm that moves with every change the inventory list shows (items, their location, supplier
 * and farm names, the farm's currency), bumped by triggers (migration 0005) whoever writes. List pages are
 * cached under it (services/inventory-list-cache.ts), so a cached page is never older than the data.
 */
export const inventoryRevisions = pgTable('inventory_revisions', {
  farmId: uuid('farm_id')
    .primaryKey()
    .references(() => farms.id, { onDelete: 'cascade' }),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});
