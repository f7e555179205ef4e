// docs/product/notifications.md "Outbox": without SMTP a message is stored and logged on a line of its own that
// says, in words, who it is for, its subject and its code or link; the start-up line says where e-mail goes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { emailDeliveryNote } from './mailer';
import { outboxLogLine } from './messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the outbox log line', () => {
  it('names the recipient, the subject and the code of a verification e-mail, at warn level', async () => {
    const { token, user } = await registerUser(t.app);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-email-verification',
      headers: bearer(token),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await t.outbox.latestCode(user.email);
    const line = t.logs().find((l) => l.outbox === true && l.to === user.email);
    expect(line).toMatchObject({
      level: 40,
      channel: 'email',
      code,
      msg: `Outbox (not sent, SMTP_URL is not set): e-mail to ${user.email}, "Your Shamba verification code": code ${code}`,
    });
  });

  it('shows a link when the message carries one instead of a code', () => {
    const line = outboxLogLine('email', {
      to: 'wanjiku@example.com',
      subject: 'Reset your password',
      body: 'Open https://shamba.example/reset?token=abc to choose a new password.',
    });
    expect(line.text).toBe(
      'Outbox (not sent, SMTP_URL is not set): e-mail to wanjiku@example.com, "Reset your password": link https://shamba.example/reset?token=abc',
    );
    expect(line.fields).toMatchObject({ outbox: true, link: 'https://shamba.example/reset?token=abc' });
  });

  it('says SMS went to the outbox because no provider is set up', () => {
    const line = outboxLogLine('sms', { to: '+254700000001', subject: null, body: 'Your code is 123456.' });
    expect(line.text).toBe('Outbox (not sent, no SMS provider is set up): SMS to +254700000001: code 123456');
  });
});

describe('the start-up line', () => {
  it('says e-mail goes to the outbox and codes are in the log without SMTP_URL', () => {
    expect(emailDeliveryNote({})).toBe(
      'E-mail is not sent (SMTP_URL is not set): it goes to the outbox, and every message, verification codes included, is written to this log on a line starting "Outbox".',
    );
    expect(emailDeliveryNote({ SMTP_URL: 'smtp://mail.example:25' })).toBe(
      'E-mail is sent through SMTP_URL.',
    );
  });
});
