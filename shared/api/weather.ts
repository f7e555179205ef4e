// The farm page's weather (docs/product/farm-work-notifications.md "Weather"): the forecast at the farm's
// coordinates and its alerts, or why there is none (no coordinates, service unreachable).
import { FarmWeatherResponseSchema, type FarmWeather } from '@/shared/contracts/weather';
import type { ApiClient } from './client';

export type { FarmWeather };

export const WEATHER_LOAD_ERROR = 'Failed to load the weather';

export async function getFarmWeather(
  api: ApiClient,
  farmId: string,
  signal?: AbortSignal,
): Promise<FarmWeather> {
  const body = await api.get(`/api/farms/${encodeURIComponent(farmId)}/weather`, {
    signal,
    schema: FarmWeatherResponseSchema,
    parseErrorMessage: WEATHER_LOAD_ERROR,
  });
  return body.data;
}
