import { z } from 'zod';

/** Quantities travel as decimal strings ("12.50") so no binary float ever touches stock (docs/architecture.md "Data"). */
export const DecimalStringSchema = z.string().regex(/^-?\d+(\.\d+)?$/);

/** "12", "12.5", " .5 ", "-3": what a form's number box sends. No exponent, no thousands separator. */
const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A number from a JSON number or from numeric text (forms send text), checked by `schema`. Anything else (null,
 * true, [], "", "12abc") reaches `schema` as it came and fails its type check, where z.coerce would read null,
 * false, [] and "" as 0 and true as 1. `.nullish()` on the result still lets null mean "none".
 */
export const numberFrom = <T extends z.ZodNumber>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && NUMERIC_TEXT.test(value.trim()) ? Number(value.trim()) : value),
    schema,
  );

/** A quantity typed by a person: a number ≥ 0 with at most two decimals (docs/product/web-app.md: minimum 0, step 0.01). */
export const quantityInput = (label: string, { positive = false } = {}) =>
  numberFrom(
    z
      .number({ error: `Enter the ${label} as a number.` })
      .refine(
        (n) => (positive ? n > 0 : n >= 0),
        positive ? `The ${label} must be more than 0.` : `The ${label} cannot be negative.`,
      )
      .refine(
        (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
        `Use at most two decimals for the ${label}.`,
      )
      .refine((n) => n < 1e12, `The ${label} is too large.`),
  );

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether YYYY-MM-DD names a day of the calendar (not 2024-02-30 or 2024-13-01) that the database can store. */
export function isRealDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A calendar day as YYYY-MM-DD; a day that does not exist is refused, never rolled over to the next month. */
export const isoDate = (label: string) =>
  z
    .string()
    .regex(ISO_DATE, `Enter the ${label} as a date (YYYY-MM-DD).`)
    .refine((text) => !ISO_DATE.test(text) || isRealDate(text), {
      error: `There is no such day: enter the ${label} as a real date (YYYY-MM-DD).`,
    });

export const optionalText = (label: string, max = 2000) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters for the ${label}.`)
    .nullish()
    .transform((v) => (v ? v : null));

export const PageQuerySchema = z.object({
  page: numberFrom(
    z
      .number({ error: 'Enter the page as a whole number.' })
      .int('Enter the page as a whole number.')
      .min(1, 'The page starts at 1.'),
  ).default(1),
  per_page: numberFrom(
    z
      .number({ error: 'Enter the rows a page as a whole number.' })
      .int('Enter the rows a page as a whole number.')
      .min(1, 'Ask for at least 1 row a page.')
      .max(100, 'Ask for at most 100 rows a page.'),
  ).default(25),
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
