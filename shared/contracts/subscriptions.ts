// Subscriptions and payments (docs/product/subscriptions.md): what a farmer sees of their plan, how they pay for
// one (M-Pesa STK push or a Stripe Checkout page), and the admin list with its revenue figures.
import { z } from 'zod';
import {
  BILLING_INTERVALS,
  PACKAGE_FEATURES,
  PACKAGE_LIMITS,
  PAYMENT_PROVIDERS,
  SUBSCRIPTION_PAYMENT_STATUSES,
  SUBSCRIPTION_STATUSES,
} from './platform-enums';

const uuid = (message: string) => z.uuid({ error: message });
const LimitsSchema = z.record(z.enum(PACKAGE_LIMITS), z.number().int().nullable());

export const BillingIntervalInput = z.enum(BILLING_INTERVALS, { error: 'Choose monthly or yearly billing.' });
export const PaymentMethodInput = z.enum(PAYMENT_PROVIDERS, { error: 'Choose M-Pesa or card.' });

export const KENYAN_PHONE_MESSAGE = 'Enter a Safaricom number, like 0712345678 or +254712345678.';

/** A Kenyan mobile number as Daraja wants it (2547XXXXXXXX or 2541XXXXXXXX), from 07…, 01…, +254… or 254…. */
export function normaliseKenyanPhone(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '').replace(/^\+/, '');
  const local = /^0([17]\d{8})$/.exec(digits)?.[1] ?? /^254([17]\d{8})$/.exec(digits)?.[1];
  return local ? `254${local}` : null;
}

export const CheckoutInput = z
  .object({
    package_id: uuid('Choose one of the listed packages.'),
    interval: BillingIntervalInput,
    method: PaymentMethodInput,
    phone: z.string().trim().max(20, { error: KENYAN_PHONE_MESSAGE }).optional(),
  })
  .superRefine((input, check) => {
    if (input.method !== 'mpesa') return;
    if (!input.phone || !normaliseKenyanPhone(input.phone)) {
      check.addIssue({ code: 'custom', path: ['phone'], message: KENYAN_PHONE_MESSAGE });
    }
  })
  .transform((input) => ({
    ...input,
    phone: input.method === 'mpesa' && input.phone ? normaliseKenyanPhone(input.phone) : null,
  }));
export type CheckoutInput = z.input<typeof CheckoutInput>;

export const ChangePackageInput = z.object({
  package_id: uuid('Choose one of the listed packages.'),
  interval: BillingIntervalInput,
});
export type ChangePackageInput = z.input<typeof ChangePackageInput>;

export const PriceSchema = z.object({
  currency: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  amount_minor: z.number().int(),
});

export const OfferedPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  trial_days: z.number().int(),
  features: z.array(z.enum(PACKAGE_FEATURES)),
  limits: LimitsSchema,
  prices: z.array(PriceSchema),
});
export type OfferedPackage = z.infer<typeof OfferedPackageSchema>;

export const SubscriptionSchema = z.object({
  package: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(SUBSCRIPTION_STATUSES),
  interval: z.enum(BILLING_INTERVALS),
  currency: z.string(),
  trial_ends_at: z.string().nullable(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  next_package: z.object({ id: z.string(), name: z.string() }).nullable(),
  cancel_at_period_end: z.boolean(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const PaymentSchema = z.object({
  id: z.string(),
  package: z.object({ id: z.string(), name: z.string() }),
  interval: z.enum(BILLING_INTERVALS),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(SUBSCRIPTION_PAYMENT_STATUSES),
  amount_minor: z.number().int(),
  currency: z.string(),
  phone: z.string().nullable(),
  receipt_number: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const MySubscriptionSchema = z.object({
  subscription: SubscriptionSchema.nullable(),
  entitlements: z.object({
    restricted: z.boolean(),
    package: z.object({ id: z.string(), name: z.string() }).nullable(),
    status: z.enum([...SUBSCRIPTION_STATUSES, 'none']),
    limits: LimitsSchema,
    features: z.array(z.enum(PACKAGE_FEATURES)),
  }),
  usage: z.record(z.enum(PACKAGE_LIMITS), z.number().int()),
  packages: z.array(OfferedPackageSchema),
  methods: z.object({ mpesa: z.boolean(), stripe: z.boolean() }),
});
export type MySubscription = z.infer<typeof MySubscriptionSchema>;

export const CheckoutAnswerSchema = z.object({
  payment: PaymentSchema,
  /** Stripe Checkout's page; null for M-Pesa (the phone shows the prompt). */
  redirect_url: z.string().nullable(),
});
export type CheckoutAnswer = z.infer<typeof CheckoutAnswerSchema>;

export const ChangeAnswerSchema = z.object({
  /** An upgrade is paid first: the web app opens the payment dialog. */
  checkout_required: z.boolean(),
  subscription: SubscriptionSchema.nullable(),
});
export type ChangeAnswer = z.infer<typeof ChangeAnswerSchema>;

export const PaymentListSchema = z.object({ data: z.array(PaymentSchema) });

// ---- Admin ----

export const SubscriptionSettingsSchema = z.object({
  grace_days: z
    .number({ error: 'Enter the grace period in days, from 0 to 60.' })
    .int({ error: 'Enter the grace period in days, from 0 to 60.' })
    .min(0, { error: 'Enter the grace period in days, from 0 to 60.' })
    .max(60, { error: 'Enter the grace period in days, from 0 to 60.' }),
  reminder_days: z
    .number({ error: 'Enter the reminder in days before renewal, from 0 to 30.' })
    .int({ error: 'Enter the reminder in days before renewal, from 0 to 30.' })
    .min(0, { error: 'Enter the reminder in days before renewal, from 0 to 30.' })
    .max(30, { error: 'Enter the reminder in days before renewal, from 0 to 30.' }),
});
export type SubscriptionSettings = z.infer<typeof SubscriptionSettingsSchema>;

export const PaymentSettingsSchema = z.object({
  mpesa: z.boolean({ error: 'Say whether M-Pesa is offered (true or false).' }),
  stripe: z.boolean({ error: 'Say whether card payments are offered (true or false).' }),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;

export const PaymentSettingsAnswerSchema = PaymentSettingsSchema.extend({
  /** Whether each provider's credentials are set up and switched on (/admin/integrations). */
  configured: z.object({ mpesa: z.boolean(), stripe: z.boolean() }),
});
export type PaymentSettingsAnswer = z.infer<typeof PaymentSettingsAnswerSchema>;

export const AssignSubscriptionInput = z.object({
  user_id: uuid('Choose an account.'),
  package_id: uuid('Choose one of the listed packages.'),
  status: z.enum(['trialing', 'active'], { error: 'Choose trial or active.' }),
  interval: BillingIntervalInput.default('month'),
  period_end: z.iso.datetime({ error: 'Enter the end of the period as a date and time.', offset: true }),
});
export type AssignSubscriptionInput = z.input<typeof AssignSubscriptionInput>;

const PAGE_NUMBER = 'Enter a page number.';
const pageNumber = z.coerce
  .number({ error: PAGE_NUMBER })
  .int({ error: PAGE_NUMBER })
  .min(1, { error: PAGE_NUMBER })
  .default(1);
const pageSize = z.coerce
  .number({ error: 'Enter a page size from 1 to 100.' })
  .int()
  .min(1, { error: 'Enter a page size from 1 to 100.' })
  .max(100, { error: 'Enter a page size from 1 to 100.' })
  .default(25);

export const AdminSubscriptionQuery = z.object({
  page: pageNumber,
  page_size: pageSize,
  status: z.enum(SUBSCRIPTION_STATUSES, { error: 'Choose one of the listed statuses.' }).optional(),
  package_id: uuid('Choose one of the listed packages.').optional(),
  search: z.string().trim().max(200).optional(),
});
export type AdminSubscriptionQuery = z.input<typeof AdminSubscriptionQuery>;

export const AdminPaymentQuery = z.object({
  page: pageNumber,
  page_size: pageSize,
  status: z.enum(SUBSCRIPTION_PAYMENT_STATUSES, { error: 'Choose one of the listed statuses.' }).optional(),
});
export type AdminPaymentQuery = z.input<typeof AdminPaymentQuery>;

const MoneySchema = z.object({ currency: z.string(), amount_minor: z.number().int() });

export const AdminSubscriptionRowSchema = z.object({
  id: z.string(),
  account: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  package: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(SUBSCRIPTION_STATUSES),
  interval: z.enum(BILLING_INTERVALS),
  trial_ends_at: z.string().nullable(),
  current_period_end: z.string().nullable(),
  last_payment: z
    .object({ amount_minor: z.number().int(), currency: z.string(), completed_at: z.string().nullable() })
    .nullable(),
});
export type AdminSubscriptionRow = z.infer<typeof AdminSubscriptionRowSchema>;

export const AdminSubscriptionListSchema = z.object({
  data: z.array(AdminSubscriptionRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  revenue: z.object({
    this_month: z.array(MoneySchema),
    by_package: z.array(MoneySchema.extend({ package_id: z.string(), package_name: z.string() })),
  }),
});
export type AdminSubscriptionList = z.infer<typeof AdminSubscriptionListSchema>;

export const AdminPaymentRowSchema = PaymentSchema.extend({
  account: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export const AdminPaymentListSchema = z.object({
  data: z.array(AdminPaymentRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminPaymentList = z.infer<typeof AdminPaymentListSchema>;
