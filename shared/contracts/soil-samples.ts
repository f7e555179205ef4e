import { z } from 'zod';
import { PageMetaSchema, PageQuerySchema, isoDate, numberFrom, optionalText } from './common';
import { SOIL_VALUES, type SoilValue } from './farm-work-enums';

// docs/product/fields-and-soil.md Soil sample: a lab's results for one field on one day, with the report file.

export const SOIL_VALUE_NAMES = Object.keys(SOIL_VALUES) as SoilValue[];

/** The lab's report: PDF or a photo of it, at most 5 MB (kept in the database, docs/decisions/038). */
export const SOIL_REPORT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const SOIL_REPORT_MAX_BYTES = 5 * 1024 * 1024;

export const ExtraSoilValueSchema = z.object({
  name: z.string(),
  value: z.number(),
  unit: z.string().nullable(),
});

export const SoilSampleSchema = z.object({
  id: z.string(),
  field_id: z.string(),
  field_name: z.string(),
  sampled_on: z.string(),
  depth_cm: z.number().nullable(),
  location: z.string().nullable(),
  lab_name: z.string().nullable(),
  ph: z.number().nullable(),
  nitrogen: z.number().nullable(),
  phosphorus: z.number().nullable(),
  potassium: z.number().nullable(),
  organic_matter: z.number().nullable(),
  ec: z.number().nullable(),
  extra_values: z.array(ExtraSoilValueSchema),
  notes: z.string().nullable(),
  retest_interval_days: z.number().int().nullable(),
  /** sampled_on + retest_interval_days; the re-test reminder goes out on this day. */
  retest_due_on: z.string().nullable(),
  has_report: z.boolean(),
  report_file_name: z.string().nullable(),
  created_at: z.string(),
});
export type SoilSample = z.infer<typeof SoilSampleSchema>;

const labValue = (label: string, max = 1_000_000) =>
  numberFrom(
    z
      .number({ error: `Enter the ${label} as a number.` })
      .min(0, `The ${label} cannot be negative.`)
      .max(max, `The ${label} is too large.`),
  ).nullish();

const extraValueInput = z.object({
  name: z
    .string({ error: 'Enter the name of each extra value.' })
    .trim()
    .min(1, 'Enter the name of each extra value.')
    .max(60, 'Use at most 60 characters for an extra value name.'),
  value: numberFrom(
    z
      .number({ error: 'Enter each extra value as a number.' })
      .min(0, 'An extra value cannot be negative.')
      .max(1_000_000, 'An extra value is too large.'),
  ),
  unit: optionalText('unit', 20),
});

const sampleShape = {
  sampled_on: z
    .string({ error: 'Enter the sampling date as a date (YYYY-MM-DD).' })
    .pipe(isoDate('sampling date')),
  depth_cm: labValue('depth', 1000),
  location: optionalText('location in the field', 200),
  lab_name: optionalText('lab name', 120),
  ph: numberFrom(
    z
      .number({ error: 'Enter the pH as a number.' })
      .min(0, 'The pH must be between 0 and 14.')
      .max(14, 'The pH must be between 0 and 14.'),
  ).nullish(),
  nitrogen: labValue('nitrogen'),
  phosphorus: labValue('phosphorus'),
  potassium: labValue('potassium'),
  organic_matter: labValue('organic matter', 100),
  ec: labValue('EC'),
  extra_values: z
    .array(extraValueInput, { error: 'Send the extra values as a list.' })
    .max(30, 'Add at most 30 extra values.')
    .default([]),
  notes: optionalText('notes', 2000),
  retest_interval_days: numberFrom(
    z
      .number({ error: 'Enter the re-test interval in whole days.' })
      .int('Enter the re-test interval in whole days.')
      .min(1, 'The re-test interval must be at least 1 day.')
      .max(3650, 'The re-test interval can be at most 3650 days (10 years).'),
  ).nullish(),
};

export const AT_LEAST_ONE_VALUE =
  'Enter at least one lab value (pH, nitrogen, phosphorus, potassium, organic matter, EC or an extra value).';
export const EXTRA_NAMES_UNIQUE = 'Each extra value needs its own name.';

type SampleValues = {
  extra_values?: { name: string }[];
} & Partial<Record<SoilValue, number | null | undefined>>;

function checkSample(value: SampleValues, ctx: z.RefinementCtx, requireValue: boolean) {
  const seen = new Set<string>();
  (value.extra_values ?? []).forEach((extra, index) => {
    const key = extra.name.toLowerCase();
    if (seen.has(key)) {
      ctx.addIssue({ code: 'custom', message: EXTRA_NAMES_UNIQUE, path: ['extra_values', index, 'name'] });
    }
    seen.add(key);
  });
  if (!requireValue) return;
  const hasValue =
    SOIL_VALUE_NAMES.some((name) => value[name] != null) || (value.extra_values ?? []).length > 0;
  if (!hasValue) ctx.addIssue({ code: 'custom', message: AT_LEAST_ONE_VALUE, path: ['ph'] });
}

export const SoilSampleInput = z
  .object(sampleShape)
  .superRefine((value, ctx) => checkSample(value, ctx, true));
export type SoilSampleInput = z.input<typeof SoilSampleInput>;

/** PATCH: only what is sent changes; the server checks "at least one value" on the merged sample. */
export const SoilSamplePatchInput = z
  .object({ ...sampleShape, extra_values: sampleShape.extra_values.removeDefault().optional() })
  .partial()
  .superRefine((value, ctx) => checkSample(value, ctx, false));
export type SoilSamplePatchInput = z.input<typeof SoilSamplePatchInput>;

export const SoilSampleListQuerySchema = PageQuerySchema.extend({
  field_id: z.string().optional(),
  from: isoDate('from date').optional(),
  to: isoDate('to date').optional(),
});
export type SoilSampleListQuery = z.input<typeof SoilSampleListQuerySchema>;

export const SoilSampleListResponseSchema = z.object({
  data: z.array(SoilSampleSchema),
  meta: PageMetaSchema,
});
export const SoilSampleFieldListResponseSchema = z.object({ data: z.array(SoilSampleSchema) });
export const SoilSampleDetailResponseSchema = z.object({ data: SoilSampleSchema });
export const SoilSampleResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: SoilSampleSchema,
});

export const SoilReportQuerySchema = z.object({
  file_name: z
    .string({ error: 'Give the report a file name (file_name).' })
    .trim()
    .min(1, 'Give the report a file name (file_name).')
    .max(200, 'Use at most 200 characters for the file name.'),
});

export const SoilTrendQuerySchema = z.object({
  value: z.enum(SOIL_VALUE_NAMES as [SoilValue, ...SoilValue[]], {
    error: 'Choose one of ph, nitrogen, phosphorus, potassium, organic_matter or ec.',
  }),
});
export const SoilTrendPointSchema = z.object({ sampled_on: z.string(), value: z.number() });
export type SoilTrendPoint = z.infer<typeof SoilTrendPointSchema>;
export const SoilTrendResponseSchema = z.object({
  data: z.object({ value: z.string(), unit: z.string(), points: z.array(SoilTrendPointSchema) }),
});
