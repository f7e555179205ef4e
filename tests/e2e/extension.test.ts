// The browser extension end to end: Chromium loads the built extension; the options page points
// it at the running test server; the popup signs in; the toolbar badge equals the server's unread count, follows
// a notification created on the server within 2 s over the real Pusher-protocol connection, drops when one is
// marked read in the popup; and a quick consume in the popup changes the quantity on the server.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiClient } from '../../shared/api/client';
import { registerByApi } from './support/accounts';
import { baseURL } from './support/browser';
import { ensureExtensionBuilt, launchWithExtension, type LoadedExtension } from './support/extension';
import {
  apiFor,
  generateNotification,
  quantityOnServer,
  seedStockedFarm,
  unreadOnServer,
} from './support/extension-seed';

let extension: LoadedExtension;
let popup: Page;
let api: ApiClient;
let account: Awaited<ReturnType<typeof registerByApi>>;

const realtimeState = () => extension.stored('realtime_state');

beforeAll(async () => {
  ensureExtensionBuilt();
  extension = await launchWithExtension(inject('chromiumPath'));
  account = await registerByApi({});
  api = apiFor(baseURL(), account.access_token);
});
afterAll(async () => {
  await extension?.close();
});

describe('the browser extension', () => {
  it('is pointed at the server on its options page', async () => {
    const options = await extension.page('options');
    await options.getByLabel('Server address').fill(baseURL());
    await options.getByRole('button', { name: 'Save' }).click();
    await options.getByText('Saved. Sign in to this server from the toolbar button.').waitFor();
    await options.close();
  });

  it('signs in from the popup and shows the server unread count on the badge', async () => {
    await generateNotification(api, 'Frost expected tonight on the lower field');
    await generateNotification(api, 'Heavy rain on Thursday');
    popup = await extension.page('popup');
    await popup.getByLabel('Email').fill(account.user.email);
    await popup.getByLabel('Password').fill(account.password);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await popup.getByText('Heavy rain on Thursday').waitFor();

    const onServer = await unreadOnServer(api);
    expect(onServer).toBe(2);
    await expect.poll(() => extension.badgeText(), { timeout: 10_000 }).toBe(String(onServer));
  });

  it('follows a notification created on the server within 2 s', async () => {
    await expect.poll(realtimeState, { timeout: 15_000 }).toBe('connected');
    const started = Date.now();
    const locusts = await generateNotification(api, 'Locusts reported near the north boundary');
    await expect.poll(() => extension.badgeText(), { timeout: 2_000, interval: 50 }).toBe('3');
    expect(Date.now() - started).toBeLessThan(2_000);
    await popup.getByText('Locusts reported near the north boundary').waitFor();
    // A new one is also shown as a system notification.
    await expect.poll(() => extension.systemNotifications()).toContain(`shamba:${locusts.id}`);
  });

  it('marking one read in the popup lowers the badge and the server count', async () => {
    const row = popup.getByRole('listitem').filter({ hasText: 'Heavy rain on Thursday' });
    await row.getByRole('button', { name: /as read$/ }).click();
    await expect.poll(() => extension.badgeText()).toBe('2');
    expect(await unreadOnServer(api)).toBe(2);
    await row.waitFor({ state: 'detached' });
  });

  it('follows a notification read in another place (the web app) within 2 s', async () => {
    await expect.poll(realtimeState, { timeout: 15_000 }).toBe('connected');
    const elsewhere = await generateNotification(api, 'Market price of maize up 8%');
    await expect.poll(() => extension.badgeText(), { timeout: 2_000, interval: 50 }).toBe('3');
    const started = Date.now();
    await api.post(`/api/notification-logs/${elsewhere.id}/read`, {});
    await expect.poll(() => extension.badgeText(), { timeout: 2_000, interval: 50 }).toBe('2');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a quick consume in the popup changes the quantity on the server', async () => {
    const { farm, item } = await seedStockedFarm(api, 'Kilima Farm', 'DAP fertilizer', 100);
    await popup.reload();
    await popup.getByLabel('Farm').selectOption({ label: farm.name });
    await popup.getByLabel('Search items').fill('DAP');
    await popup.getByRole('button', { name: 'Consume DAP fertilizer' }).click();
    const form = popup.getByRole('form', { name: 'Consume DAP fertilizer' });
    await form.getByLabel('Quantity (kg)').fill('12.5');
    await form.getByRole('button', { name: 'Consume' }).click();
    // The server's own answer, as the web dialog shows it.
    await popup.getByRole('status').filter({ hasText: 'Used 12.5 kg of DAP fertilizer.' }).waitFor();
    expect(await quantityOnServer(api, farm.id, item.id)).toBe(87.5);
    await expect.poll(() => popup.getByLabel('DAP fertilizer quantity').textContent()).toBe('87.5 kg');
  });

  it('an action taken offline is shown as pending and sent once when the connection returns', async () => {
    const { farm, item } = await seedStockedFarm(api, 'Mlima Farm', 'CAN fertilizer', 40);
    await popup.reload();
    await popup.getByLabel('Farm').selectOption({ label: farm.name });
    await popup.getByLabel('Search items').fill('CAN');
    await popup.getByRole('button', { name: 'Consume CAN fertilizer' }).click();
    await extension.context.setOffline(true);
    const form = popup.getByRole('form', { name: 'Consume CAN fertilizer' });
    await form.getByLabel('Quantity (kg)').fill('5');
    await form.getByRole('button', { name: 'Consume' }).click();
    const pending = popup.getByRole('region', { name: 'Pending stock actions' });
    await pending.getByText('Consume 5 kg of CAN fertilizer').waitFor();
    await pending.getByText('Pending').waitFor();
    expect(await quantityOnServer(api, farm.id, item.id)).toBe(40);

    await extension.context.setOffline(false);
    await pending.waitFor({ state: 'detached' });
    expect(await quantityOnServer(api, farm.id, item.id)).toBe(35);
  });

  it('the side panel lists every notification with filters, and an item with its movements', async () => {
    const panel = await extension.page('sidepanel');
    await panel.getByText('Locusts reported near the north boundary').waitFor();
    // Heavy rain was read in the popup: in the full list, gone with Unread only.
    await panel.getByText('Heavy rain on Thursday').waitFor();
    await panel.getByLabel('Unread only').check();
    await panel.getByText('Heavy rain on Thursday').waitFor({ state: 'detached' });
    await panel.getByText('Frost expected tonight on the lower field').waitFor();

    await panel.getByRole('tab', { name: 'Inventory' }).click();
    await panel.getByLabel('Farm').selectOption({ label: 'Kilima Farm' });
    await panel.getByLabel('Search items').fill('DAP');
    await panel.getByRole('button', { name: /DAP fertilizer/ }).click();
    const detail = panel.getByRole('region', { name: 'Item details' });
    await detail.getByText('87.5 kg').waitFor();
    await detail.getByText('Consumed').waitFor();
    await detail.getByText('Received').waitFor();
    await panel.close();
  });
});
