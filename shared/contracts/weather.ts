// A farm's weather: the next days' forecast at the farm's coordinates and the alerts it raises (frost, heavy
// rain, heat, strong wind), for the farm page's panel (docs/product/farm-work-notifications.md "Weather").
import { z } from 'zod';

export const WEATHER_ALERT_KINDS = ['frost', 'heavy_rain', 'heat', 'strong_wind'] as const;
export type WeatherAlertKind = (typeof WEATHER_ALERT_KINDS)[number];

/**
 * ok: a forecast; no_coordinates: the farm has no location yet, so no forecast and no alerts; unavailable: the
 * weather service could not be reached (the alerts are tried again later).
 */
export const WEATHER_STATUSES = ['ok', 'no_coordinates', 'unavailable'] as const;
export type WeatherStatus = (typeof WEATHER_STATUSES)[number];

export const WeatherDaySchema = z.object({
  date: z.string(),
  /** °C */
  temperature_min: z.number().nullable(),
  temperature_max: z.number().nullable(),
  /** mm over the day */
  precipitation: z.number().nullable(),
  /** km/h, the day's highest wind at 10 m */
  wind_speed_max: z.number().nullable(),
});
export type WeatherDay = z.infer<typeof WeatherDaySchema>;

export const WeatherAlertSchema = z.object({
  kind: z.enum(WEATHER_ALERT_KINDS),
  date: z.string(),
  value: z.number(),
  unit: z.string(),
});
export type WeatherAlert = z.infer<typeof WeatherAlertSchema>;

export const FarmWeatherSchema = z.object({
  status: z.enum(WEATHER_STATUSES),
  days: z.array(WeatherDaySchema),
  alerts: z.array(WeatherAlertSchema),
});
export type FarmWeather = z.infer<typeof FarmWeatherSchema>;
export const FarmWeatherResponseSchema = z.object({ data: FarmWeatherSchema });
