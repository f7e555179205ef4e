// Stripe Checkout (docs/product/subscriptions.md "Paying by card"): a Checkout Session the browser is sent to,
// and the signed webhook that says it was paid. The base URL is the integration's config, so tests point it at
// a local fake.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ActiveIntegration } from '@/server/modules/integrations/integration-store';
import { ProviderError, baseUrlOf, jsonOf, reach } from './provider-error';

export const STRIPE_API = 'https://api.stripe.com';
/** Stripe's own default: an event older than five minutes may be a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface CheckoutSessionRequest {
  paymentId: string;
  productName: string;
  currency: string;
  amountMinor: number;
  successUrl: string;
  cancelUrl: string;
  email?: string;
}

/** Stripe's words for a refusal; a rejected key is described without echoing it (Stripe quotes part of it). */
function refusal(status: number, body: Record<string, unknown> | null): ProviderError {
  const error = (body?.error ?? null) as { message?: unknown; code?: unknown; type?: unknown } | null;
  const code = typeof error?.code === 'string' ? error.code : null;
  if (status === 401) {
    return new ProviderError(
      'Stripe refused the secret key (invalid API key).',
      status,
      code ?? 'invalid_api_key',
    );
  }
  const words = typeof error?.message === 'string' && error.message ? error.message : `HTTP ${status}`;
  return new ProviderError(`Stripe: ${words.replace(/\b(sk|rk)_(test|live)_\w+/g, '***')}`, status, code);
}

/** Stripe's form encoding: nested keys in brackets (line_items[0][price_data][currency]=kes). */
export function formEncode(value: Record<string, unknown>, prefix = '', out = new URLSearchParams()) {
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || item === null) continue;
    const name = prefix ? `${prefix}[${key}]` : key;
    if (typeof item === 'object') formEncode(item as Record<string, unknown>, name, out);
    else out.append(name, String(item));
  }
  return out;
}

export function createStripeClient(integration: Pick<ActiveIntegration, 'config' | 'secrets'>) {
  const base = baseUrlOf(integration.config, STRIPE_API);
  const auth = { authorization: `Bearer ${integration.secrets.secret_key ?? ''}` };

  return {
    async createCheckoutSession(request: CheckoutSessionRequest): Promise<{ id: string; url: string }> {
      const form = formEncode({
        mode: 'payment',
        client_reference_id: request.paymentId,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        customer_email: request.email,
        metadata: { payment_id: request.paymentId },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amountMinor,
              product_data: { name: request.productName },
            },
          },
        ],
      });
      const response = await reach(
        `${base}/v1/checkout/sessions`,
        {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        },
        'Stripe',
      );
      const body = await jsonOf(response);
      if (!response.ok || typeof body?.id !== 'string' || typeof body.url !== 'string') {
        throw refusal(response.status, body);
      }
      return { id: body.id, url: body.url };
    },

    /** The integrations page's test: the balance endpoint answers only to a valid key. */
    async checkKey(): Promise<void> {
      const response = await reach(`${base}/v1/balance`, { method: 'GET', headers: auth }, 'Stripe');
      if (!response.ok) throw refusal(response.status, await jsonOf(response));
    },
  };
}

export async function testStripe(integration: Pick<ActiveIntegration, 'config' | 'secrets'>) {
  try {
    await createStripeClient(integration).checkKey();
    return { ok: true, message: 'Stripe accepted the secret key.' };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

/** Signs a payload as Stripe does (`t=…,v1=…`): the fake and the tests use it. */
export function stripeSignature(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** True when the Stripe-Signature header signs this exact raw body with the secret, within the tolerance. */
export function verifyStripeSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  nowSeconds: number,
): boolean {
  if (!header || !secret) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    return false;
  const expected = Buffer.from(stripeSignature(rawBody, secret, timestamp).split('v1=')[1]!, 'hex');
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, value]) => {
      const given = Buffer.from(value ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
