// A farm's forecast and alerts for the farm page (GET /api/farms/{farmId}/weather): "no_coordinates" when the
// farm has no location, "unavailable" when the weather service fails (docs/product/farm-work-notifications.md).
import type { FarmWeather } from '@/shared/contracts/weather';
import { alertsOf } from './alert-rules';
import { WeatherUnavailableError, type WeatherClient } from './open-meteo';

export interface Located {
  latitude: string | number | null;
  longitude: string | number | null;
}

/** The farm's coordinates as numbers, or null when it has none. */
export function coordinatesOf(farm: Located): { latitude: number; longitude: number } | null {
  if (farm.latitude === null || farm.longitude === null) return null;
  const latitude = Number(farm.latitude);
  const longitude = Number(farm.longitude);
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
}

export async function farmWeather(
  client: WeatherClient,
  farm: Located,
  onUnavailable: (error: Error) => void,
): Promise<FarmWeather> {
  const at = coordinatesOf(farm);
  if (!at) return { status: 'no_coordinates', days: [], alerts: [] };
  try {
    const days = await client.forecast(at.latitude, at.longitude);
    return { status: 'ok', days, alerts: alertsOf(days) };
  } catch (error) {
    if (!(error instanceof WeatherUnavailableError)) throw error;
    onUnavailable(error);
    return { status: 'unavailable', days: [], alerts: [] };
  }
}
