import { z } from 'zod';
import {
  DecimalStringSchema,
  PageMetaSchema,
  PageQuerySchema,
  isoDate,
  numberFrom,
  optionalText,
  quantityInput,
} from './common';

// docs/product/inventory.md Inventory item and Inventory form. The enums are plain values in
// shared/inventory/constants.ts (zod-free, for the widgets' loader).
import {
  ALL_CATEGORIES,
  CATEGORIES_BY_TYPE,
  ITEM_STATUSES,
  IDEMPOTENCY_KEY_HEADER,
  ITEM_TYPES,
  type ItemStatus,
  type ItemType,
} from './inventory-enums';

export { ALL_CATEGORIES, CATEGORIES_BY_TYPE, ITEM_STATUSES, ITEM_TYPES, type ItemStatus, type ItemType };

export const UNITS = ['kg', 'g', 'L', 'mL', 'pieces', 'bags', 'bottles', 'boxes', 'packets'] as const;
/**
 * The unit of an input or product when none is given. docs/product/inventory.md does not list unit among the required fields, so
 * leaving it out must not refuse the item; equipment counts pieces. A value that is not a unit is still refused.
 */
export const DEFAULT_UNIT = 'kg' satisfies (typeof UNITS)[number];

export const InventoryItemSchema = z.object({
  id: z.string(),
  farm_id: z.string(),
  /** Only in lists that span farms (GET /api/inventory/items). */
  farm_name: z.string().optional(),
  name: z.string(),
  category: z.string(),
  item_type: z.enum(ITEM_TYPES),
  /** docs/product/inventory.md reads `type`; both are sent. */
  type: z.enum(ITEM_TYPES),
  quantity: DecimalStringSchema,
  unit: z.string(),
  status: z.enum(ITEM_STATUSES),
  location_id: z.string(),
  storage_location_id: z.string(),
  location_name: z.string(),
  supplier_id: z.string().nullable(),
  supplier: z.string().nullable(),
  description: z.string().nullable(),
  /** Money in minor units of `currency` (docs/architecture.md "Data"). */
  unit_cost: z.number().int().nullable(),
  /** What the point of sale and the sales form charge a unit, in minor units of `currency`; null: not priced. */
  sale_price_minor: z.number().int().nullable().optional(),
  /** The SKU or barcode the till scans; unique per farm whatever its case. */
  sku: z.string().nullable().optional(),
  currency: z.string(),
  reorder_level: DecimalStringSchema.nullable(),
  max_level: DecimalStringSchema.nullable(),
  expiry_date: z.string().nullable(),
  purchase_date: z.string().nullable(),
  manufacturer: z.string().nullable(),
  model_number: z.string().nullable(),
  serial_number: z.string().nullable(),
  warranty_expiration: z.string().nullable(),
  last_updated: z.string(),
  updated_at: z.string(),
  created_at: z.string(),
});
export type InventoryItem = z.infer<typeof InventoryItemSchema>;

const base = {
  farm_id: z.string({ error: 'Farm ID is required' }).min(1, 'Farm ID is required'),
  name: z.string().trim().min(1, 'Enter the item name.').max(160, 'Use at most 160 characters for the name.'),
  quantity: quantityInput('quantity'),
  storage_location_id: z.string({ error: 'Choose a storage location.' }).min(1, 'Choose a storage location.'),
  supplier_id: z
    .string()
    .min(1)
    .nullish()
    .transform((v) => v ?? null),
  description: optionalText('description'),
  reorder_level: quantityInput('reorder level').nullish(),
  max_level: quantityInput('maximum level').nullish(),
  expiry_date: isoDate('expiry date').nullish(),
  sale_price_minor: numberFrom(
    z
      .number({ error: 'Enter the sale price as a whole number of cents.' })
      .int('Enter the sale price as a whole number of cents.')
      .min(0, 'The sale price cannot be negative.')
      .max(1e11, 'The sale price is too large.'),
  )
    .nullish()
    .transform((v) => v ?? null),
  sku: z
    .string({ error: 'Enter the SKU or barcode as text.' })
    .trim()
    .max(64, 'Use at most 64 characters for the SKU or barcode.')
    .regex(
      /^([A-Za-z0-9][A-Za-z0-9._\-/]*)?$/,
      'Use letters, digits, dots, dashes or slashes for the SKU or barcode.',
    )
    .nullish()
    .transform((v) => (v ? v : null)),
};

/** POST /api/farms/{farmId}/inventory. unit_cost is typed in major units (step 0.01) and stored in minor units. */
export const CreateInventoryItemInput = z
  .discriminatedUnion(
    'item_type',
    [
      z.object({
        ...base,
        item_type: z.literal('equipment'),
        category: z.enum(CATEGORIES_BY_TYPE.equipment, { error: 'Choose a category for equipment.' }),
        unit: z.enum(UNITS).default('pieces'),
        manufacturer: optionalText('manufacturer', 120),
        model_number: optionalText('model number', 120),
        serial_number: optionalText('serial number', 120),
        purchase_date: isoDate('purchase date').nullish(),
        warranty_expiration: isoDate('warranty expiration').nullish(),
        unit_cost: quantityInput('unit cost').nullish(),
      }),
      z.object({
        ...base,
        item_type: z.literal('input'),
        category: z.enum(CATEGORIES_BY_TYPE.input, { error: 'Choose a category for inputs.' }),
        unit: z.enum(UNITS, { error: 'Choose a unit.' }).default(DEFAULT_UNIT),
        unit_cost: quantityInput('unit cost').nullish(),
        purchase_date: isoDate('purchase date').nullish(),
      }),
      z.object({
        ...base,
        item_type: z.literal('product'),
        category: z.enum(CATEGORIES_BY_TYPE.product, { error: 'Choose a category for products.' }),
        unit: z.enum(UNITS, { error: 'Choose a unit.' }).default(DEFAULT_UNIT),
        unit_cost: quantityInput('unit cost').nullish(),
        purchase_date: isoDate('purchase date').nullish(),
      }),
    ],
    { error: 'Choose the item type: input, equipment or product.' },
  )
  .refine((v) => v.max_level == null || v.reorder_level == null || v.max_level > v.reorder_level, {
    message: 'The maximum level must be above the reorder level.',
    path: ['max_level'],
  });
export type CreateInventoryItemInput = z.input<typeof CreateInventoryItemInput>;

/** PUT /api/farms/{farmId}/inventory/{itemId}: details only; quantity changes only through movements. */
export const UpdateInventoryItemInput = z
  .object({
    name: base.name,
    category: z.string().min(1, 'Choose a category.'),
    unit: z.enum(UNITS, { error: 'Choose a unit.' }),
    supplier_id: base.supplier_id,
    description: base.description,
    reorder_level: base.reorder_level,
    max_level: base.max_level,
    expiry_date: base.expiry_date,
    sale_price_minor: base.sale_price_minor,
    sku: base.sku,
    unit_cost: quantityInput('unit cost').nullish(),
    manufacturer: optionalText('manufacturer', 120),
    model_number: optionalText('model number', 120),
    serial_number: optionalText('serial number', 120),
    purchase_date: isoDate('purchase date').nullish(),
    warranty_expiration: isoDate('warranty expiration').nullish(),
  })
  .partial();

/** GET /api/farms/{farmId}/inventory: filtering, search and paging happen on the server. */
export const InventoryQuerySchema = PageQuerySchema.extend({
  type: z.enum(ITEM_TYPES).optional(),
  category: z.string().max(60).optional(),
  location_id: z.string().optional(),
  status: z.enum(ITEM_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(['name', '-name', 'quantity', '-quantity', 'updated_at', '-updated_at']).default('name'),
});
export type InventoryQuery = z.input<typeof InventoryQuerySchema>;

export const InventoryPageSchema = z.object({ data: z.array(InventoryItemSchema), meta: PageMetaSchema });
export type InventoryPage = z.infer<typeof InventoryPageSchema>;

export const InventoryItemResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: InventoryItemSchema,
});

/** GET /api/inventory/items: every item of the signed-in user's farms, with the same filters and farm_id. */
export const AllInventoryQuerySchema = InventoryQuerySchema.extend({ farm_id: z.string().optional() });
export type AllInventoryQuery = z.input<typeof AllInventoryQuerySchema>;

/** GET /api/farms/{farmId}/inventory/{itemId}: one item inside a data wrapper, like the farm calls. */
export const InventoryItemDataSchema = z.object({ data: InventoryItemSchema });

/** DELETE /api/farms/{farmId}/inventory/{itemId}. */
export const DeleteInventoryItemResponseSchema = z.object({ success: z.boolean(), message: z.string() });

export { IDEMPOTENCY_KEY_HEADER };
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
