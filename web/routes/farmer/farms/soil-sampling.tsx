// /farmer/farms/:farmId/soil-sampling (docs/product/fields-and-soil.md "Soil sampling"): the farm's soil samples
// by field, with the trend chart and re-test badges.
import { useParams } from 'react-router-dom';
import { useFarm } from '@/web/features/farms/hooks/use-farms';
import { SoilSamplingPage } from '@/web/features/soil-sampling/components/soil-sampling-page';

export function Component() {
  const { farmId = '' } = useParams();
  const farm = useFarm(farmId).data;
  return <SoilSamplingPage key={farmId} farmId={farmId} farmName={farm?.name} />;
}
