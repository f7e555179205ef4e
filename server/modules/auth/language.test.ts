// Codes go out in the recipient's language (docs/product/accounts.md): the `language` of their user settings,
// English when they chose none or one no longer offered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSettings } from '@/server/db/schema/user-settings';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, headers: bearer(token), payload });

async function speaker(language: 'en' | 'sw', phone: string) {
  const user = await registerUser(t.app, { phone_number: phone });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/user/settings',
    headers: bearer(user.token),
    payload: { language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

describe('codes in the recipient’s language', () => {
  it('writes the e-mail and the SMS verification code in Kiswahili for a Kiswahili reader', async () => {
    const { token, user } = await speaker('sw', '+254711000001');
    expect((await post('send-email-verification', token)).statusCode).toBe(200);
    const code = await t.outbox.latestCode(user.email);
    const mail = await t.outbox.latest(user.email);
    expect(mail).toMatchObject({ subject: 'Msimbo wako wa uthibitisho wa Shamba' });
    expect(mail!.body).toBe(
      `Msimbo wako wa uthibitisho wa Shamba ni ${code}. Muda wake utaisha baada ya dakika 10. Ikiwa hukuuomba, unaweza kupuuza ujumbe huu.`,
    );

    expect((await post('send-sms-verification', token)).statusCode).toBe(200);
    const smsCode = await t.outbox.latestCode('+254711000001', 'sms');
    expect((await t.outbox.latest('+254711000001', 'sms'))!.body).toBe(
      `Msimbo wako wa uthibitisho wa Shamba ni ${smsCode}. Muda wake utaisha baada ya dakika 10. Ikiwa hukuuomba, unaweza kupuuza ujumbe huu.`,
    );
  });

  it('keeps the English texts for an English reader', async () => {
    const { token, user } = await speaker('en', '+254711000002');
    await post('send-email-verification', token);
    const code = await t.outbox.latestCode(user.email);
    expect(await t.outbox.latest(user.email)).toMatchObject({
      subject: 'Your Shamba verification code',
      body: `Your Shamba verification code is ${code}. It expires in 10 minutes. If you did not ask for it, you can ignore this message.`,
    });
    await post('send-sms-verification', token);
    const smsCode = await t.outbox.latestCode('+254711000002', 'sms');
    expect((await t.outbox.latest('+254711000002', 'sms'))!.body).toBe(
      `Your Shamba verification code is ${smsCode}. It expires in 10 minutes. If you did not ask for it, you can ignore this message.`,
    );
  });

  it('writes the password-reset e-mail in the account’s language', async () => {
    const { user } = await speaker('sw', '+254711000003');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    const code = await t.outbox.latestCode(user.email);
    expect(await t.outbox.latest(user.email)).toMatchObject({
      subject: 'Weka upya nenosiri lako la Shamba',
      body: `Msimbo wako wa kuweka upya nenosiri la Shamba ni ${code}. Muda wake utaisha baada ya dakika 10. Ikiwa hukuuomba, unaweza kupuuza ujumbe huu.`,
    });
  });

  it('reads a stored language that is no longer offered as English', async () => {
    const { token, user } = await registerUser(t.app);
    await t.db
      .insert(userSettings)
      .values({ userId: user.id, settings: { language: 'fr' } })
      .onConflictDoUpdate({ target: userSettings.userId, set: { settings: { language: 'fr' } } });
    await post('send-email-verification', token);
    expect((await t.outbox.latest(user.email))!.subject).toBe('Your Shamba verification code');
  });
});
