// Settings → Financial (docs/product/financial-settings.md, docs/decisions/039): a farm's currency, the month its
// fiscal year starts, the payment methods it offers and its tax rates. Every member reads them (the point of sale
// needs them); finances.edit changes them.
import { z } from 'zod';
import { numberFrom } from './common';
import { PAYMENT_METHODS } from './money-enums';
import { CURRENCIES } from './settings';

export const TaxRateSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 1600 is 16%: what the arithmetic uses (shared/money/arithmetic.ts). */
  basis_points: z.number().int(),
  /** The same rate for people: 16, 12.5. */
  percent: z.number(),
  /** Inclusive: the price already holds the tax; otherwise it is added on top. */
  inclusive: z.boolean(),
  /** An archived rate stays on the sales that used it and cannot be chosen for new ones. */
  archived: z.boolean(),
  /** Some sale line names this rate: deleting it archives it instead. */
  used: z.boolean(),
});
export type TaxRate = z.infer<typeof TaxRateSchema>;

export const FinancialSettingsSchema = z.object({
  farm_id: z.string(),
  currency: z.enum(CURRENCIES),
  fiscal_year_start_month: z.number().int().min(1).max(12),
  /** The methods the farm offers, in PAYMENT_METHODS order. */
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  /** Active rates first, each group by name. */
  tax_rates: z.array(TaxRateSchema),
});
export type FinancialSettings = z.infer<typeof FinancialSettingsSchema>;

export const FinancialSettingsResponseSchema = z.object({ data: FinancialSettingsSchema });
export const FinancialSettingsSavedSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: FinancialSettingsSchema,
});

const CHOOSE_METHOD_MESSAGE = 'Choose at least one payment method the farm accepts.';

/** PATCH: only what is sent changes. */
export const FinancialSettingsPatchInput = z.object({
  currency: z.enum(CURRENCIES, { error: 'Choose one of the listed currencies.' }).optional(),
  fiscal_year_start_month: numberFrom(
    z
      .number({ error: 'Choose the month the fiscal year starts.' })
      .int('Choose the month the fiscal year starts.')
      .min(1, 'Choose the month the fiscal year starts.')
      .max(12, 'Choose the month the fiscal year starts.'),
  ).optional(),
  payment_methods: z
    .array(z.enum(PAYMENT_METHODS, { error: 'Choose payment methods from the list.' }), {
      error: CHOOSE_METHOD_MESSAGE,
    })
    .min(1, CHOOSE_METHOD_MESSAGE)
    // Stored and answered in one order, whatever order the form sent.
    .transform((methods) => PAYMENT_METHODS.filter((method) => methods.includes(method)))
    .optional(),
});
export type FinancialSettingsPatchInput = z.input<typeof FinancialSettingsPatchInput>;

/** Two decimals at most: basis points are whole. */
const hasTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

const taxRateShape = {
  name: z
    .string({ error: 'Enter the tax name, like VAT.' })
    .trim()
    .min(1, 'Enter the tax name, like VAT.')
    .max(60, 'Use at most 60 characters for the tax name.'),
  percent: numberFrom(
    z
      .number({ error: 'Enter the tax rate as a percent, like 16.' })
      .min(0, 'The tax rate must be between 0 and 100 percent.')
      .max(100, 'The tax rate must be between 0 and 100 percent.')
      .refine(hasTwoDecimals, 'Use at most two decimals for the tax rate.'),
  ),
  inclusive: z.boolean({ error: 'Say whether prices include this tax (true or false).' }).default(false),
};

export const TaxRateInput = z.object(taxRateShape);
export type TaxRateInput = z.input<typeof TaxRateInput>;

export const TaxRatePatchInput = z.object({
  name: taxRateShape.name.optional(),
  percent: taxRateShape.percent.optional(),
  inclusive: z.boolean({ error: 'Say whether prices include this tax (true or false).' }).optional(),
});
export type TaxRatePatchInput = z.input<typeof TaxRatePatchInput>;

export const TaxRateResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: TaxRateSchema,
});
export const TaxRateDeleteResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  outcome: z.enum(['deleted', 'archived']),
});

/** 16 → 1600: exact for two decimals (12.35 * 100 is 1234.9999… in binary, so round). */
export const basisPointsOf = (percent: number) => Math.round(percent * 100);
export const percentOf = (basisPoints: number) => basisPoints / 100;
