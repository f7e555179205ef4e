// The outside services an administrator sets up on /admin/integrations (docs/product/integrations.md): each
// provider's shown settings (`config`) and the names of its secrets, which are sealed at rest and never sent
// back: the browser only learns whether each one is set.
import { z } from 'zod';
import { INTEGRATION_PROVIDERS, type IntegrationProvider } from './platform-enums';

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const BASE_URL_MESSAGE = 'Enter the service address, starting with http:// or https://.';

/** An http(s) address without a trailing slash (clients append their paths to it). */
export const baseUrl = (fallback?: string) => {
  const url = z
    .string({ error: BASE_URL_MESSAGE })
    .trim()
    .max(300, { error: BASE_URL_MESSAGE })
    .regex(HTTP_URL, { error: BASE_URL_MESSAGE })
    .transform((value) => value.replace(/\/+$/, ''));
  return fallback === undefined ? url : url.default(fallback);
};

const text = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });
const optionalText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((value) => (value ? value : undefined));
const price = (message: string) =>
  z.number({ error: message }).min(0, { error: message }).max(1_000_000, { error: message });

export const DEFAULT_BASE_URLS = {
  africastalking: 'https://api.africastalking.com',
  twilio: 'https://api.twilio.com',
  mpesa: 'https://sandbox.safaricom.co.ke',
  stripe: 'https://api.stripe.com',
  weather: 'https://api.open-meteo.com',
  firebase: 'https://fcm.googleapis.com',
} as const;

export const AfricasTalkingConfigSchema = z.object({
  base_url: baseUrl(DEFAULT_BASE_URLS.africastalking),
  username: text('Enter the Africa\'s Talking username ("sandbox" for the sandbox).', 100),
  sender_id: optionalText('Keep the sender ID to 11 characters.', 11),
});

export const TwilioConfigSchema = z.object({
  base_url: baseUrl(DEFAULT_BASE_URLS.twilio),
  account_sid: z
    .string({ error: 'Enter the Account SID, like AC followed by 32 letters and digits.' })
    .trim()
    .regex(/^AC[0-9a-fA-F]{32}$/, {
      error: 'Enter the Account SID, like AC followed by 32 letters and digits.',
    }),
  from: text('Enter the Twilio number or sender to send from, like +15005550006.', 30),
});

export const SmtpConfigSchema = z.object({
  host: text('Enter the SMTP server name, like smtp.example.com.', 200),
  port: z
    .number({ error: 'Enter the SMTP port, like 587 or 465.' })
    .int({ error: 'Enter the SMTP port, like 587 or 465.' })
    .min(1, { error: 'Enter the SMTP port, like 587 or 465.' })
    .max(65535, { error: 'Enter the SMTP port, like 587 or 465.' }),
  secure: z.boolean({ error: 'Say whether the connection uses TLS from the start (port 465).' }),
  username: optionalText('Keep the SMTP user name to 200 characters.'),
  from: text('Enter the sender address, like "Shamba <no-reply@example.com>".', 200),
});

export const FirebaseConfigSchema = z.object({
  project_id: text('Enter the Firebase project ID.', 100),
  client_email: z
    .string({ error: "Enter the service account's client e-mail." })
    .trim()
    .pipe(z.email({ error: "Enter the service account's client e-mail." })),
  base_url: baseUrl().optional(),
  /** Google's OAuth token address; the service account JSON's token_uri. Tests point it at a fake. */
  token_uri: baseUrl().optional(),
});

export const MpesaConfigSchema = z.object({
  base_url: baseUrl(DEFAULT_BASE_URLS.mpesa),
  shortcode: z
    .string({ error: 'Enter the business short code (5 to 7 digits).' })
    .trim()
    .regex(/^\d{5,7}$/, { error: 'Enter the business short code (5 to 7 digits).' }),
  till_or_paybill: z.enum(['paybill', 'till'], { error: 'Choose paybill or till.' }),
  party_b: z
    .string()
    .trim()
    .regex(/^\d{5,7}$/, { error: 'Enter the till number that receives the money (5 to 7 digits).' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export const StripeConfigSchema = z.object({
  base_url: baseUrl(DEFAULT_BASE_URLS.stripe),
});

export const WeatherConfigSchema = z.object({
  base_url: baseUrl(DEFAULT_BASE_URLS.weather),
});

export const AiConfigSchema = z.object({
  base_url: baseUrl(),
  model: text('Enter the model name, like gpt-4o-mini.', 100),
  prompt_usd_per_million_tokens: price(
    'Enter the price per million prompt tokens in US dollars (0 or more).',
  ),
  completion_usd_per_million_tokens: price(
    'Enter the price per million completion tokens in US dollars (0 or more).',
  ),
});

/** Each provider's shown settings. */
export const INTEGRATION_CONFIG_SCHEMAS = {
  africastalking: AfricasTalkingConfigSchema,
  twilio: TwilioConfigSchema,
  smtp: SmtpConfigSchema,
  firebase: FirebaseConfigSchema,
  mpesa: MpesaConfigSchema,
  stripe: StripeConfigSchema,
  weather: WeatherConfigSchema,
  ai: AiConfigSchema,
} as const satisfies Record<IntegrationProvider, z.ZodType>;

export type IntegrationConfig<P extends IntegrationProvider> = z.output<
  (typeof INTEGRATION_CONFIG_SCHEMAS)[P]
>;

/** Each provider's secrets by name: sealed at rest, never sent back. */
export const INTEGRATION_SECRET_FIELDS = {
  africastalking: ['api_key'],
  twilio: ['auth_token'],
  smtp: ['password'],
  firebase: ['private_key'],
  mpesa: ['consumer_key', 'consumer_secret', 'passkey', 'callback_token'],
  stripe: ['secret_key', 'webhook_secret'],
  weather: [],
  ai: ['api_key'],
} as const satisfies Record<IntegrationProvider, readonly string[]>;

/** Secrets a provider cannot be switched on without. */
export const REQUIRED_SECRETS: Record<IntegrationProvider, readonly string[]> = {
  africastalking: ['api_key'],
  twilio: ['auth_token'],
  smtp: [],
  firebase: ['private_key'],
  mpesa: ['consumer_key', 'consumer_secret', 'passkey'],
  stripe: ['secret_key'],
  weather: [],
  ai: ['api_key'],
};

/** A new secret (text), '' or absent to keep the saved one, null to clear it. */
const SecretValue = z
  .string({ error: 'Enter the secret as text, or leave it empty to keep the saved one.' })
  .max(8000, { error: 'That secret is too long (8000 characters at most).' })
  .nullable()
  .optional();

export const SaveIntegrationInput = z.object({
  enabled: z.boolean({ error: 'Say whether the service is switched on.' }),
  /** Checked against the provider's own schema by the server (INTEGRATION_CONFIG_SCHEMAS). */
  config: z.record(z.string(), z.unknown(), { error: 'Send the settings as an object.' }).default({}),
  secrets: z.record(z.string(), SecretValue, { error: 'Send the secrets as an object.' }).optional(),
});
export type SaveIntegrationInput = z.input<typeof SaveIntegrationInput>;

export const IntegrationProviderParam = z.object({
  provider: z.enum(INTEGRATION_PROVIDERS, { error: 'That service is not one the platform connects to.' }),
});

export const TestIntegrationInput = z
  .object({
    /** A phone number (SMS) or an e-mail address (SMTP) the test message goes to. */
    to: z.string().trim().max(200, { error: 'Enter a phone number or an e-mail address.' }).optional(),
  })
  .default({});
export type TestIntegrationInput = z.input<typeof TestIntegrationInput>;

export const IntegrationSummarySchema = z.object({
  provider: z.enum(INTEGRATION_PROVIDERS),
  enabled: z.boolean(),
  config: z.record(z.string(), z.unknown()),
  /** Only whether each secret is set, never its value. */
  secrets: z.record(z.string(), z.object({ set: z.boolean() })),
  last_test: z.object({ at: z.string(), ok: z.boolean(), message: z.string() }).nullable(),
  updated_at: z.string().nullable(),
  /** Where the provider reports delivery, to paste in its dashboard (Africa's Talking); null otherwise. */
  callback_url: z.string().nullable(),
});
export type IntegrationSummary = z.infer<typeof IntegrationSummarySchema>;

export const IntegrationListSchema = z.object({
  data: z.array(IntegrationSummarySchema),
  /** False when the server has no key to seal secrets with (SECRETS_KEY unset in production). */
  secrets_available: z.boolean(),
});
export type IntegrationList = z.infer<typeof IntegrationListSchema>;

export const IntegrationResponseSchema = z.object({ data: IntegrationSummarySchema });

export const IntegrationTestResultSchema = z.object({
  ok: z.boolean(),
  /** The provider's own answer in words. */
  message: z.string(),
  tested_at: z.string(),
});
export type IntegrationTestResult = z.infer<typeof IntegrationTestResultSchema>;
