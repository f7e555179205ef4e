// Twilio Programmable Messaging (docs/product/integrations.md "SMS"): POST
// {base_url}/2010-04-01/Accounts/{sid}/Messages.json with Basic auth and a form body; the status callback is signed
// with X-Twilio-Signature (HMAC-SHA1 of the full URL and the sorted form fields, keyed by the auth token).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { reachSmsProvider, SmsRefusedError, type SmsSender } from './sms';

export interface TwilioSettings {
  baseUrl: string;
  accountSid: string;
  from: string;
  authToken: string;
  /** Where Twilio posts the message's status; null when the server's public address (APP_URL) is unknown. */
  statusCallback: string | null;
}

interface TwilioError {
  code?: number;
  message?: string;
  status?: number;
}

export async function sendTwilioSms(
  settings: TwilioSettings,
  message: { to: string; body: string },
): Promise<{ sid: string; status: string }> {
  const form = new URLSearchParams({ To: message.to, From: settings.from, Body: message.body });
  if (settings.statusCallback) form.set('StatusCallback', settings.statusCallback);
  const auth = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64');
  const response = await reachSmsProvider(
    `${settings.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`,
    {
      method: 'POST',
      headers: {
        Authorization: `Basic ${auth}`,
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
    },
    'Twilio',
  );
  const text = await response.text();
  type Answer = TwilioError & { sid?: string; status?: string | number };
  let body: Answer | null;
  try {
    body = JSON.parse(text) as Answer;
  } catch {
    body = null;
  }
  if (!response.ok || !body?.sid) {
    const code = typeof body?.code === 'number' ? body.code : null;
    const words = (body?.message || `HTTP ${response.status}`).replace(/\.$/, '');
    const why = response.status === 401 ? `the Account SID or auth token was refused (${words})` : words;
    throw new SmsRefusedError(
      `Twilio refused: ${why}${code ? ` (error ${code})` : ''}.`,
      response.status,
      code ? String(code) : null,
    );
  }
  return { sid: body.sid, status: String(body.status ?? 'queued') };
}

export function createTwilioSms(settings: TwilioSettings): SmsSender {
  return {
    kind: 'twilio',
    async send(message) {
      const answer = await sendTwilioSms(settings, message);
      return { provider: 'twilio', messageId: answer.sid };
    },
  };
}

/** Twilio's request signature: base64 HMAC-SHA1 of the URL followed by each form field's name and value, sorted. */
export function twilioSignature(url: string, params: Record<string, string>, authToken: string): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

export function twilioSignatureMatches(
  url: string,
  params: Record<string, string>,
  authToken: string,
  given: string | undefined,
): boolean {
  if (!given) return false;
  const expected = Buffer.from(twilioSignature(url, params, authToken));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const TWILIO_DELIVERED = new Set(['delivered']);
export const TWILIO_UNDELIVERED = new Set(['undelivered', 'failed']);
