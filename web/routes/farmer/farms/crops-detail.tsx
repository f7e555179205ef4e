// /farmer/farms/:farmId/crops/:cropId: one crop of that farm (docs/product/crops.md "Crop page").
import { useParams } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { CropPage } from '@/web/features/crops/components/crop-page';

export function Component() {
  const { farmId = '', cropId = '' } = useParams();
  return (
    <CropPage
      key={`${farmId}/${cropId}`}
      farmId={farmId}
      cropId={cropId}
      listHref={paths.farmer.farmCrops(farmId)}
    />
  );
}
