// /farmer/activities: the current farm's activity log, with the farm switcher (docs/product/activity-log.md).
import { ActivityLogPage } from '@/web/features/activity-log/components/activity-log-page';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';

export function Component() {
  return (
    <CurrentFarmGate>
      {(farm) => (
        <ActivityLogPage key={farm.id} farmId={farm.id} farmName={farm.name} toolbar={<FarmSwitcher />} />
      )}
    </CurrentFarmGate>
  );
}
