// Invoices (docs/product/invoices.md): invoice settings (a person's default and a farm's own), invoices issued
// for sales with gapless numbers per farm, the printable invoice's data, voiding, e-mailing the PDF, and the
// point of sale's receipts (PDF and SMS).
import { z } from 'zod';
import { isoDate, optionalText, PageMetaSchema, PageQuerySchema } from './common';

export const INVOICE_LOGO_MAX_BYTES = 1024 * 1024;
export const INVOICE_LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export const INVOICE_PREFIX_MAX = 12;
export const INVOICE_PREFIX_PATTERN = /^[A-Za-z0-9/-]*$/;
export const INVOICE_STATUSES = ['paid', 'part_paid', 'unpaid', 'refunded', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

const email = (label: string) =>
  z
    .string()
    .trim()
    .max(254, `Use at most 254 characters for the ${label}.`)
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
      error: 'Enter a valid e-mail address, like name@farm.co.ke.',
    })
    .nullish()
    .transform((v) => (v ? v : null));

export const InvoiceSettingsInput = z.object({
  business_name: optionalText('business name', 200),
  address: optionalText('address', 500),
  phone: optionalText('phone', 40),
  email: email('e-mail'),
  tax_id: optionalText('tax id', 60),
  payment_instructions: optionalText('payment instructions', 1000),
  footer: optionalText('footer', 500),
  number_prefix: z
    .string({ error: 'Enter the number prefix, like INV-.' })
    .trim()
    .max(INVOICE_PREFIX_MAX, `Use at most ${INVOICE_PREFIX_MAX} characters for the number prefix.`)
    .regex(INVOICE_PREFIX_PATTERN, 'Use only letters, digits, - and / in the number prefix.')
    .default('INV-'),
  starting_number: z
    .number({ error: 'Enter the starting number as a whole number.' })
    .int('Enter the starting number as a whole number.')
    .min(1, 'The starting number must be at least 1.')
    .max(999_999_999, 'The starting number must be at most 999999999.')
    .default(1),
  payment_terms_days: z
    .number({ error: 'Enter the days to pay as a whole number.' })
    .int('Enter the days to pay as a whole number.')
    .min(0, 'The days to pay must be between 0 and 365.')
    .max(365, 'The days to pay must be between 0 and 365.')
    .default(14),
});
export type InvoiceSettingsInput = z.input<typeof InvoiceSettingsInput>;

/** A farm's settings may also move its next invoice number forward. */
export const FarmInvoiceSettingsInput = InvoiceSettingsInput.extend({
  next_number: z
    .number({ error: 'Enter the next number as a whole number.' })
    .int('Enter the next number as a whole number.')
    .min(1, 'The next number must be at least 1.')
    .max(999_999_999, 'The next number must be at most 999999999.')
    .nullish(),
});
export type FarmInvoiceSettingsInput = z.input<typeof FarmInvoiceSettingsInput>;

export const SETTINGS_FIELDS = [
  'business_name',
  'address',
  'phone',
  'email',
  'tax_id',
  'payment_instructions',
  'footer',
  'number_prefix',
  'starting_number',
  'payment_terms_days',
  'logo',
] as const;

export const InvoiceSettingsSchema = z.object({
  business_name: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tax_id: z.string().nullable(),
  payment_instructions: z.string().nullable(),
  footer: z.string().nullable(),
  number_prefix: z.string(),
  starting_number: z.number().int(),
  payment_terms_days: z.number().int(),
  has_logo: z.boolean(),
  updated_at: z.string().nullable(),
});
export type InvoiceSettings = z.infer<typeof InvoiceSettingsSchema>;

export const FarmInvoiceSettingsSchema = InvoiceSettingsSchema.extend({
  farm_id: z.string(),
  farm_name: z.string(),
  /** Whether the farm has its own settings row (else everything comes from the owner's default). */
  has_own: z.boolean(),
  /** Fields whose value comes from the farm owner's default settings. */
  from_default: z.array(z.enum(SETTINGS_FIELDS)),
  /** The number the next invoice will carry, and the lowest the next number may be set to. */
  next_number: z.number().int(),
  min_next_number: z.number().int(),
  next_number_text: z.string(),
});
export type FarmInvoiceSettings = z.infer<typeof FarmInvoiceSettingsSchema>;

export const InvoiceSettingsResponseSchema = z.object({ data: InvoiceSettingsSchema });
export const InvoiceSettingsSavedSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: InvoiceSettingsSchema,
});
export const FarmInvoiceSettingsResponseSchema = z.object({ data: FarmInvoiceSettingsSchema });
export const FarmInvoiceSettingsSavedSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: FarmInvoiceSettingsSchema,
});

export const InvoiceListQuerySchema = PageQuerySchema.extend({
  status: z.enum(INVOICE_STATUSES, { error: `Choose a status: ${INVOICE_STATUSES.join(', ')}.` }).optional(),
  customer: z.string().trim().max(200, 'Use at most 200 characters to search customers.').optional(),
  from: isoDate('from date').optional(),
  to: isoDate('to date').optional(),
});
export type InvoiceListQuery = z.input<typeof InvoiceListQuerySchema>;

export const InvoiceRowSchema = z.object({
  id: z.string(),
  sale_id: z.string(),
  number: z.number().int(),
  number_text: z.string(),
  customer_name: z.string().nullable(),
  issued_on: z.string(),
  due_on: z.string(),
  currency: z.string(),
  total_minor: z.number().int(),
  paid_minor: z.number().int(),
  balance_minor: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  overdue: z.boolean(),
});
export type InvoiceRow = z.infer<typeof InvoiceRowSchema>;
export const InvoicePageSchema = z.object({ data: z.array(InvoiceRowSchema), meta: PageMetaSchema });
export type InvoicePage = z.infer<typeof InvoicePageSchema>;

const PartySchema = z.object({
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tax_id: z.string().nullable(),
});

export const InvoiceDetailSchema = InvoiceRowSchema.extend({
  farm_id: z.string(),
  issuer: PartySchema.extend({
    business_name: z.string().nullable(),
    address: z.string().nullable(),
    payment_instructions: z.string().nullable(),
    footer: z.string().nullable(),
  }).omit({ name: true }),
  buyer: PartySchema,
  has_logo: z.boolean(),
  logo_url: z.string().nullable(),
  subtotal_minor: z.number().int(),
  discount_minor: z.number().int(),
  tax_minor: z.number().int(),
  refunded_minor: z.number().int(),
  sale_status: z.string(),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  emailed_at: z.string().nullable(),
  emailed_to: z.string().nullable(),
  lines: z.array(
    z.object({
      description: z.string(),
      unit: z.string(),
      quantity: z.string(),
      unit_price_minor: z.number().int(),
      discount_minor: z.number().int(),
      tax_name: z.string().nullable(),
      tax_basis_points: z.number().int(),
      tax_inclusive: z.boolean(),
      net_minor: z.number().int(),
      tax_minor: z.number().int(),
      total_minor: z.number().int(),
    }),
  ),
  payments: z.array(
    z.object({
      kind: z.string(),
      method: z.string(),
      amount_minor: z.number().int(),
      reference: z.string().nullable(),
      received_at: z.string(),
    }),
  ),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;
export const InvoiceDetailResponseSchema = z.object({ data: InvoiceDetailSchema });
export const InvoiceResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: InvoiceDetailSchema,
});

export const VoidInvoiceInput = z.object({
  reason: z
    .string({ error: 'Say why the invoice is void.' })
    .trim()
    .min(1, 'Say why the invoice is void.')
    .max(500, 'Use at most 500 characters for the reason.'),
});
export type VoidInvoiceInput = z.input<typeof VoidInvoiceInput>;

export const EmailInvoiceInput = z.object({ to: email('e-mail address') });
export type EmailInvoiceInput = z.input<typeof EmailInvoiceInput>;

export const ReceiptSmsInput = z.object({
  phone: z
    .string({ error: 'Enter the phone number to send the receipt to.' })
    .trim()
    .regex(/^\+?[0-9 ]{7,20}$/, 'Enter the phone number with digits only, like +254712345678.'),
});
export type ReceiptSmsInput = z.input<typeof ReceiptSmsInput>;
