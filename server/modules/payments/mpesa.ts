// Safaricom's Daraja API (docs/product/subscriptions.md "Paying by M-Pesa"): an OAuth token from the consumer key
// and secret, then an STK push that makes the customer's phone ask for their M-Pesa PIN. The answer comes later
// to our callback URL. The base URL is the integration's config, so tests point it at a local fake.
import type { ActiveIntegration } from '@/server/modules/integrations/integration-store';
import { ProviderError, baseUrlOf, jsonOf, reach } from './provider-error';

export const DARAJA_SANDBOX = 'https://sandbox.safaricom.co.ke';

export interface StkPushRequest {
  /** 2547XXXXXXXX */
  phone: string;
  /** Whole shillings: Daraja takes no cents. */
  amount: number;
  callbackUrl: string;
  accountReference: string;
  description: string;
  now: Date;
}

export interface StkPushAnswer {
  merchantRequestId: string;
  checkoutRequestId: string;
  customerMessage: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Daraja's timestamp, YYYYMMDDHHmmss in Kenyan time (UTC+3, no daylight saving). */
export function darajaTimestamp(now: Date): string {
  const eat = new Date(now.getTime() + 3 * 3_600_000);
  return (
    `${eat.getUTCFullYear()}${pad(eat.getUTCMonth() + 1)}${pad(eat.getUTCDate())}` +
    `${pad(eat.getUTCHours())}${pad(eat.getUTCMinutes())}${pad(eat.getUTCSeconds())}`
  );
}

/** Daraja's words for a refusal: errorMessage on most answers, resultDesc on the OAuth endpoint's. */
function refusal(status: number, body: Record<string, unknown> | null, what: string): ProviderError {
  const words = body?.errorMessage ?? body?.resultDesc ?? body?.ResponseDescription;
  const code = body?.errorCode ?? body?.resultCode ?? body?.ResponseCode;
  const text = typeof words === 'string' && words ? words : `HTTP ${status}`;
  return new ProviderError(`M-Pesa ${what}: ${text}.`, status, code == null ? null : String(code));
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function createDarajaClient(integration: Pick<ActiveIntegration, 'config' | 'secrets'>) {
  const { config, secrets } = integration;
  const base = baseUrlOf(config, DARAJA_SANDBOX);
  const shortcode = text(config.shortcode);

  async function accessToken(): Promise<string> {
    const basic = Buffer.from(`${secrets.consumer_key ?? ''}:${secrets.consumer_secret ?? ''}`).toString(
      'base64',
    );
    const response = await reach(
      `${base}/oauth/v1/generate?grant_type=client_credentials`,
      { method: 'GET', headers: { authorization: `Basic ${basic}` } },
      'M-Pesa',
    );
    const body = await jsonOf(response);
    if (!response.ok || typeof body?.access_token !== 'string') {
      throw refusal(response.status, body, 'refused the consumer key and secret');
    }
    return body.access_token;
  }

  return {
    accessToken,

    async stkPush(request: StkPushRequest): Promise<StkPushAnswer> {
      const token = await accessToken();
      const timestamp = darajaTimestamp(request.now);
      const till = config.till_or_paybill === 'till';
      const payload = {
        BusinessShortCode: shortcode,
        Password: Buffer.from(`${shortcode}${secrets.passkey ?? ''}${timestamp}`).toString('base64'),
        Timestamp: timestamp,
        TransactionType: till ? 'CustomerBuyGoodsOnline' : 'CustomerPayBillOnline',
        Amount: request.amount,
        PartyA: request.phone,
        PartyB: text(config.party_b) || shortcode,
        PhoneNumber: request.phone,
        CallBackURL: request.callbackUrl,
        AccountReference: request.accountReference.slice(0, 12),
        TransactionDesc: request.description.slice(0, 13),
      };
      const response = await reach(
        `${base}/mpesa/stkpush/v1/processrequest`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        },
        'M-Pesa',
      );
      const body = await jsonOf(response);
      if (!response.ok || body?.ResponseCode !== '0') {
        throw refusal(response.status, body, 'did not start the payment');
      }
      return {
        merchantRequestId: text(body.MerchantRequestID),
        checkoutRequestId: text(body.CheckoutRequestID),
        customerMessage: text(body.CustomerMessage),
      };
    },
  };
}

/** The integrations page's "send a test": an OAuth token proves the consumer key and secret. */
export async function testDaraja(integration: Pick<ActiveIntegration, 'config' | 'secrets'>) {
  try {
    await createDarajaClient(integration).accessToken();
    return { ok: true, message: 'M-Pesa accepted the consumer key and secret.' };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

/** The parts of Daraja's STK callback (Body.stkCallback) that settle a payment. */
export interface StkCallback {
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
  amount: number | null;
  receipt: string | null;
  phone: string | null;
}

export function readStkCallback(body: unknown): StkCallback | null {
  const callback = (body as { Body?: { stkCallback?: Record<string, unknown> } } | null)?.Body?.stkCallback;
  if (!callback || typeof callback.CheckoutRequestID !== 'string') return null;
  const items = (callback.CallbackMetadata as { Item?: { Name?: string; Value?: unknown }[] } | undefined)
    ?.Item;
  const item = (name: string) =>
    Array.isArray(items) ? items.find((i) => i?.Name === name)?.Value : undefined;
  const amount = Number(item('Amount'));
  return {
    checkoutRequestId: callback.CheckoutRequestID,
    resultCode: Number(callback.ResultCode),
    resultDesc: text(callback.ResultDesc),
    amount: Number.isFinite(amount) && item('Amount') != null ? amount : null,
    receipt: item('MpesaReceiptNumber') == null ? null : String(item('MpesaReceiptNumber')),
    phone: item('PhoneNumber') == null ? null : String(item('PhoneNumber')),
  };
}
