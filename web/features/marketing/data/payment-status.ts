// /payment/status (docs/product/web-app.md) is where a payment provider returns the visitor. Our own payments come back
// with ?payment=<id> (web/routes/public/payment-status.tsx shows their progress); this reads a plain ?status= answer.
import type { MarketingPagesTextKey } from '../pages/i18n';

export type PaymentOutcome = 'success' | 'failed' | 'cancelled' | 'unknown' | 'none';

export type PaymentStatus = { outcome: PaymentOutcome; reference: string | null; raw: string | null };

const KNOWN = ['success', 'failed', 'cancelled'] as const;

export function readPaymentStatus(params: URLSearchParams): PaymentStatus {
  const raw = params.get('status')?.trim().toLowerCase() || null;
  const reference = params.get('reference')?.trim() || null;
  if (!raw) return { outcome: 'none', reference, raw };
  const outcome = (KNOWN as readonly string[]).includes(raw) ? (raw as PaymentOutcome) : 'unknown';
  return { outcome, reference, raw };
}

// Title and text are keys of the marketing pages' catalogue (pages/i18n/en.json).
export const PAYMENT_MESSAGES: Record<
  PaymentOutcome,
  {
    title: MarketingPagesTextKey;
    text: MarketingPagesTextKey;
    tone: 'success' | 'error' | 'warning' | 'info';
  }
> = {
  success: {
    title: 'paymentSuccessTitle',
    text: 'paymentSuccessText',
    tone: 'success',
  },
  failed: {
    title: 'paymentFailedTitle',
    text: 'paymentFailedText',
    tone: 'error',
  },
  cancelled: {
    title: 'paymentCancelledTitle',
    text: 'paymentCancelledText',
    tone: 'warning',
  },
  unknown: {
    title: 'paymentUnknownTitle',
    text: 'paymentUnknownText',
    tone: 'warning',
  },
  none: {
    title: 'paymentNoneTitle',
    text: 'paymentNoneText',
    tone: 'info',
  },
};
