// Organization reports end to end (docs/product/organizations.md "Reports"): a farm shares its money summary with
// a cooperative; the cooperative opens Reports from its menu and sees the farm's profit this month beside
// "Not shared" for its stock, in the built product in Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createExpense, listExpenseCategories } from '../../shared/api/expenses';
import { answerOrganization, getOrganizationDashboard, inviteFarm } from '../../shared/api/organizations';
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

const farmToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());

describe('organization reports', () => {
  it('shows a sharing farm’s money and "Not shared" for the rest', async () => {
    const owner = await registerByApi({ name: 'Baraka Owner' });
    const farmApi = apiFor(baseURL(), owner.access_token);
    const { farm } = await seedStockedFarm(farmApi, 'Ushirika Farm', 'Dairy meal', 10);
    const [category] = await listExpenseCategories(farmApi, farm.id);
    await createExpense(farmApi, farm.id, {
      category_id: category!.id,
      description: 'Diesel for the pump',
      amount_minor: 45_000,
      spent_on: farmToday(),
      payment_method: 'cash',
    });

    const org = await registerByApi({ name: 'Ushirika Cooperative', user_type: 'organization' });
    const orgApi = apiFor(baseURL(), org.access_token);
    await inviteFarm(orgApi, { farm_id: farm.id });
    const { organization } = await getOrganizationDashboard(orgApi);
    await answerOrganization(farmApi, farm.id, organization.id, 'accept', ['money_summary']);

    const { context, page } = await newPage(browser);
    await signInViaUi(page, org.user.email, org.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/org/dashboard');
    // The dashboard links to the reports once a farm shares; so does the organization's menu.
    await page.getByRole('link', { name: 'Compare the farms in reports' }).click();
    const table = page.getByRole('table', { name: 'Farms side by side' });
    const row = table.getByRole('row').filter({ hasText: 'Ushirika Farm' });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toMatch(/Out KES\s450\.00/);
    expect(text).toMatch(/Profit -KES\s450\.00/);
    expect(text).toContain('Not shared');
    await page.getByRole('button', { name: /Export/ }).waitFor();
    await context.close();
  });
});
