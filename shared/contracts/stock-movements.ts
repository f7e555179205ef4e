import { z } from 'zod';
import { DecimalStringSchema, PageMetaSchema, PageQuerySchema, optionalText, quantityInput } from './common';
import { ITEM_TYPES, InventoryItemSchema } from './inventory';

// The stock ledger: every change of quantity is a movement; the item keeps its current quantity in
// the same transaction. A transfer writes two rows, one on each item, sharing transfer_id.
export const MOVEMENT_TYPES = [
  'receive',
  'consume',
  'transfer_out',
  'transfer_in',
  'adjust',
  'harvest',
  'sale',
  // Goods a buyer brought back from a sale, back into stock.
  'return',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

export const StockMovementSchema = z.object({
  id: z.string(),
  item_id: z.string(),
  item_name: z.string(),
  farm_id: z.string(),
  type: z.enum(MOVEMENT_TYPES),
  /** Signed change: negative for consume, transfer_out and sale. */
  quantity_change: DecimalStringSchema,
  quantity_after: DecimalStringSchema,
  unit: z.string(),
  location_id: z.string(),
  location_name: z.string(),
  transfer_id: z.string().nullable(),
  counterpart_location_name: z.string().nullable(),
  note: z.string().nullable(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof StockMovementSchema>;

const note = optionalText('note', 500);

export const ConsumeInput = z.object({ quantity: quantityInput('quantity', { positive: true }), note });
export const ReceiveInput = z.object({
  quantity: quantityInput('quantity', { positive: true }),
  unit_cost: quantityInput('unit cost').nullish(),
  supplier_id: z.string().min(1).nullish(),
  note,
});
export const HarvestInput = z.object({ quantity: quantityInput('quantity', { positive: true }), note });
export const SaleInput = z.object({ quantity: quantityInput('quantity', { positive: true }), note });
export const TransferInput = z.object({
  quantity: quantityInput('quantity', { positive: true }),
  to_location_id: z.string({ error: 'Choose where the stock goes.' }).min(1, 'Choose where the stock goes.'),
  note,
});
/** A count adjustment sets the counted quantity; the ledger records the difference. A reason is required. */
export const AdjustInput = z.object({
  counted_quantity: quantityInput('counted quantity'),
  note: z.string().trim().min(1, 'Say why the count differs, for example "spoiled" or "recount".').max(500),
});

export const MovementQuerySchema = PageQuerySchema.extend({
  type: z.enum(MOVEMENT_TYPES).optional(),
  item_id: z.string().optional(),
});

export const MovementPageSchema = z.object({ data: z.array(StockMovementSchema), meta: PageMetaSchema });

/** Answer of every movement call: the item(s) after the change and the ledger rows written. */
export const MovementResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  item: InventoryItemSchema,
  /** The destination item of a transfer. */
  destination_item: InventoryItemSchema.optional(),
  movements: z.array(StockMovementSchema),
});
export type MovementResult = z.infer<typeof MovementResultSchema>;

/** 409 when stock would go below zero, with what is actually there. */
export const INSUFFICIENT_STOCK_CODE = 'insufficient_stock';

/** GET /api/farms/{farmId}/inventory/summary: the inventory dashboard. */
export const InventorySummarySchema = z.object({
  currency: z.string(),
  totals: z.array(
    z.object({
      item_type: z.enum(ITEM_TYPES),
      item_count: z.number().int(),
      /** Sum of quantity × unit cost, in minor units of `currency`; items without a cost count as 0. */
      stock_value: z.number().int(),
    }),
  ),
  /** Sum over the types. */
  stock_value: z.number().int(),
  item_count: z.number().int(),
  low_stock: z.array(InventoryItemSchema),
  expiring_soon: z.array(InventoryItemSchema),
  recent_movements: z.array(StockMovementSchema),
});
export type InventorySummary = z.infer<typeof InventorySummarySchema>;
