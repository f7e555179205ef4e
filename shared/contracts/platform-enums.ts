// The fixed vocabularies of running the platform (docs/decisions/040): package features and limits,
// subscription and payment states, the outside services an administrator configures, the public content.

/** Features a package turns on. A farm whose owner's package lacks one gets 403 naming a package that has it. */
export const PACKAGE_FEATURES = [
  'pos',
  'reports_export',
  'widgets',
  'extension',
  'ai',
  'organizations',
] as const;
export type PackageFeature = (typeof PACKAGE_FEATURES)[number];

/** Limits a package sets (null is unlimited). Going past one is 402 naming a package that allows more. */
export const PACKAGE_LIMITS = ['farms', 'items', 'staff', 'sms_per_month', 'ai_requests_per_month'] as const;
export type PackageLimit = (typeof PACKAGE_LIMITS)[number];

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['mpesa', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const SUBSCRIPTION_PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export type SubscriptionPaymentStatus = (typeof SUBSCRIPTION_PAYMENT_STATUSES)[number];

/** The outside services of /admin/integrations, each a row of integration_settings. */
export const INTEGRATION_PROVIDERS = [
  'africastalking',
  'twilio',
  'smtp',
  'firebase',
  'mpesa',
  'stripe',
  'weather',
  'ai',
] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

/** The SMS providers: at most one is enabled at a time. */
export const SMS_PROVIDERS = ['africastalking', 'twilio'] as const satisfies readonly IntegrationProvider[];

export const CONTENT_KINDS = ['page', 'faq', 'announcement'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The public pages whose text /admin/content edits. */
export const CONTENT_PAGES = ['home', 'features', 'about', 'contact', 'terms', 'privacy'] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

export const AI_PURPOSES = ['recommendation', 'ask', 'test'] as const;
export type AiPurpose = (typeof AI_PURPOSES)[number];

export const REGISTRATION_MODES = ['open', 'invitation'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];
