// The farm page's weather panel (docs/product/farm-work-notifications.md "Weather"): three days of forecast with
// the alerts they raise, or why there is none: the farm has no location yet, or the weather service is
// unreachable. A farm the person cannot see shows no panel at all (the page says why).
import { Link } from 'react-router-dom';
import { CloudSun, MapPinOff, TriangleAlert } from 'lucide-react';
import type { FarmWeather } from '@/shared/contracts/weather';
import { ApiRequestError } from '@/shared/api/errors';
import { formatDateTime, formatNumber } from '@/shared/i18n/format';
import { useText } from '@/shared/i18n/react';
import { paths } from '@/shared/routes/paths';
import { Spinner } from '@/shared/ui/spinner';
import { canEditFarm } from '../farm-labels';
import { useFarm } from '../hooks/use-farms';
import { weatherText } from './i18n';
import { useFarmWeather } from './use-farm-weather';

const day = (date: string) =>
  formatDateTime(`${date}T00:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const num = (value: number | null) =>
  value === null ? '–' : formatNumber(value, { maximumFractionDigits: 1 });

function Forecast({ weather }: { weather: FarmWeather }) {
  const t = useText(weatherText);
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-3">
        {weather.days.map((d) => (
          <li key={d.date} className="rounded-box border border-base-300 p-3">
            <p className="font-semibold">{day(d.date)}</p>
            <p className="text-sm">{t('low', { value: num(d.temperature_min) })}</p>
            <p className="text-sm">{t('high', { value: num(d.temperature_max) })}</p>
            <p className="text-sm">{t('rain', { value: num(d.precipitation) })}</p>
            <p className="text-sm">{t('wind', { value: num(d.wind_speed_max) })}</p>
          </li>
        ))}
      </ul>
      {weather.alerts.length === 0 ? (
        <p className="mt-3 text-sm text-base-content/70">{t('noAlerts')}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('weather')}>
          {weather.alerts.map((a) => (
            <li key={`${a.kind}-${a.date}`} className="badge badge-warning gap-1">
              <TriangleAlert className="h-3 w-3" aria-hidden="true" />
              {t('alertOn', { kind: t(a.kind), date: day(a.date) })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function FarmWeatherPanel({ farmId }: { farmId: string }) {
  const t = useText(weatherText);
  const query = useFarmWeather(farmId);
  // The page's own farm query (cached): whether this person may add the location themselves.
  const farm = useFarm(farmId).data;
  const refused = query.error instanceof ApiRequestError && [403, 404].includes(query.error.status ?? 0);
  if (refused) return null;
  const weather = query.data;
  const unavailable = weather?.status === 'unavailable' || (query.isError && !weather);

  return (
    <section aria-labelledby="farm-weather" className="card mb-6 border border-base-300 bg-base-100">
      <div className="card-body">
        <h2 id="farm-weather" className="card-title text-base">
          <CloudSun className="h-5 w-5" aria-hidden="true" /> {t('weather')}
        </h2>
        {query.isPending ? (
          <Spinner label={t('loadingWeather')} />
        ) : weather?.status === 'no_coordinates' ? (
          <div className="flex gap-2">
            <MapPinOff className="h-5 w-5 shrink-0" aria-hidden="true" />
            <div>
              <p>{t('noCoordinates')}</p>
              <p className="text-sm text-base-content/70">{t('noCoordinatesHint')}</p>
              {farm && canEditFarm(farm) && farm.status === 'active' && (
                <Link to={paths.farmer.farmEdit(farmId)} className="btn btn-sm mt-2">
                  {t('addLocation')}
                </Link>
              )}
            </div>
          </div>
        ) : unavailable ? (
          <p role="status">{t('unavailable')}</p>
        ) : (
          <>
            <p className="text-sm text-base-content/70">{t('nextDays')}</p>
            <Forecast weather={weather!} />
          </>
        )}
      </div>
    </section>
  );
}
