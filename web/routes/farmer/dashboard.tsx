// /farmer/dashboard: the farmer dashboard of the current farm (docs/product/dashboard.md), with the farm switcher,
// the farm's weather and the activity log's wording, which this route brings from their own features.
import { localizeApiMessage } from '@/shared/api/i18n';
import { useLanguage } from '@/shared/i18n/react';
import { describeEntry } from '@/web/features/activity-log/labels';
import { FarmerDashboard } from '@/web/features/dashboards/farmer-dashboard';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { useCurrentFarm } from '@/web/features/farms/hooks/use-current-farm';
import { FarmWeatherPanel } from '@/web/features/farms/weather/farm-weather-panel';

export function Component() {
  const { farm, isPending, error, refetch } = useCurrentFarm();
  const language = useLanguage();
  return (
    <FarmerDashboard
      farm={isPending ? undefined : farm ? { id: farm.id, name: farm.name } : null}
      farmsError={error ? { message: localizeApiMessage(error.message), retry: refetch } : null}
      toolbar={<FarmSwitcher />}
      weather={farm ? <FarmWeatherPanel farmId={farm.id} /> : undefined}
      describeActivity={(entry) => describeEntry(entry, language)}
    />
  );
}
