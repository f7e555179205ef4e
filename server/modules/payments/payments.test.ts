// Paying for a package through M-Pesa (Daraja STK push) and Stripe Checkout, against local fakes that speak their
// HTTP APIs: the checkout, the providers' refusals, the callbacks (checked and idempotent), secrets kept out of
// every answer and log line.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '@/server/db/schema/outbox';
import { userSettings } from '@/server/db/schema/user-settings';
import { subscriptionPayments, subscriptions } from '@/server/db/schema/billing';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import {
  MPESA_SECRETS,
  STRIPE_SECRETS,
  seedIntegration,
  seedPackage,
} from '@/server/modules/subscriptions/test-support';
import { MPESA_PHONE_REFUSED, PAYMENTS_OFF } from './checkout';
import { testDaraja } from './mpesa';
import { testStripe } from './stripe';
import { startFakeDaraja, startFakeStripe, type FakeDaraja, type FakeStripe } from './test-support';

const SHORTCODE = '174379';
const DAY = 86_400_000;
const ALL_SECRETS = [...Object.values(MPESA_SECRETS), ...Object.values(STRIPE_SECRETS)];

let t: TestApp;
let daraja: FakeDaraja;
let stripe: FakeStripe;
let pro: Awaited<ReturnType<typeof seedPackage>>;

const mpesaConfig = (url: string) => ({ base_url: url, shortcode: SHORTCODE, till_or_paybill: 'paybill' });

beforeAll(async () => {
  t = await createTestApp();
  daraja = await startFakeDaraja(
    { ...MPESA_SECRETS, shortcode: SHORTCODE },
    { rejectPhones: ['254799999999'] },
  );
  stripe = await startFakeStripe(STRIPE_SECRETS.secret_key);
  pro = await seedPackage(t, {
    name: 'Pro',
    features: ['pos'],
    prices: [
      { interval: 'month', amountMinor: 150_050 },
      { interval: 'year', amountMinor: 1_500_000 },
      { currency: 'USD', interval: 'month', amountMinor: 1_200 },
    ],
  });
});

afterAll(async () => {
  await t.close();
  await daraja.close();
  await stripe.close();
});

const checkout = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/subscription/checkout', headers: bearer(token), payload });

const callback = (token: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/payments/mpesa/callback/${token}`, payload: body as object });

const expectNoSecrets = (text: string) => {
  for (const secret of ALL_SECRETS) expect(text).not.toContain(secret);
};

describe('without payment credentials', () => {
  it('says payments are not switched on, and the rest of the page works', async () => {
    const farmer = await registerUser(t.app);
    const res = await checkout(farmer.token, {
      package_id: pro.id,
      interval: 'month',
      method: 'mpesa',
      phone: '0712345678',
    });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().message).toBe(PAYMENTS_OFF);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/subscription',
      headers: bearer(farmer.token),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().methods).toEqual({ mpesa: false, stripe: false });
    expect(mine.json().packages.map((p: { name: string }) => p.name)).toContain('Pro');
  });
});

describe('M-Pesa', () => {
  beforeAll(async () => {
    await seedIntegration(t, 'mpesa', mpesaConfig(daraja.url), MPESA_SECRETS);
  });

  it('checks the input with 422s naming the field', async () => {
    const farmer = await registerUser(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ package_id: pro.id, interval: 'month', method: 'mpesa' }, 'phone'],
      [{ package_id: pro.id, interval: 'month', method: 'mpesa', phone: '12345' }, 'phone'],
      [{ package_id: 'nope', interval: 'month', method: 'mpesa', phone: '0712345678' }, 'package_id'],
      [{ package_id: pro.id, interval: 'week', method: 'mpesa', phone: '0712345678' }, 'interval'],
      [{ package_id: pro.id, interval: 'month', method: 'cash' }, 'method'],
    ];
    for (const [payload, field] of cases) {
      const res = await checkout(farmer.token, payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const unknown = await checkout(farmer.token, {
      package_id: '00000000-0000-4000-8000-0000000000ff',
      interval: 'month',
      method: 'mpesa',
      phone: '0712345678',
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('sends the STK push Daraja expects and answers a pending payment', async () => {
    const farmer = await registerUser(t.app);
    const res = await checkout(farmer.token, {
      package_id: pro.id,
      interval: 'month',
      method: 'mpesa',
      phone: '+254 712 345 678',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { payment, redirect_url } = res.json();
    expect(redirect_url).toBeNull();
    expect(payment).toMatchObject({
      status: 'pending',
      provider: 'mpesa',
      phone: '254712345678',
      amount_minor: 150_100,
    });
    const push = daraja.pushes.at(-1)!;
    const timestamp = String(push.body.Timestamp);
    expect(timestamp).toMatch(/^\d{14}$/);
    expect(push.body).toMatchObject({
      BusinessShortCode: SHORTCODE,
      Password: Buffer.from(`${SHORTCODE}${MPESA_SECRETS.passkey}${timestamp}`).toString('base64'),
      TransactionType: 'CustomerPayBillOnline',
      Amount: 1501,
      PartyA: '254712345678',
      PartyB: SHORTCODE,
      PhoneNumber: '254712345678',
    });
    expect(String(push.body.CallBackURL)).toMatch(
      new RegExp(`/api/payments/mpesa/callback/${MPESA_SECRETS.callback_token}$`),
    );
    expectNoSecrets(res.body);
  });

  it('reports Daraja refusals: bad credentials, an invalid phone number', async () => {
    const farmer = await registerUser(t.app);
    const rejected = await checkout(farmer.token, {
      package_id: pro.id,
      interval: 'month',
      method: 'mpesa',
      phone: '0799999999',
    });
    expect(rejected.statusCode, rejected.body).toBe(422);
    expect(rejected.json().errors.phone).toEqual([MPESA_PHONE_REFUSED]);

    await seedIntegration(t, 'mpesa', mpesaConfig(daraja.url), {
      ...MPESA_SECRETS,
      consumer_secret: 'wrong',
    });
    const refused = await checkout(farmer.token, {
      package_id: pro.id,
      interval: 'month',
      method: 'mpesa',
      phone: '0712345678',
    });
    expect(refused.statusCode, refused.body).toBe(502);
    expect(refused.json().message).toBe(
      'M-Pesa refused the consumer key and secret: Invalid client id passed.',
    );
    const failed = await t.db
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.userId, farmer.user.id));
    expect(failed.every((p) => p.status === 'failed')).toBe(true);
    expect(
      await testDaraja({
        config: mpesaConfig(daraja.url),
        secrets: { ...MPESA_SECRETS, consumer_secret: 'x' },
      }),
    ).toEqual({
      ok: false,
      message: 'M-Pesa refused the consumer key and secret: Invalid client id passed.',
    });
    expect((await testDaraja({ config: mpesaConfig(daraja.url), secrets: MPESA_SECRETS })).ok).toBe(true);
    await seedIntegration(t, 'mpesa', mpesaConfig(daraja.url), MPESA_SECRETS);
  });

  it('answers 404 to a callback with the wrong token', async () => {
    const res = await callback('not-the-token', {
      Body: { stkCallback: { CheckoutRequestID: 'x', ResultCode: 0 } },
    });
    expect(res.statusCode).toBe(404);
    expectNoSecrets(res.body);
  });

  it('applies a paid callback once, however often and however concurrently it comes', async () => {
    const farmer = await registerUser(t.app);
    const started = await checkout(farmer.token, {
      package_id: pro.id,
      interval: 'month',
      method: 'mpesa',
      phone: '0712345678',
    });
    const paymentId = started.json().payment.id as string;
    const push = daraja.pushes.at(-1)!;
    const body = daraja.callbackBody(push, { receipt: 'NLJ7RT61SV' });

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => callback(MPESA_SECRETS.callback_token, body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers[0]!.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    await callback(MPESA_SECRETS.callback_token, body);

    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, farmer.user.id));
    const now = t.clock.now().getTime();
    expect(row).toMatchObject({ status: 'active', packageId: pro.id, interval: 'month' });
    const days = (row!.currentPeriodEnd!.getTime() - now) / DAY;
    expect(days).toBeGreaterThanOrEqual(27.9);
    expect(days).toBeLessThanOrEqual(31.1);
    const receipts = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, farmer.user.email), eq(outboxMessages.channel, 'email')));
    const receiptMails = receipts.filter((m) => m.subject?.includes('receipt'));
    expect(receiptMails).toHaveLength(1);
    expect(receiptMails[0]!.body).toContain('NLJ7RT61SV');

    const status = await t.app.inject({
      method: 'GET',
      url: `/api/subscription/payments/${paymentId}`,
      headers: bearer(farmer.token),
    });
    expect(status.json().data).toMatchObject({ status: 'succeeded', receipt_number: 'NLJ7RT61SV' });
    const other = await registerUser(t.app);
    const probe = await t.app.inject({
      method: 'GET',
      url: `/api/subscription/payments/${paymentId}`,
      headers: bearer(other.token),
    });
    expect(probe.statusCode).toBe(404);

    // The feature the package turns on now reaches the account.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/subscription',
      headers: bearer(farmer.token),
    });
    expect(mine.json().entitlements.features).toContain('pos');
  });

  it('a second paid period is added after the first', async () => {
    const farmer = await registerUser(t.app);
    for (let i = 0; i < 2; i++) {
      await checkout(farmer.token, {
        package_id: pro.id,
        interval: 'month',
        method: 'mpesa',
        phone: '0712345678',
      });
      await callback(MPESA_SECRETS.callback_token, daraja.callbackBody(daraja.pushes.at(-1)!));
    }
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, farmer.user.id));
    const days = (row!.currentPeriodEnd!.getTime() - t.clock.now().getTime()) / DAY;
    expect(days).toBeGreaterThan(55);
    expect(days).toBeLessThan(63);
  });

  it("sends the receipt in the account's language", async () => {
    const farmer = await registerUser(t.app);
    await t.db.insert(userSettings).values({ userId: farmer.user.id, settings: { language: 'sw' } });
    await checkout(farmer.token, {
      package_id: pro.id,
      interval: 'month',
      method: 'mpesa',
      phone: '0712345678',
    });
    await callback(
      MPESA_SECRETS.callback_token,
      daraja.callbackBody(daraja.pushes.at(-1)!, { receipt: 'SWREC12345' }),
    );
    const mail = await t.outbox.latest(farmer.user.email);
    expect(mail?.subject).toBe('Risiti yako ya Shamba: Pro');
    expect(mail?.body).toContain('Nambari ya risiti: SWREC12345');
  });

  it('records a cancelled or short payment as failed with the reason', async () => {
    const farmer = await registerUser(t.app);
    const first = await checkout(farmer.token, {
      package_id: pro.id,
      interval: 'month',
      method: 'mpesa',
      phone: '0712345678',
    });
    await callback(
      MPESA_SECRETS.callback_token,
      daraja.callbackBody(daraja.pushes.at(-1)!, { resultCode: 1032 }),
    );
    const cancelled = await t.app.inject({
      method: 'GET',
      url: `/api/subscription/payments/${first.json().payment.id}`,
      headers: bearer(farmer.token),
    });
    expect(cancelled.json().data).toMatchObject({
      status: 'failed',
      failure_reason: 'Request cancelled by user',
    });

    const second = await checkout(farmer.token, {
      package_id: pro.id,
      interval: 'month',
      method: 'mpesa',
      phone: '0712345678',
    });
    await callback(MPESA_SECRETS.callback_token, daraja.callbackBody(daraja.pushes.at(-1)!, { amount: 1 }));
    const short = await t.app.inject({
      method: 'GET',
      url: `/api/subscription/payments/${second.json().payment.id}`,
      headers: bearer(farmer.token),
    });
    expect(short.json().data.status).toBe('failed');
    expect(short.json().data.failure_reason).toContain('1501 KES expected');
    expect(
      await t.db.select().from(subscriptions).where(eq(subscriptions.userId, farmer.user.id)),
    ).toHaveLength(0);
  });
});

describe('Stripe', () => {
  beforeAll(async () => {
    await seedIntegration(t, 'stripe', { base_url: stripe.url }, STRIPE_SECRETS);
  });

  const webhook = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

  it('creates a Checkout Session and sends the browser to it; the signed webhook settles it once', async () => {
    const farmer = await registerUser(t.app);
    const res = await checkout(farmer.token, { package_id: pro.id, interval: 'year', method: 'stripe' });
    expect(res.statusCode, res.body).toBe(201);
    const { payment, redirect_url } = res.json();
    const session = stripe.sessions.at(-1)!;
    expect(redirect_url).toBe(`${stripe.url}/c/pay/${session.id}`);
    expect(session.form.get('mode')).toBe('payment');
    expect(session.form.get('client_reference_id')).toBe(payment.id);
    expect(session.form.get('line_items[0][price_data][unit_amount]')).toBe('1500000');
    expect(session.form.get('line_items[0][price_data][currency]')).toBe('kes');
    expect(session.form.get('success_url')).toContain(`/payment/status?payment=${payment.id}`);
    expectNoSecrets(res.body);

    const body = JSON.stringify(stripe.event('checkout.session.completed', session.id));
    const forged = await webhook(body, stripe.sign(body, 'whsec_wrong', nowSeconds()));
    expect(forged.statusCode).toBe(400);
    const stale = await webhook(body, stripe.sign(body, STRIPE_SECRETS.webhook_secret, nowSeconds() - 600));
    expect(stale.statusCode).toBe(400);
    const altered = await webhook(
      body.replace('"paid"', '"unpaid"'),
      stripe.sign(body, STRIPE_SECRETS.webhook_secret, nowSeconds()),
    );
    expect(altered.statusCode).toBe(400);

    const signature = stripe.sign(body, STRIPE_SECRETS.webhook_secret, nowSeconds());
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(body, signature)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [row] = await t.db
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.id, payment.id));
    expect(row).toMatchObject({ status: 'succeeded' });
    expect(row!.receiptNumber).toMatch(/^pi_/);
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, farmer.user.id));
    expect((sub!.currentPeriodEnd!.getTime() - t.clock.now().getTime()) / DAY).toBeGreaterThan(364);
  });

  it('reports Stripe refusals without echoing the key: 401 invalid key, 402 card declined', async () => {
    const farmer = await registerUser(t.app);
    stripe.failNext(402, {
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      type: 'card_error',
    });
    const declined = await checkout(farmer.token, {
      package_id: pro.id,
      interval: 'month',
      method: 'stripe',
    });
    expect(declined.statusCode).toBe(502);
    expect(declined.json().message).toBe('Stripe: Your card was declined.');

    await seedIntegration(
      t,
      'stripe',
      { base_url: stripe.url },
      { ...STRIPE_SECRETS, secret_key: 'sk_test_wrongkey123456' },
    );
    const refused = await checkout(farmer.token, { package_id: pro.id, interval: 'month', method: 'stripe' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe('Stripe refused the secret key (invalid API key).');
    expect(refused.body).not.toContain('wrongkey');
    expect(
      (await testStripe({ config: { base_url: stripe.url }, secrets: { secret_key: 'sk_test_nope' } })).ok,
    ).toBe(false);
    expect(await testStripe({ config: { base_url: stripe.url }, secrets: STRIPE_SECRETS })).toEqual({
      ok: true,
      message: 'Stripe accepted the secret key.',
    });
    await seedIntegration(t, 'stripe', { base_url: stripe.url }, STRIPE_SECRETS);
  });

  it('marks an expired session failed', async () => {
    const farmer = await registerUser(t.app);
    const res = await checkout(farmer.token, { package_id: pro.id, interval: 'month', method: 'stripe' });
    const session = stripe.sessions.at(-1)!;
    const body = JSON.stringify(
      stripe.event('checkout.session.expired', session.id, { payment_status: 'unpaid' }),
    );
    expect(
      (await webhook(body, stripe.sign(body, STRIPE_SECRETS.webhook_secret, nowSeconds()))).statusCode,
    ).toBe(200);
    const [row] = await t.db
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.id, res.json().payment.id));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'The card payment was not completed.' });
  });

  it('never writes a secret to the log', () => {
    expectNoSecrets(JSON.stringify(t.logs()));
  });
});
