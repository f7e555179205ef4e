// A farm's customers (docs/product/customers.md): buyers with their contact details, tax id and credit limit, and
// what they owe (read from their unpaid and part-paid sales). sales.view reads them; sales.create, .edit and
// .delete change them.
import { z } from 'zod';
import { numberFrom, optionalText, PageMetaSchema, PageQuerySchema } from './common';
import { SALE_STATUSES } from './money-enums';

export const CustomerSchema = z.object({
  id: z.string(),
  farm_id: z.string(),
  name: z.string(),
  /** E.164, like +254712345678. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tax_id: z.string().nullable(),
  /** Null: no limit set. In the farm's currency's minor units. */
  credit_limit_minor: z.number().int().nullable(),
  notes: z.string().nullable(),
  archived: z.boolean(),
  /** What they owe: over their unpaid and part-paid sales, total less (paid less refunded). */
  balance_minor: z.number().int(),
  /** Their unpaid and part-paid sales. */
  open_sales: z.number().int(),
  last_sale_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Customer = z.infer<typeof CustomerSchema>;

const PHONE_MESSAGE = 'Enter the phone number like 0712345678 or +254712345678.';
const EMAIL_MESSAGE = 'Enter a valid e-mail address, like name@farm.co.ke.';

/**
 * A Kenyan number as people write it (0712 345 678, 254712345678, +254 712 345 678) becomes +254712345678; any
 * other country's number is written with its + and code, as the staff invitations take it.
 */
export function normalisePhone(text: string): string {
  const compact = text.replace(/[\s()-]/g, '');
  if (/^0[17]\d{8}$/.test(compact)) return `+254${compact.slice(1)}`;
  if (/^254[17]\d{8}$/.test(compact)) return `+${compact}`;
  return compact;
}

const phone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .transform((v) => (v === '' ? null : normalisePhone(v)))
  .refine((v) => v === null || /^\+[1-9]\d{7,14}$/.test(v), { error: PHONE_MESSAGE })
  .nullish()
  .transform((v) => v ?? null);

const email = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, EMAIL_MESSAGE)
  .refine((v) => v === '' || z.email().safeParse(v).success, { error: EMAIL_MESSAGE })
  .nullish()
  .transform((v) => (v ? v : null));

const CREDIT_LIMIT_MESSAGE = 'Enter the credit limit as a whole number of cents, 0 or more.';

const customerShape = {
  name: z
    .string({ error: 'Enter the customer’s name.' })
    .trim()
    .min(1, 'Enter the customer’s name.')
    .max(120, 'Use at most 120 characters for the name.'),
  phone,
  email,
  tax_id: optionalText('tax id', 60),
  credit_limit_minor: numberFrom(
    z
      .number({ error: CREDIT_LIMIT_MESSAGE })
      .int(CREDIT_LIMIT_MESSAGE)
      .min(0, CREDIT_LIMIT_MESSAGE)
      .max(Number.MAX_SAFE_INTEGER, CREDIT_LIMIT_MESSAGE),
  )
    .nullish()
    .transform((v) => v ?? null),
  notes: optionalText('notes', 2000),
};

export const CustomerInput = z.object(customerShape);
export type CustomerInput = z.input<typeof CustomerInput>;

/** PATCH: only what is sent changes; `archived: false` brings an archived customer back. */
export const CustomerPatchInput = z.object({
  name: customerShape.name.optional(),
  phone: customerShape.phone.optional(),
  email: customerShape.email.optional(),
  tax_id: customerShape.tax_id.optional(),
  credit_limit_minor: customerShape.credit_limit_minor.optional(),
  notes: customerShape.notes.optional(),
  archived: z.boolean({ error: 'Use true or false for archived.' }).optional(),
});
export type CustomerPatchInput = z.input<typeof CustomerPatchInput>;

export const CustomerListQuery = PageQuerySchema.extend({
  q: z.string().trim().max(120, 'Use at most 120 characters to search.').optional(),
  include_archived: z
    .enum(['true', 'false'], { error: 'Use true or false for include_archived.' })
    .optional()
    .transform((v) => v === 'true'),
});
export type CustomerListQuery = z.input<typeof CustomerListQuery>;

export const CustomerPageSchema = z.object({ data: z.array(CustomerSchema), meta: PageMetaSchema });
export type CustomerPage = z.infer<typeof CustomerPageSchema>;
export const CustomerDetailResponseSchema = z.object({ data: CustomerSchema });
export const CustomerResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: CustomerSchema,
});
export const CustomerDeleteResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  outcome: z.enum(['deleted', 'archived']),
});

/** One of a customer's sales, as their page lists it (newest first). */
export const CustomerSaleSchema = z.object({
  id: z.string(),
  receipt_number: z.number().int(),
  sold_at: z.string(),
  status: z.enum(SALE_STATUSES),
  currency: z.string(),
  total_minor: z.number().int(),
  paid_minor: z.number().int(),
  refunded_minor: z.number().int(),
  /** What is still owed on this sale (0 when paid or refunded). */
  balance_minor: z.number().int(),
});
export type CustomerSale = z.infer<typeof CustomerSaleSchema>;

export const CustomerSalesQuery = PageQuerySchema;
export const CustomerSalesPageSchema = z.object({ data: z.array(CustomerSaleSchema), meta: PageMetaSchema });
export type CustomerSalesPage = z.infer<typeof CustomerSalesPageSchema>;
