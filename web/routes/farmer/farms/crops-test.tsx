// /farmer/farms/:farmId/crops/test: the developer page that shows the raw crops answers of this farm.
import { useParams } from 'react-router-dom';
import { CropsTestPage } from '@/web/features/crops/components/crops-test-page';

export function Component() {
  const { farmId = '' } = useParams();
  return <CropsTestPage farmId={farmId} />;
}
