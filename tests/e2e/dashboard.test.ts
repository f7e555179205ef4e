// The farmer dashboard end to end (docs/product/dashboard.md): a new farm's dashboard says nothing is recorded
// yet; after a sale and an expense it shows this month's profit, and says there is nothing last month to compare
// with, in the built product in Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { listExpenseCategories, createExpense } from '../../shared/api/expenses';
import { createInventoryItem } from '../../shared/api/inventory';
import { createSale } from '../../shared/api/sales';
import { launchBrowser, newPage, baseURL } from './support/browser';
import { registerByApi } from './support/accounts';
import { apiFor, seedStockedFarm } from './support/extension-seed';
import { signInViaUi } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Today in Nairobi, the farm's time zone: the day the money is counted on. */
const farmToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());

describe('the farmer dashboard', () => {
  it('shows the new profit after a sale and an expense', async () => {
    const account = await registerByApi({ name: 'Akinyi Dashboard' });
    const api = apiFor(baseURL(), account.access_token);
    const { farm, item: feed } = await seedStockedFarm(api, 'Dashibodi Farm', 'Dairy meal', 50);

    const { context, page } = await newPage(browser);
    await signInViaUi(page, account.user.email, account.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/farmer/dashboard');
    const money = page.getByRole('region', { name: 'Money this month' });
    await money.getByText(/Nothing recorded in the last two months/).waitFor();

    // 20 L of milk at 60.00 paid in cash (1,200.00 in), and 450.00 of diesel out: 750.00 profit.
    const { item: milk } = await createInventoryItem(api, farm.id, {
      item_type: 'product',
      name: 'Fresh milk',
      category: 'Other',
      unit: 'L',
      quantity: 200,
      storage_location_id: feed.storage_location_id,
      sale_price_minor: 6_000,
    } as Parameters<typeof createInventoryItem>[2]);
    await createSale(api, farm.id, {
      lines: [{ item_id: milk.id, quantity: 20, unit_price_minor: 6_000 }],
      payments: [{ method: 'cash', amount_minor: 120_000 }],
    });
    const [category] = await listExpenseCategories(api, farm.id);
    await createExpense(api, farm.id, {
      category_id: category!.id,
      description: 'Diesel for the pump',
      amount_minor: 45_000,
      spent_on: farmToday(),
      payment_method: 'cash',
    });

    await page.reload();
    await money.getByText('Profit').waitFor();
    const text = await money.innerText();
    expect(text).toMatch(/Income\s*KES\s1,200\.00/);
    expect(text).toMatch(/Expenses\s*KES\s450\.00/);
    expect(text).toMatch(/Profit\s*KES\s750\.00/);
    expect(text).toContain('Nothing last month to compare with');
    await expect(money.getByRole('link', { name: 'Open finances' }).getAttribute('href')).resolves.toBe(
      '/farmer/finances',
    );
    // The stock card counts the milk left: 180 L at no recorded cost, and the feed.
    await page.getByRole('region', { name: 'Stock' }).waitFor();
    await context.close();
  });
});
