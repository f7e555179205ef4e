// Which SMS provider sends right now (docs/product/integrations.md "SMS"): the one an administrator switched on,
// read at send time (cached a few seconds by integration-store.ts), or none, and the outbox keeps the message.
import { createHmac } from 'node:crypto';
import { DEFAULT_BASE_URLS } from '@/shared/contracts/integrations';
import type { ServerContext } from '@/server/context';
import { createAfricasTalkingSms, type AfricasTalkingSettings } from '@/server/lib/sms-africastalking';
import type { SmsSender } from '@/server/lib/sms';
import { createTwilioSms, type TwilioSettings } from '@/server/lib/sms-twilio';
import { activeIntegration, type ActiveIntegration } from './integration-store';

export const AT_DELIVERY_PATH = '/api/integrations/africastalking/delivery';
export const TWILIO_STATUS_PATH = '/api/integrations/twilio/status';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function africasTalkingSettings(
  integration: Pick<ActiveIntegration, 'config' | 'secrets'>,
): AfricasTalkingSettings {
  const { config, secrets } = integration;
  return {
    baseUrl: text(config.base_url) || DEFAULT_BASE_URLS.africastalking,
    username: text(config.username),
    ...(text(config.sender_id) ? { senderId: text(config.sender_id) } : {}),
    apiKey: secrets.api_key ?? '',
  };
}

export function twilioSettings(
  integration: Pick<ActiveIntegration, 'config' | 'secrets'>,
  appUrl: string | null,
): TwilioSettings {
  const { config, secrets } = integration;
  return {
    baseUrl: text(config.base_url) || DEFAULT_BASE_URLS.twilio,
    accountSid: text(config.account_sid),
    from: text(config.from),
    authToken: secrets.auth_token ?? '',
    statusCallback: appUrl ? `${appUrl}${TWILIO_STATUS_PATH}` : null,
  };
}

/**
 * The secret path segment of Africa's Talking's delivery reports (it signs nothing): derived from the API key, so
 * only someone who knows the key can make the URL, and a new key makes a new URL.
 */
export const africasTalkingCallbackToken = (apiKey: string) =>
  createHmac('sha256', apiKey).update('shamba delivery reports').digest('base64url').slice(0, 32);

export function africasTalkingCallbackUrl(apiKey: string, appUrl: string | null): string | null {
  return appUrl && apiKey ? `${appUrl}${AT_DELIVERY_PATH}/${africasTalkingCallbackToken(apiKey)}` : null;
}

type SmsContext = Pick<ServerContext, 'db' | 'secretBox' | 'log' | 'clock'>;

/** The enabled SMS provider's sender, or null when none is on. */
export async function activeSmsSender(ctx: SmsContext, appUrl: string | null): Promise<SmsSender | null> {
  const [africasTalking, twilio] = await Promise.all([
    activeIntegration(ctx, 'africastalking'),
    activeIntegration(ctx, 'twilio'),
  ]);
  if (africasTalking) return createAfricasTalkingSms(africasTalkingSettings(africasTalking));
  if (twilio) return createTwilioSms(twilioSettings(twilio, appUrl));
  return null;
}
