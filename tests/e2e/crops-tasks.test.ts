// A season's work closes the loop to the store, end to end in Chromium against the built product
// (docs/decisions/038): a field and a maize crop planted from the platform template (made through the API, as the
// crop screens would), its planned tasks in the task list, the planting task marked done (the seed and DAP leave
// the store), and the harvest task recorded into a new product item that the inventory then shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createCrop } from '../../shared/api/crops';
import { listFarmTemplates } from '../../shared/api/crop-templates';
import { createField } from '../../shared/api/fields';
import { createInventoryItem } from '../../shared/api/inventory';
import { listTasks } from '../../shared/api/tasks';
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

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** A farm with seed and DAP in its store, a one-hectare field and maize planted today from the template. */
async function seedPlantedMaize(token: string) {
  const api = apiFor(baseURL(), token);
  // The template's inputs are matched to the farm's items by name (docs/decisions/038).
  const { farm, item: seed } = await seedStockedFarm(api, 'Mlima Farm', 'Hybrid maize seed', 100);
  const dap = (
    await createInventoryItem(api, farm.id, {
      item_type: 'input',
      name: 'DAP',
      category: 'Fertilizer',
      unit: 'kg',
      quantity: 500,
      storage_location_id: seed.storage_location_id,
    } as Parameters<typeof createInventoryItem>[2])
  ).item;
  const { field } = await createField(api, farm.id, { name: 'River plot', area: 1, area_unit: 'hectares' });
  const template = (await listFarmTemplates(api, farm.id)).find((t) => t.name === 'Maize, long rains');
  expect(template, 'the platform template "Maize, long rains" is seeded').toBeTruthy();
  const crop = await createCrop(api, farm.id, {
    field_id: field.id,
    name: 'Maize',
    variety: 'H614',
    season: 'Long rains 2026',
    planting_date: today(),
    status: 'growing',
    template_id: template!.id,
  });
  return { api, farm, seed, dap, crop };
}

describe('crops and tasks', () => {
  it('plans a crop’s tasks, takes the planting inputs out of the store and puts the harvest in', async () => {
    const account = await registerByApi({ name: 'Amina Mkulima' });
    const { api, farm, seed, dap, crop } = await seedPlantedMaize(account.access_token);
    const planned = await listTasks(api, farm.id, { crop_id: crop.id, per_page: 100 });
    expect(planned.data.map((t) => t.title)).toContain('Plant maize with DAP');

    const { context, page } = await newPage(browser);
    await signInViaUi(page, account.user.email, account.password);
    await page.waitForURL((url) => url.pathname !== '/login');

    // The crop's tasks in the list, the planting task due today.
    await page.goto('/farmer/tasks');
    await page.getByLabel('Crop').selectOption({ label: 'Maize H614 · River plot, Long rains 2026' });
    const planting = page.getByRole('row').filter({ hasText: 'Plant maize with DAP' });
    await planting.waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: 'Clear and plough the field' })
      .getByText('Overdue')
      .waitFor();

    // Mark the planting done: its seed and DAP leave the store.
    await planting.getByRole('button', { name: 'Mark Plant maize with DAP done' }).click();
    const done = page.getByRole('dialog', { name: 'Mark “Plant maize with DAP” done' });
    await done.getByText('Marking it done takes its inputs out of the store.').waitFor();
    await done.getByLabel('Hours worked').fill('6');
    await done.getByRole('button', { name: 'Mark done' }).click();
    await done.waitFor({ state: 'detached' });
    await expect(quantityOnServer(api, farm.id, seed.id)).resolves.toBe(75);
    await expect(quantityOnServer(api, farm.id, dap.id)).resolves.toBe(375);
    await page.goto(`/farmer/farms/${farm.id}/inventory`);
    await page.getByRole('row').filter({ hasText: 'Hybrid maize seed' }).getByText('75 kg').waitFor();

    // The task's page says its inputs were taken from stock.
    await page.goto('/farmer/tasks?status=done');
    await page.getByRole('link', { name: 'Plant maize with DAP' }).click();
    await page.getByRole('heading', { name: 'Plant maize with DAP' }).waitFor();
    await expect(page.getByText('Taken from stock').count()).resolves.toBe(2);

    // The harvest task records the harvest into a new product item kept in the main store.
    await page.goto('/farmer/tasks');
    await page.getByLabel('Search tasks').fill('Harvest and dry');
    const harvestRow = page.getByRole('row').filter({ hasText: 'Harvest and dry the cobs' });
    await harvestRow.getByRole('button', { name: 'Mark Harvest and dry the cobs done' }).click();
    const harvest = page.getByRole('dialog', { name: 'Mark “Harvest and dry the cobs” done' });
    await harvest.getByLabel('Quantity').fill('1800');
    await harvest.getByLabel('Lot').fill('LR-2026-A');
    await harvest.getByLabel('Quality grade').selectOption({ label: 'Grade 1' });
    await harvest.getByLabel('Storage location').selectOption({ label: 'Main store' });
    await harvest.getByRole('button', { name: 'Mark done' }).click();
    await harvest.waitFor({ state: 'detached' });

    await page.goto(`/farmer/farms/${farm.id}/inventory`);
    await page
      .getByRole('row')
      .filter({ hasText: 'Maize H614' })
      .getByText(/1,?800 kg/)
      .waitFor();

    await context.close();
  });
});
