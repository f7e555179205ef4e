// The forecast client: Open-Meteo's forecast API (https://open-meteo.com/en/docs), no key. One GET per farm:
// /v1/forecast?latitude&longitude&daily=temperature_2m_min,temperature_2m_max,precipitation_sum,
// wind_speed_10m_max&timezone=auto&forecast_days=3, whose `daily` holds one array per variable, aligned with
// `daily.time` (the farm's local dates, with timezone=auto). Units are Open-Meteo's defaults: °C, mm, km/h.
import { z } from 'zod';
import type { WeatherDay } from '@/shared/contracts/weather';

export const DAILY_VARIABLES = [
  'temperature_2m_min',
  'temperature_2m_max',
  'precipitation_sum',
  'wind_speed_10m_max',
] as const;
export const FORECAST_DAYS = 3;
const TIMEOUT_MS = 8_000;
/** The panel reads the same forecast for a while rather than ask the service on every page view. */
const CACHE_MS = 30 * 60_000;

const values = z.array(z.number().nullable());
const ForecastAnswer = z.object({
  daily: z.object({
    time: z.array(z.string()),
    temperature_2m_min: values,
    temperature_2m_max: values,
    precipitation_sum: values,
    wind_speed_10m_max: values,
  }),
});

/** The weather service did not answer, or answered something we cannot read. */
export class WeatherUnavailableError extends Error {
  override name = 'WeatherUnavailableError';
}

export interface WeatherClient {
  /** The next FORECAST_DAYS days at a place; throws WeatherUnavailableError when the service fails. */
  forecast(latitude: number, longitude: number): Promise<WeatherDay[]>;
}

export function createWeatherClient(options: {
  baseUrl: string;
  /** The address chosen per request (the weather integration's, docs/product/integrations.md), else baseUrl. */
  baseUrlNow?: () => Promise<string>;
  now?: () => number;
  cacheMs?: number;
}): WeatherClient {
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? CACHE_MS;
  const cache = new Map<string, { at: number; days: WeatherDay[] }>();

  async function fetchForecast(latitude: number, longitude: number): Promise<WeatherDay[]> {
    const query = new URLSearchParams({
      latitude: String(latitude),
      longitude: String(longitude),
      daily: DAILY_VARIABLES.join(','),
      timezone: 'auto',
      forecast_days: String(FORECAST_DAYS),
    });
    const base = (options.baseUrlNow ? await options.baseUrlNow() : options.baseUrl).replace(/\/+$/, '');
    let response: Response;
    try {
      response = await fetch(`${base}/v1/forecast?${query}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new WeatherUnavailableError(`weather service unreachable: ${(error as Error).message}`);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      // Open-Meteo explains a refusal in {"error": true, "reason": "..."}.
      const reason = (body as { reason?: unknown } | null)?.reason;
      throw new WeatherUnavailableError(
        `weather service answered ${response.status}${typeof reason === 'string' ? `: ${reason}` : ''}`,
      );
    }
    const parsed = ForecastAnswer.safeParse(body);
    if (!parsed.success) throw new WeatherUnavailableError('weather service answered an unreadable forecast');
    const d = parsed.data.daily;
    return d.time.map((date, i) => ({
      date,
      temperature_min: d.temperature_2m_min[i] ?? null,
      temperature_max: d.temperature_2m_max[i] ?? null,
      precipitation: d.precipitation_sum[i] ?? null,
      wind_speed_max: d.wind_speed_10m_max[i] ?? null,
    }));
  }

  return {
    async forecast(latitude, longitude) {
      const key = `${latitude.toFixed(3)},${longitude.toFixed(3)}`;
      const kept = cache.get(key);
      if (kept && now() - kept.at < cacheMs) return kept.days;
      const days = await fetchForecast(latitude, longitude);
      if (cache.size > 5_000) cache.clear();
      cache.set(key, { at: now(), days });
      return days;
    },
  };
}
