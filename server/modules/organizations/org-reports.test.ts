// The organization's reports (docs/product/organizations.md "Reports"): the sharing farms side by side with only
// what each shares, money totalled per currency and never across two, a farm that left gone at once, organization
// accounts only, and the same figures in the CSV, Excel and PDF files.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrgReportResponseSchema, type OrganizationShare } from '@/shared/contracts/organizations';
import { packages, subscriptions } from '@/server/db/schema/billing';
import { financeDailyTotals } from '@/server/db/schema/finances';
import { forgetEntitlements } from '@/server/modules/entitlements/entitlement-cache';
import { createTestApp, type TestApp } from '@/server/test/app';
import { registerUser } from '@/server/test/users';
import { seedCrop, seedField } from '@/server/modules/crops/test-support';
import {
  acceptAs,
  callAs,
  createOrganizationAccount,
  dashboardOf,
  inviteFarm,
  seedOwnedFarm,
  seedStockAndAlert,
} from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-20T09:00:00Z'));
});
afterAll(() => t.close());

type OwnedFarm = Awaited<ReturnType<typeof seedOwnedFarm>>;

/** A farm sharing `shares` with the organization of `orgToken`. */
async function sharingFarm(orgToken: string, name: string, shares: OrganizationShare[], currency = 'KES') {
  const farm = await seedOwnedFarm(t, name, currency);
  await inviteFarm(t.app, orgToken, { farm_id: farm.farmId });
  const { organization } = await dashboardOf(t.app, orgToken);
  await acceptAs(t.app, farm.token, farm.farmId, organization.id, shares);
  return { ...farm, organizationId: organization.id };
}

/** Cash-book days: one in November 2026 and one in October (outside "this month"). */
async function seedMoney(farm: OwnedFarm, november: [number, number], october: [number, number] = [0, 0]) {
  await t.db.insert(financeDailyTotals).values([
    {
      farmId: farm.farmId,
      day: '2026-11-05',
      incomeMinor: november[0],
      expenseMinor: november[1],
      entries: 2,
    },
    { farmId: farm.farmId, day: '2026-10-15', incomeMinor: october[0], expenseMinor: october[1], entries: 2 },
  ]);
}

async function reportOf(token: string, query = '') {
  const res = await callAs(t.app, token, 'GET', `/api/org/reports${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return OrgReportResponseSchema.parse(res.json()).data;
}

describe('GET /api/org/reports', () => {
  it('compares the farms with only what each shares, and totals money per currency', async () => {
    const org = await createOrganizationAccount(t.app, 'Report Cooperative');
    const amani = await sharingFarm(org.token, 'Amani Farm', ['money_summary', 'crop_summary']);
    const baraka = await sharingFarm(org.token, 'Baraka Farm', ['stock_value']);
    const chai = await sharingFarm(org.token, 'Chai Farm', ['money_summary']);
    const kampala = await sharingFarm(org.token, 'Kampala Farm', ['money_summary'], 'UGX');
    await seedMoney(amani, [500_000, 120_000], [900_000, 0]);
    await seedMoney(baraka, [777_700, 0]);
    await seedMoney(chai, [100_000, 250_000]);
    await seedMoney(kampala, [3_000_000, 1_000_000]);
    await seedStockAndAlert(t, baraka);
    const fieldId = await seedField(t.db, amani.farmId);
    await seedCrop(t.db, { ...amani, fieldId }, { status: 'growing', plantingDate: '2026-09-01' });
    const beans = await seedCrop(
      t.db,
      { ...amani, fieldId },
      { name: 'Beans', status: 'planned', plantingDate: '2026-11-10' },
    );
    // Ended before November: not in the ground this month.
    await seedCrop(
      t.db,
      { ...amani, fieldId },
      { status: 'harvested', plantingDate: '2026-03-01', expectedHarvestDate: '2026-07-01' },
    );
    for (const [quantity, day] of [
      [40, '2026-11-12'],
      [10, '2026-11-15'],
      [99, '2026-10-30'],
    ] as const) {
      const res = await callAs(
        t.app,
        amani.token,
        'POST',
        `/api/farms/${amani.farmId}/crops/${beans.id}/harvests`,
        {
          quantity,
          unit: 'kg',
          harvested_on: day,
          location_id: amani.locations[0],
        },
      );
      expect(res.statusCode, res.body).toBe(201);
    }

    const report = await reportOf(org.token);
    expect(report).toMatchObject({ period: 'month', from: '2026-11-01', to: '2026-11-20' });
    const byName = Object.fromEntries(report.farms.map((farm) => [farm.farm_name, farm]));
    expect(Object.keys(byName)).toEqual(['Amani Farm', 'Baraka Farm', 'Chai Farm', 'Kampala Farm']);
    expect(byName['Amani Farm']!.money_summary).toEqual({
      income_minor: 500_000,
      expense_minor: 120_000,
      profit_minor: 380_000,
    });
    expect(byName['Amani Farm']!.crop_summary).toEqual({
      by_status: { planned: 1, growing: 1, harvested: 0, failed: 0 },
      harvested: [{ crop: 'Beans', unit: 'kg', quantity: '50.00' }],
    });
    expect(byName['Amani Farm']).not.toHaveProperty('stock_value');
    // Baraka shares its stock only: its cash book stays its own.
    expect(byName['Baraka Farm']).toEqual({
      farm_id: baraka.farmId,
      farm_name: 'Baraka Farm',
      currency: 'KES',
      shares: ['stock_value'],
      stock_value: 150_000,
    });
    expect(byName['Chai Farm']!.money_summary!.profit_minor).toBe(-150_000);
    // KES is Amani and Chai (not Baraka, which does not share money); UGX stands alone.
    expect(report.currencies).toEqual([
      {
        currency: 'KES',
        farm_count: 2,
        income_minor: 600_000,
        expense_minor: 370_000,
        profit_minor: 230_000,
      },
      {
        currency: 'UGX',
        farm_count: 1,
        income_minor: 3_000_000,
        expense_minor: 1_000_000,
        profit_minor: 2_000_000,
      },
    ]);

    const year = await reportOf(org.token, '?period=year');
    expect(year).toMatchObject({ from: '2026-01-01', to: '2026-11-20' });
    expect(year.farms.find((f) => f.farm_name === 'Amani Farm')!.money_summary!.income_minor).toBe(1_400_000);
    const october = await reportOf(org.token, '?period=custom&from=2026-10-01&to=2026-10-31');
    const amaniOctober = october.farms.find((f) => f.farm_name === 'Amani Farm')!;
    expect(amaniOctober.crop_summary!.harvested).toEqual([{ crop: 'Beans', unit: 'kg', quantity: '99.00' }]);
    expect(amaniOctober.money_summary!.income_minor).toBe(900_000);

    // The dashboard shows the same money for this month, and only for the farms that share it.
    const dashboard = await dashboardOf(t.app, org.token);
    const onDashboard = Object.fromEntries(dashboard.farms.map((farm) => [farm.farm_name, farm]));
    expect(onDashboard['Amani Farm']!.money_summary).toEqual(byName['Amani Farm']!.money_summary);
    expect(onDashboard['Baraka Farm']).not.toHaveProperty('money_summary');
    expect(onDashboard['Amani Farm']!.crop_summary!.harvested).toEqual([
      { crop: 'Beans', unit: 'kg', quantity: '50.00' },
    ]);
  });

  it('drops a farm that left from the very next answer', async () => {
    const org = await createOrganizationAccount(t.app);
    const farm = await sharingFarm(org.token, 'Leaving Farm', ['money_summary']);
    await seedMoney(farm, [10_000, 0]);
    expect((await reportOf(org.token)).farms.map((f) => f.farm_name)).toEqual(['Leaving Farm']);
    const leave = await callAs(
      t.app,
      farm.token,
      'POST',
      `/api/farms/${farm.farmId}/organizations/${farm.organizationId}/leave`,
    );
    expect(leave.statusCode, leave.body).toBe(200);
    const res = await callAs(t.app, org.token, 'GET', '/api/org/reports');
    expect(res.body).not.toContain('Leaving Farm');
    expect(OrgReportResponseSchema.parse(res.json()).data).toMatchObject({ farms: [], currencies: [] });
  });

  it('is for organization accounts only, and says what to fix in a bad period', async () => {
    const farmer = await registerUser(t.app);
    for (const url of ['/api/org/reports', '/api/org/reports/export?format=csv']) {
      expect((await callAs(t.app, farmer.token, 'GET', url)).statusCode, url).toBe(403);
      expect((await callAs(t.app, null, 'GET', url)).statusCode, url).toBe(401);
    }
    const org = await createOrganizationAccount(t.app);
    const cases: [string, string, string][] = [
      ['?period=custom&from=2026-01-01', 'to', 'Choose both a from date and a to date for a custom period.'],
      [
        '?period=custom&from=2026-02-01&to=2026-01-01',
        'to',
        'The from date must be on or before the to date.',
      ],
      [
        '?period=custom&from=2016-01-01&to=2026-01-01',
        'from',
        'A report covers at most 5 years. Choose a shorter period.',
      ],
      ['?period=season', 'period', 'Choose the period: this month, this year or custom dates.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await callAs(t.app, org.token, 'GET', `/api/org/reports${query}`);
      expect(res.statusCode, query).toBe(422);
      expect((res.json() as { errors: Record<string, string[]> }).errors[field], query).toEqual([message]);
    }
  });
});

describe('GET /api/org/reports/export', () => {
  let org: Awaited<ReturnType<typeof createOrganizationAccount>>;
  beforeAll(async () => {
    org = await createOrganizationAccount(t.app, 'Export Cooperative');
    const kes = await sharingFarm(org.token, 'Embu Farm', ['money_summary']);
    const ugx = await sharingFarm(org.token, 'Gulu Farm', ['money_summary'], 'UGX');
    await sharingFarm(org.token, 'Quiet Farm', ['low_stock_count']);
    await seedMoney(kes, [250_050, 50_000]);
    await seedMoney(ugx, [1_000_000, 0]);
  });
  const download = async (format: string) => {
    const res = await callAs(t.app, org.token, 'GET', `/api/org/reports/export?format=${format}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('organization-report-2026-11-01-2026-11-20');
    return res;
  };

  it('writes a CSV that parses back to the same figures, "Not shared" where a farm keeps one', async () => {
    const rows = parse((await download('csv')).body, { bom: true, relax_column_count: true }) as string[][];
    const embu = rows.find((row) => row[0] === 'Embu Farm')!;
    expect(embu.slice(1, 8)).toEqual([
      'KES',
      'Not shared',
      'Not shared',
      'Not shared',
      '2500.50',
      '500.00',
      '2000.50',
    ]);
    const quiet = rows.find((row) => row[0] === 'Quiet Farm')!;
    expect(quiet.slice(1, 6)).toEqual(['KES', 'Not shared', '0', 'Not shared', 'Not shared']);
    expect(rows).toContainEqual(['KES', '1', '2500.50', '500.00', '2000.50']);
    expect(rows).toContainEqual(['UGX', '1', '10000.00', '0.00', '10000.00']);
  });

  it('writes a workbook whose money cells are numbers, one sheet per table', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download('xlsx')).rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Farms side by side',
      'Money per currency',
      'Harvests',
    ]);
    const money = workbook.worksheets[1]!;
    expect(money.getRow(2).values).toEqual([undefined, 'KES', 1, 2500.5, 500, 2000.5]);
    expect(money.getRow(3).values).toEqual([undefined, 'UGX', 1, 10000, 0, 10000]);
  });

  it('writes a PDF with the title, every farm and the per-currency totals', async () => {
    const res = await download('pdf');
    expect(res.headers['content-type']).toBe('application/pdf');
    const proxy = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(proxy, { mergePages: true });
    expect(text).toContain('Export Cooperative: member farms compared');
    for (const name of ['Embu Farm', 'Gulu Farm', 'Quiet Farm', 'Not shared', 'Money per currency']) {
      expect(text).toContain(name);
    }
  });

  it('is a paid feature: a package without report exports is refused with the upgrade message', async () => {
    const org2 = await createOrganizationAccount(t.app, 'Seedling Cooperative');
    const [plain] = await t.db
      .insert(packages)
      .values({ name: 'Org Seedling', features: [], sortOrder: 0 })
      .returning();
    const now = t.clock.now();
    await t.db.insert(subscriptions).values({
      userId: org2.user.id,
      packageId: plain!.id,
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    });
    forgetEntitlements(t.db, org2.user.id);
    const refused = await callAs(t.app, org2.token, 'GET', '/api/org/reports/export?format=csv');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'feature_not_in_package' });
    // The figures on screen stay free.
    expect((await callAs(t.app, org2.token, 'GET', '/api/org/reports')).statusCode).toBe(200);
  });
});
