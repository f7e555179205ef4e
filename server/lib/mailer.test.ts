// One test through a real SMTP server (smtp-server on a free port, parsed with mailparser): the message the
// user gets when SMTP_URL is configured, and its outbox record.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { createMailer } from './mailer';

const received: ParsedMail[] = [];
let smtp: SMTPServer;
let port: number;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as { port: number }).port;
  const config = { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Shamba <no-reply@shamba.test>' };
  t = await createTestApp({ mailer: createMailer(config), config });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
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

    expect(received).toHaveLength(1);
    const mail = received[0]!;
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
