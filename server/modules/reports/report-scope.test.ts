// The days and farms a report covers (docs/product/reports.md "Period and farms"), worked out by hand: the farm's
// own calendar day, its fiscal year, a season's crops, and "all my farms" only in the address farm's currency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportQuerySchema, type ReportQuery } from '@/shared/contracts/reports';
import { farmFinancialSettings } from '@/server/db/schema/finances';
import { crops } from '@/server/db/schema/crops';
import { fields } from '@/server/db/schema/fields';
import { HttpError } from '@/server/lib/http-error';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { addMember, createFarm } from '@/server/modules/farms/farm-fixtures';
import { resolveReportScope } from './report-scope';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let farmId: string;
let shillingFarmId: string;
let dollarFarmId: string;

beforeAll(async () => {
  t = await createTestApp();
  // 23:30 in UTC is already the 1st of December in Nairobi (UTC+3).
  t.clock.set(new Date('2026-11-30T23:30:00Z'));
  owner = await registerUser(t.app);
  farmId = (await createFarm(t.app, owner.token, { name: 'Mlima Farm', currency: 'KES' })).id;
  shillingFarmId = (await createFarm(t.app, owner.token, { name: 'Bonde Farm', currency: 'KES' })).id;
  dollarFarmId = (await createFarm(t.app, owner.token, { name: 'Export Farm', currency: 'USD' })).id;
  const [field] = await t.db
    .insert(fields)
    .values({ farmId, name: 'Plot A', area: '2', areaUnit: 'hectares' })
    .returning({ id: fields.id });
  const crop = { farmId, fieldId: field!.id, area: '1', areaUnit: 'hectares', season: '2026 long rains' };
  await t.db.insert(crops).values([
    { ...crop, name: 'Maize', plantingDate: '2026-03-15', expectedHarvestDate: '2026-08-01' },
    { ...crop, name: 'Beans', plantingDate: '2026-04-02', expectedHarvestDate: '2026-07-10' },
    { ...crop, name: 'Kale', plantingDate: '2025-10-01', season: '2025 short rains' },
  ]);
});
afterAll(() => t.close());

const resolve = (query: ReportQuery, id = farmId, userId = owner.user.id) =>
  resolveReportScope({ db: t.db, clock: t.clock }, userId, id, ReportQuerySchema.parse(query));

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('the period', () => {
  it('this month runs from the 1st of the farm’s month to its today', async () => {
    const scope = await resolve({});
    expect([scope.from, scope.to, scope.today]).toEqual(['2026-12-01', '2026-12-01', '2026-12-01']);
    expect(scope.answer).toMatchObject({ period: 'month', scope: 'farm', currency: 'KES', season: null });
  });

  it('this year is the fiscal year to date, from the month set in the financial settings', async () => {
    expect(await resolve({ period: 'year' })).toMatchObject({ from: '2026-01-01', to: '2026-12-01' });
    await t.db.insert(farmFinancialSettings).values({ farmId, fiscalYearStartMonth: 7 });
    expect(await resolve({ period: 'year' })).toMatchObject({ from: '2026-07-01', to: '2026-12-01' });
  });

  it('a season spans its crops from the first planting to the last expected harvest', async () => {
    const scope = await resolve({ period: 'season', season: '2026 long rains' });
    expect([scope.from, scope.to, scope.season]).toEqual(['2026-03-15', '2026-08-01', '2026 long rains']);
    // A crop without an expected harvest keeps its season open to today.
    expect(await resolve({ period: 'season', season: '2025 short rains' })).toMatchObject({
      from: '2025-10-01',
      to: '2026-12-01',
    });
  });

  it('names the field to fix: a season nobody planted, custom dates missing or reversed, over five years', async () => {
    const season = await refusal(resolve({ period: 'season', season: '1999 rains' }));
    expect(season.statusCode).toBe(422);
    expect(JSON.stringify(season)).toContain('No crop of these farms is planted in that season');
    expect(
      ReportQuerySchema.safeParse({ period: 'custom', from: '2026-01-01' }).error?.issues[0],
    ).toMatchObject({
      path: ['to'],
      message: 'Choose both a from date and a to date for a custom period.',
    });
    expect(
      ReportQuerySchema.safeParse({ period: 'custom', from: '2026-02-01', to: '2026-01-01' }).error?.issues[0]
        ?.message,
    ).toBe('The from date must be on or before the to date.');
    expect(ReportQuerySchema.safeParse({ period: 'season' }).error?.issues[0]?.message).toBe(
      'Choose the season to report on.',
    );
    const long = await refusal(resolve({ period: 'custom', from: '2020-01-01', to: '2025-01-01' }));
    expect(long.statusCode).toBe(422);
    expect(await resolve({ period: 'custom', from: '2020-01-02', to: '2025-01-01' })).toMatchObject({
      from: '2020-01-02',
      to: '2025-01-01',
    });
  });
});

describe('the farms', () => {
  it('all my farms adds the farms in the same currency and names those left out', async () => {
    const scope = await resolve({ scope: 'all' });
    expect(scope.farmIds.sort()).toEqual([farmId, shillingFarmId].sort());
    expect(scope.answer.farms.map((f) => f.name).sort()).toEqual(['Bonde Farm', 'Mlima Farm']);
    expect(scope.answer.left_out).toEqual([{ id: dollarFarmId, name: 'Export Farm', currency: 'USD' }]);
    // From the dollar farm, the shilling farms are the ones left out.
    const dollars = await resolve({ scope: 'all' }, dollarFarmId);
    expect(dollars.farmIds).toEqual([dollarFarmId]);
    expect(dollars.answer.left_out.map((f) => f.currency)).toEqual(['KES', 'KES']);
  });

  it('adds only farms whose role lets the user read reports', async () => {
    const member = await registerUser(t.app);
    await addMember(t.db, farmId, member.user.id, 'manager');
    await addMember(t.db, shillingFarmId, member.user.id, { permissions: ['farms.view'] });
    expect((await resolve({ scope: 'all' }, farmId, member.user.id)).farmIds).toEqual([farmId]);
    const refused = await refusal(resolve({}, shillingFarmId, member.user.id));
    expect(refused.statusCode).toBe(403);
  });

  it('is 404 to someone off the farm', async () => {
    const stranger = await registerUser(t.app);
    expect((await refusal(resolve({}, farmId, stranger.user.id))).statusCode).toBe(404);
  });
});

describe('GET /api/farms/{farmId}/report-seasons', () => {
  it('lists the farm’s seasons, newest planting first, to members who may read reports', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/farms/${farmId}/report-seasons`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: ['2026 long rains', '2025 short rains'] });
    const stranger = await registerUser(t.app);
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/farms/${farmId}/report-seasons`,
      headers: bearer(stranger.token),
    });
    expect(hidden.statusCode).toBe(404);
  });
});
