// SMS through Africa's Talking and Twilio (docs/product/integrations.md "SMS"), the real clients against local
// fakes speaking their HTTP APIs: tests and their refusals, a verification code reaching the provider, delivery
// reports moving the outbox row, Twilio's signature checked, and the package's SMS limit for notifications only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages, subscriptions } from '@/server/db/schema/billing';
import { outboxMessages } from '@/server/db/schema/outbox';
import { createMessageDispatcher } from '@/server/lib/messages';
import { outboxMailer } from '@/server/lib/mailer';
import { createSecretBox } from '@/server/lib/secret-box';
import { outboxSms } from '@/server/lib/sms';
import { twilioSignature } from '@/server/lib/sms-twilio';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { seedPlatformStaff } from '@/server/modules/platform-staff/test-support';
import { forgetEntitlements } from '@/server/modules/entitlements/entitlement-cache';
import { africasTalkingCallbackToken, AT_DELIVERY_PATH, TWILIO_STATUS_PATH } from './sms-senders';
import { integrationTransports } from './transports';
import {
  startFakeAfricasTalking,
  startFakeTwilio,
  type FakeAfricasTalking,
  type FakeTwilio,
} from './test-support';

const APP_URL = 'https://shamba.example';
const AT = { username: 'shamba', apiKey: 'atsk_live_key_0123456789abcdef0123456789' };
const TWILIO = { accountSid: `AC${'c'.repeat(32)}`, authToken: 'twilio-auth-token-0123456789abcdef' };
const BLACKLISTED = '+254700000406';

let t: TestApp;
let admin: Awaited<ReturnType<typeof seedPlatformStaff>>;
let at: FakeAfricasTalking;
let twilio: FakeTwilio;

beforeAll(async () => {
  t = await createTestApp({ notifications: { appUrl: APP_URL } });
  admin = await seedPlatformStaff(t, null);
  at = await startFakeAfricasTalking({ ...AT, blacklist: [BLACKLISTED] });
  twilio = await startFakeTwilio(TWILIO);
});
afterAll(async () => {
  await t.close();
  await at.close();
  await twilio.close();
});

const save = (provider: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/integrations/${provider}`,
    headers: bearer(admin.token),
    payload,
  });
const test = (provider: string, to: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/integrations/${provider}/test`,
    headers: bearer(admin.token),
    payload: { to },
  });
const useAfricasTalking = (apiKey = AT.apiKey, enabled = true) =>
  save('africastalking', {
    enabled,
    config: { base_url: at.url, username: AT.username, sender_id: 'SHAMBA' },
    secrets: { api_key: apiKey },
  });
const useTwilio = (authToken = TWILIO.authToken, enabled = true) =>
  save('twilio', {
    enabled,
    config: { base_url: twilio.url, account_sid: TWILIO.accountSid, from: '+15005550006' },
    secrets: { auth_token: authToken },
  });
const form = (url: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(body).toString(),
  });
/** The provider's answer is cached a few seconds; a save clears it, but the clock moves on anyway. */
const sendCode = async (phone: string) => {
  const user = await registerUser(t.app, { phone_number: phone });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/send-sms-verification',
    headers: bearer(user.token),
  });
  return { user, res };
};

describe("Africa's Talking", () => {
  it('sends a test SMS and reports the answer in its words', async () => {
    expect((await useAfricasTalking(AT.apiKey, false)).statusCode).toBe(200);
    const res = await test('africastalking', '+254712345678');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      message: expect.stringMatching(
        /Africa's Talking accepted the message to \+254712345678: Success, cost KES 0\.8000/,
      ),
    });
    const sent = at.received.at(-1)!;
    expect(sent.headers.apikey).toBe(AT.apiKey);
    expect(sent.headers.accept).toBe('application/json');
    expect(sent.form).toMatchObject({ username: 'shamba', to: '+254712345678', from: 'SHAMBA' });
  });

  it('reports a refused key, an invalid number and a blacklisted one', async () => {
    await useAfricasTalking('wrong-key', false);
    const badKey = await test('africastalking', '+254712345678');
    expect(badKey.json()).toMatchObject({
      ok: false,
      message:
        "Africa's Talking refused: the API key or username was refused (The supplied authentication is invalid).",
    });
    await useAfricasTalking(AT.apiKey, false);
    const invalid = await test('africastalking', '+25471234');
    expect(invalid.json().message).toBe("Africa's Talking refused: InvalidPhoneNumber (status code 403).");
    const blacklisted = await test('africastalking', BLACKLISTED);
    expect(blacklisted.json().message).toBe("Africa's Talking refused: UserInBlacklist (status code 406).");
  });

  it('delivers a verification code through the provider, and its delivery report marks it delivered', async () => {
    await useAfricasTalking();
    const { user, res } = await sendCode('+254711000001');
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.outbox.latest('+254711000001', 'sms');
    expect(row).toMatchObject({ status: 'sent', provider: 'africastalking', accountId: user.user.id });
    expect(row!.providerMessageId).toMatch(/^ATXid_/);
    const code = row!.body.match(/\d{6}/)![0];
    expect(at.received.at(-1)!.form.message).toContain(code);

    const path = `${AT_DELIVERY_PATH}/${africasTalkingCallbackToken(AT.apiKey)}`;
    const wrong = await form(`${AT_DELIVERY_PATH}/not-the-token`, {
      id: row!.providerMessageId!,
      status: 'Success',
    });
    expect(wrong.statusCode).toBe(404);
    const report = await form(path, {
      id: row!.providerMessageId!,
      status: 'Success',
      phoneNumber: '+254711000001',
    });
    expect(report.statusCode, report.body).toBe(200);
    const [delivered] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, row!.id));
    expect(delivered).toMatchObject({ status: 'delivered' });
    expect(delivered!.deliveredAt).toBeInstanceOf(Date);

    const admins = await t.app.inject({
      method: 'GET',
      url: '/api/admin/integrations',
      headers: bearer(admin.token),
    });
    const summary = (admins.json().data as { provider: string; callback_url: string | null }[]).find(
      (r) => r.provider === 'africastalking',
    );
    expect(summary?.callback_url).toBe(`${APP_URL}${path}`);
  });

  it('marks a failed delivery undelivered with the reason', async () => {
    await sendCode('+254711000002');
    const row = await t.outbox.latest('+254711000002', 'sms');
    const path = `${AT_DELIVERY_PATH}/${africasTalkingCallbackToken(AT.apiKey)}`;
    await form(path, { id: row!.providerMessageId!, status: 'Failed', failureReason: 'AbsentSubscriber' });
    const [after] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, row!.id));
    expect(after).toMatchObject({ status: 'undelivered', error: 'Failed: AbsentSubscriber' });
  });

  it("keeps a refused message in the outbox as failed, with the provider's reason", async () => {
    const { res } = await sendCode(BLACKLISTED);
    expect(res.statusCode).toBe(503);
    const row = await t.outbox.latest(BLACKLISTED, 'sms');
    expect(row).toMatchObject({
      status: 'failed',
      provider: 'africastalking',
      error: "Africa's Talking refused: UserInBlacklist (status code 406).",
    });
  });
});

describe('Twilio', () => {
  it('sends a test SMS and reports refusals: a wrong token (20003) and an invalid To (21211)', async () => {
    await useTwilio('wrong-token', false);
    const badToken = await test('twilio', '+254712345678');
    expect(badToken.json()).toMatchObject({
      ok: false,
      message: 'Twilio refused: the Account SID or auth token was refused (Authenticate) (error 20003).',
    });
    await useTwilio(TWILIO.authToken, false);
    const ok = await test('twilio', '+254712345678');
    expect(ok.json()).toMatchObject({
      ok: true,
      message: expect.stringMatching(/Twilio accepted .*queued \(message SM/),
    });
    const sent = twilio.received.at(-1)!;
    expect(sent.form).toMatchObject({ To: '+254712345678', From: '+15005550006' });
    const invalid = await test('twilio', '+15005550001');
    expect(invalid.json()).toMatchObject({
      ok: false,
      message: "Twilio refused: The 'To' number +15005550001 is not a valid phone number (error 21211).",
    });
  });

  it('keeps a message to a number Twilio calls invalid in the outbox as failed, with code 21211', async () => {
    await useTwilio();
    const { res } = await sendCode('+15005550001');
    expect(res.statusCode).toBe(503);
    const row = await t.outbox.latest('+15005550001', 'sms');
    expect(row).toMatchObject({
      status: 'failed',
      provider: 'twilio',
      error: "Twilio refused: The 'To' number +15005550001 is not a valid phone number (error 21211).",
    });
  });

  it('sends a code with a status callback, and only a correctly signed callback updates the outbox', async () => {
    await useTwilio();
    const { res, user } = await sendCode('+254711000004');
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.outbox.latest('+254711000004', 'sms');
    expect(row).toMatchObject({ status: 'sent', provider: 'twilio', accountId: user.user.id });
    expect(twilio.received.at(-1)!.form.StatusCallback).toBe(`${APP_URL}${TWILIO_STATUS_PATH}`);

    const body = { MessageSid: row!.providerMessageId!, MessageStatus: 'delivered', To: '+254711000004' };
    const url = `${APP_URL}${TWILIO_STATUS_PATH}`;
    const forged = await form(TWILIO_STATUS_PATH, body, {
      'x-twilio-signature': twilioSignature(url, body, 'not-the-token'),
    });
    expect(forged.statusCode).toBe(403);
    const unsigned = await form(TWILIO_STATUS_PATH, body);
    expect(unsigned.statusCode).toBe(403);
    let [still] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, row!.id));
    expect(still!.status).toBe('sent');

    const signed = await form(TWILIO_STATUS_PATH, body, {
      'x-twilio-signature': twilioSignature(url, body, TWILIO.authToken),
    });
    expect(signed.statusCode, signed.body).toBe(204);
    [still] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, row!.id));
    expect(still!.status).toBe('delivered');

    const failed = { MessageSid: row!.providerMessageId!, MessageStatus: 'undelivered', ErrorCode: '30003' };
    await form(TWILIO_STATUS_PATH, failed, {
      'x-twilio-signature': twilioSignature(url, failed, TWILIO.authToken),
    });
    [still] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, row!.id));
    expect(still).toMatchObject({ status: 'undelivered', error: 'undelivered (error 30003)' });
  });
});

describe('the package limit on notification SMS', () => {
  it('holds back a notification over sms_per_month as failed with the reason, never a verification code', async () => {
    const farmer = await registerUser(t.app);
    const [pkg] = await t.db
      .insert(packages)
      .values({ name: 'Starter SMS', trialDays: 0, features: [], smsPerMonth: 1 })
      .returning();
    await t.db.insert(subscriptions).values({ userId: farmer.user.id, packageId: pkg!.id, status: 'active' });
    forgetEntitlements(t.db);
    const secretBox = createSecretBox('test-only-secrets-key-0123456789abcdef');
    const transports = integrationTransports(
      { db: t.db, secretBox, log: t.app.log, clock: t.clock },
      APP_URL,
    );
    const messages = createMessageDispatcher({
      db: t.db,
      log: t.app.log,
      clock: t.clock,
      mailer: outboxMailer,
      sms: outboxSms,
      ...transports,
    });
    const note = { to: '+254711000005', body: 'Rain expected', accountId: farmer.user.id } as const;
    await expect(messages.sendSms({ ...note, purpose: 'notification' })).resolves.toEqual({ kind: 'twilio' });
    await expect(messages.sendSms({ ...note, purpose: 'notification' })).rejects.toThrow(/SMS/);
    await expect(messages.sendSms({ ...note, body: 'Code 123456', purpose: 'code' })).resolves.toEqual({
      kind: 'twilio',
    });
    const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, '+254711000005'));
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'sent', 'sent']);
    expect(rows.find((row) => row.status === 'failed')!.error).toMatch(/Starter SMS/);
    transports.close();
  });

  it('never writes a provider secret to the log', () => {
    const log = JSON.stringify(t.logs());
    expect(log).not.toContain(AT.apiKey);
    expect(log).not.toContain(TWILIO.authToken);
  });
});
