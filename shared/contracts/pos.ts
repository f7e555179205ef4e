// The point of sale's own reads (docs/product/point-of-sale.md): what the till sells and the code lookup. The sale
// itself is POST /api/farms/{farmId}/sales with channel 'pos' (shared/contracts/sales.ts).
import { z } from 'zod';
import { DecimalStringSchema } from './common';
import { PAYMENT_METHODS } from './money-enums';

/** Item types the till sells: never equipment. */
export const POS_ITEM_TYPES = ['input', 'product'] as const;

export const PosItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  item_type: z.enum(POS_ITEM_TYPES),
  category: z.string(),
  unit: z.string(),
  quantity: DecimalStringSchema,
  sale_price_minor: z.number().int().nullable(),
  sku: z.string().nullable(),
  location_name: z.string(),
});
export type PosItem = z.infer<typeof PosItemSchema>;

export const PosTaxRateSchema = z.object({
  id: z.string(),
  name: z.string(),
  basis_points: z.number().int(),
  inclusive: z.boolean(),
});
export type PosTaxRate = z.infer<typeof PosTaxRateSchema>;

/** GET /api/farms/{farmId}/pos/catalogue: answered 304 on If-None-Match while the farm's stock is unchanged. */
export const PosCatalogueSchema = z.object({
  data: z.object({
    /** The farm's inventory revision it was read at (also the ETag). */
    revision: z.string(),
    currency: z.string(),
    payment_methods: z.array(z.enum(PAYMENT_METHODS)),
    tax_rates: z.array(PosTaxRateSchema),
    items: z.array(PosItemSchema),
  }),
});
export type PosCatalogue = z.infer<typeof PosCatalogueSchema>['data'];

/** GET /api/farms/{farmId}/pos/lookup?code=: a SKU or barcode, matched case-insensitively and exactly. */
export const PosLookupQuerySchema = z.object({
  code: z
    .string({ error: 'Enter a SKU or barcode.' })
    .trim()
    .min(1, 'Enter a SKU or barcode.')
    .max(64, 'Use at most 64 characters for the SKU or barcode.'),
});
export type PosLookupQuery = z.input<typeof PosLookupQuerySchema>;

export const PosLookupResponseSchema = z.object({ data: PosItemSchema });
