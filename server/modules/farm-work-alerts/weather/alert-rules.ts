// The thresholds that make a forecast an alert (docs/product/farm-work-notifications.md "Weather"): frost at
// 2 °C or below (ground frost starts before the air at 2 m reaches 0 °C), heavy rain from 50 mm a day, heat from
// 35 °C, strong wind from 50 km/h.
import type { WeatherAlert, WeatherDay } from '@/shared/contracts/weather';

export const THRESHOLDS = { frostMax: 2, heavyRainMin: 50, heatMin: 35, strongWindMin: 50 } as const;

export function alertsOf(days: readonly WeatherDay[]): WeatherAlert[] {
  const alerts: WeatherAlert[] = [];
  for (const day of days) {
    const { date } = day;
    if (day.temperature_min !== null && day.temperature_min <= THRESHOLDS.frostMax)
      alerts.push({ kind: 'frost', date, value: day.temperature_min, unit: '°C' });
    if (day.precipitation !== null && day.precipitation >= THRESHOLDS.heavyRainMin)
      alerts.push({ kind: 'heavy_rain', date, value: day.precipitation, unit: 'mm' });
    if (day.temperature_max !== null && day.temperature_max >= THRESHOLDS.heatMin)
      alerts.push({ kind: 'heat', date, value: day.temperature_max, unit: '°C' });
    if (day.wind_speed_max !== null && day.wind_speed_max >= THRESHOLDS.strongWindMin)
      alerts.push({ kind: 'strong_wind', date, value: day.wind_speed_max, unit: 'km/h' });
  }
  return alerts;
}
