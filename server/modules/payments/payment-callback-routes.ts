// The providers' callbacks (docs/product/subscriptions.md "Callbacks"), public by nature and checked instead:
// Daraja signs nothing, so its callback URL carries a secret token (a wrong one is 404, as for any unknown
// address); Stripe signs each webhook over its raw body, which this plugin keeps (its own JSON parser, for these
// routes only).
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscriptionPayments } from '@/server/db/schema/billing';
import { HttpError } from '@/server/lib/http-error';
import type { RouteOptions } from '@/server/lib/route-options';
import { activeIntegration } from '@/server/modules/integrations/integration-store';
import { readStkCallback } from './mpesa';
import { settlePaymentFailed, settlePaymentSucceeded } from './settle';
import { verifyStripeSignature } from './stripe';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as it arrived, on the payment callback routes only. */
    rawBody?: string;
  }
}

const notFound = () => new HttpError(404, 'Not found.', { code: 'not_found' });
const digest = (text: string) => createHash('sha256').update(text).digest();
const sameSecret = (given: string, expected: string) =>
  expected.length > 0 && timingSafeEqual(digest(given), digest(expected));

const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' };
const CARD_NOT_COMPLETED = 'The card payment was not completed.';

export const paymentCallbackRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  const config = { access: 'public' } as const;

  const paymentByReference = async (provider: 'mpesa' | 'stripe', reference: string) => {
    const [row] = await ctx.db
      .select()
      .from(subscriptionPayments)
      .where(
        and(
          eq(subscriptionPayments.provider, provider),
          eq(subscriptionPayments.providerReference, reference),
        ),
      );
    return row ?? null;
  };

  app.post(
    '/mpesa/callback/:token',
    { config, schema: { params: z.object({ token: z.string().max(200) }) } },
    async (request) => {
      const mpesa = await activeIntegration(ctx, 'mpesa');
      if (!mpesa || !sameSecret(request.params.token, mpesa.secrets.callback_token ?? '')) throw notFound();
      const callback = readStkCallback(request.body);
      if (!callback)
        throw new HttpError(400, 'This is not an M-Pesa STK callback.', { code: 'bad_callback' });
      const payment = await paymentByReference('mpesa', callback.checkoutRequestId);
      if (!payment) {
        request.log.warn(
          { checkoutRequestId: callback.checkoutRequestId },
          'mpesa callback for no known payment',
        );
        return ACCEPTED;
      }
      const details = {
        result_code: callback.resultCode,
        result_desc: callback.resultDesc,
        amount: callback.amount,
        receipt: callback.receipt,
      };
      if (callback.resultCode !== 0) {
        await settlePaymentFailed(
          ctx,
          payment.id,
          callback.resultDesc || 'M-Pesa did not complete the payment.',
          details,
        );
        return ACCEPTED;
      }
      const expected = payment.amountMinor / 100;
      if (callback.amount === null || callback.amount < expected) {
        await settlePaymentFailed(
          ctx,
          payment.id,
          `M-Pesa reported ${callback.amount ?? 0} KES paid, ${expected} KES expected. Contact support with receipt ${callback.receipt ?? ''}.`,
          details,
        );
        return ACCEPTED;
      }
      await settlePaymentSucceeded(ctx, payment.id, { receipt: callback.receipt, details });
      return ACCEPTED;
    },
  );

  app.post('/stripe/webhook', { config }, async (request) => {
    const stripe = await activeIntegration(ctx, 'stripe');
    if (!stripe) throw notFound();
    const signed = verifyStripeSignature(
      request.headers['stripe-signature'] as string | undefined,
      request.rawBody ?? '',
      stripe.secrets.webhook_secret ?? '',
      Math.floor(ctx.clock.now().getTime() / 1000),
    );
    if (!signed) throw new HttpError(400, 'The Stripe signature does not match.', { code: 'bad_signature' });
    const event = request.body as { type?: string; data?: { object?: Record<string, unknown> } } | undefined;
    const session = event?.data?.object ?? {};
    const sessionId = typeof session.id === 'string' ? session.id : '';
    const payment = sessionId ? await paymentByReference('stripe', sessionId) : null;
    if (!payment) return { received: true };
    const details = {
      event: event?.type,
      payment_status: session.payment_status,
      amount_total: session.amount_total,
      currency: session.currency,
    };
    switch (event?.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        if (session.payment_status !== 'paid') break; // a delayed method: its own event follows
        if (Number(session.amount_total) < payment.amountMinor) {
          await settlePaymentFailed(ctx, payment.id, 'Stripe reported less paid than the price.', details);
          break;
        }
        const intent = typeof session.payment_intent === 'string' ? session.payment_intent : null;
        await settlePaymentSucceeded(ctx, payment.id, { receipt: intent, details });
        break;
      }
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        await settlePaymentFailed(ctx, payment.id, CARD_NOT_COMPLETED, details);
        break;
    }
    return { received: true };
  });
};
