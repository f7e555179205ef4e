// Weather alerts and the farm page's forecast, with the real Open-Meteo client talking HTTP to a local fake of
// the service: each alert kind, once per farm, kind and date; nothing for a farm without coordinates; a service
// that is down is logged, raises nothing, is tried again later, and the page says it is unavailable.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FarmWeatherResponseSchema } from '@/shared/contracts/weather';
import { domainEvents } from '@/server/db/schema/inventory';
import { jobRuns, notifications } from '@/server/db/schema/notifications';
import { addMember, insertFarm, type TestUser } from '@/server/modules/notifications/test-fixtures';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { dispatchFarmWorkEvents } from '../dispatcher';
import { setFarmPlace } from '../testing/fixtures';
import { calmDay, startFakeOpenMeteo, type FakeOpenMeteo } from '../testing/fake-open-meteo';
import { createWeatherClient, WeatherUnavailableError } from './open-meteo';
import { raiseWeatherAlerts, weatherRunName } from './weather-alerts';

let fake: FakeOpenMeteo;
let t: TestApp;
let owner: TestUser;
let viewer: TestUser;
let outsider: TestUser;

const NYERI = { latitude: -0.4201, longitude: 36.9476 };
const STORMY = [
  { date: '2026-11-24', min: 1.2, max: 22, rain: 0, wind: 10 },
  { date: '2026-11-25', min: 15, max: 37.5, rain: 64.3, wind: 12 },
  { date: '2026-11-26', min: 14, max: 25, rain: 3, wind: 58 },
];

beforeAll(async () => {
  fake = await startFakeOpenMeteo();
  t = await createTestApp({ config: { WEATHER_API_URL: fake.url } });
  [owner, viewer, outsider] = await Promise.all([
    registerUser(t.app),
    registerUser(t.app),
    registerUser(t.app),
  ]);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const client = () => createWeatherClient({ baseUrl: fake.url, cacheMs: 0 });
const eventsOf = (farmId: string) => t.db.select().from(domainEvents).where(eq(domainEvents.farmId, farmId));
const morning = new Date('2026-11-24T04:00:00Z');

async function locatedFarm(name: string, at: { latitude: number; longitude: number } | null) {
  const farm = await insertFarm(t.db, owner.user.id, name);
  await setFarmPlace(t.db, farm.id, {
    latitude: at ? String(at.latitude) : null,
    longitude: at ? String(at.longitude) : null,
  });
  return farm;
}

describe('the Open-Meteo client', () => {
  it('asks for the daily variables at the place, in its local time, for three days', async () => {
    fake.setForecast([
      calmDay('2026-11-24'),
      calmDay('2026-11-25'),
      calmDay('2026-11-26'),
      calmDay('2026-11-27'),
    ]);
    const days = await client().forecast(NYERI.latitude, NYERI.longitude);
    expect(days).toHaveLength(3);
    expect(days[0]).toEqual({
      date: '2026-11-24',
      temperature_min: 14,
      temperature_max: 26,
      precipitation: 2,
      wind_speed_max: 15,
    });
    const query = fake.requests.at(-1)!;
    expect(Object.fromEntries(query)).toEqual({
      latitude: '-0.4201',
      longitude: '36.9476',
      daily: 'temperature_2m_min,temperature_2m_max,precipitation_sum,wind_speed_10m_max',
      timezone: 'auto',
      forecast_days: '3',
    });
  });

  it("turns the service's refusal and its absence into WeatherUnavailableError", async () => {
    await expect(client().forecast(123, 0)).rejects.toThrow(/400: Latitude must be in range/);
    await expect(
      createWeatherClient({ baseUrl: 'http://127.0.0.1:9' }).forecast(1, 1),
    ).rejects.toBeInstanceOf(WeatherUnavailableError);
  });
});

describe('weather alerts', () => {
  it('raises frost, heavy rain, heat and strong wind once per farm, kind and date, for every member', async () => {
    const farm = await locatedFarm('Nyeri farm', NYERI);
    await addMember(t.db, farm.id, viewer.user.id, 'viewer');
    fake.setForecast(STORMY, NYERI);
    expect(await raiseWeatherAlerts(t.db, client(), t.app.log, morning)).toMatchObject({
      alerts: 4,
      failed: 0,
    });
    const events = await eventsOf(farm.id);
    expect(events.map((e) => [e.type, (e.payload as { kind: string }).kind, e.dedupeKey]).sort()).toEqual([
      ['weather.alert', 'frost', `weather:${farm.id}:frost:2026-11-24`],
      ['weather.alert', 'heat', `weather:${farm.id}:heat:2026-11-25`],
      ['weather.alert', 'heavy_rain', `weather:${farm.id}:heavy_rain:2026-11-25`],
      ['weather.alert', 'strong_wind', `weather:${farm.id}:strong_wind:2026-11-26`],
    ]);
    // Later the same day: the farm was checked already. The next day: the same days are not announced again.
    await raiseWeatherAlerts(t.db, client(), t.app.log, new Date('2026-11-24T10:00:00Z'));
    await raiseWeatherAlerts(t.db, client(), t.app.log, new Date('2026-11-25T04:00:00Z'));
    expect(await eventsOf(farm.id)).toHaveLength(4);

    await dispatchFarmWorkEvents(t.app.notifications.service);
    const toViewer = await t.db.select().from(notifications).where(eq(notifications.userId, viewer.user.id));
    expect(toViewer.map((n) => n.title).sort()).toEqual([
      'Frost warning: Nyeri farm',
      'Heat warning: Nyeri farm',
      'Heavy rain warning: Nyeri farm',
      'Strong wind warning: Nyeri farm',
    ]);
    expect(toViewer.find((n) => n.title.startsWith('Heavy'))).toMatchObject({
      message:
        '64.3 mm of rain is forecast on 25 Nov 2026. Clear drainage and put off spraying and fertilising.',
      actionUrl: `/farmer/farms/${farm.id}`,
    });
  });

  it('raises nothing for a farm without coordinates, and never asks the service about it', async () => {
    const farm = await locatedFarm('No location farm', null);
    await raiseWeatherAlerts(t.db, client(), t.app.log, new Date('2026-11-26T04:00:00Z'));
    expect(await eventsOf(farm.id)).toHaveLength(0);
    const runs = await t.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.job, weatherRunName(farm.id)));
    expect(runs).toHaveLength(0);
  });

  it("keeps a farm's run rows only for a week", async () => {
    const before = await t.db.select().from(jobRuns);
    expect(before.some((r) => r.job.startsWith('weather.alerts:') && r.runOn === '2026-11-24')).toBe(true);
    await raiseWeatherAlerts(t.db, client(), t.app.log, new Date('2026-12-10T04:00:00Z'));
    const after = await t.db.select().from(jobRuns);
    expect(after.some((r) => r.job.startsWith('weather.alerts:') && r.runOn === '2026-11-24')).toBe(false);
    expect(after.some((r) => r.job.startsWith('weather.alerts:') && r.runOn === '2026-12-10')).toBe(true);
  });

  it('logs a service that is down, raises nothing, and tries again at a later run', async () => {
    const at = { latitude: -1.2921, longitude: 36.8219 };
    const farm = await locatedFarm('Nairobi farm', at);
    fake.setForecast(STORMY, at);
    fake.setDown(true);
    const day = new Date('2026-11-27T04:00:00Z');
    const result = await raiseWeatherAlerts(t.db, client(), t.app.log, day);
    fake.setDown(false);
    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect(await eventsOf(farm.id)).toHaveLength(0);
    expect(
      t
        .logs()
        .some((l) => l.msg === 'weather check failed; tried again at a later run' && l.farmId === farm.id),
    ).toBe(true);

    // Too soon: the failed day waits a while before the next try.
    await raiseWeatherAlerts(t.db, client(), t.app.log, new Date(day.getTime() + 60_000));
    expect(await eventsOf(farm.id)).toHaveLength(0);
    await raiseWeatherAlerts(t.db, client(), t.app.log, new Date(day.getTime() + 20 * 60_000));
    expect(await eventsOf(farm.id)).toHaveLength(4);
  });
});

describe('GET /api/farms/{farmId}/weather', () => {
  const get = (token: string, farmId: string) =>
    t.app.inject({ method: 'GET', url: `/api/farms/${farmId}/weather`, headers: bearer(token) });

  it('answers the forecast and its alerts to any member, and 404 to anyone else', async () => {
    const at = { latitude: 0.5143, longitude: 35.2698 };
    const farm = await locatedFarm('Eldoret farm', at);
    await addMember(t.db, farm.id, viewer.user.id, 'viewer');
    fake.setForecast(STORMY, at);
    const res = await get(viewer.token, farm.id);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = FarmWeatherResponseSchema.parse(res.json());
    expect(data.status).toBe('ok');
    expect(data.days.map((d) => d.date)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    expect(data.alerts.map((a) => a.kind)).toEqual(['frost', 'heavy_rain', 'heat', 'strong_wind']);
    expect((await get(outsider.token, farm.id)).statusCode).toBe(404);
  });

  it('says when the farm has no coordinates, and when the service is unreachable', async () => {
    const bare = await locatedFarm('Bare farm', null);
    expect(FarmWeatherResponseSchema.parse((await get(owner.token, bare.id)).json()).data).toEqual({
      status: 'no_coordinates',
      days: [],
      alerts: [],
    });
    const farm = await locatedFarm('Kisumu farm', { latitude: -0.0917, longitude: 34.768 });
    fake.setDown(true);
    const res = await get(owner.token, farm.id);
    fake.setDown(false);
    expect(res.statusCode).toBe(200);
    expect(FarmWeatherResponseSchema.parse(res.json()).data.status).toBe('unavailable');
  });
});
