// The farm's forecast for the weather panel. The server keeps the forecast a while, so a page view costs the
// weather service nothing; the panel asks again at most every half hour.
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '@/shared/api/errors';
import { getFarmWeather } from '@/shared/api/weather';
import { useApi } from '@/web/lib/api';

export const farmWeatherKey = (farmId: string) => ['farms', 'weather', farmId] as const;

export function useFarmWeather(farmId: string) {
  const api = useApi();
  return useQuery({
    queryKey: farmWeatherKey(farmId),
    queryFn: ({ signal }) => getFarmWeather(api, farmId, signal),
    enabled: Boolean(farmId),
    staleTime: 30 * 60_000,
    // A farm the person may not see stays refused; only a failure on the way is worth one more try.
    retry: (count, error) =>
      !(error instanceof ApiRequestError && [403, 404].includes(error.status ?? 0)) && count < 1,
  });
}
