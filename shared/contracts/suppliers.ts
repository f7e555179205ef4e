import { z } from 'zod';
import { DecimalStringSchema, optionalText } from './common';
import { ITEM_TYPES } from './inventory';

// docs/product/suppliers.md Supplier and Supplier quick-add. Suppliers belong to a farm.

/** A receive movement that named the supplier (the supplier detail lists its receipts). */
export const SupplierReceiptSchema = z.object({
  id: z.string(),
  item_id: z.string(),
  item_name: z.string(),
  quantity_change: DecimalStringSchema,
  unit: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type SupplierReceipt = z.infer<typeof SupplierReceiptSchema>;

/** An item whose supplier this is (items supplied). */
export const SupplierItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  item_type: z.enum(ITEM_TYPES),
  quantity: DecimalStringSchema,
  unit: z.string(),
  location_id: z.string(),
});

export const SupplierSchema = z.object({
  id: z.string(),
  farm_id: z.string(),
  name: z.string(),
  /** docs/product/suppliers.md reads name or business_name; both are sent. */
  business_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  item_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Detail only: items by name, receipts newest first, at most SUPPLIER_DETAIL_LIMIT of each. */
  items: z.array(SupplierItemSchema).optional(),
  receipts: z.array(SupplierReceiptSchema).optional(),
});
export const SUPPLIER_DETAIL_LIMIT = 100;
export type Supplier = z.infer<typeof SupplierSchema>;

const EMAIL_MESSAGE = 'Enter a valid e-mail address, like sales@agrovet.co.ke.';

export const SupplierInput = z.object({
  farm_id: z.string({ error: 'Farm ID is required' }).min(1, 'Farm ID is required'),
  name: z
    .string()
    .trim()
    .min(1, 'Enter the supplier name.')
    .max(160, 'Use at most 160 characters for the name.'),
  email: z
    .union([z.string().trim().email(EMAIL_MESSAGE), z.literal('')], { error: EMAIL_MESSAGE })
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
  phone: optionalText('phone', 40),
  address: optionalText('address', 300),
});
export type SupplierInput = z.input<typeof SupplierInput>;

/** GET /api/suppliers: every farm whose inventory the user may read, or the one farm of farm_id. */
export const SupplierListQuerySchema = z.object({ farm_id: z.string().optional() });
export const SupplierDetailResponseSchema = z.object({ data: SupplierSchema });
export const SupplierListResponseSchema = z.object({ data: z.array(SupplierSchema) });
export const SupplierResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: SupplierSchema,
});
