import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeSentResponseSchema, MeResponseSchema, VerifiedResponseSchema } from '@/shared/contracts/auth';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, headers: bearer(token), payload });
const sendEmail = (token: string) => post('send-email-verification', token);
const verifyEmail = (token: string, code: string) => post('verify-email', token, { code });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail verification', () => {
  it('sends a 6-digit code by e-mail (logged as one outbox line) and verifies the address with it', async () => {
    const { token, user } = await registerUser(t.app);
    const sent = await sendEmail(token);
    expect(sent.statusCode).toBe(200);
    expect(CodeSentResponseSchema.parse(sent.json())).toEqual({
      success: true,
      message: `We sent a 6-digit code to ${user.email}.`,
      retry_after_seconds: 60,
    });
    const code = await t.outbox.latestCode(user.email);
    expect(code).toMatch(/^\d{6}$/);
    const line = t.logs().find((l) => l.outbox === true && l.to === user.email);
    expect(line).toMatchObject({ channel: 'email', subject: 'Your Shamba verification code' });
    expect(String(line?.body)).toContain(code);
    expect((await t.outbox.latest(user.email))?.status).toBe('logged');

    const verified = await verifyEmail(token, code);
    expect(verified.statusCode).toBe(200);
    const body = VerifiedResponseSchema.parse(verified.json());
    expect(body.user.email_verified_at).not.toBeNull();
    const me = MeResponseSchema.parse(
      (await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).json(),
    );
    expect(me.user.email_verified_at).toBe(body.user.email_verified_at);
    expect((await sendEmail(token)).statusCode).toBe(409);
  });

  it('refuses an expired code (after 10 minutes)', async () => {
    const { token, user } = await registerUser(t.app);
    await sendEmail(token);
    const code = await t.outbox.latestCode(user.email);
    t.clock.advance(10 * 60_000 + 1_000);
    const res = await verifyEmail(token, code);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'This code has expired. Ask for a new code.',
      errors: { code: ['This code has expired. Ask for a new code.'] },
    });
  });

  it('kills a code after 5 wrong tries and says to ask for a new one', async () => {
    const { token, user } = await registerUser(t.app);
    await sendEmail(token);
    const code = await t.outbox.latestCode(user.email);
    for (const left of [4, 3, 2, 1]) {
      const res = await verifyEmail(token, wrongCode(code));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.code).toEqual([
        `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      ]);
    }
    const dead = 'This code was entered wrongly too many times and no longer works. Ask for a new code.';
    expect((await verifyEmail(token, wrongCode(code))).json().message).toBe(dead);
    const right = await verifyEmail(token, code);
    expect(right.statusCode).toBe(422);
    expect(right.json().message).toBe(dead);
  });

  it('gives simultaneous guesses no more than 5 tries in all', async () => {
    const { token, user } = await registerUser(t.app);
    await sendEmail(token);
    const code = await t.outbox.latestCode(user.email);
    const guesses = await Promise.all(Array.from({ length: 12 }, () => verifyEmail(token, wrongCode(code))));
    expect(guesses.every((g) => g.statusCode === 422)).toBe(true);
    expect((await verifyEmail(token, code)).statusCode).toBe(422);
  });

  it('answers 422 for a code that is not 6 digits', async () => {
    const { token } = await registerUser(t.app);
    const res = await verifyEmail(token, '12ab');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ code: ['Enter the 6-digit code we sent you.'] });
  });

  it('answers 422 when no code was asked for', async () => {
    const { token } = await registerUser(t.app);
    const res = await verifyEmail(token, '123456');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('code_missing');
  });

  it('makes an earlier code stop working once a new one is sent', async () => {
    const { token, user } = await registerUser(t.app);
    await sendEmail(token);
    const first = await t.outbox.latestCode(user.email);
    t.clock.advance(61_000);
    await sendEmail(token);
    const second = await t.outbox.latestCode(user.email);
    if (first !== second) expect((await verifyEmail(token, first)).statusCode).toBe(422);
    expect((await verifyEmail(token, second)).statusCode).toBe(200);
  });

  it('waits 60 s between sends and allows 3 sends in 15 minutes, with Retry-After and a message', async () => {
    const { token } = await registerUser(t.app);
    expect(CodeSentResponseSchema.parse((await sendEmail(token)).json()).retry_after_seconds).toBe(60);
    const tooSoon = await sendEmail(token);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('60');
    expect(tooSoon.json()).toMatchObject({
      code: 'code_send_cooldown',
      message: 'We just sent a code. You can ask for another one in 60 seconds.',
    });
    t.clock.advance(61_000);
    expect((await sendEmail(token)).statusCode).toBe(200);
    t.clock.advance(61_000);
    const third = CodeSentResponseSchema.parse((await sendEmail(token)).json());
    expect(third.retry_after_seconds).toBe(15 * 60 - 122);
    t.clock.advance(61_000);
    const fourth = await sendEmail(token);
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBe(15 * 60 - 183);
    expect(fourth.json()).toMatchObject({
      code: 'code_send_limit',
      message: 'You have asked for 3 codes in 15 minutes. You can ask for a new code in 12 minutes.',
    });
    t.clock.advance((15 * 60 - 183) * 1000 + 1);
    expect((await sendEmail(token)).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/send-email-verification' })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { code: '123456' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('SMS verification', () => {
  it('answers 422 when the user has no phone number', async () => {
    const { token } = await registerUser(t.app);
    const res = await post('send-sms-verification', token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Add a phone number to your profile first.',
      code: 'phone_missing',
    });
  });

  it('sends a code by SMS to the outbox and verifies the phone with it', async () => {
    const { token } = await registerUser(t.app, { phone_number: '+254700000001' });
    const sent = await post('send-sms-verification', token);
    expect(sent.statusCode).toBe(200);
    expect(CodeSentResponseSchema.parse(sent.json()).retry_after_seconds).toBe(60);
    const code = await t.outbox.latestCode('+254700000001', 'sms');
    expect(
      t.logs().some((l) => l.outbox === true && l.channel === 'sms' && String(l.body).includes(code)),
    ).toBe(true);
    expect((await post('verify-sms', token, { code: wrongCode(code) })).statusCode).toBe(422);
    const ok = await post('verify-sms', token, { code });
    expect(ok.statusCode).toBe(200);
    expect(VerifiedResponseSchema.parse(ok.json()).user.phone_verified_at).not.toBeNull();
  });

  it('counts SMS sends per phone number', async () => {
    const { token } = await registerUser(t.app, { phone_number: '+254700000002' });
    expect((await post('send-sms-verification', token)).statusCode).toBe(200);
    expect((await post('send-sms-verification', token)).statusCode).toBe(429);
  });
});

describe('POST /api/auth/verify-captcha', () => {
  it('passes when the captcha is off and validates the body', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-captcha',
      payload: { token: 'anything' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: 'Captcha passed.' });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-captcha',
      payload: { token: '' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ token: ['The captcha token is missing.'] });
  });

  it('refuses a token the provider rejects', async () => {
    const c = await createTestApp({ captcha: { enabled: true, verify: async (token) => token === 'human' } });
    try {
      const bad = await c.app.inject({
        method: 'POST',
        url: '/api/auth/verify-captcha',
        payload: { token: 'bot' },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ token: ['The captcha check failed. Please try again.'] });
      const good = await c.app.inject({
        method: 'POST',
        url: '/api/auth/verify-captcha',
        payload: { token: 'human' },
      });
      expect(good.statusCode).toBe(200);
    } finally {
      await c.close();
    }
  });
});
