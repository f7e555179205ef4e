// The add-item form holds what was typed, as text; on submit it becomes the create input of the contract
// (shared/contracts/inventory.ts), whose rules (docs/product/inventory.md) the fetcher checks before anything is sent.
import type { NewItemInput } from '@/shared/api/inventory';
import { DEFAULT_UNIT, type ItemType } from '@/shared/contracts/inventory';
import { blankToNull } from '@/shared/api/form-errors';
import { parseAmount } from '@/shared/money/arithmetic';

export type ItemFormValues = {
  item_type: ItemType;
  name: string;
  category: string;
  quantity: string;
  storage_location_id: string;
  supplier_id: string;
  unit: string;
  unit_cost: string;
  /** The sale price as typed, in the currency's major units ("120.50"); sent as minor units. */
  sale_price_minor: string;
  /** The SKU or barcode the point of sale scans. */
  sku: string;
  purchase_date: string;
  manufacturer: string;
  model_number: string;
  serial_number: string;
  warranty_expiration: string;
  reorder_level: string;
  max_level: string;
  expiry_date: string;
  description: string;
};

export const ITEM_FORM_FIELDS = [
  'item_type',
  'name',
  'category',
  'quantity',
  'storage_location_id',
  'supplier_id',
  'unit',
  'unit_cost',
  'sale_price_minor',
  'sku',
  'purchase_date',
  'manufacturer',
  'model_number',
  'serial_number',
  'warranty_expiration',
  'reorder_level',
  'max_level',
  'expiry_date',
  'description',
] as const satisfies readonly (keyof ItemFormValues)[];

export function emptyItemForm(itemType: ItemType = 'input'): ItemFormValues {
  const values = Object.fromEntries(ITEM_FORM_FIELDS.map((f) => [f, ''])) as ItemFormValues;
  // A unit is preselected, in view and changeable: docs/product/inventory.md does not make the farmer choose one.
  return { ...values, item_type: itemType, unit: DEFAULT_UNIT };
}

export function toCreateInput(v: ItemFormValues): NewItemInput {
  const common = {
    name: v.name,
    category: v.category,
    // A blank quantity is missing, not 0 (docs/product/inventory.md: quantity is required).
    quantity: blankToNull(v.quantity) ?? undefined,
    storage_location_id: v.storage_location_id,
    supplier_id: blankToNull(v.supplier_id),
    description: blankToNull(v.description),
    reorder_level: blankToNull(v.reorder_level),
    max_level: blankToNull(v.max_level),
    expiry_date: blankToNull(v.expiry_date),
    purchase_date: blankToNull(v.purchase_date),
  };
  if (v.item_type === 'equipment')
    return {
      ...common,
      item_type: 'equipment',
      manufacturer: blankToNull(v.manufacturer),
      model_number: blankToNull(v.model_number),
      serial_number: blankToNull(v.serial_number),
      warranty_expiration: blankToNull(v.warranty_expiration),
    } as NewItemInput;
  return {
    ...common,
    item_type: v.item_type,
    unit: v.unit,
    unit_cost: blankToNull(v.unit_cost),
    // Text that is not an amount goes as typed, so the contract's message names the field.
    sale_price_minor: v.sale_price_minor.trim()
      ? (parseAmount(v.sale_price_minor) ?? v.sale_price_minor)
      : null,
    sku: blankToNull(v.sku),
  } as NewItemInput;
}
