// /farmer/farms/:farmId/crops: that farm's crops (docs/product/crops.md).
import { useParams } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { useFarmName } from '@/web/features/farms/hooks/use-farms';
import { CropsPage } from '@/web/features/crops/components/crops-page';

export function Component() {
  const { farmId = '' } = useParams();
  const farmName = useFarmName(farmId) ?? '';
  return (
    <CropsPage
      key={farmId}
      farmId={farmId}
      farmName={farmName}
      hrefOf={(crop) => paths.farmer.farmCrop(farmId, crop.id)}
    />
  );
}
