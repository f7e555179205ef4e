// Packages and features (docs/product/packages.md): what an administrator sells (prices per currency and
// interval, a trial, limits, feature flags) and the public list /pricing is built from.
import { z } from 'zod';
import { numberFrom } from './common';
import { BILLING_INTERVALS, PACKAGE_FEATURES, PACKAGE_LIMITS } from './platform-enums';
import { CURRENCIES } from './settings';

export const PACKAGE_NAME_MAX = 60;
export const PACKAGE_DESCRIPTION_MAX = 500;
export const TRIAL_DAYS_MAX = 365;

export const PackageLimitsSchema = z.object(
  Object.fromEntries(PACKAGE_LIMITS.map((limit) => [limit, z.number().int().nullable()])) as Record<
    (typeof PACKAGE_LIMITS)[number],
    z.ZodNullable<z.ZodNumber>
  >,
);
export type PackageLimits = z.infer<typeof PackageLimitsSchema>;

const limitInput = numberFrom(
  z
    .number({ error: 'Enter the limit as a whole number, or leave it empty for unlimited.' })
    .int({ error: 'Enter the limit as a whole number, or leave it empty for unlimited.' })
    .min(0, { error: 'A limit cannot be negative; leave it empty for unlimited.' })
    .max(1_000_000_000, { error: 'The limit is too large; leave it empty for unlimited.' }),
).nullable();

export const PackageLimitsInput = z.object(
  Object.fromEntries(PACKAGE_LIMITS.map((limit) => [limit, limitInput.optional()])) as Record<
    (typeof PACKAGE_LIMITS)[number],
    z.ZodOptional<typeof limitInput>
  >,
  { error: 'Send the limits as an object of numbers (empty for unlimited).' },
);

export const PackagePriceSchema = z.object({
  currency: z.enum(CURRENCIES),
  interval: z.enum(BILLING_INTERVALS),
  amount_minor: z.number().int(),
});
export type PackagePrice = z.infer<typeof PackagePriceSchema>;

export const PackagePriceInput = z.object({
  currency: z.enum(CURRENCIES, { error: 'Choose one of the listed currencies.' }),
  interval: z.enum(BILLING_INTERVALS, { error: 'Choose monthly or yearly.' }),
  amount_minor: numberFrom(
    z
      .number({ error: 'Enter the price as a number.' })
      .int({ error: 'Enter the price in whole minor units (cents).' })
      .min(0, { error: 'A price cannot be negative.' })
      .max(1e12, { error: 'The price is too large.' }),
  ),
});

const pricesInput = z
  .array(PackagePriceInput, { error: 'Send the prices as a list.' })
  .max(CURRENCIES.length * BILLING_INTERVALS.length, { error: 'Too many prices.' })
  .superRefine((prices, check) => {
    const seen = new Set<string>();
    prices.forEach((price, index) => {
      const key = `${price.currency}/${price.interval}`;
      if (seen.has(key)) {
        check.addIssue({
          code: 'custom',
          path: [index, 'currency'],
          message: `There is already a ${price.interval === 'month' ? 'monthly' : 'yearly'} price in ${price.currency}.`,
        });
      }
      seen.add(key);
    });
  });

const fields = {
  name: z
    .string({ error: 'Enter the package name.' })
    .trim()
    .min(1, { error: 'Enter the package name.' })
    .max(PACKAGE_NAME_MAX, { error: `Keep the name within ${PACKAGE_NAME_MAX} characters.` }),
  description: z
    .string({ error: 'Enter the description as text.' })
    .trim()
    .max(PACKAGE_DESCRIPTION_MAX, {
      error: `Keep the description within ${PACKAGE_DESCRIPTION_MAX} characters.`,
    })
    .nullable(),
  trial_days: numberFrom(
    z
      .number({ error: 'Enter the trial length in days.' })
      .int({ error: 'Enter the trial length in whole days.' })
      .min(0, { error: 'The trial cannot be negative; 0 means no trial.' })
      .max(TRIAL_DAYS_MAX, { error: `Keep the trial within ${TRIAL_DAYS_MAX} days.` }),
  ),
  limits: PackageLimitsInput,
  features: z
    .array(z.enum(PACKAGE_FEATURES, { error: 'Choose features from the listed ones.' }), {
      error: 'Send the features as a list.',
    })
    .transform((list) => [...new Set(list)]),
  is_public: z.boolean({ error: 'Say whether the package is shown on the pricing page.' }),
  prices: pricesInput,
};

export const CreatePackageInput = z.object({
  name: fields.name,
  description: fields.description.optional(),
  trial_days: fields.trial_days.default(0),
  limits: fields.limits.default({}),
  features: fields.features.default([]),
  is_public: fields.is_public.default(true),
  prices: fields.prices.default([]),
});
export type CreatePackageInput = z.input<typeof CreatePackageInput>;

export const UpdatePackageInput = z.object({
  name: fields.name.optional(),
  description: fields.description.optional(),
  trial_days: fields.trial_days.optional(),
  limits: fields.limits.optional(),
  features: fields.features.optional(),
  is_public: fields.is_public.optional(),
  prices: fields.prices.optional(),
});
export type UpdatePackageInput = z.input<typeof UpdatePackageInput>;

export const ReorderPackagesInput = z.object({
  ids: z
    .array(z.uuid({ error: 'Choose packages from the list.' }), {
      error: 'Send the packages in their new order.',
    })
    .min(1, { error: 'Send the packages in their new order.' })
    .max(200),
});

export const SetPackageFeatureInput = z.object({
  package_id: z.uuid({ error: 'Choose one of the listed packages.' }),
  enabled: z.boolean({ error: 'Say whether the feature is on or off.' }),
});

export const PackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  trial_days: z.number().int(),
  limits: PackageLimitsSchema,
  features: z.array(z.enum(PACKAGE_FEATURES)),
  is_public: z.boolean(),
  is_default: z.boolean(),
  archived: z.boolean(),
  sort_order: z.number().int(),
  prices: z.array(PackagePriceSchema),
  subscriber_count: z.number().int(),
});
export type Package = z.infer<typeof PackageSchema>;

export const PackageListSchema = z.object({ data: z.array(PackageSchema) });
export const PackageResponseSchema = z.object({ data: PackageSchema });

/** What /pricing shows: the public, non-archived packages in their order, without admin-only facts. */
export const PublicPackageSchema = PackageSchema.pick({
  id: true,
  name: true,
  description: true,
  trial_days: true,
  limits: true,
  features: true,
  prices: true,
});
export type PublicPackage = z.infer<typeof PublicPackageSchema>;
export const PublicPackageListSchema = z.object({ data: z.array(PublicPackageSchema) });

export const FeatureRowSchema = z.object({
  feature: z.enum(PACKAGE_FEATURES),
  /** The packages (not archived) that turn it on. */
  package_ids: z.array(z.string()),
});
export const FeatureMatrixSchema = z.object({
  features: z.array(FeatureRowSchema),
  packages: z.array(z.object({ id: z.string(), name: z.string(), archived: z.boolean() })),
});
export type FeatureMatrix = z.infer<typeof FeatureMatrixSchema>;
