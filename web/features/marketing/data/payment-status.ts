// /payment/status (docs/product/web-app.md) is where a payment provider returns the visitor. Payments are not live yet
// (plans.ts), but the page already reads the provider's answer so it is ready when billing ships.
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

export const PAYMENT_MESSAGES: Record<PaymentOutcome, { title: string; text: string; tone: 'success' | 'error' | 'warning' | 'info' }> = {
  success: {
    title: 'Payment successful',
    text: 'Thank you. Your payment was received. Keep the reference below for your records.',
    tone: 'success',
  },
  failed: {
    title: 'Payment failed',
    text: 'The payment did not go through. Check your details and try again; if money left your account, contact us with the reference below.',
    tone: 'error',
  },
  cancelled: {
    title: 'Payment cancelled',
    text: 'You cancelled the payment. Nothing was charged.',
    tone: 'warning',
  },
  unknown: {
    title: 'Payment status unknown',
    text: 'We could not understand the status returned by the payment provider. If money left your account, contact us with the reference below.',
    tone: 'warning',
  },
  none: {
    title: 'No payment in progress',
    text: 'There is no payment to show. Shamba is free while in early access and payments are not switched on yet.',
    tone: 'info',
  },
};
