// Each provider's form fields, in the order an operator reads them from the provider's dashboard; the shapes and
// messages themselves are the contract's (shared/contracts/integrations.ts), checked again by the server.
import type { IntegrationProvider } from '@/shared/contracts/platform-enums';

export type FieldKind = 'text' | 'url' | 'number' | 'boolean' | 'email' | 'choice';

export interface ConfigField {
  name: string;
  kind: FieldKind;
  choices?: readonly string[];
  placeholder?: string;
}

export const PROVIDER_FIELDS: Record<IntegrationProvider, readonly ConfigField[]> = {
  africastalking: [
    { name: 'username', kind: 'text', placeholder: 'sandbox' },
    { name: 'sender_id', kind: 'text' },
    { name: 'base_url', kind: 'url', placeholder: 'https://api.africastalking.com' },
  ],
  twilio: [
    { name: 'account_sid', kind: 'text', placeholder: 'AC…' },
    { name: 'from', kind: 'text', placeholder: '+15005550006' },
    { name: 'base_url', kind: 'url', placeholder: 'https://api.twilio.com' },
  ],
  smtp: [
    { name: 'host', kind: 'text', placeholder: 'smtp.example.com' },
    { name: 'port', kind: 'number', placeholder: '587' },
    { name: 'secure', kind: 'boolean' },
    { name: 'username', kind: 'text' },
    { name: 'from', kind: 'text', placeholder: 'Shamba <no-reply@example.com>' },
  ],
  firebase: [
    { name: 'project_id', kind: 'text' },
    { name: 'client_email', kind: 'email' },
    { name: 'base_url', kind: 'url', placeholder: 'https://fcm.googleapis.com' },
    { name: 'token_uri', kind: 'url', placeholder: 'https://oauth2.googleapis.com/token' },
  ],
  mpesa: [
    { name: 'shortcode', kind: 'text', placeholder: '174379' },
    { name: 'till_or_paybill', kind: 'choice', choices: ['paybill', 'till'] },
    { name: 'party_b', kind: 'text' },
    { name: 'base_url', kind: 'url', placeholder: 'https://sandbox.safaricom.co.ke' },
  ],
  stripe: [{ name: 'base_url', kind: 'url', placeholder: 'https://api.stripe.com' }],
  weather: [{ name: 'base_url', kind: 'url', placeholder: 'https://api.open-meteo.com' }],
  ai: [],
};

/** Where a test message goes: a phone number for SMS, an address for e-mail, nothing for the others. */
export const TEST_TARGET: Partial<Record<IntegrationProvider, 'phone' | 'email'>> = {
  africastalking: 'phone',
  twilio: 'phone',
  smtp: 'email',
};

export type FormValues = Record<string, string | boolean>;

/** The saved config as form values (numbers as text, absent fields empty). */
export function formValuesOf(provider: IntegrationProvider, config: Record<string, unknown>): FormValues {
  return Object.fromEntries(
    PROVIDER_FIELDS[provider].map((field) => {
      const value = config[field.name];
      if (field.kind === 'boolean') return [field.name, value === true];
      if (field.kind === 'choice')
        return [field.name, typeof value === 'string' ? value : field.choices![0]!];
      return [field.name, value === undefined || value === null ? '' : String(value)];
    }),
  );
}

/** The form values as the config the server checks: empty optional text left out, numbers as numbers. */
export function configOf(provider: IntegrationProvider, values: FormValues): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const field of PROVIDER_FIELDS[provider]) {
    const value = values[field.name];
    if (typeof value === 'boolean') config[field.name] = value;
    else if (value === undefined || value.trim() === '') continue;
    else if (field.kind === 'number') config[field.name] = Number(value);
    else config[field.name] = value.trim();
  }
  return config;
}
