// /farmer/crops/:cropId: one crop of the current farm; a crop of another farm answers "not found".
import { useParams } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { CropPage } from '@/web/features/crops/components/crop-page';

export function Component() {
  const { cropId = '' } = useParams();
  return (
    <CurrentFarmGate>
      {(farm) => (
        <CropPage
          key={`${farm.id}:${cropId}`}
          farmId={farm.id}
          cropId={cropId}
          listHref={paths.farmer.crops}
        />
      )}
    </CurrentFarmGate>
  );
}
