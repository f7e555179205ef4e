// The farmers administration (docs/product/admin-farmers.md): every account but the superadmins, searchable and
// paged on the server, one account's page, and the actions an administrator takes on it.
import { z } from 'zod';
import { isoDate, numberFrom } from './common';
import { PACKAGE_LIMITS, SUBSCRIPTION_STATUSES } from './platform-enums';

export const FARMER_PAGE_DEFAULT = 25;
export const FARMER_PAGE_MAX = 100;
/**
 * The list counts matching accounts up to this many and no further (counting 100,000 rows costs more than the
 * page); past it `total_capped` is true and the screen reads "500+". Paging stops at the same place; an
 * administrator narrows the search instead (docs/product/admin-farmers.md "The list").
 */
export const FARMER_COUNT_CAP = 500;
/** A search shorter than this matches nothing useful among 100,000 accounts and cannot use the trigram index. */
export const FARMER_SEARCH_MIN = 2;

/** Every account type an administrator manages here (superadmins are platform staff, listed elsewhere). */
export const FARMER_ACCOUNT_TYPES = ['farmer', 'organization', 'individual'] as const;
export const FARMER_STATUSES = ['active', 'suspended', 'unverified'] as const;
export type FarmerStatus = (typeof FARMER_STATUSES)[number];
export const FARMER_SORTS = ['newest', 'name'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const FarmerListQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(100, 'Use at most 100 characters for the search.')
      .refine((text) => text === '' || text.length >= FARMER_SEARCH_MIN, {
        error: `Type at least ${FARMER_SEARCH_MIN} characters to search.`,
      })
      .optional(),
    type: z.enum(FARMER_ACCOUNT_TYPES, { error: 'Choose farmer, organization or individual.' }).optional(),
    status: z.enum(FARMER_STATUSES, { error: 'Choose active, suspended or unverified.' }).optional(),
    package: z
      .string()
      .refine((text) => text === 'none' || UUID.test(text), {
        error: 'Choose a package from the list, or "none".',
      })
      .optional(),
    signed_up_from: isoDate('sign-up from date').optional(),
    signed_up_to: isoDate('sign-up to date').optional(),
    sort: z.enum(FARMER_SORTS, { error: 'Sort by newest or name.' }).default('newest'),
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
        .max(FARMER_PAGE_MAX, `Ask for at most ${FARMER_PAGE_MAX} rows a page.`),
    ).default(FARMER_PAGE_DEFAULT),
  })
  .refine((q) => !q.signed_up_from || !q.signed_up_to || q.signed_up_from <= q.signed_up_to, {
    path: ['signed_up_to'],
    error: 'The to date must be on or after the from date.',
  })
  .refine((q) => (q.page - 1) * q.per_page < FARMER_COUNT_CAP, {
    path: ['page'],
    error: `Only the first ${FARMER_COUNT_CAP} accounts can be paged through; narrow the search to see more.`,
  });
export type FarmerListQuery = z.input<typeof FarmerListQuerySchema>;

const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

export const FarmerRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  user_type: z.string(),
  status: z.enum(FARMER_STATUSES),
  package_id: z.string().nullable(),
  package_name: z.string().nullable(),
  subscription_status: SubscriptionStatusSchema.nullable(),
  farms_count: z.number().int(),
  created_at: z.string(),
  last_active_at: z.string().nullable(),
});
export type FarmerRow = z.infer<typeof FarmerRowSchema>;

export const FarmerPageSchema = z.object({
  data: z.array(FarmerRowSchema),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    /** Accounts matching, counted up to FARMER_COUNT_CAP. */
    total: z.number().int(),
    /** True when there are more than `total` (the count stopped at the cap). */
    total_capped: z.boolean(),
  }),
});
export type FarmerPage = z.infer<typeof FarmerPageSchema>;

/** Any text: an id that is not a UUID is simply an account that does not exist (404). */
export const FarmerParamsSchema = z.object({ id: z.string() });
export const isFarmerId = (id: string) => UUID.test(id);

export const FarmerUsageSchema = z.object({
  limit: z.enum(PACKAGE_LIMITS),
  used: z.number().int(),
  /** null is unlimited. */
  allowed: z.number().int().nullable(),
});

export const FarmerDetailSchema = z.object({
  account: FarmerRowSchema.extend({
    email_verified_at: z.string().nullable(),
    phone_verified_at: z.string().nullable(),
    suspended_at: z.string().nullable(),
    suspended_reason: z.string().nullable(),
  }),
  farms: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      location: z.string().nullable(),
      items_count: z.number().int(),
    }),
  ),
  usage: z.array(FarmerUsageSchema),
  /** The package in force for limits (may differ from the subscription's, e.g. after a trial ended). */
  entitled_package: z.string().nullable(),
  subscription: z
    .object({
      package_id: z.string(),
      package_name: z.string(),
      status: SubscriptionStatusSchema,
      interval: z.string(),
      currency: z.string(),
      current_period_end: z.string().nullable(),
      trial_ends_at: z.string().nullable(),
      cancel_at_period_end: z.boolean(),
    })
    .nullable(),
  payments: z.array(
    z.object({
      id: z.string(),
      package_name: z.string().nullable(),
      provider: z.string(),
      status: z.string(),
      amount_minor: z.number().int(),
      currency: z.string(),
      receipt_number: z.string().nullable(),
      failure_reason: z.string().nullable(),
      created_at: z.string(),
      completed_at: z.string().nullable(),
    }),
  ),
  history: z.array(
    z.object({
      id: z.number().int(),
      actor_name: z.string().nullable(),
      action: z.string(),
      summary: z.string(),
      details: z.record(z.string(), z.unknown()).nullable(),
      created_at: z.string(),
    }),
  ),
});
export type FarmerDetail = z.infer<typeof FarmerDetailSchema>;
export const FarmerDetailResponseSchema = z.object({ data: FarmerDetailSchema });

export const SuspendFarmerInput = z.object({
  reason: z
    .string({ error: 'Give the reason for the suspension.' })
    .trim()
    .min(3, 'Give the reason for the suspension in at least 3 characters.')
    .max(300, 'Use at most 300 characters for the reason.'),
});
export type SuspendFarmerInputType = z.infer<typeof SuspendFarmerInput>;

export const FarmerActionResponseSchema = z.object({ message: z.string() });
export type FarmerActionResponse = z.infer<typeof FarmerActionResponseSchema>;
