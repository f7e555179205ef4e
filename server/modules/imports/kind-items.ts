// Inventory items from a spreadsheet (docs/product/imports.md "Items"): each row read by the inventory form's own
// schema (CreateInventoryItemInput), storage locations and suppliers named rather than picked, and the starting
// stock written as 'receive' movements noted "Opening stock", exactly as adding one item does
// (server/modules/inventory/inventory-create.ts), so the ledger explains every unit.
import { eq } from 'drizzle-orm';
import {
  CATEGORIES_BY_TYPE,
  CreateInventoryItemInput,
  ITEM_TYPES,
  UNITS,
  type ItemType,
} from '@/shared/contracts/inventory';
import type { Database } from '@/server/db/client';
import { inventoryItems } from '@/server/db/schema/inventory';
import { storageLocations, suppliers } from '@/server/db/schema/storage';
import {
  fieldOfPath,
  type Cells,
  type ImportKindDefinition,
  type ImportScope,
  type RowProblem,
} from './import-kind';
import { dateCell, given, numberCell } from './import-cells';
import { writeItems, type ItemValue } from './items-write';
import { IMPORT_MESSAGES as M, fill } from './messages';

interface ItemLookup {
  locations: Map<string, { id: string; name: string }>;
  suppliers: Map<string, string>;
  /** lower(name) + location id of the farm's items. */
  items: Set<string>;
  skus: Set<string>;
}

const FIELD_OF: Record<string, string> = {
  item_type: 'type',
  storage_location_id: 'location',
  supplier_id: 'supplier',
};

/** A value matched to one of `choices` whatever its case, else as typed (the schema then names the choices). */
const canonical = (text: string, choices: readonly string[]) =>
  choices.find((choice) => choice.toLowerCase() === text.toLowerCase()) ?? text;

const itemKey = (name: string, locationId: string) => `${name.toLowerCase()}|${locationId}`;

async function load(db: Database, { farmId }: ImportScope): Promise<ItemLookup> {
  const [locations, supplierRows, items] = await Promise.all([
    db
      .select({ id: storageLocations.id, name: storageLocations.name })
      .from(storageLocations)
      .where(eq(storageLocations.farmId, farmId)),
    db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(eq(suppliers.farmId, farmId)),
    db
      .select({ name: inventoryItems.name, locationId: inventoryItems.locationId, sku: inventoryItems.sku })
      .from(inventoryItems)
      .where(eq(inventoryItems.farmId, farmId)),
  ]);
  return {
    locations: new Map(locations.map((l) => [l.name.trim().toLowerCase(), l])),
    suppliers: new Map(supplierRows.map((s) => [s.name.trim().toLowerCase(), s.id])),
    items: new Set(items.map((i) => itemKey(i.name, i.locationId))),
    skus: new Set(items.filter((i) => i.sku).map((i) => i.sku!.toLowerCase())),
  };
}

function check(cells: Cells, lookup: ItemLookup, farmId: string) {
  const problems: RowProblem[] = [];
  const type = (cells.type ?? '').toLowerCase();
  if (!(ITEM_TYPES as readonly string[]).includes(type)) {
    return { problems: [{ field: 'type', message: M.unknownType, code: 'unknown_type', value: cells.type }] };
  }
  const locationName = cells.location ?? '';
  const location = lookup.locations.get(locationName.toLowerCase());
  if (locationName && !location) {
    problems.push({
      field: 'location',
      message: fill(M.unknownLocation, { value: locationName }),
      code: 'unknown_location',
      value: locationName,
    });
  }
  const supplierName = cells.supplier ?? '';
  const supplierId = supplierName ? lookup.suppliers.get(supplierName.toLowerCase()) : undefined;
  if (supplierName && !supplierId) {
    problems.push({
      field: 'supplier',
      message: fill(M.unknownSupplier, { value: supplierName }),
      code: 'unknown_supplier',
      value: supplierName,
    });
  }
  const parsed = CreateInventoryItemInput.safeParse({
    farm_id: farmId,
    item_type: type,
    name: cells.name,
    category: canonical(cells.category ?? '', CATEGORIES_BY_TYPE[type as ItemType]),
    unit: given(cells.unit && canonical(cells.unit, UNITS)),
    quantity: given(numberCell(cells.quantity ?? '')),
    unit_cost: given(numberCell(cells.unit_cost ?? '')),
    // An unknown name is reported above; a stand-in keeps the schema from saying it twice.
    storage_location_id: location?.id ?? (locationName ? 'unknown' : undefined),
    supplier_id: supplierId ?? null,
    expiry_date: given(dateCell(cells.expiry_date ?? '')),
    reorder_level: given(numberCell(cells.reorder_level ?? '')),
    max_level: given(numberCell(cells.max_level ?? '')),
    purchase_date: given(dateCell(cells.purchase_date ?? '')),
    sku: given(cells.sku),
    description: given(cells.description),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push({ field: fieldOfPath(issue.path, FIELD_OF), message: issue.message });
    }
  }
  if (problems.length > 0 || !parsed.success) return { problems };
  const value = parsed.data;
  if (lookup.items.has(itemKey(value.name, value.storage_location_id))) {
    problems.push({
      field: 'name',
      message: fill(M.itemExists, { value: value.name }),
      code: 'item_exists',
      value: value.name,
    });
  }
  if (value.sku && lookup.skus.has(value.sku.toLowerCase())) {
    problems.push({
      field: 'sku',
      message: fill(M.skuExists, { value: value.sku }),
      code: 'sku_exists',
      value: value.sku,
    });
  }
  return problems.length > 0 ? { problems } : { value };
}

const uniqueKeys = (value: ItemValue) => [
  { field: 'name', key: `item:${itemKey(value.name, value.storage_location_id)}`, shown: value.name },
  ...(value.sku ? [{ field: 'sku', key: `sku:${value.sku.toLowerCase()}`, shown: value.sku }] : []),
];

export const itemsImport: ImportKindDefinition<ItemLookup, ItemValue> = {
  kind: 'items',
  permission: 'inventory.create',
  load,
  check,
  uniqueKeys,
  write: (w, values, lookup) =>
    writeItems(w, values, new Map([...lookup.locations.values()].map((l) => [l.id, l.name]))),
};
