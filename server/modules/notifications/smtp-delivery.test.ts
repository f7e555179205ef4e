// An e-mail notification reaches a REAL SMTP receiver (smtp-server on a free port, parsed with mailparser) when
// SMTP_URL is configured, with an absolute link built from APP_URL; the delivery log records it as sent.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries } from '@/server/db/schema/notifications';
import { createMailer } from '@/server/lib/mailer';
import { createTestApp, type TestApp } from '@/server/test/app';
import { startSmtpReceiver, type SmtpReceiver } from '@/server/test/smtp-receiver';
import { bearer, registerUser } from '@/server/test/users';

let smtp: SmtpReceiver;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  const config = { SMTP_URL: smtp.url, MAIL_FROM: 'Shamba <alerts@shamba.test>' };
  t = await createTestApp({
    mailer: createMailer(config),
    config,
    notifications: { appUrl: 'https://shamba.example' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('e-mail notifications over SMTP', () => {
  it('delivers the notification by SMTP with an absolute link, and logs it as sent', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-notification',
      headers: bearer(user.token),
      payload: { type: 'input_stock', category: 'inputs', message: 'CAN fertilizer is down to 2 bags.' },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().notification.id as string;

    const mail = smtp.received.find(
      (m) => (m.to && !Array.isArray(m.to) ? m.to.text : '') === user.user.email,
    );
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Input stock alert (test)');
    expect(mail!.from?.text).toContain('alerts@shamba.test');
    expect(mail!.text).toContain('CAN fertilizer is down to 2 bags.');
    expect(mail!.text).toContain('notification preferences');

    const [email] = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, id))
      .then((rows) => rows.filter((r) => r.channel === 'email'));
    expect(email).toMatchObject({ status: 'sent', detail: `Sent by smtp to ${user.user.email}.` });
    expect((await t.outbox.latest(user.user.email))!.status).toBe('sent');
  });

  it('links to the page of the notification through APP_URL', async () => {
    const user = await registerUser(t.app);
    await t.app.notifications.service.notify({
      userId: user.user.id,
      title: 'Low stock: DAP',
      message: 'DAP is down to 1 bag.',
      actionUrl: '/farmer/farms/abc/inventory',
    });
    const mail = smtp.received.find((m) => m.subject === 'Low stock: DAP');
    expect(mail!.text).toContain('Open in Shamba: https://shamba.example/farmer/farms/abc/inventory');
  });

  it('writes the e-mail in the recipient’s language', async () => {
    const user = await registerUser(t.app);
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: bearer(user.token),
      payload: { language: 'sw' },
    });
    expect(settings.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/test-notification',
      headers: bearer(user.token),
      payload: { type: 'input_stock', category: 'inputs' },
    });
    const mail = smtp.received.find(
      (m) => (m.to && !Array.isArray(m.to) ? m.to.text : '') === user.user.email,
    );
    expect(mail!.subject).toBe('Tahadhari ya akiba ya pembejeo (majaribio)');
    expect(mail!.text).toContain('Hii ni arifa ya majaribio.');
    expect(mail!.text).toContain('Fungua katika Shamba: https://shamba.example');
    expect(mail!.text).toContain('mapendeleo yako ya arifa katika Shamba (Mipangilio, Arifa)');
  });
});
