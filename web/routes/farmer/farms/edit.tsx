// /farmer/farms/:farmId/edit.
import { useParams } from 'react-router-dom';
import { EditFarmPage } from '@/web/features/farms/components/farm-editor-pages';

export function Component() {
  const { farmId = '' } = useParams();
  return <EditFarmPage key={farmId} farmId={farmId} />;
}
