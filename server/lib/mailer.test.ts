// One test through a real SMTP server (smtp-server on a free port, parsed with mailparser): the message the
// user gets when SMTP_URL is configured, and its outbox record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/server/test/app';
import { startSmtpReceiver, type SmtpReceiver } from '@/server/test/smtp-receiver';
import { bearer, registerUser } from '@/server/test/users';
import { createMailer } from './mailer';

let smtp: SmtpReceiver;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  const config = { SMTP_URL: smtp.url, MAIL_FROM: 'Shamba <no-reply@shamba.test>' };
  t = await createTestApp({ mailer: createMailer(config), config });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('e-mail through SMTP', () => {
  it('delivers the verification code by SMTP, records it as sent and keeps the code out of the log', async () => {
    const { token, user } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-email-verification',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe('Your Shamba verification code');
    expect(mail.from?.text).toContain('no-reply@shamba.test');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(user.email);
    const code = mail.text?.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const row = await t.outbox.latest(user.email);
    expect(row).toMatchObject({ status: 'sent', channel: 'email' });
    expect(row?.sentAt).toBeInstanceOf(Date);
    const log = JSON.stringify(t.logs());
    expect(log).not.toContain(code);
    expect(t.logs().some((l) => l.outbox === true)).toBe(false);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: bearer(token),
      payload: { code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('answers 503 and records the failure when the SMTP server refuses', async () => {
    const broken = await createTestApp({
      mailer: createMailer({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'x@y.z' }),
    });
    try {
      const { token, user } = await registerUser(broken.app);
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/auth/send-email-verification',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('delivery_failed');
      expect((await broken.outbox.latest(user.email))?.status).toBe('failed');
    } finally {
      await broken.close();
    }
  });
});
