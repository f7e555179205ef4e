import { z } from 'zod';
import { optionalText } from './common';

// SPEC §3 Supplier, §5 Supplier quick-add. Suppliers belong to a farm.
export const SupplierSchema = z.object({
  id: z.string(),
  farm_id: z.string(),
  name: z.string(),
  /** SPEC §3 reads name or business_name; both are sent. */
  business_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  item_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Supplier = z.infer<typeof SupplierSchema>;

export const SupplierInput = z.object({
  farm_id: z.string({ error: 'Farm ID is required' }).min(1, 'Farm ID is required'),
  name: z.string().trim().min(1, 'Enter the supplier name.').max(160, 'Use at most 160 characters for the name.'),
  email: z
    .union([z.string().trim().email('Enter a valid e-mail address, like sales@agrovet.co.ke.'), z.literal('')])
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
  phone: optionalText('phone', 40),
  address: optionalText('address', 300),
});
export type SupplierInput = z.input<typeof SupplierInput>;

export const SupplierListResponseSchema = z.object({ data: z.array(SupplierSchema) });
export const SupplierResponseSchema = z.object({ success: z.boolean(), message: z.string(), data: SupplierSchema });
