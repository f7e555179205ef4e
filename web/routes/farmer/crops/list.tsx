// /farmer/crops: the current farm's crops, with the farm switcher (the route table's crops.view gate is above).
import { paths } from '@/shared/routes/paths';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { CropsPage } from '@/web/features/crops/components/crops-page';

export function Component() {
  return (
    <CurrentFarmGate>
      {(farm) => (
        <CropsPage
          key={farm.id}
          farmId={farm.id}
          farmName={farm.name}
          hrefOf={(crop) => paths.farmer.crop(crop.id)}
          toolbar={<FarmSwitcher />}
          allCropsHref={paths.farmer.cropsAll}
        />
      )}
    </CurrentFarmGate>
  );
}
