// End to end in Chromium against the built product: a partner's static page on another origin embeds
// each widget with the pasted snippet and shows the farm's real data; the bell and inbox update live over the
// Pusher protocol, and the inventory and storage usage follow a stock change made in the web app; a page from an
// origin not on the key's list shows a clear error and gets no data; a revoked key stops at once; aggressive page
// CSS does not change the widgets' look.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { EmbedKey } from '../../shared/contracts/embed';
import { launchBrowser, newPage } from './support/browser';
import {
  consumeByApi,
  createKey,
  findItem,
  markAllRead,
  partnerPage,
  revokeKey,
  seedWidgetFarm,
  sendTestNotification,
  startPartnerSite,
  type WidgetFarm,
} from './widgets-support';

const HOSTILE_CSS = `
  * { all: unset; font: 30px serif !important; color: red !important; background: yellow !important;
      line-height: 3 !important; letter-spacing: 4px !important; box-sizing: content-box !important; }
  html { font-size: 40px !important; }
  farm-inventory, farm-notification-inbox { border: 9px solid blue !important; padding: 30px !important; }
  table, td, th, button { display: block !important; }`;

let browser: Browser;
let partner: Awaited<ReturnType<typeof startPartnerSite>>;
let stranger: Awaited<ReturnType<typeof startPartnerSite>>;
let farm: WidgetFarm;
let key: EmbedKey;
beforeAll(async () => {
  browser = await launchBrowser();
  partner = await startPartnerSite();
  stranger = await startPartnerSite();
  farm = await seedWidgetFarm('Kilima Farm');
  key = await createKey(farm, [partner.origin], ['notifications:read', 'inventory:read']);
  const all = [
    'farm-notification-bell',
    'farm-notification-inbox',
    'farm-inventory',
    'farm-storage-usage',
  ] as const;
  partner.pages.set('/all', partnerPage(key.publishable_key, [...all]));
  stranger.pages.set('/all', partnerPage(key.publishable_key, ['farm-inventory']));
  partner.pages.set('/inventory', partnerPage(key.publishable_key, ['farm-inventory']));
  partner.pages.set('/stock', partnerPage(key.publishable_key, ['farm-inventory', 'farm-storage-usage']));
  partner.pages.set('/hostile', partnerPage(key.publishable_key, ['farm-inventory'], HOSTILE_CSS));
});
afterAll(async () => {
  await browser?.close();
  await partner?.close();
  await stranger?.close();
});

/** Playwright's locators pierce open shadow roots, so widgets are found by role and text like any page. */
const widget = (page: Page, tag: string) => page.locator(tag);

describe('embeddable widgets', () => {
  it('shows the farm’s real inventory, storage and notifications on a partner’s page, live', async () => {
    await sendTestNotification(farm, 'Maize prices are up this week.');
    const { context, page } = await newPage(browser);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await page.goto(`${partner.origin}/all`);

    const inventory = widget(page, 'farm-inventory');
    await expect.poll(() => inventory.getByRole('heading').textContent()).toBe('Inventory · Kilima Farm');
    await inventory.getByRole('cell', { name: /DAP Fertilizer/ }).waitFor();
    expect(await inventory.getByText('Showing 1 of 1 items').isVisible()).toBe(true);
    // Read-only key: no Actions column, no Consume button.
    expect(await inventory.getByRole('button', { name: 'Consume DAP Fertilizer' }).count()).toBe(0);

    const storage = widget(page, 'farm-storage-usage');
    await storage.getByText('Main store').waitFor();
    // 400 kg of 500 kg: 80 %, shown by the shared usage bar.
    expect(await storage.getByText(/^80% · 400 of 500 kg$/).isVisible()).toBe(true);

    const inbox = widget(page, 'farm-notification-inbox');
    await inbox.getByText('Maize prices are up this week.').waitFor();

    const bell = widget(page, 'farm-notification-bell');
    await bell.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();

    // Live: a new notification reaches both over the Pusher protocol, without a reload.
    await expect.poll(() => requests.some((u) => u.endsWith('/shamba-widgets-realtime.js'))).toBe(true);
    await page.waitForTimeout(500); // the subscription is confirmed right after the socket opens
    await sendTestNotification(farm, 'Rain expected tomorrow.');
    await inbox.getByText('Rain expected tomorrow.').waitFor({ timeout: 10_000 });
    await bell.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor({ timeout: 10_000 });
    // The bell and the inbox of one key share one socket.
    expect(sockets).toHaveLength(1);

    // Choosing a notification in the bell sends a composed event the page can hear on document.
    const chosen = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          document.addEventListener('farm-notification-select', (e) =>
            resolve((e as CustomEvent<{ message: string }>).detail.message),
          ),
        ),
    );
    await bell.getByRole('button', { name: /Notifications/ }).click();
    await bell.getByRole('button', { name: /Rain expected tomorrow/ }).click();
    expect(await chosen).toBe('Rain expected tomorrow.');

    // Read in the web app: the bell follows at once, from the unread count on the realtime channel.
    await markAllRead(farm);
    await bell.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('lets a key with inventory:write consume stock from the partner’s page', async () => {
    const writer = await createKey(farm, [partner.origin], ['inventory:read', 'inventory:write']);
    partner.pages.set('/writer', partnerPage(writer.publishable_key, ['farm-inventory']));
    const { context, page } = await newPage(browser);
    await page.goto(`${partner.origin}/writer`);
    const inventory = widget(page, 'farm-inventory');
    const changed = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          document.addEventListener('farm-stock-change', (e) =>
            resolve((e as CustomEvent<{ item: { quantity: string } }>).detail.item.quantity),
          ),
        ),
    );
    await inventory.getByRole('button', { name: 'Consume DAP Fertilizer' }).click();
    await inventory.getByLabel('Quantity (kg)').fill('15');
    await inventory
      .getByRole('form', { name: 'Consume DAP Fertilizer' })
      .getByRole('button', { name: 'Consume' })
      .click();
    await inventory.getByText('Used 15 kg of DAP Fertilizer.').waitFor();
    expect(await changed).toBe('385.00');
    await context.close();
  });

  it('shows a stock change made in the web app in the embedded inventory and storage usage, without a reload', async () => {
    const { context, page } = await newPage(browser);
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await page.goto(`${partner.origin}/stock`);
    const inventory = widget(page, 'farm-inventory');
    const storage = widget(page, 'farm-storage-usage');
    const dap = await findItem(farm, 'DAP Fertilizer');
    const row = inventory.getByRole('row', { name: /DAP Fertilizer/ });
    await row.getByText(`${dap.quantity} kg`).waitFor();
    await storage.getByText(new RegExp(`· ${dap.quantity} of 500 kg$`)).waitFor();
    // The widgets joined the key's realtime connection once their data showed: one socket for both.
    await expect.poll(() => sockets.length).toBe(1);
    await page.waitForTimeout(500); // the subscription is confirmed right after the socket opens
    await page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));

    await consumeByApi(farm, dap.id, 10);
    const left = dap.quantity - 10;
    await row.getByText(`${left} kg`).waitFor({ timeout: 5_000 });
    await storage.getByText(new RegExp(`· ${left} of 500 kg$`)).waitFor({ timeout: 5_000 });
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(
      true,
    );
    expect(sockets).toHaveLength(1);
    await context.close();
  });

  it('shows a clear error and no data on a page whose origin is not on the key’s list', async () => {
    const { context, page } = await newPage(browser);
    const asked: string[] = [];
    const delivered: string[] = [];
    page.on('request', (r) => r.url().includes('/api/widget/') && asked.push(r.url()));
    page.on('response', (r) => r.url().includes('/api/widget/') && r.ok() && delivered.push(r.url()));
    await page.goto(`${stranger.origin}/all`);
    const inventory = widget(page, 'farm-inventory');
    const alert = inventory.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      `This widget cannot be shown on ${stranger.origin}: its embed key was revoked, or this site is not on the key’s allowed origins.`,
    );
    expect(await inventory.getByText('DAP Fertilizer').count()).toBe(0);
    // The widget asked, and nothing came back to the page: no session, so no data call either.
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((url) => url.endsWith('/session'))).toBe(true);
    expect(delivered).toEqual([]);
    await context.close();
  });

  it('stops a revoked key at once, on a page that is already showing data', async () => {
    const doomed = await createKey(farm, [partner.origin], ['inventory:read', 'notifications:read']);
    partner.pages.set(
      '/doomed',
      partnerPage(doomed.publishable_key, ['farm-notification-inbox', 'farm-inventory']),
    );
    const { context, page } = await newPage(browser);
    await page.goto(`${partner.origin}/doomed`);
    const inventory = widget(page, 'farm-inventory');
    await inventory.getByRole('cell', { name: /DAP Fertilizer/ }).waitFor();
    const inbox = widget(page, 'farm-notification-inbox');
    await inbox.getByRole('tab', { name: /Unread/ }).waitFor();
    await page.waitForTimeout(500); // the realtime subscription is live
    await revokeKey(farm, doomed);
    // Live updates end with the key: the server dropped its subscriptions.
    await sendTestNotification(farm, 'Sent after the revocation.');
    await page.waitForTimeout(1_500);
    expect(await inbox.getByText('Sent after the revocation.').count()).toBe(0);
    // The next call (a filter change) is refused, and the widget says why instead of showing stale rows.
    await inventory.getByLabel('Status').selectOption('low');
    await inventory.getByRole('alert').waitFor();
    expect(await inventory.getByRole('alert').textContent()).toContain('its embed key was revoked');
    await context.close();
  });

  it('keeps its look under aggressive page CSS (computed styles inside the shadow root compared)', async () => {
    const probe = async (path: string) => {
      const { context, page } = await newPage(browser);
      await page.goto(`${partner.origin}${path}`);
      await widget(page, 'farm-inventory')
        .getByRole('cell', { name: /DAP Fertilizer/ })
        .waitFor();
      const styles = await page.evaluate(() => {
        const host = document.querySelector('farm-inventory')!;
        const root = host.shadowRoot!;
        const pick = (selector: string) => {
          const el = root.querySelector(selector)!;
          const s = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          return {
            font: `${s.fontSize} ${s.fontFamily} ${s.fontWeight}`,
            color: s.color,
            background: s.backgroundColor,
            display: s.display,
            lineHeight: s.lineHeight,
            letterSpacing: s.letterSpacing,
            padding: s.padding,
            // Widths follow the page's layout (the hostile CSS drops the body margin); heights are the widget's own.
            height: Math.round(box.height),
          };
        };
        return {
          host: Math.round(host.getBoundingClientRect().height),
          frame: pick('.farm-widget'),
          heading: pick('h2'),
          cell: pick('td'),
          select: pick('select'),
          badge: pick('.badge'),
        };
      });
      await context.close();
      return styles;
    };
    const calm = await probe('/inventory');
    const hostile = await probe('/hostile');
    expect(calm.cell.font).toContain('14px');
    expect(hostile).toEqual(calm);
  });
});
