// Starting a payment (docs/product/subscriptions.md "Paying"): a pending subscription_payments row, then the
// provider's flow: an M-Pesa STK push to the farmer's phone, or a Stripe Checkout page the browser is sent to.
// The provider's reference is stored on the row; its callback finds the payment by it.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerContext } from '@/server/context';
import { packagePrices, packages, subscriptionPayments } from '@/server/db/schema/billing';
import { HttpError, fieldError } from '@/server/lib/http-error';
import { activeIntegration } from '@/server/modules/integrations/integration-store';
import { paymentSettings } from '@/server/modules/subscriptions/billing-settings';
import { paymentById } from '@/server/modules/subscriptions/subscription-view';
import type { CheckoutAnswer, CheckoutInput } from '@/shared/contracts/subscriptions';
import { createDarajaClient } from './mpesa';
import { ProviderError } from './provider-error';
import { createStripeClient } from './stripe';

export const PAYMENTS_OFF =
  'Payments are not switched on yet. Please try again later, or contact support to change your plan.';
export const UNKNOWN_PACKAGE = 'Choose one of the listed packages.';

export const MPESA_PHONE_REFUSED = 'M-Pesa did not accept this phone number. Check it and try again.';

export const paymentsOff = () => new HttpError(503, PAYMENTS_OFF, { code: 'payments_off' });

/** The price to charge: M-Pesa takes shillings only; a card pays in KES when the package has it, else its currency. */
async function priceFor(ctx: Pick<ServerContext, 'db'>, packageId: string, interval: string, method: string) {
  const prices = await ctx.db.select().from(packagePrices).where(eq(packagePrices.packageId, packageId));
  const forInterval = prices.filter((price) => price.interval === interval);
  if (prices.length === 0) {
    throw fieldError('package_id', 'This package is free: choose it without paying.', 'package_free');
  }
  const kes = forInterval.find((price) => price.currency === 'KES');
  const price = method === 'mpesa' ? kes : (kes ?? forInterval[0]);
  if (!price) {
    throw fieldError(
      'interval',
      method === 'mpesa'
        ? 'This package has no price in KES for that billing period: choose the other period or pay by card.'
        : 'This package has no price for that billing period: choose the other one.',
      'no_price',
    );
  }
  return price;
}

export async function startCheckout(
  ctx: ServerContext,
  account: { id: string; email: string },
  input: z.output<typeof CheckoutInput>,
  appUrl: string,
): Promise<CheckoutAnswer> {
  const [pkg] = await ctx.db.select().from(packages).where(eq(packages.id, input.package_id));
  if (!pkg || !pkg.isPublic || pkg.archivedAt)
    throw fieldError('package_id', UNKNOWN_PACKAGE, 'unknown_package');
  const price = await priceFor(ctx, pkg.id, input.interval, input.method);

  const offered = await paymentSettings(ctx.db);
  const integration = offered[input.method] ? await activeIntegration(ctx, input.method) : null;
  if (!integration) throw paymentsOff();
  if (input.method === 'mpesa' && !integration.secrets.callback_token) {
    ctx.log.error('mpesa is on without a callback token: payments cannot be confirmed');
    throw paymentsOff();
  }

  // Daraja charges whole shillings; the row records what the phone is asked for.
  const amountMinor = input.method === 'mpesa' ? Math.ceil(price.amountMinor / 100) * 100 : price.amountMinor;
  const [row] = await ctx.db
    .insert(subscriptionPayments)
    .values({
      userId: account.id,
      packageId: pkg.id,
      interval: input.interval,
      provider: input.method,
      status: 'pending',
      amountMinor,
      currency: price.currency,
      phone: input.phone,
      createdAt: ctx.clock.now(),
    })
    .returning({ id: subscriptionPayments.id });
  const paymentId = row!.id;

  let redirectUrl: string | null = null;
  try {
    if (input.method === 'mpesa') {
      const answer = await createDarajaClient(integration).stkPush({
        phone: input.phone!,
        amount: amountMinor / 100,
        callbackUrl: `${appUrl}/api/payments/mpesa/callback/${integration.secrets.callback_token}`,
        accountReference: 'Shamba',
        description: pkg.name,
        now: ctx.clock.now(),
      });
      await ctx.db
        .update(subscriptionPayments)
        .set({
          providerReference: answer.checkoutRequestId,
          providerDetails: {
            merchant_request_id: answer.merchantRequestId,
            customer_message: answer.customerMessage,
          },
        })
        .where(eq(subscriptionPayments.id, paymentId));
    } else {
      const status = `${appUrl}/payment/status?payment=${paymentId}`;
      const session = await createStripeClient(integration).createCheckoutSession({
        paymentId,
        productName: `Shamba ${pkg.name} (${input.interval === 'year' ? 'yearly' : 'monthly'})`,
        currency: price.currency,
        amountMinor,
        successUrl: status,
        cancelUrl: `${status}&canceled=1`,
        email: account.email,
      });
      redirectUrl = session.url;
      await ctx.db
        .update(subscriptionPayments)
        .set({ providerReference: session.id })
        .where(eq(subscriptionPayments.id, paymentId));
    }
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await ctx.db
      .update(subscriptionPayments)
      .set({
        status: 'failed',
        failureReason: error.message,
        completedAt: ctx.clock.now(),
        providerDetails: { status: error.status, code: error.providerCode },
      })
      .where(eq(subscriptionPayments.id, paymentId));
    ctx.log.warn(
      { paymentId, provider: input.method, status: error.status, code: error.providerCode },
      'payment not started',
    );
    if (input.method === 'mpesa' && /phone ?number/i.test(error.message)) {
      throw fieldError('phone', MPESA_PHONE_REFUSED, 'invalid_phone');
    }
    throw new HttpError(502, error.message, { code: 'payment_provider_error' });
  }
  const payment = await paymentById(ctx.db, paymentId);
  const { userId: _owner, ...dto } = payment!;
  return { payment: dto, redirect_url: redirectUrl };
}
