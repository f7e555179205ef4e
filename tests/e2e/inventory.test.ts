// A farmer's first stock, end to end in Chromium against the built product: farm setup, two
// storage locations, an input with a supplier made in the quick dialog, consume, transfer, the item's history,
// and the filters of docs/product/inventory.md with Active and Reset. Driven by role, label and visible text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { registerByApi } from './support/accounts';
import { signInViaUi } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function addLocation(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add location' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add storage location' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Location description').fill('Behind the milking shed');
  await dialog.getByLabel('Capacity', { exact: true }).fill('500');
  await dialog.getByLabel('Capacity unit').selectOption('kg');
  await dialog.getByRole('button', { name: 'Add location' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('cell', { name }).first().waitFor();
}

const countLine = (page: Page) => page.getByText(/^Showing \d+ of \d+ items$/);
const rowOf = (page: Page, name: string, location: string) =>
  page.getByRole('row').filter({ hasText: name }).filter({ hasText: location });

describe('inventory', () => {
  it('sets up a farm, stocks an input, consumes, transfers, reads its history and filters', async () => {
    const { context, page } = await newPage(browser);
    const account = await registerByApi({});
    await signInViaUi(page, account.user.email, account.password);
    await page.waitForURL((url) => url.pathname !== '/login');

    // Farm setup, then straight into the farm.
    await page.goto('/farm-setup');
    await page.getByLabel('Farm name').fill('Kilima Farm');
    await page.getByRole('button', { name: 'Create farm' }).click();
    await page.waitForURL(/\/farmer\/farms\/[^/]+$/);
    const farmId = new URL(page.url()).pathname.split('/').pop()!;

    // Two storage locations.
    await page
      .getByRole('link', { name: /Storage locations/ })
      .first()
      .click();
    await page.waitForURL(`**/farmer/farms/${farmId}/locations`);
    await addLocation(page, 'Main store');
    await addLocation(page, 'Field shed');

    // The empty inventory, then Add Item.
    await page.goto(`/farmer/farms/${farmId}/inventory`);
    await page.getByRole('heading', { name: 'No Inventory Items Found' }).waitFor();
    await page.getByRole('link', { name: 'Add Item' }).click();
    await page.waitForURL(`**/farmer/farms/${farmId}/inventory/add`);

    await page.getByLabel('Item type').selectOption('input');
    await page.getByLabel('Name', { exact: true }).fill('DAP fertilizer');
    await page.getByLabel('Category').selectOption('Fertilizer');
    await page.getByLabel('Quantity').fill('100');
    await page.getByLabel('Storage location').selectOption({ label: 'Main store' });
    // A new supplier from the quick dialog, really created and selected.
    await page.getByRole('button', { name: 'Add supplier' }).click();
    const supplierDialog = page.getByRole('dialog', { name: 'Add supplier' });
    await supplierDialog.getByLabel('Supplier name').fill('Kitale Agrovet');
    await supplierDialog.getByLabel('Email').fill('sales@kitale-agrovet.example');
    await supplierDialog.getByRole('button', { name: 'Save supplier' }).click();
    await supplierDialog.waitFor({ state: 'detached' });
    const supplier = page.getByLabel('Supplier', { exact: true });
    await expect.poll(() => supplier.locator('option:checked').textContent()).toBe('Kitale Agrovet');
    await page.getByLabel('Unit', { exact: true }).selectOption('kg');
    await page.getByLabel('Unit cost').fill('95.50');
    await page.getByLabel('Reorder level').fill('60');
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByText('Inventory item added successfully').waitFor();
    await page.waitForURL((url) => url.pathname === `/farmer/farms/${farmId}/inventory`);
    // Its toasts sit over the page's top-right actions, and a toast under the pointer stays open: move the pointer
    // away and let them go, as a person would, before the next click there.
    await page.mouse.move(0, 400);
    const toasts = page.locator('[data-rht-toaster] [role="status"]');
    await expect.poll(() => toasts.count(), { timeout: 10_000 }).toBe(0);

    // A second item, so the filters have something to tell apart.
    await page.getByRole('link', { name: 'Add Item' }).click();
    await page.getByLabel('Item type').selectOption('equipment');
    await page.getByLabel('Name', { exact: true }).fill('Knapsack sprayer');
    await page.getByLabel('Category').selectOption('Tools');
    await page.getByLabel('Quantity').fill('2');
    await page.getByLabel('Storage location').selectOption({ label: 'Main store' });
    await page.getByLabel('Manufacturer').fill('Solo');
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.waitForURL((url) => url.pathname === `/farmer/farms/${farmId}/inventory`);
    await page.getByText('Showing 2 of 2 items').waitFor();
    // Equipment is not consumed (docs/product/inventory.md).
    const sprayer = rowOf(page, 'Knapsack sprayer', 'Main store');
    await expect(sprayer.getByRole('button', { name: /Consume/ }).count()).resolves.toBe(0);

    // Consume 20 kg.
    await rowOf(page, 'DAP fertilizer', 'Main store')
      .getByRole('button', { name: 'Consume DAP fertilizer' })
      .click();
    const consume = page.getByRole('dialog', { name: 'Consume DAP fertilizer' });
    await expect(consume.textContent()).resolves.toContain('Available: 100 kg');
    await consume.getByLabel('Quantity').fill('20');
    await consume.getByLabel('Note').fill('Top dressing, plot 3');
    await consume.getByRole('button', { name: 'Consume' }).click();
    await consume.waitFor({ state: 'detached' });
    await rowOf(page, 'DAP fertilizer', 'Main store').getByText('80 kg').waitFor();

    // Transfer 30 kg to the second location.
    await rowOf(page, 'DAP fertilizer', 'Main store')
      .getByRole('button', { name: 'Transfer DAP fertilizer' })
      .click();
    const transfer = page.getByRole('dialog', { name: 'Transfer DAP fertilizer' });
    await transfer.getByLabel('Quantity').fill('30');
    await transfer.getByLabel('Destination').selectOption({ label: 'Field shed' });
    await transfer.getByRole('button', { name: 'Transfer' }).click();
    await transfer.waitFor({ state: 'detached' });
    await rowOf(page, 'DAP fertilizer', 'Main store').getByText('50 kg').waitFor();
    await rowOf(page, 'DAP fertilizer', 'Field shed').getByText('30 kg').waitFor();
    await page.getByText('Showing 3 of 3 items').waitFor();

    // The item's history shows both movements, newest first.
    await rowOf(page, 'DAP fertilizer', 'Main store').getByRole('link', { name: 'DAP fertilizer' }).click();
    const detail = page.getByRole('dialog', { name: 'DAP fertilizer' });
    const history = detail.getByRole('list', { name: 'Stock movements' });
    await history.getByText('Transferred out').waitFor();
    const entries = await history.getByRole('listitem').allTextContents();
    expect(entries[0]).toContain('Transferred out');
    expect(entries[0]).toContain('-30 kg');
    expect(entries[0]).toContain('Main store → Field shed');
    expect(entries[1]).toContain('Consumed');
    expect(entries[1]).toContain('-20 kg');
    expect(entries[1]).toContain('Top dressing, plot 3');
    await detail.getByRole('button', { name: 'Close' }).click();
    await detail.waitFor({ state: 'detached' });

    // Filters narrow the list and show Active; Reset clears them (docs/product/inventory.md).
    await expect(page.getByText('Active', { exact: true }).count()).resolves.toBe(0);
    await page.getByLabel('Type', { exact: true }).selectOption('equipment');
    await page.getByText('Showing 1 of 3 items').waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Knapsack sprayer' }).waitFor();
    // The filters live in the address: a reload keeps them.
    await page.reload();
    await page.getByText('Showing 1 of 3 items').waitFor();
    await expect(page.getByLabel('Type', { exact: true }).inputValue()).resolves.toBe('equipment');

    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByText('Showing 3 of 3 items').waitFor();
    await page.getByLabel('Status').selectOption('low');
    await page.getByText('Active', { exact: true }).waitFor();
    await expect.poll(() => countLine(page).textContent()).not.toBe('Showing 3 of 3 items');
    await rowOf(page, 'DAP fertilizer', 'Main store').waitFor();
    await expect(page.getByRole('link', { name: 'Knapsack sprayer' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByLabel('Search').fill('sprayer');
    await page.getByText('Showing 1 of 3 items').waitFor();
    await page.getByRole('link', { name: 'Knapsack sprayer' }).waitFor();
    await page.getByText('Active', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByText('Showing 3 of 3 items').waitFor();
    await expect(page.getByText('Active', { exact: true }).count()).resolves.toBe(0);
    await expect(page.getByLabel('Search').inputValue()).resolves.toBe('');
    await context.close();
  });

  it('adds the first item on a farm without a storage location, creating the location in place', async () => {
    const { context, page } = await newPage(browser);
    const account = await registerByApi({});
    await signInViaUi(page, account.user.email, account.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/farm-setup');
    await page.getByLabel('Farm name').fill('Mto Farm');
    await page.getByRole('button', { name: 'Create farm' }).click();
    await page.waitForURL(/\/farmer\/farms\/[^/]+$/);
    const farmId = new URL(page.url()).pathname.split('/').pop()!;

    await page.goto(`/farmer/farms/${farmId}/inventory/add`);
    await page.getByLabel('Name', { exact: true }).fill('Maize seed');
    await page.getByLabel('Category').selectOption('Seeds');
    await page.getByLabel('Quantity').fill('25');
    await page.getByText('This farm has no storage location yet.').waitFor();
    await page.getByRole('button', { name: 'Add a storage location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add storage location' });
    await dialog.getByLabel('Location name').fill('Seed store');
    await dialog.getByLabel('Where it is').fill('Next to the house');
    await dialog.getByRole('button', { name: 'Save location' }).click();
    await dialog.waitFor({ state: 'detached' });

    const location = page.getByLabel('Storage location');
    await expect.poll(() => location.locator('option:checked').textContent()).toBe('Seed store');
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('Maize seed');
    await expect(page.getByLabel('Quantity').inputValue()).resolves.toBe('25');
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByText('Inventory item added successfully').waitFor();
    await page.waitForURL((url) => url.pathname === `/farmer/farms/${farmId}/inventory`);
    await rowOf(page, 'Maize seed', 'Seed store').waitFor();
    await context.close();
  });
});
