import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FinancialSettingsResponseSchema,
  FinancialSettingsSavedSchema,
  TaxRateDeleteResponseSchema,
  TaxRateResponseSchema,
} from '@/shared/contracts/financial-settings';
import { activityLog } from '@/server/db/schema/activity';
import { farms } from '@/server/db/schema/farms';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  seedMemberToken,
  seedMoneyFarm,
  seedSale,
  type MoneyWorld,
} from '@/server/modules/customers/test-support';
import { farmMoneySettings } from './settings-read';
import { activeTaxRate } from './tax-rates';

let t: TestApp;
let w: MoneyWorld;
let other: MoneyWorld;
let viewer: string;
let worker: string;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-15T08:00:00Z'));
  w = await seedMoneyFarm(t);
  other = await seedMoneyFarm(t);
  viewer = await seedMemberToken(t, w.farmId, 'viewer');
  worker = await seedMemberToken(t, w.farmId, 'worker');
});
afterAll(() => t.close());

const settingsUrl = (farmId = w.farmId) => `/api/farms/${farmId}/financial-settings`;
const ratesUrl = (rest = '', farmId = w.farmId) => `/api/farms/${farmId}/tax-rates${rest}`;

async function addRate(payload: object, world = w) {
  const res = await world.call('POST', ratesUrl('', world.farmId), payload);
  expect(res.statusCode, res.body).toBe(201);
  return TaxRateResponseSchema.parse(res.json()).data;
}

async function readSettings(as = w.token) {
  const res = await w.call('GET', settingsUrl(), undefined, as);
  expect(res.statusCode, res.body).toBe(200);
  return FinancialSettingsResponseSchema.parse(res.json()).data;
}

describe('GET /api/farms/{farmId}/financial-settings', () => {
  it('answers the defaults for a farm that never saved any: its currency, January, every method', async () => {
    const fresh = await seedMoneyFarm(t);
    const res = await fresh.call('GET', settingsUrl(fresh.farmId));
    expect(res.statusCode, res.body).toBe(200);
    expect(FinancialSettingsResponseSchema.parse(res.json()).data).toEqual({
      farm_id: fresh.farmId,
      currency: 'KES',
      fiscal_year_start_month: 1,
      payment_methods: ['cash', 'mpesa', 'bank_transfer', 'card', 'credit'],
      tax_rates: [],
    });
  });

  it('is readable by every member (the point of sale needs it), and another farm’s is a 404', async () => {
    expect((await readSettings(viewer)).farm_id).toBe(w.farmId);
    expect((await readSettings(worker)).farm_id).toBe(w.farmId);
    const res = await other.call('GET', settingsUrl());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'farm_not_found' });
    expect((await t.app.inject({ method: 'GET', url: settingsUrl() })).statusCode).toBe(401);
  });
});

describe('PATCH /api/farms/{farmId}/financial-settings', () => {
  it('saves the currency on the farm, the fiscal year and the methods in one order, and logs it', async () => {
    const res = await w.call('PATCH', settingsUrl(), {
      currency: 'UGX',
      fiscal_year_start_month: '7',
      payment_methods: ['credit', 'cash', 'mpesa', 'cash'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = FinancialSettingsSavedSchema.parse(res.json());
    expect(body.message).toBe('Financial settings saved.');
    expect(body.data).toMatchObject({
      currency: 'UGX',
      fiscal_year_start_month: 7,
      payment_methods: ['cash', 'mpesa', 'credit'],
    });
    const [farm] = await t.db.select().from(farms).where(eq(farms.id, w.farmId));
    expect(farm!.currency).toBe('UGX');
    expect(await farmMoneySettings(t.db, w.farmId)).toEqual({
      currency: 'UGX',
      paymentMethods: ['cash', 'mpesa', 'credit'],
      fiscalYearStartMonth: 7,
    });
    const log = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.farmId, w.farmId), eq(activityLog.recordType, 'financial_settings')));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ module: 'finances', action: 'edit' });
    expect(log[0]!.before).toMatchObject({ currency: 'KES', fiscal_year_start_month: 1 });
    expect(log[0]!.after).toMatchObject({ currency: 'UGX', payment_methods: ['cash', 'mpesa', 'credit'] });
  });

  it('changes only what is sent', async () => {
    const res = await w.call('PATCH', settingsUrl(), { fiscal_year_start_month: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(FinancialSettingsSavedSchema.parse(res.json()).data).toMatchObject({
      currency: 'UGX',
      fiscal_year_start_month: 3,
      payment_methods: ['cash', 'mpesa', 'credit'],
    });
    await w.call('PATCH', settingsUrl(), { currency: 'KES' });
  });

  it('answers 422 with what to fix for each rule', async () => {
    const cases: [object, string, string][] = [
      [{ payment_methods: [] }, 'payment_methods', 'Choose at least one payment method the farm accepts.'],
      [
        { payment_methods: 'cash' },
        'payment_methods',
        'Choose at least one payment method the farm accepts.',
      ],
      [
        { payment_methods: ['cash', 'bitcoin'] },
        'payment_methods.1',
        'Choose payment methods from the list.',
      ],
      [
        { fiscal_year_start_month: 13 },
        'fiscal_year_start_month',
        'Choose the month the fiscal year starts.',
      ],
      [
        { fiscal_year_start_month: 1.5 },
        'fiscal_year_start_month',
        'Choose the month the fiscal year starts.',
      ],
      [
        { fiscal_year_start_month: 'May' },
        'fiscal_year_start_month',
        'Choose the month the fiscal year starts.',
      ],
      [{ currency: 'XYZ' }, 'currency', 'Choose one of the listed currencies.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await w.call('PATCH', settingsUrl(), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field], `${JSON.stringify(payload)}: ${res.body}`).toEqual([message]);
    }
  });

  it('refuses a member without finances.edit (403) and another farm’s owner (404)', async () => {
    for (const token of [viewer, worker]) {
      const res = await w.call('PATCH', settingsUrl(), { fiscal_year_start_month: 2 }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden', missing_permission: 'finances.edit' });
    }
    const res = await other.call('PATCH', settingsUrl(), { fiscal_year_start_month: 2 });
    expect(res.statusCode).toBe(404);
    expect((await readSettings()).fiscal_year_start_month).toBe(3);
  });
});

describe('tax rates', () => {
  it('adds a rate in basis points, listed with its percent, and logs it', async () => {
    const vat = await addRate({ name: ' VAT ', percent: '16', inclusive: true });
    expect(vat).toEqual({
      id: vat.id,
      name: 'VAT',
      basis_points: 1600,
      percent: 16,
      inclusive: true,
      archived: false,
      used: false,
    });
    const levy = await addRate({ name: 'Levy', percent: 12.35 });
    expect(levy).toMatchObject({ basis_points: 1235, percent: 12.35, inclusive: false });
    const names = (await readSettings()).tax_rates.map((r) => r.name);
    expect(names).toEqual(['Levy', 'VAT']);
    const log = await t.db.select().from(activityLog).where(eq(activityLog.recordId, vat.id));
    expect(log).toMatchObject([{ module: 'finances', action: 'create', recordType: 'tax_rate' }]);
    expect((await activeTaxRate(t.db, w.farmId, vat.id))?.basisPoints).toBe(1600);
    expect(await activeTaxRate(t.db, other.farmId, vat.id)).toBeNull();
    expect(await activeTaxRate(t.db, w.farmId, 'not-a-uuid')).toBeNull();
  });

  it('answers 422 with what to fix for each rule', async () => {
    const cases: [object, string, string][] = [
      [{ percent: 16 }, 'name', 'Enter the tax name, like VAT.'],
      [{ name: '  ', percent: 16 }, 'name', 'Enter the tax name, like VAT.'],
      [{ name: 'x'.repeat(61), percent: 16 }, 'name', 'Use at most 60 characters for the tax name.'],
      [{ name: 'T' }, 'percent', 'Enter the tax rate as a percent, like 16.'],
      [{ name: 'T', percent: 'sixteen' }, 'percent', 'Enter the tax rate as a percent, like 16.'],
      [{ name: 'T', percent: -1 }, 'percent', 'The tax rate must be between 0 and 100 percent.'],
      [{ name: 'T', percent: 100.5 }, 'percent', 'The tax rate must be between 0 and 100 percent.'],
      [{ name: 'T', percent: 16.125 }, 'percent', 'Use at most two decimals for the tax rate.'],
      [
        { name: 'T', percent: 16, inclusive: 'yes' },
        'inclusive',
        'Say whether prices include this tax (true or false).',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await w.call('POST', ratesUrl(), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field], `${JSON.stringify(payload)}: ${res.body}`).toEqual([message]);
    }
  });

  it('keeps names unique among the farm’s active rates, case-insensitively (409)', async () => {
    await addRate({ name: 'Catering levy', percent: 2 });
    const res = await w.call('POST', ratesUrl(), { name: 'CATERING LEVY', percent: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'tax_rate_exists',
      errors: { name: ['This farm already has a tax rate with that name. Choose another name.'] },
    });
    const zero = await addRate({ name: 'Zero rated', percent: 0 });
    const rename = await w.call('PATCH', ratesUrl(`/${zero.id}`), { name: 'catering levy' });
    expect(rename.statusCode).toBe(409);
    // Another farm may use the same name.
    await addRate({ name: 'Catering levy', percent: 2 }, other);
  });

  it('adds a name once when it is sent several times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => w.call('POST', ratesUrl(), { name: 'Race levy', percent: 1 })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('changes what is sent; another farm’s rate or an unknown id is a 404', async () => {
    const rate = await addRate({ name: 'Excise', percent: 10 });
    const res = await w.call('PATCH', ratesUrl(`/${rate.id}`), { percent: 12.5, inclusive: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(TaxRateResponseSchema.parse(res.json()).data).toMatchObject({
      name: 'Excise',
      basis_points: 1250,
      inclusive: true,
    });
    const bad = await w.call('PATCH', ratesUrl(`/${rate.id}`), { percent: 101 });
    expect(bad.statusCode).toBe(422);
    for (const id of [rate.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res404 = await other.call('PATCH', ratesUrl(`/${id}`, other.farmId), { percent: 1 });
      expect(res404.statusCode).toBe(404);
      expect(res404.json()).toMatchObject({ code: 'tax_rate_not_found' });
    }
    expect((await other.call('PATCH', ratesUrl(`/${rate.id}`), { percent: 1 })).statusCode).toBe(404);
    expect((await other.call('DELETE', ratesUrl(`/${rate.id}`))).statusCode).toBe(404);
  });

  it('deletes a rate no sale used', async () => {
    const rate = await addRate({ name: 'Temporary', percent: 1 });
    const res = await w.call('DELETE', ratesUrl(`/${rate.id}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(TaxRateDeleteResponseSchema.parse(res.json())).toEqual({
      success: true,
      message: 'Tax rate deleted.',
      outcome: 'deleted',
    });
    expect((await readSettings()).tax_rates.find((r) => r.id === rate.id)).toBeUndefined();
    const log = await t.db.select().from(activityLog).where(eq(activityLog.recordId, rate.id));
    expect(log.map((l) => l.action)).toEqual(['create', 'delete']);
  });

  it('archives a rate a sale used: listed as archived, not choosable, not editable, its name free again', async () => {
    const rate = await addRate({ name: 'Old VAT', percent: 14 });
    await seedSale(t.db, w.farmId, { taxRateId: rate.id });
    expect((await readSettings()).tax_rates.find((r) => r.id === rate.id)).toMatchObject({ used: true });
    const res = await w.call('DELETE', ratesUrl(`/${rate.id}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(TaxRateDeleteResponseSchema.parse(res.json())).toMatchObject({ outcome: 'archived' });
    expect(res.json().message).toContain('archived instead of deleted');
    const listed = (await readSettings()).tax_rates;
    expect(listed.at(-1)).toMatchObject({ id: rate.id, archived: true, used: true, basis_points: 1400 });
    expect(await activeTaxRate(t.db, w.farmId, rate.id)).toBeNull();
    const edit = await w.call('PATCH', ratesUrl(`/${rate.id}`), { percent: 15 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'tax_rate_archived' });
    // Deleting again keeps it archived, and its name may be used by a new rate.
    expect((await w.call('DELETE', ratesUrl(`/${rate.id}`))).json()).toMatchObject({ outcome: 'archived' });
    await addRate({ name: 'Old VAT', percent: 16 });
  });

  it('refuses members without finances.edit (403) for every write', async () => {
    const rate = await addRate({ name: `Guarded ${Date.now()}`, percent: 5 });
    for (const token of [viewer, worker]) {
      for (const [method, url, payload] of [
        ['POST', ratesUrl(), { name: 'Nope', percent: 1 }],
        ['PATCH', ratesUrl(`/${rate.id}`), { percent: 1 }],
        ['DELETE', ratesUrl(`/${rate.id}`), undefined],
      ] as const) {
        const res = await w.call(method, url, payload, token);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ missing_permission: 'finances.edit' });
      }
    }
  });
});
