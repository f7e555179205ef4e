import { z } from 'zod';

/** Quantities travel as decimal strings ("12.50") so no binary float ever touches stock (docs/architecture.md "Data"). */
export const DecimalStringSchema = z.string().regex(/^-?\d+(\.\d+)?$/);

/** A quantity typed by a person: a number ≥ 0 with at most two decimals (docs/product/web-app.md: minimum 0, step 0.01). */
export const quantityInput = (label: string, { positive = false } = {}) =>
  z.coerce
    .number({ error: `Enter the ${label} as a number.` })
    .refine((n) => Number.isFinite(n), `Enter the ${label} as a number.`)
    .refine(
      (n) => (positive ? n > 0 : n >= 0),
      positive ? `The ${label} must be more than 0.` : `The ${label} cannot be negative.`,
    )
    .refine(
      (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
      `Use at most two decimals for the ${label}.`,
    )
    .refine((n) => n < 1e12, `The ${label} is too large.`);

export const isoDate = (label: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${label} as a date (YYYY-MM-DD).`);

export const optionalText = (label: string, max = 2000) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters for the ${label}.`)
    .nullish()
    .transform((v) => (v ? v : null));

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'The page starts at 1.').default(1),
  per_page: z.coerce.number().int().min(1).max(100, 'Ask for at most 100 rows a page.').default(25),
});

export const PageMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  /** Rows matching the filters. */
  total: z.number().int(),
  /** Rows without any filter, for "Showing N of M items". */
  unfiltered_total: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;
