// /farmer/farms/:farmId.
import { useParams } from 'react-router-dom';
import { FarmDetailPage } from '@/web/features/farms/components/farm-detail-page';

export function Component() {
  const { farmId = '' } = useParams();
  return <FarmDetailPage key={farmId} farmId={farmId} />;
}
