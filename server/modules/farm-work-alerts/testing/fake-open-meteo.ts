// A local stand-in for Open-Meteo's forecast API (not a test file): a small HTTP server on a free port that
// answers GET /v1/forecast as the real service does (its `daily` arrays, its 400 {"error": true, "reason"} on a
// bad request), so the real client is tested in front of it. Tests set the forecast per place, or take it down.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeDay {
  date: string;
  min: number;
  max: number;
  rain: number;
  wind: number;
}

export interface FakeOpenMeteo {
  url: string;
  /** The forecast answered for a place (any place when none is given). */
  setForecast(days: FakeDay[], at?: { latitude: number; longitude: number }): void;
  /** While down, every request gets a 503. */
  setDown(down: boolean): void;
  /** Every query received, parsed. */
  requests: URLSearchParams[];
  close(): Promise<void>;
}

const REQUIRED_DAILY = [
  'temperature_2m_min',
  'temperature_2m_max',
  'precipitation_sum',
  'wind_speed_10m_max',
];

export async function startFakeOpenMeteo(): Promise<FakeOpenMeteo> {
  const forecasts = new Map<string, FakeDay[]>();
  let down = false;
  const requests: URLSearchParams[] = [];
  const placeKey = (lat: number, lon: number) => `${lat.toFixed(3)},${lon.toFixed(3)}`;
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (down) return send(res, 503, { error: true, reason: 'Service temporarily unavailable' });
    if (req.method !== 'GET' || url.pathname !== '/v1/forecast')
      return send(res, 404, { error: true, reason: 'Not found' });
    requests.push(url.searchParams);
    const latitude = Number(url.searchParams.get('latitude'));
    const longitude = Number(url.searchParams.get('longitude'));
    if (!url.searchParams.has('latitude') || !Number.isFinite(latitude) || Math.abs(latitude) > 90)
      return send(res, 400, { error: true, reason: 'Latitude must be in range of -90 to 90°.' });
    const daily = (url.searchParams.get('daily') ?? '').split(',');
    const unknown = daily.find((v) => v !== '' && !REQUIRED_DAILY.includes(v));
    if (unknown)
      return send(res, 400, {
        error: true,
        reason: `Cannot initialize WeatherVariable from invalid String value ${unknown} for key daily`,
      });
    const days = forecasts.get(placeKey(latitude, longitude)) ?? forecasts.get('*') ?? [];
    const count = Number(url.searchParams.get('forecast_days') ?? 7);
    const shown = days.slice(0, count);
    send(res, 200, {
      latitude,
      longitude,
      generationtime_ms: 0.1,
      utc_offset_seconds: 10800,
      timezone: 'Africa/Nairobi',
      timezone_abbreviation: 'GMT+3',
      elevation: 1600,
      daily_units: {
        time: 'iso8601',
        temperature_2m_min: '°C',
        temperature_2m_max: '°C',
        precipitation_sum: 'mm',
        wind_speed_10m_max: 'km/h',
      },
      daily: {
        time: shown.map((d) => d.date),
        temperature_2m_min: shown.map((d) => d.min),
        temperature_2m_max: shown.map((d) => d.max),
        precipitation_sum: shown.map((d) => d.rain),
        wind_speed_10m_max: shown.map((d) => d.wind),
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setForecast: (days, at) => void forecasts.set(at ? placeKey(at.latitude, at.longitude) : '*', days),
    setDown: (value) => void (down = value),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A calm day: no alert. */
export const calmDay = (date: string): FakeDay => ({ date, min: 14, max: 26, rain: 2, wind: 15 });
