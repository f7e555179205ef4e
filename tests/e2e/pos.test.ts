// The point of sale end to end in Chromium against the built product (docs/product/point-of-sale.md): a cash sale
// at the till lowers the item's stock and shows in the cash book; a sale made offline is queued on the device and
// sent exactly once when the connection returns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createInventoryItem } from '../../shared/api/inventory';
import { listSales } from '../../shared/api/sales';
import { listCashBook } from '../../shared/api/transactions';
import { baseURL, launchBrowser, newPage } from './support/browser';
import { registerByApi } from './support/accounts';
import { apiFor, quantityOnServer, seedStockedFarm } from './support/extension-seed';
import { signInViaUi } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A farmer whose farm sells trays of eggs at 450.00 (SKU EGG-TRAY-30), 20 in the store. */
async function seedEggFarm() {
  const account = await registerByApi({ name: 'Njeri Mkulima' });
  const api = apiFor(baseURL(), account.access_token);
  const { farm, item: feed } = await seedStockedFarm(api, 'Gate Farm', 'Layers mash', 100);
  const { item: eggs } = await createInventoryItem(api, farm.id, {
    item_type: 'product',
    name: 'Eggs (tray)',
    category: 'Other',
    unit: 'boxes',
    quantity: 20,
    storage_location_id: feed.storage_location_id,
    sale_price_minor: 45_000,
    sku: 'EGG-TRAY-30',
  } as Parameters<typeof createInventoryItem>[2]);
  return { account, api, farm, eggs };
}

async function openTill(page: Page, email: string, password: string) {
  await signInViaUi(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/farmer/pos');
  await page.getByRole('heading', { name: 'Point of sale' }).waitFor();
}

describe('point of sale', () => {
  it('sells two trays for cash: change due, a receipt, stock down and the money in the cash book', async () => {
    const { account, api, farm, eggs } = await seedEggFarm();
    const { context, page } = await newPage(browser, { width: 1024, height: 768 });
    await openTill(page, account.user.email, account.password);

    // A barcode scanner types the code and Enter; "+" adds another tray.
    await page.getByPlaceholder('Scan or type a code, then Enter').fill('egg-tray-30');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'One more Eggs (tray)' }).click();
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toContain('900.00');

    await page.keyboard.press('F2');
    const dialog = page.getByRole('dialog', { name: 'Take payment' });
    await dialog.getByLabel('Cash handed over').fill('1000');
    await expect.poll(() => dialog.getByTestId('change-due').textContent()).toContain('100.00');
    await dialog.getByRole('button', { name: 'Complete sale' }).click();

    await page.getByText(/^Receipt \d+$/).waitFor();
    expect(await page.getByTestId('receipt-total').textContent()).toContain('900.00');
    expect(await quantityOnServer(api, farm.id, eggs.id)).toBe(18);

    const book = await listCashBook(api, farm.id);
    const entry = book.data.find((e) => e.sale_id !== null);
    expect(entry).toMatchObject({ direction: 'income', source: 'sale_payment', amount_minor: 90_000 });
    expect(entry!.payment_method).toBe('cash');
    await context.close();
  });

  it('queues a sale made offline and sends it once when the connection returns', async () => {
    const { account, api, farm, eggs } = await seedEggFarm();
    const { context, page } = await newPage(browser, { width: 768, height: 1024 });
    await openTill(page, account.user.email, account.password);

    await context.setOffline(true);
    await page.getByText('Offline', { exact: true }).waitFor();
    await page.getByRole('button', { name: /Eggs \(tray\)/ }).click();
    await page.keyboard.press('F2');
    await page
      .getByRole('dialog', { name: 'Take payment' })
      .getByRole('button', { name: 'Complete sale' })
      .click();
    await page.getByText('Queued: the receipt number comes when the sale reaches the server.').waitFor();
    await expect.poll(() => page.getByTestId('pos-queued').textContent()).toBe('1 sale queued');
    expect((await listSales(api, farm.id, { channel: 'pos' })).meta.total).toBe(0);
    expect(await quantityOnServer(api, farm.id, eggs.id)).toBe(20);

    await context.setOffline(false);
    await expect
      .poll(() => page.getByTestId('pos-sent').textContent(), { timeout: 20_000 })
      .toBe('1 queued sale sent');
    expect(await page.getByTestId('pos-queued').count()).toBe(0);

    // Exactly one sale, and the stock went down once, however the queue retried.
    const sales = await listSales(api, farm.id, { channel: 'pos' });
    expect(sales.meta.total).toBe(1);
    expect(sales.data[0]).toMatchObject({ total_minor: 45_000, status: 'paid' });
    expect(await quantityOnServer(api, farm.id, eggs.id)).toBe(19);
    await page.reload();
    await page.getByRole('heading', { name: 'Point of sale' }).waitFor();
    expect(await page.getByTestId('pos-queued').count()).toBe(0);
    expect((await listSales(api, farm.id, { channel: 'pos' })).meta.total).toBe(1);
    await context.close();
  });
});
