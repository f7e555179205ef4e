// Notifications end to end (point 5): the built web app and the real server in Chromium. A notification
// created on the server reaches the bell within 1 s without a reload; Mark all as read clears the badge; saved
// preferences survive a reload; and an e-mail notification arrives at a real SMTP receiver.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { AuthResponseSchema } from '../../shared/contracts/auth';
import { startSmtpReceiver, type SmtpReceiver } from '../../server/test/smtp-receiver';
import { baseURL, launchBrowser, newPage } from './support/browser';
import { registerByApi, uniqueEmail } from './support/accounts';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { signInViaUi } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function generate(base: string, token: string, body: Record<string, unknown>) {
  const res = await fetch(`${base}/api/test/generate-notification`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`generate-notification: ${res.status} ${await res.text()}`);
  return (await res.json()) as { notification: { id: string; title: string } };
}

/** Signs in and opens the dashboard, resolving once both private channels are subscribed. */
async function signedInWithRealtime(page: Page, email: string, password: string) {
  let subscriptions = 0;
  const subscribed = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('pusher_internal:subscription_succeeded') && ++subscriptions === 2)
          resolve();
      }),
    );
  });
  await signInViaUi(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/farmer/dashboard');
  await page.getByRole('button', { name: 'Notifications' }).waitFor();
  await subscribed;
}

const badge = (page: Page) => page.getByTestId('notification-badge');

describe('the bell, live', () => {
  it('shows a notification created on the server within 1 s, without a reload', async () => {
    const account = await registerByApi({});
    const { context, page } = await newPage(browser);
    await signedInWithRealtime(page, account.user.email, account.password);
    await expect(badge(page).count()).resolves.toBe(0);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

    const started = Date.now();
    await generate(baseURL(), account.access_token, {
      type: 'weather_alert',
      message: 'Frost expected tonight on the lower field',
      category: 'weather',
    });
    await badge(page).filter({ hasText: /^1$/ }).waitFor({ timeout: 1000 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(navigations).toEqual([]);

    await page.getByRole('button', { name: 'Notifications' }).click();
    const panel = page.getByRole('dialog', { name: 'Unread notifications' });
    await panel.getByText('Frost expected tonight on the lower field').waitFor();
    await context.close();
  });

  it('Mark all as read clears the badge, and it stays clear after a reload', async () => {
    const account = await registerByApi({});
    for (const message of ['Weed block A', 'Weed block B', 'Weed block C'])
      await generate(baseURL(), account.access_token, { type: 'task_due', message, category: 'tasks' });
    const { context, page } = await newPage(browser);
    await signedInWithRealtime(page, account.user.email, account.password);
    await badge(page).filter({ hasText: /^3$/ }).waitFor();

    await page.getByRole('button', { name: 'Notifications' }).click();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await badge(page).waitFor({ state: 'detached' });
    await page.getByText('You’re all caught up.').waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Notifications' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect(badge(page).count()).resolves.toBe(0);
    await context.close();
  });
});

describe('notification preferences', () => {
  it('saves a channel choice that is still there after a reload', async () => {
    const account = await registerByApi({});
    const { context, page } = await newPage(browser);
    await signedInWithRealtime(page, account.user.email, account.password);
    const openPreferences = async () => {
      await page.getByRole('button', { name: 'Notifications' }).click();
      await page.getByRole('button', { name: 'Notification settings' }).click();
      return page.getByRole('dialog', { name: 'Notification Preferences' });
    };

    let dialog = await openPreferences();
    const weatherSms = dialog.getByRole('checkbox', { name: 'Weather alerts: SMS' });
    await expect(weatherSms.isChecked()).resolves.toBe(false);
    await weatherSms.check();
    await dialog.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText('Notification preferences updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    dialog = await openPreferences();
    await dialog.getByRole('checkbox', { name: 'Weather alerts: SMS' }).waitFor();
    await expect(dialog.getByRole('checkbox', { name: 'Weather alerts: SMS' }).isChecked()).resolves.toBe(
      true,
    );
    await expect(dialog.getByRole('checkbox', { name: 'Weather alerts: Email' }).isChecked()).resolves.toBe(
      true,
    );
    await context.close();
  });
});

describe('notification preferences while the server cannot be reached (decision 006)', () => {
  it('keeps the change on the device and sends it when the browser is back online', async () => {
    const account = await registerByApi({});
    const { context, page } = await newPage(browser);
    await signedInWithRealtime(page, account.user.email, account.password);
    await page.getByRole('button', { name: 'Notifications' }).click();
    await page.getByRole('button', { name: 'Notification settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notification Preferences' });

    // The save gets no answer at all, as when the network drops.
    await page.route('**/api/farmer/notification-preferences', (route) =>
      route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
    );
    await dialog.getByRole('checkbox', { name: 'Market prices: SMS' }).check();
    await dialog.getByRole('button', { name: 'Save preferences' }).click();
    await dialog
      .getByText(
        'Your preferences have been saved locally. They will be synchronized with the server when the service is available.',
      )
      .waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 5000 }); // closes after 3 s (docs/product/notifications.md)

    const preferences = () =>
      fetch(`${baseURL()}/api/farmer/notification-preferences`, {
        headers: { authorization: `Bearer ${account.access_token}` },
      }).then((r) => r.json() as Promise<{ data: { type: string; channels: { sms: boolean } }[] }>);
    const marketSms = async () => (await preferences()).data.find((p) => p.type === 'market')?.channels.sms;
    await expect(marketSms()).resolves.toBe(false);

    await page.unroute('**/api/farmer/notification-preferences');
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/farmer/notification-preferences') && r.request().method() === 'PUT',
    );
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    expect((await sent).status()).toBe(200);
    await page.getByText('Notification preferences updated successfully').waitFor();
    await expect(marketSms()).resolves.toBe(true);
    await expect(
      page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith('notification_preferences_pending')),
      ),
    ).resolves.toEqual([]);
    await context.close();
  });
});

describe('e-mail notifications', () => {
  let smtp: SmtpReceiver;
  let server: ServerProcess;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startServerProcess({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('arrives at a real SMTP receiver', async () => {
    const email = uniqueEmail('mail');
    const res = await fetch(`${server.baseURL}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Mail Test',
        email,
        password: 'correct horse battery',
        user_type: 'farmer',
      }),
    });
    expect(res.status).toBe(201);
    const { access_token } = AuthResponseSchema.parse(await res.json());

    const { notification } = await generate(server.baseURL, access_token, {
      type: 'weather_alert',
      message: 'Hail expected after 3 pm; bring the seedlings in.',
      category: 'weather',
    });
    const deadline = Date.now() + 15_000;
    let mail: ParsedMail | undefined;
    while (!mail && Date.now() < deadline) {
      mail = smtp.received.find(
        (m) => m.subject === notification.title && JSON.stringify(m.to).includes(email),
      );
      if (!mail) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail, 'no e-mail reached the SMTP receiver').toBeDefined();
    expect(mail!.text).toContain('Hail expected after 3 pm; bring the seedlings in.');
  });
});
