// People or groups who put money into the farm and what they put in or took out (docs/product/contributors.md,
// docs/decisions/039). Amounts are whole minor units (cents) of the farm's currency.
import { z } from 'zod';
import { CONTRIBUTION_KINDS, CONTRIBUTOR_KINDS, PAYMENT_METHODS } from './money-enums';
import { isoDate, numberFrom, optionalText } from './common';

export const CONTRIBUTOR_NAME_MAX = 120;

export const ContributorSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(CONTRIBUTOR_KINDS),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
  archived: z.boolean(),
  currency: z.string(),
  contributed_minor: z.number().int(),
  withdrawn_minor: z.number().int(),
  balance_minor: z.number().int(),
  /** This contributor's balance over the sum of every contributor's positive balance, 0..1. */
  share: z.number(),
  last_at: z.string().nullable(),
  created_at: z.string(),
});
export type Contributor = z.infer<typeof ContributorSchema>;
export const ContributorListSchema = z.object({ data: z.array(ContributorSchema), currency: z.string() });
export const ContributorDetailSchema = z.object({ data: ContributorSchema });
export const ContributorResponseSchema = z.object({ message: z.string(), data: ContributorSchema });

const PHONE = /^\+?[0-9 ()-]{7,20}$/;

const contributorFields = {
  name: z
    .string({ error: 'Enter the contributor’s name.' })
    .trim()
    .min(1, 'Enter the contributor’s name.')
    .max(CONTRIBUTOR_NAME_MAX, 'Use at most 120 characters for the name.'),
  kind: z.enum(CONTRIBUTOR_KINDS, { error: 'Choose who they are: owner, partner, group, lender or other.' }),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE.test(v), 'Enter a phone number such as +254 712 345 678.')
    .nullish()
    .transform((v) => (v ? v : null)),
  email: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || z.email().safeParse(v).success,
      'Enter an e-mail address such as name@example.com.',
    )
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
  notes: optionalText('notes', 1000),
};

export const CreateContributorInput = z.object(contributorFields);
export type CreateContributorInput = z.input<typeof CreateContributorInput>;
export const UpdateContributorInput = z.object(contributorFields).partial();
export type UpdateContributorInput = z.input<typeof UpdateContributorInput>;

export const ContributionSchema = z.object({
  id: z.string(),
  contributor_id: z.string(),
  kind: z.enum(CONTRIBUTION_KINDS),
  amount_minor: z.number().int(),
  currency: z.string(),
  occurred_on: z.string(),
  payment_method: z.string(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type Contribution = z.infer<typeof ContributionSchema>;
export const ContributionListSchema = z.object({ data: z.array(ContributionSchema) });
export const ContributionResponseSchema = z.object({ message: z.string(), data: ContributionSchema });

const contributionFields = {
  kind: z.enum(CONTRIBUTION_KINDS, { error: 'Choose contribution or withdrawal.' }),
  amount_minor: numberFrom(
    z
      .number({ error: 'Enter the amount as a whole number of cents.' })
      .int('Enter the amount as a whole number of cents.')
      .min(1, 'The amount must be more than 0.')
      .max(1e13, 'The amount is too large.'),
  ),
  occurred_on: isoDate('date'),
  payment_method: z.enum(PAYMENT_METHODS, {
    error: 'Choose a payment method: cash, M-Pesa, bank transfer, card or credit.',
  }),
  reference: optionalText('reference', 100),
  note: optionalText('note', 500),
};

export const CreateContributionInput = z.object(contributionFields);
export type CreateContributionInput = z.input<typeof CreateContributionInput>;
export const UpdateContributionInput = z.object(contributionFields).partial();
export type UpdateContributionInput = z.input<typeof UpdateContributionInput>;
